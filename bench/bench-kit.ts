// What the data benches share (npm run bench:reservations, npm run bench:lists): the built server as a child
// process (started, signed in, measured, stopped), a throwaway PostgreSQL database, percentiles, and plans read
// from EXPLAIN ANALYZE.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { embeddedPaths } from "../server/db";
import { prepareDataDir } from "../server/private-dir";
import { startEmbeddedPostgres } from "../server/db/embedded";
import { freePort } from "./free-port";

const ROOT = path.resolve(import.meta.dirname, "..");
const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

// ---------------------------------------------------------------- the server

export interface RunningServer {
  child: ChildProcess;
  port: number;
  startMs: number;
}
/** Servers still running, so that a failure half-way does not leave one behind. */
const running = new Set<ChildProcess>();

/**
 * Starts dist/bench/bench-server.js (npm run build first) with `env` and waits for its first 200; `root` is the
 * project whose build runs (another checkout's, to measure a build before a change beside this one).
 */
export async function startServer(
  env: Record<string, string>,
  owner: { email: string; password: string },
  root = ROOT,
) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ["--enable-source-maps", "dist/bench/bench-server.js"], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      OWNER_EMAIL: owner.email,
      OWNER_PASSWORD: owner.password,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  running.add(child);
  child.once("exit", () => running.delete(child));
  // Production logging goes to a pipe, as it would under a process manager: drained, or kept in BENCH_SERVER_LOG.
  if (process.env.BENCH_SERVER_LOG)
    child.stdout!.pipe(fs.createWriteStream(process.env.BENCH_SERVER_LOG, { flags: "a" }));
  else child.stdout!.resume();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).status === 200) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return { child, port, startMs: performance.now() - started } satisfies RunningServer;
}

export const stopServer = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });

/** Stops every server this process started and has not stopped yet. */
const stopAllServers = () => Promise.all([...running].map(stopServer));

/** Signs in and returns the Cookie header of the session. */
export async function signIn(port: number, owner: { email: string; password: string }) {
  const res = await fetch(`http://127.0.0.1:${port}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(owner),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return res.headers.get("set-cookie")!.split(";")[0]!;
}

/** A process's resident memory now (VmRSS) and its peak since it started (VmHWM), in bytes. */
export function memoryOf(pid: number) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kib = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kib("VmRSS"), peak: kib("VmHWM") };
}

// ---------------------------------------------------------------- a throwaway PostgreSQL database

/** A database a bench created: its name and URL. Only these are ever dropped. */
export interface CreatedDatabase {
  name: string;
  url: string;
}

/**
 * Creates a database of its own on the server of PG_ADMIN_URL, named `prefix` plus this process's id and a random
 * suffix (two benches, or two helpers' benches, never meet on one name), or null when that server is not reachable.
 * It never drops anything first: a name already taken fails the CREATE and another suffix is tried.
 */
export async function createPgDatabase(prefix: string): Promise<CreatedDatabase | null> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  try {
    for (let attempt = 0; ; attempt++) {
      const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
      try {
        await admin.query(`CREATE DATABASE ${name}`);
      } catch (error) {
        if ((error as { code?: string }).code === "42P04" && attempt < 5) continue; // duplicate_database
        throw error;
      }
      const url = new URL(PG_ADMIN_URL);
      url.pathname = `/${name}`;
      return { name, url: url.toString() };
    }
  } finally {
    await admin.end();
  }
}

/** Drops a database this process created with createPgDatabase (and nothing else). */
export async function dropPgDatabase(database: CreatedDatabase) {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database.name} WITH (FORCE)`);
  } catch (error) {
    console.error(`[bench] could not drop ${database.name}:`, error);
  } finally {
    await admin.end().catch(() => {});
  }
}

// ---------------------------------------------------------------- figures

/** Nearest-rank percentile. */
export function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
}

export const ms = (value: number) => (value < 10 ? `${value.toFixed(1)} ms` : `${value.toFixed(0)} ms`);
export const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
export const kib = (bytes: number) =>
  bytes < 10_240 ? `${(bytes / 1024).toFixed(1)} KiB` : `${(bytes / 1024).toFixed(0)} KiB`;
