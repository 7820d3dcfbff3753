// What the app keeps under DATA_DIR (identity documents, the session secret) is for the process's own user only:
// directories 0700 and files 0600, also when they already existed with looser modes.
import fs from "node:fs";

const ownedByUs = (stats: fs.Stats) => process.getuid === undefined || stats.uid === process.getuid();

/**
 * Creates `dir` (with its parents) 0700, and tightens an existing one to 0700: mkdir's mode applies only to what it
 * creates, so a directory made earlier by hand or by a container volume would otherwise stay 0755. A directory of
 * another user (a mount we may only write to) is left alone: chmod would fail, and its mode is its owner's call.
 */
export function ensurePrivateDir(dir: string) {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const stats = fs.statSync(dir);
  if ((stats.mode & 0o077) !== 0 && ownedByUs(stats)) fs.chmodSync(dir, 0o700);
}

/** Tightens an existing file of ours to 0600 (one written by an older version, or copied in with a backup). */
export function ensurePrivateFile(file: string) {
  const stats = fs.statSync(file);
  if ((stats.mode & 0o077) !== 0 && ownedByUs(stats)) fs.chmodSync(file, 0o600);
}
