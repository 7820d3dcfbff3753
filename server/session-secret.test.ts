import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveSessionSecret } from "./session-secret";

const modeOf = (file: string) => statSync(file).mode & 0o777;
/** As root DATA_DIR stays enterable (not listable) by the embedded server's user 'postgres' (server/private-dir.ts). */
const PRIVATE_DATA_DIR = process.getuid?.() === 0 ? 0o711 : 0o700;

describe("the session secret kept in DATA_DIR", () => {
  let umask: number;
  let scratch: string;
  beforeAll(() => {
    umask = process.umask(0o022); // what most systems run with: new files 0644, new directories 0755
    scratch = mkdtempSync(path.join(os.tmpdir(), "hospeda-secret-"));
  });
  afterAll(() => {
    process.umask(umask);
    rmSync(scratch, { recursive: true, force: true });
  });

  it("is the configured SESSION_SECRET when there is one, and then nothing is written", () => {
    const dataDir = path.join(scratch, "configured");
    expect(resolveSessionSecret(["segredo-configurado"], dataDir)).toEqual(["segredo-configurado"]);
    expect(() => statSync(dataDir)).toThrow();
  });

  it("is generated once into a new DATA_DIR made private, as a 0600 file, and read back on the next start", () => {
    const dataDir = path.join(scratch, "new", "data");
    const [secret] = resolveSessionSecret(undefined, dataDir);
    expect(secret!.length).toBeGreaterThanOrEqual(64);
    expect(modeOf(dataDir)).toBe(PRIVATE_DATA_DIR);
    expect(modeOf(path.join(dataDir, "session-secret"))).toBe(0o600);
    expect(resolveSessionSecret(undefined, dataDir)).toEqual([secret]);
  });

  it("tightens a DATA_DIR made 0755 beforehand (a volume, a hand-made directory), and never locks out its server", () => {
    const dataDir = path.join(scratch, "existing");
    mkdirSync(dataDir, { mode: 0o755 });
    expect(modeOf(dataDir)).toBe(0o755);
    resolveSessionSecret(undefined, dataDir);
    expect(modeOf(dataDir)).toBe(PRIVATE_DATA_DIR);
    expect(modeOf(path.join(dataDir, "session-secret"))).toBe(0o600);
  });

  it("keeps a secret file others could read but makes it 0600", () => {
    const dataDir = path.join(scratch, "loose-file");
    mkdirSync(dataDir, { mode: 0o755 });
    writeFileSync(path.join(dataDir, "session-secret"), "segredo-antigo\n");
    chmodSync(path.join(dataDir, "session-secret"), 0o644);
    expect(resolveSessionSecret(undefined, dataDir)).toEqual(["segredo-antigo"]);
    expect(modeOf(path.join(dataDir, "session-secret"))).toBe(0o600);
    expect(readFileSync(path.join(dataDir, "session-secret"), "utf8")).toBe("segredo-antigo\n");
  });
});