export const mib = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MiB`;

// ---------------------------------------------------------------- plans

interface PlanNode {
  "Node Type": string;
  "Join Type"?: string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Rows": number;
  "Actual Loops": number;
  "Actual Total Time": number;
  "Sort Method"?: string;
  Plans?: PlanNode[];
}
export type ExplainRoot = { Plan: PlanNode; "Execution Time": number; "Planning Time": number };
export interface Explained {
  lines: string[];
  /** Node types, relations and indexes only: whether two plans have the same shape. */
  shape: string;
  executionMs: number;
  planningMs: number;
}

/** An EXPLAIN (ANALYZE, FORMAT JSON) plan as indented lines: node, index, relation, rows and time. */
export function summarizePlan(root: ExplainRoot): Explained {
  const lines: string[] = [];
  const shape: string[] = [];
  const walk = (node: PlanNode, depth: number) => {
    const kind = [
      node["Join Type"] && node["Join Type"] !== "Inner"
        ? `${node["Node Type"]} ${node["Join Type"]}`
        : node["Node Type"],
    ];
    if (node["Index Name"]) kind.push(`using ${node["Index Name"]}`);
    if (node["Relation Name"]) kind.push(`on ${node["Relation Name"]}`);
    if (node["Sort Method"]) kind.push(`(${node["Sort Method"]})`);
    const loops = node["Actual Loops"] > 1 ? ` x ${node["Actual Loops"]} loops` : "";
    lines.push(
      `${"  ".repeat(depth)}${kind.join(" ")}  [rows ${node["Actual Rows"]}${loops}, ${node["Actual Total Time"].toFixed(2)} ms]`,
    );
    shape.push(`${depth}:${kind.join(" ")}`);
    for (const child of node.Plans ?? []) walk(child, depth + 1);
  };
  walk(root.Plan, 0);
  return { lines, shape: shape.join("|"), executionMs: root["Execution Time"], planningMs: root["Planning Time"] };
}

/** Runs EXPLAIN ANALYZE of a statement twice (the first settles the cache) and summarizes the second. */
export async function explain(pool: pg.Pool, statement: { text: string; values: unknown[] }) {
  const text = `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${statement.text}`;
  await pool.query(text, statement.values);
  const { rows } = await pool.query<{ "QUERY PLAN": ExplainRoot[] }>(text, statement.values);
  return summarizePlan(rows[0]!["QUERY PLAN"][0]!);
}

// ---------------------------------------------------------------- each database in turn

/** A database a bench measures: how the server reaches it, and how the bench opens it while the server is stopped. */
export interface BenchedDatabase {
  /** "embedded" or "postgres", for progress lines. */
  kind: "embedded" | "postgres";
  serverEnv: Record<string, string>;
  openDirect(): Promise<{ connectionString: string; close(): Promise<void> }>;
}

/**
 * Runs `measure` on the embedded default (PostgreSQL 18 in a temporary data directory) and then on a throwaway
 * database named after `pgDatabase` (createPgDatabase) on the PostgreSQL server of BENCH_PG_ADMIN_URL (when
 * reachable); cleans up whatever happens, dropping only the database it created. BENCH_EMBEDDED=0 leaves out the
 * embedded one.
 */
export async function onEachDatabase<F>(
  prefix: string,
  pgDatabase: string,
  measure: (database: BenchedDatabase) => Promise<F>,
): Promise<Array<[label: string, figures: F]>> {
  const tempDirs: string[] = [];
  const tempDir = (suffix: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}${suffix}`));
    tempDirs.push(dir);
    return dir;
  };
  const results: Array<[string, F]> = [];
  let created: CreatedDatabase | null = null;
  try {
    // BENCH_EMBEDDED=0: PostgreSQL only, when a comparison there is all that is wanted (the embedded load takes minutes).
    const dataDir = tempDir("-");
    if (process.env.BENCH_EMBEDDED !== "0")
      results.push([
        "embedded (PostgreSQL 18)",
        await measure({
          kind: "embedded",
          serverEnv: { DATA_DIR: dataDir, DATABASE_URL: "" },
          // The bench opens the data directory itself between two runs of the server (one process at a time).
          async openDirect() {
            prepareDataDir(dataDir);
            const server = await startEmbeddedPostgres({ ...embeddedPaths(dataDir), durable: true, maxConnections: 5 });
            return { connectionString: server.connectionString, close: () => server.stop() };
          },
        }),
      ]);

    created = await createPgDatabase(pgDatabase);
    if (created) {
      const url = created.url;
      results.push([
        "PostgreSQL",
        await measure({
          kind: "postgres",
          serverEnv: { DATA_DIR: tempDir("-pg-"), DATABASE_URL: url },
          openDirect: async () => ({ connectionString: url, close: async () => {} }),
        }),
      ]);
    } else {
      console.log(`PostgreSQL not reachable at ${PG_ADMIN_URL}: only the embedded database was measured`);
    }
  } finally {
    await stopAllServers();
    if (created) await dropPgDatabase(created);
    for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  }
  return results;
}
