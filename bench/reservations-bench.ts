// npm run bench:reservations: the two reads that grow with a hotel's history, on a hotel with four years of it.
// 200 rooms, 100,000 reservations, 50,000 guests (BENCH_GUESTS), loaded straight with SQL into the database the built server
// has just migrated; then, one request at a time, the reservation map's window (31 days on a desktop, 14 on a
// phone) and the availability of random 1-7 night stays. Embedded database and PostgreSQL side by side, with
// the same SQL timed straight through pg and its EXPLAIN ANALYZE, so a slow figure can be placed in the
// database or in Node. Figures from one run on one machine.
//
// The requests carry a browser's Accept-Encoding (BENCH_ACCEPT_ENCODING; Node's fetch alone asks only gzip), and the
// map's windows are also taken apart in this process with the server's own code: the read, JSON.stringify and each
// encoding at the server's settings, with the answer's size at each step. BENCH_BEFORE_ROOT=<a built checkout of the
// code before a change> starts that build beside this one on the loaded PostgreSQL database and sends every request
// to both in turn (the embedded database, one server at a time on its data directory, measures this build only).
import os from "node:os";
import zlib from "node:zlib";
import pg from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import { PgDialect } from "drizzle-orm/pg-core";
import * as schema from "@shared/schema/tables";
import type { Db } from "../server/db";
import { reservationsDomain } from "../server/domain/reservations";
import { COMPRESS_JSON_OPTIONS } from "../server/middleware/compress-json";
import { windowStays } from "../server/storage/reservation-segments";
import { roomsStorage } from "../server/storage/rooms";
import {
  explain,
  kib,
  ms,
  onEachDatabase,
  percentile,
  seconds,
  signIn,
  startServer,
  stopServer,
  type BenchedDatabase,
  type RunningServer,
  type Explained,
} from "./bench-kit";
import { buildHotel, intIn, isoDay, loadHotel, ROOM_COUNT, seeded, TODAY, type Hotel } from "./hotel-data";

const OWNER = { email: "bench-resv@hospeda.test", password: "bench-password-1" };
// Not hospeda_bench: `npm run bench` may be dropping and recreating that one at the same time.
const PG_DATABASE = "hospeda_bench_resv";

/** BENCH_GUESTS: 50,000 by default, the size at which the map's join used to hash the guests (issue 23). */
const GUEST_COUNT = Number(process.env.BENCH_GUESTS ?? 50_000);
if (!Number.isInteger(GUEST_COUNT) || GUEST_COUNT < 1) throw new Error("BENCH_GUESTS must be a positive integer");
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
if (!Number.isInteger(REQUESTS) || REQUESTS < 1) throw new Error("BENCH_REQUESTS must be a positive integer");
const WARMUP = 30;
const BEFORE_ROOT = process.env.BENCH_BEFORE_ROOT;
/** What Chromium sends: the server answers br, as it does to the map in a browser. */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? "gzip, deflate, br";
const TARGET_MS = 50;
/** The embedded database's load is reported as slow past this (it is used all the same: same data on both). */
const SLOW_LOAD_MS = 120_000;

// ---------------------------------------------------------------- the reads

type ReadName = "map31" | "map14" | "availability";
const READS: Record<ReadName, string> = {
  map31: "GET /api/reservations, 31-day window (map, desktop)",
  map14: "GET /api/reservations, 14-day window (map, phone)",
  availability: "GET /api/rooms/availability, 1-7 nights",
};
interface Request {
  url: string;
  from: string;
  to: string;
}

/**
 * The requests each database answers, identical on both. Half of the windows are near today (where the front
 * desk looks), half anywhere in the history or the bookings ahead; availability mostly asks the next two months.
 */
