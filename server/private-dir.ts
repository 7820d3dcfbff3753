// What the app keeps under DATA_DIR (the database, identity documents, the session secret) is for the process's own
// user only: directories 0700 and files 0600, also when they already existed with looser modes. db/, files/ and the
// session secret all use it, so it sits below them (docs/decisions/0024).
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

/**
 * DATA_DIR holds the database, its password, the session secret and documents: nobody else may list it. As root
 * the embedded server runs as the user 'postgres', which must still pass through it to DATA_DIR/postgres (its own
 * 0700 directory), so root leaves it 0711: enterable, not listable. Every part of the app that touches DATA_DIR
 * itself goes through here: a 0700 set by another (the session secret's, once) locked the running server out of its
 * own files, and it stopped with a PANIC at its next checkpoint.
 */
export function prepareDataDir(dataDir: string) {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const asRoot = process.platform !== "win32" && process.getuid?.() === 0;
  fs.chmodSync(dataDir, asRoot ? 0o711 : 0o700);
}

/** Tightens an existing file of ours to 0600 (one written by an older version, or copied in with a backup). */
export function ensurePrivateFile(file: string) {
  const stats = fs.statSync(file);
  if ((stats.mode & 0o077) !== 0 && ownedByUs(stats)) fs.chmodSync(file, 0o600);
}
