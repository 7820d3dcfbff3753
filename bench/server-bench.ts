// npm run bench: the built server on the embedded database and on PostgreSQL (when reachable), side by side.
// Prints requests/s and p99 latency of authenticated GET /api/rooms (50 rooms) against a bare 'hello' route in
// the same process, start-to-first-200 on a reopened data directory, resident memory, and the client's
// first-load JavaScript. Figures from one run on one machine: compare the ratios, not the absolute numbers.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { freePort } from "./free-port";
import { formatFirstLoad, measureFirstLoad } from "./first-load";

const ROOT = path.resolve(import.meta.dirname, "..");
const OWNER = { email: "bench@hospeda.test", password: "bench-password-1" };
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 4);
/** hello and rooms are measured in turns, this many pairs: a shared machine's speed drifts within seconds. */
const PAIRS = Number(process.env.BENCH_PAIRS ?? 3);
const CONNECTIONS = 16;
const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

interface Running {
  child: ChildProcess;
  port: number;
  startMs: number;
  logLine: Record<string, unknown>;
}

async function startServer(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ["--enable-source-maps", "dist/bench/bench-server.js"], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      OWNER_EMAIL: OWNER.email,
      OWNER_PASSWORD: OWNER.password,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let logLine: Record<string, unknown> = {};
  child.stdout!.on("data", (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n")) {
      if (line.includes("Hospeda is listening")) logLine = JSON.parse(line);
    }
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`);
      if (res.status === 200) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return { child, port, startMs: performance.now() - started, logLine };
}

const stopServer = (running: Running) =>
  new Promise<void>((resolve) => {
    running.child.once("exit", () => resolve());
    running.child.kill("SIGTERM");
  });

const rssOf = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
};

/**
 * The memory of a PostgreSQL server: the postmaster and its backends. Each process's RSS counts the shared buffers
 * it touched again, so their proportional share (Pss) is summed instead: what the server really holds.
 */
function serverMemoryOf(postmasterPid: number) {
  const pids = [postmasterPid];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (parent === postmasterPid) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  let bytes = 0;
  for (const pid of pids) {
    try {
      bytes += Number(/^Pss:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"))?.[1] ?? 0) * 1024;
    } catch {
      // gone meanwhile
    }
  }
  return { bytes, processes: pids.length };
}

async function signIn(port: number) {
  const res = await fetch(`http://127.0.0.1:${port}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(OWNER),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return res.headers.get("set-cookie")!.split(";")[0]!;
}

async function seedRooms(port: number, cookie: string) {
  const existing = (await (
    await fetch(`http://127.0.0.1:${port}/api/rooms`, { headers: { cookie } })
  ).json()) as unknown[];
  for (let i = existing.length + 1; i <= 50; i++) {
    const res = await fetch(`http://127.0.0.1:${port}/api/rooms`, {
      method: "POST",
      headers: { "Content-Type": "application/json", cookie },
      body: JSON.stringify({
        number: String(100 + i),
        type: "standard",
        capacity: 2,
        pricePerNight: "150.00",
        isActive: true,
      }),
    });
    if (res.status !== 201) throw new Error(`seeding room ${i} failed: ${res.status}`);
  }
}

type Load = { rps: number; p99: number };

async function load(url: string, headers: Record<string, string> = {}): Promise<Load> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

interface Figures {
  rooms: Load;
  hello: Load;
  /** rooms/hello of every pair, lowest first. */
  ratios: number[];
  freshStartMs: number;
  reopenStartMs: number;
  rssAfterLoad: number;
  /** The embedded server's memory after the load (none when the database is elsewhere). */
  dbMemory: { bytes: number; processes: number } | null;
}

async function benchOne(label: string, env: Record<string, string>): Promise<Figures> {
  console.error(`[bench] ${label}: first start`);
  const first = await startServer(env);
  const cookie = await signIn(first.port);
  await seedRooms(first.port, cookie);
  await stopServer(first);

  console.error(`[bench] ${label}: reopened start and load`);
  const second = await startServer(env);
  const cookie2 = await signIn(second.port);
  const base = `http://127.0.0.1:${second.port}`;
  await load(`${base}/bench/hello`); // warm-up of both paths before measuring
  await load(`${base}/api/rooms`, { cookie: cookie2 });
  const pairs: Array<{ hello: Load; rooms: Load }> = [];
  for (let i = 0; i < PAIRS; i++) {
    pairs.push({
      hello: await load(`${base}/bench/hello`),
      rooms: await load(`${base}/api/rooms`, { cookie: cookie2 }),
    });
  }
  // The pair with the median ratio: its two measurements ran seconds apart, on the same machine speed.
  pairs.sort((a, b) => a.rooms.rps / a.hello.rps - b.rooms.rps / b.hello.rps);
  const { hello, rooms } = pairs[Math.floor(pairs.length / 2)]!;
  const ratios = pairs.map((p) => p.rooms.rps / p.hello.rps);
  const rssAfterLoad = rssOf(second.child.pid!);
  const dbPid = Number(second.logLine.embeddedDbPid ?? 0);
  const dbMemory = dbPid ? serverMemoryOf(dbPid) : null;
  await stopServer(second);
  return {
    rooms,
    hello,
    ratios,
    freshStartMs: first.startMs,
    reopenStartMs: second.startMs,
    rssAfterLoad,
    dbMemory,
  };
}

async function postgresReachable() {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query("DROP DATABASE IF EXISTS hospeda_bench WITH (FORCE)");
    await client.query("CREATE DATABASE hospeda_bench");
    return PG_ADMIN_URL.replace(/\/[^/]*$/, "/hospeda_bench");
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

async function run() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hospeda-bench-"));
  const results: Array<[string, Figures]> = [];
  try {
    results.push(["embedded (PostgreSQL 18)", await benchOne("embedded", { DATA_DIR: dataDir, DATABASE_URL: "" })]);
    const pgUrl = await postgresReachable();
    if (pgUrl) {
      const pgData = fs.mkdtempSync(path.join(os.tmpdir(), "hospeda-bench-pg-"));
      results.push(["PostgreSQL", await benchOne("postgres", { DATA_DIR: pgData, DATABASE_URL: pgUrl })]);
      fs.rmSync(pgData, { recursive: true, force: true });
    } else {
      console.log("PostgreSQL not reachable at", PG_ADMIN_URL, "- only the embedded database was measured");
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const firstLoad = await measureFirstLoad({ distDir: path.join(ROOT, "dist/public") });
  const rows: Array<[string, ...string[]]> = [
    ["", ...results.map(([label]) => label)],
    ["GET /api/rooms (50 rooms, signed in) req/s", ...results.map(([, f]) => f.rooms.rps.toFixed(0))],
    ["GET /api/rooms p99 latency", ...results.map(([, f]) => `${f.rooms.p99} ms`)],
    ["bare Express 'hello' req/s", ...results.map(([, f]) => f.hello.rps.toFixed(0))],
    ["bare Express 'hello' p99 latency", ...results.map(([, f]) => `${f.hello.p99} ms`)],
    [
      "ratio rooms/hello, median pair (target >= 0.30 embedded)",
      ...results.map(([, f]) => (f.rooms.rps / f.hello.rps).toFixed(2)),
    ],
    ["  every pair", ...results.map(([, f]) => f.ratios.map((r) => r.toFixed(2)).join(" "))],
    [
      "start to first 200, fresh data (target < 6 s)",
      ...results.map(([, f]) => `${(f.freshStartMs / 1000).toFixed(2)} s`),
    ],
    [
      "start to first 200, reopened (target < 3 s)",
      ...results.map(([, f]) => `${(f.reopenStartMs / 1000).toFixed(2)} s`),
    ],
    ["app resident memory after load", ...results.map(([, f]) => mb(f.rssAfterLoad))],
    [
      "embedded PostgreSQL memory after load (Pss)",
      ...results.map(([, f]) => (f.dbMemory ? `${mb(f.dbMemory.bytes)} / ${f.dbMemory.processes} proc` : "-")),
    ],
  ];
  const width = rows.map((r) => r[0].length).reduce((a, b) => Math.max(a, b));
  console.log(
    `\nHospeda server benchmark: ${CONNECTIONS} connections, ${PAIRS} pairs of ${DURATION_S} s measurements, ${os.cpus().length} cores\n`,
  );
  for (const [name, ...cells] of rows)
    console.log(`${name.padEnd(width)}  ${cells.map((c) => c.padStart(20)).join("")}`);
  console.log(`\n${formatFirstLoad(firstLoad).join("\n")}`);
}

run().catch((error) => {
  console.error(error);
  process.exit(1);
});