function buildRequests(): Record<ReadName, Request[]> {
  const rng = seeded(42);
  const anyDay = () => TODAY + intIn(rng, -1_000, 400);
  const count = WARMUP + REQUESTS;
  const windows = (days: number): Request[] =>
    Array.from({ length: count }, () => {
      const start = rng() < 0.5 ? TODAY + intIn(rng, -30, 30) : anyDay();
      const from = isoDay(start);
      const to = isoDay(start + days);
      return { url: `/api/reservations?from=${from}&to=${to}`, from, to };
    });
  const stays = Array.from({ length: count }, () => {
    const checkIn = rng() < 0.6 ? TODAY + intIn(rng, 0, 60) : anyDay();
    const from = isoDay(checkIn);
    const to = isoDay(checkIn + intIn(rng, 1, 7));
    return { url: `/api/rooms/availability?checkIn=${from}&checkOut=${to}`, from, to };
  });
  return { map31: windows(31), map14: windows(14), availability: stays };
}

/** The representative request whose plan is shown: today's month, today's fortnight, a 3-night stay in 2 weeks. */
const EXPLAINED: Record<ReadName, Request> = {
  map31: { url: "", from: isoDay(TODAY - 3), to: isoDay(TODAY + 28) },
  map14: { url: "", from: isoDay(TODAY - 3), to: isoDay(TODAY + 11) },
  availability: { url: "", from: isoDay(TODAY + 14), to: isoDay(TODAY + 17) },
};

/**
 * The SQL the server runs for a read, built by the server's own storage code (drizzle's toSQL), so the plan
 * shown is the plan of what the API executes, and follows any change to the query.
 */
function sqlOf(db: Db, read: ReadName, { from, to }: Request) {
  const { sql, params } =
    read === "availability"
      ? roomsStorage(db).listBookable(from, to).toSQL()
      : new PgDialect().sqlToQuery(windowStays(from, to));
  return { text: sql, values: params as unknown[] };
}

interface SqlFigures {
  /** The same statements as the HTTP run, straight through pg: database plus wire plus pg's row parsing. */
  directMedianMs: number;
  explained: Explained;
}

/** Times the reads' SQL straight through pg and explains the representative one, the server being stopped. */
async function measureSql(pool: pg.Pool, requests: Record<ReadName, Request[]>): Promise<Record<ReadName, SqlFigures>> {
  const db = drizzle(pool, { schema });
  const result = {} as Record<ReadName, SqlFigures>;
  for (const read of Object.keys(READS) as ReadName[]) {
    const timings: number[] = [];
    for (const [i, request] of requests[read].entries()) {
      const started = performance.now();
      await pool.query({ ...sqlOf(db, read, request), rowMode: "array" }); // drizzle's own row mode for these selects
      if (i >= WARMUP) timings.push(performance.now() - started);
    }
    result[read] = {
      directMedianMs: percentile(timings, 0.5),
      explained: await explain(pool, sqlOf(db, read, EXPLAINED[read])),
    };
  }
  return result;
}

interface HttpFigures {
  medianMs: number;
  p95Ms: number;
  medianRows: number;
  medianBytes: number;
  /** 1-minute load average when the read's last request ended. */
  loadAverage: number;
}

interface Build {
  port: number;
  cookie: string;
}

/**
 * One request at a time, as one front-desk screen asks: latency, not throughput. With two builds, each request goes
 * to both, in turns that alternate which goes first, so the machine's ups and downs fall on both alike. Warm-up
 * requests are not counted.
 */
async function measureHttp(builds: Build[], requests: Request[]): Promise<HttpFigures[]> {
  const timings = builds.map((): number[] => []);
  const rows: number[] = [];
  const bytes: number[] = [];
  for (const [i, { url }] of requests.entries()) {
    const order = builds.map((_, b) => b);
    if (i % 2) order.reverse();
    for (const b of order) {
      const started = performance.now();
      const res = await fetch(`http://127.0.0.1:${builds[b]!.port}${url}`, {
        headers: { cookie: builds[b]!.cookie, "accept-encoding": ACCEPT_ENCODING },
      });
      const body = await res.text();
      const elapsed = performance.now() - started; // to the last byte of the body; the client's JSON.parse is not counted
      if (res.status !== 200) throw new Error(`${url}: ${res.status} ${body.slice(0, 200)}`);
      if (i < WARMUP) continue;
      timings[b]!.push(elapsed);
      if (b === builds.length - 1) {
        rows.push((JSON.parse(body) as unknown[]).length);
        bytes.push(Buffer.byteLength(body));
      }
    }
  }
  const loadAverage = os.loadavg()[0]!;
  return timings.map((t) => ({
    medianMs: percentile(t, 0.5),
    p95Ms: percentile(t, 0.95),
    medianRows: percentile(rows, 0.5),
    medianBytes: percentile(bytes, 0.5),
    loadAverage,
  }));
}

