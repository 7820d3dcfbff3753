import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ensurePrivateFile, prepareDataDir } from "./private-dir";

/**
 * The secrets of SESSION_SECRET when configured (the first signs, all are accepted); otherwise one generated on first
 * start and kept (0600) in the data directory.
 */
export function resolveSessionSecret(configured: string[] | undefined, dataDir: string): string[] {
  if (configured?.length) return configured;
  const file = path.join(dataDir, "session-secret");
  prepareDataDir(dataDir);
  try {
    const secret = fs.readFileSync(file, "utf8").trim();
    ensurePrivateFile(file);
    return [secret];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const secret = crypto.randomBytes(48).toString("base64url");
  try {
    fs.writeFileSync(file, secret, { flag: "wx", mode: 0o600 });
    return [secret];
  } catch {
    // another instance wrote it first
    return [fs.readFileSync(file, "utf8").trim()];
  }
}
