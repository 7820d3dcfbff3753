// The embedded server's processes: binaries run to their end, the watchdog that outlives the app, and the wait for
// the server to take connections.
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import pg from "pg";
import { DATABASE, EmbeddedPostgresError, SUPERUSER, type EmbeddedPostgresOptions } from "./embedded-types";

/** Runs a binary to its end as the server's user; rejects with its output when it fails. */
export function run(command: string, args: string[], user: { uid: number; gid: number } | null) {
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
/** The postmaster's command line: loopback TCP only, and without fsync for the tests' throwaway clusters. */
export function serverArgs(dir: string, port: number, options: EmbeddedPostgresOptions) {
  return [
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
  ];
}

export function serverEnv() {
  const env: NodeJS.ProcessEnv = { LC_MESSAGES: "C", LC_ALL: "C" };
  for (const key of ["PATH", "SystemRoot", "TEMP", "TMP", "TZ"]) if (process.env[key]) env[key] = process.env[key];
  return env;
}

export async function freePort(): Promise<number> {
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

/**
 * Kills the server if the app dies without stopping it (SIGKILL, a crash): a tiny shell holds a pipe from the app
 * and, when the app's end closes, asks the server for a fast shutdown. Not on Windows (no sh); there a server left
 * behind is found through its postmaster.pid at the next start.
 */
export function watchdog(serverPid: number): ChildProcess | null {
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

export async function waitUntilReady(child: ChildProcess, port: number, password: string, output: () => string) {
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

export async function ensureDatabase(port: number, password: string) {
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