// ---------------------------------------------------------------- the map's answer taken apart

type MapRead = "map31" | "map14";
const MAP_READS: MapRead[] = ["map31", "map14"];

/** Medians over a read's requests: each step's time (ms) and the answer's size after it (bytes). */
interface SplitFigures {
  readMs: number;
  stringifyMs: number;
  brotliMs: number;
  gzipMs: number;
  jsonBytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

/**
 * The map's windows through this build's own code, in this process: the domain's read (SQL, rows into objects), the
 * JSON the route sends, and each encoding with the server's settings (compress-json.ts). Between the sum of these
 * and the HTTP figure are the session and audit middleware, the socket and the client's decompression.
 */
async function measureSplit(pool: pg.Pool, requests: Record<ReadName, Request[]>) {
  const desk = reservationsDomain(drizzle(pool, { schema }) as unknown as Db);
  const result = {} as Record<MapRead, SplitFigures>;
  for (const read of MAP_READS) {
    const steps: Record<keyof SplitFigures, number[]> = {
      readMs: [],
      stringifyMs: [],
      brotliMs: [],
      gzipMs: [],
      jsonBytes: [],
      brotliBytes: [],
      gzipBytes: [],
    };
    for (const [i, { from, to }] of requests[read].entries()) {
      let started = performance.now();
      const entries = await desk.listInWindow(from, to);
      const readMs = performance.now() - started;
      started = performance.now();
      const json = Buffer.from(JSON.stringify(entries));
      const stringifyMs = performance.now() - started;
      started = performance.now();
      const brotli = zlib.brotliCompressSync(json, COMPRESS_JSON_OPTIONS.brotli);
      const brotliMs = performance.now() - started;
      started = performance.now();
      const gzip = zlib.gzipSync(json, COMPRESS_JSON_OPTIONS.gzip);
      const gzipMs = performance.now() - started;
      if (i < WARMUP) continue;
      const figures = { readMs, stringifyMs, brotliMs, gzipMs, jsonBytes: json.length };
      for (const [key, value] of Object.entries(figures)) steps[key as keyof SplitFigures].push(value);
      steps.brotliBytes.push(brotli.length);
      steps.gzipBytes.push(gzip.length);
    }
    result[read] = Object.fromEntries(
      Object.entries(steps).map(([key, values]) => [key, percentile(values, 0.5)]),
    ) as unknown as SplitFigures;
  }
  return result;
}

// ---------------------------------------------------------------- one database

interface Figures {
  loadMs: number;
  vacuumMs: number;
  reopenStartMs: number;
  /** 1-minute load average before the HTTP run (each read's figures carry the one at its end). */
  loadAverage: number;
  http: Record<ReadName, HttpFigures>;
  sql: Record<ReadName, SqlFigures>;
  /** This build's map answers taken apart (not measured for a build before the change: its code is not here). */
  split?: Record<MapRead, SplitFigures>;
}

/**
 * The server migrates an empty database and is stopped; the hotel is loaded and its SQL timed straight through
 * pg; the server is started again on the loaded database and measured over HTTP, beside the build of
 * BENCH_BEFORE_ROOT on PostgreSQL. One column per build measured.
 */
async function benchOne(
  { kind, serverEnv, openDirect }: BenchedDatabase,
  hotel: Hotel,
  requests: Record<ReadName, Request[]>,
): Promise<Array<[build: string, figures: Figures]>> {
  const beforeRoot = kind === "postgres" ? BEFORE_ROOT : undefined;
  const label = kind;
  console.error(`[bench:reservations] ${label}: migrating`);
  // The build before the change migrates first; this one then migrates forward what it adds.
  if (beforeRoot) await stopServer((await startServer(serverEnv, OWNER, beforeRoot)).child);
  const first = await startServer(serverEnv, OWNER);
  await stopServer(first.child);

  console.error(`[bench:reservations] ${label}: loading ${hotel.reservations.length} reservations`);
  const direct = await openDirect();
  let loaded: { loadMs: number; vacuumMs: number };
  let sql: Record<ReadName, SqlFigures>;
  let split: Record<MapRead, SplitFigures>;
  const pool = new pg.Pool({ connectionString: direct.connectionString, max: 2 });
  // pool.end() resolves before its connections have closed, and the embedded server is stopped right after it: a
  // connection still closing then hears 'terminating connection due to administrator command', which is expected.
  pool.on("error", () => {});
  try {
    const client = await pool.connect();
    try {
      loaded = await loadHotel(client, hotel);
    } finally {
      client.release();
    }
    console.error(`[bench:reservations] ${label}: loaded in ${(loaded.loadMs / 1000).toFixed(1)} s; timing the SQL`);
    sql = await measureSql(pool, requests);
    split = await measureSplit(pool, requests);
  } finally {
    await pool.end();
    await direct.close();
  }

  console.error(`[bench:reservations] ${label}: measuring over HTTP${beforeRoot ? `, beside ${beforeRoot}` : ""}`);
  const servers: RunningServer[] = [];
  try {
    if (beforeRoot) servers.push(await startServer(serverEnv, OWNER, beforeRoot));
    servers.push(await startServer(serverEnv, OWNER));
    const builds = await Promise.all(servers.map(async ({ port }) => ({ port, cookie: await signIn(port, OWNER) })));
    const loadAverage = os.loadavg()[0]!;
    const http = servers.map(() => ({}) as Record<ReadName, HttpFigures>);
    for (const read of Object.keys(READS) as ReadName[]) {
      for (const [b, figures] of (await measureHttp(builds, requests[read])).entries()) http[b]![read] = figures;
    }
    const figures = (b: number): Figures => ({
      ...loaded,
      reopenStartMs: servers[b]!.startMs,
      loadAverage,
      http: http[b]!,
      sql,
      split: b === servers.length - 1 ? split : undefined,
    });
    return beforeRoot
      ? [
          ["before", figures(0)],
          ["after", figures(1)],
        ]
      : [["", figures(0)]];
  } finally {
    for (const server of servers) await stopServer(server.child);
  }
}

// ---------------------------------------------------------------- report

function report(results: Array<[string, Figures]>, hotel: Hotel) {
  const live = hotel.reservations.filter((r) => r.status !== "cancelled" && r.status !== "no_show").length;
  const rows: Array<[string, ...string[]]> = [
    ["", ...results.map(([label]) => label)],
    [
      `load 200 rooms, ${GUEST_COUNT.toLocaleString("en")} guests, 100,000 reservations`,
      ...results.map(([, f]) => seconds(f.loadMs)),
    ],
    ["  then VACUUM ANALYZE", ...results.map(([, f]) => seconds(f.vacuumMs))],
    ["start to first 200 on the loaded database", ...results.map(([, f]) => seconds(f.reopenStartMs))],
    [`machine load average (1 min) before HTTP`, ...results.map(([, f]) => f.loadAverage.toFixed(1))],
    [`Accept-Encoding of the requests: ${ACCEPT_ENCODING}`],
  ];
  for (const read of Object.keys(READS) as ReadName[]) {
    rows.push([READS[read]]);
    rows.push([
      "  median / p95 over HTTP (load average at the end)",
      ...results.map(
        ([, f]) => `${ms(f.http[read].medianMs)} / ${ms(f.http[read].p95Ms)} (${f.http[read].loadAverage.toFixed(1)})`,
      ),
    ]);
    rows.push([
      `  p95 under ${TARGET_MS} ms (the target is on PostgreSQL)`,
      ...results.map(([, f]) => (f.http[read].p95Ms < TARGET_MS ? "yes" : "NO")),
    ]);
    rows.push([
      read === "availability" ? "  rooms returned (median)" : "  reservations returned (median)",
      ...results.map(([, f]) => String(f.http[read].medianRows)),
    ]);
    rows.push(["  response body (median)", ...results.map(([, f]) => kib(f.http[read].medianBytes))]);
    if (read !== "availability") {
      const split = (cell: (s: SplitFigures) => string) =>
        results.map(([, f]) => (f.split ? cell(f.split[read]) : "-"));
      rows.push([
        "  in process, medians: read (SQL, rows) / JSON.stringify",
        ...split((s) => `${ms(s.readMs)} / ${ms(s.stringifyMs)}`),
      ]);
      rows.push([
        "    then brotli / gzip at the server's settings",
        ...split((s) => `${ms(s.brotliMs)} / ${ms(s.gzipMs)}`),
      ]);
      rows.push([
        "    answer: JSON / brotli / gzip",
        ...split((s) => `${kib(s.jsonBytes)} / ${kib(s.brotliBytes)} / ${kib(s.gzipBytes)}`),
      ]);
    }
    rows.push([
      "  this build's SQL straight through pg, median",
      ...results.map(([, f]) => ms(f.sql[read].directMedianMs)),
    ]);
    rows.push([
      "  EXPLAIN ANALYZE execution (plan below)",
      ...results.map(([, f]) => ms(f.sql[read].explained.executionMs)),
    ]);
  }
  const width = rows.map((r) => r[0].length).reduce((a, b) => Math.max(a, b));
  console.log(
    `\nHospeda reservations benchmark: ${ROOM_COUNT} rooms, ${hotel.reservations.length} reservations (${live} live), ` +
      `${GUEST_COUNT} guests; today ${isoDay(TODAY)}; ${REQUESTS} sequential requests per read after ${WARMUP} warm-up; ` +
      `${os.cpus().length} cores\n`,
  );
  for (const [name, ...cells] of rows)
    console.log(`${name.padEnd(width)}  ${cells.map((c) => c.padStart(26)).join("")}`);

  const [reference] = results.findLast(([label]) => label.startsWith("PostgreSQL")) ?? results[0]!;
  const plans = Object.fromEntries(results);
  console.log(`\nPlans (EXPLAIN ANALYZE, ${reference}) of the representative request of each read:`);
  for (const read of Object.keys(READS) as ReadName[]) {
    const { from, to } = EXPLAINED[read];
    const shown = plans[reference]!.sql[read].explained;
    console.log(`\n${READS[read]}  [${from}, ${to})`);
    for (const line of shown.lines) console.log(`  ${line}`);
    console.log(`  planning ${shown.planningMs.toFixed(2)} ms, execution ${shown.executionMs.toFixed(2)} ms`);
    for (const [label, f] of results) {
      if (label === reference) continue;
      const other = f.sql[read].explained;
      if (other.shape === shown.shape) {
        console.log(`  ${label}: the same plan, execution ${other.executionMs.toFixed(2)} ms`);
      } else {
        console.log(`  ${label} plans it differently (execution ${other.executionMs.toFixed(2)} ms):`);
        for (const line of other.lines) console.log(`    ${line}`);
      }
    }
  }
  const embedded = results.find(([label]) => label.startsWith("embedded"));
  if (embedded && embedded[1].loadMs > SLOW_LOAD_MS) {
    console.log(
      `\nNote: loading the embedded database took ${seconds(embedded[1].loadMs)} (over ${seconds(SLOW_LOAD_MS)}); it holds the same data.`,
    );
  }
  console.log(
    "\nBoth databases were VACUUM ANALYZEd after the load, as their autovacuum would do by itself a minute later.",
  );
}

// ---------------------------------------------------------------- main

async function run() {
  const hotel = buildHotel({ guestCount: GUEST_COUNT });
  const requests = buildRequests();
  const databases = await onEachDatabase("hospeda-bench-resv", PG_DATABASE, (database) =>
    benchOne(database, hotel, requests),
  );
  const results = databases.flatMap(([database, builds]) =>
    builds.map(([build, figures]): [string, Figures] => [build ? `${database} ${build}` : database, figures]),
  );
  report(results, hotel);
}

run().catch((error) => {
  console.error(error);
  process.exit(1);
});
