// npm run bench:reservations: the two reads that grow with a hotel's history, on a hotel with four years of it.
// 200 rooms, 100,000 reservations, 5,000 guests, loaded straight with SQL into the database the built server
// has just migrated; then, one request at a time, the reservation map's window (31 days on a desktop, 14 on a
// phone) and the availability of random 1-7 night stays. Embedded database and PostgreSQL side by side, with
// the same SQL timed straight through pg and its EXPLAIN ANALYZE, so a slow figure can be placed in the
// database or in Node. Figures from one run on one machine.
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import * as schema from "@shared/schema";
import type { Db } from "../server/db";
import { startEmbeddedDatabase } from "../server/db/embedded";
import { reservationsStorage } from "../server/storage/reservations";
import { roomsStorage } from "../server/storage/rooms";
import { freePort } from "./free-port";

const ROOT = path.resolve(import.meta.dirname, "..");
const OWNER = { email: "bench-resv@hospeda.test", password: "bench-password-1" };
const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
// Not hospeda_bench: `npm run bench` may be dropping and recreating that one at the same time.
const PG_DATABASE = "hospeda_bench_resv";

const ROOM_COUNT = 200;
const STAYS_PER_ROOM = 500;
const GUEST_COUNT = 5_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
if (!Number.isInteger(REQUESTS) || REQUESTS < 1) throw new Error("BENCH_REQUESTS must be a positive integer");
const WARMUP = 30;
const TARGET_MS = 50;
/** The embedded database's load is reported as slow past this (it is used all the same: same data on both). */
const SLOW_LOAD_MS = 120_000;

const DAY_MS = 86_400_000;
const TODAY = Math.floor(Date.now() / DAY_MS); // days since 1970-01-01, UTC
const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

// ---------------------------------------------------------------- deterministic randomness

/**
 * mulberry32, a seeded generator: both databases get the same hotel (built once per run) and the same requests,
 * and every run the same hotel shape around its own today.
 */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
type Rng = () => number;
const intIn = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
/** A value drawn with the given relative weights: weights[i] is the weight of value min + i. */
const weighted = (rng: Rng, min: number, weights: readonly number[]) => {
  let r = rng() * weights.reduce((a, b) => a + b, 0);
  for (let i = 0; i < weights.length; i++) if ((r -= weights[i]!) < 0) return min + i;
  return min + weights.length - 1;
};

// ---------------------------------------------------------------- the hotel

// 500 stays per room in "about four years" leaves ~3 days per stay including the gap, so stays lean short, as
// they do at a pousada (weekends): 1-7 nights averaging ~2.4, gaps of 0-4 days averaging ~0.8. Each room's
// history then spans ~4.3 years, started 3 years back: ~1.3 years of bookings ahead, ~68% live occupancy.
const NIGHT_WEIGHTS = [35, 30, 15, 8, 5, 4, 3]; // 1..7 nights
const GAP_WEIGHTS = [55, 25, 12, 5, 3]; // 0..4 days
const HISTORY_START = TODAY - 3 * 365;

const ROOM_TYPES = [
  { type: "standard", capacity: 2, price: "180.00" },
  { type: "deluxe", capacity: 2, price: "260.00" },
  { type: "family", capacity: 4, price: "320.00" },
  { type: "suite", capacity: 3, price: "450.00" },
] as const;
const FIRST_NAMES = ["Ana", "Bruno", "Carla", "Diego", "Eduarda", "Felipe", "Gabriela", "Henrique", "Isabela", "João", "Larissa", "Marcos", "Natália", "Otávio", "Paula", "Rafael", "Sofia", "Thiago", "Vitória", "Wagner"];
const LAST_NAMES = ["Silva", "Santos", "Oliveira", "Souza", "Rodrigues", "Ferreira", "Alves", "Pereira", "Lima", "Gomes", "Costa", "Ribeiro", "Martins", "Carvalho", "Almeida", "Lopes", "Soares", "Fernandes", "Vieira", "Barbosa"];

interface Hotel {
  rooms: { id: string[]; number: string[]; type: string[]; status: string[]; capacity: number[]; price: string[]; isActive: boolean[] };
  guests: { id: string[]; firstName: string[]; lastName: string[]; phone: string[]; email: string[] };
  reservations: Array<{
    guestId: string;
    roomId: string;
    checkIn: string;
    checkOut: string;
    guests: number;
    total: string;
    status: string;
    payment: string;
    createdAt: string;
  }>;
}

/** Past stays are completed, current ones checked in, future ones pending or confirmed; ~10% cancelled or no-show. */
function statusOf(rng: Rng, checkIn: number, checkOut: number): [status: string, payment: string] {
  const r = rng();
  if (checkIn > TODAY) {
    if (r < 0.1) return ["cancelled", "PENDENTE"];
    return r < 0.45 ? ["pending", "PENDENTE"] : ["confirmed", r < 0.75 ? "PARCIAL" : "PENDENTE"];
  }
  if (r < 0.06) return ["cancelled", "PENDENTE"];
  if (r < 0.1) return ["no_show", "PENDENTE"];
  return checkOut > TODAY ? ["checked_in", r < 0.5 ? "PARCIAL" : "PAGO"] : ["completed", "PAGO"];
}

function buildHotel(): Hotel {
  const rng = seeded(20_261_122);
  const rooms: Hotel["rooms"] = { id: [], number: [], type: [], status: [], capacity: [], price: [], isActive: [] };
  for (let i = 0; i < ROOM_COUNT; i++) {
    const floor = Math.floor(i / 20) + 1;
    const onFloor = (i % 20) + 1;
    const kind = ROOM_TYPES[onFloor <= 12 ? 0 : onFloor <= 16 ? 1 : onFloor <= 18 ? 2 : 3];
    rooms.id.push(randomUUID());
    rooms.number.push(`${floor}${String(onFloor).padStart(2, "0")}`);
    rooms.type.push(kind.type);
    rooms.capacity.push(kind.capacity);
    rooms.price.push(kind.price);
    // A few rooms the availability read must leave out whatever their bookings: out of order, or inactive.
    rooms.status.push(i % 50 === 7 ? "out_of_order" : i % 50 === 23 ? "maintenance" : "available");
    rooms.isActive.push(i % 100 !== 42);
  }

  const guests: Hotel["guests"] = { id: [], firstName: [], lastName: [], phone: [], email: [] };
  for (let i = 0; i < GUEST_COUNT; i++) {
    guests.id.push(randomUUID());
    guests.firstName.push(FIRST_NAMES[i % FIRST_NAMES.length]!);
    guests.lastName.push(`${LAST_NAMES[Math.floor(i / FIRST_NAMES.length) % LAST_NAMES.length]} ${i}`);
    guests.phone.push(`11${900_000_000 + i}`); // eleven digits, unique
    guests.email.push(`hospede${i}@bench.test`);
  }

  const reservations: Hotel["reservations"] = [];
  for (let r = 0; r < ROOM_COUNT; r++) {
    let day = HISTORY_START - intIn(rng, 0, 20);
    for (let s = 0; s < STAYS_PER_ROOM; s++) {
      day += weighted(rng, 0, GAP_WEIGHTS);
      const nights = weighted(rng, 1, NIGHT_WEIGHTS);
      const [status, payment] = statusOf(rng, day, day + nights);
      const price = Number(rooms.price[r]);
      reservations.push({
        guestId: guests.id[intIn(rng, 0, GUEST_COUNT - 1)]!,
        roomId: rooms.id[r]!,
        checkIn: isoDay(day),
        checkOut: isoDay(day + nights),
        guests: intIn(rng, 1, rooms.capacity[r]!),
        total: (nights * price).toFixed(2),
        status,
        payment,
        // Booked 1-90 days ahead (capped at today: nothing is created in the future).
        createdAt: new Date(Math.min(day - intIn(rng, 1, 90), TODAY) * DAY_MS + intIn(rng, 8, 20) * 3_600_000).toISOString(),
      });
      day += nights;
    }
  }
  // Rows land in the table in booking order, as they do in a live hotel, not room by room: the heap's physical
  // order decides how many pages a date window touches.
  reservations.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : 0));
  return { rooms, guests, reservations };
}

// ---------------------------------------------------------------- loading

/** Bulk insert through unnest(): one statement per few thousand rows instead of 100,000 round trips. */
async function loadHotel(client: pg.ClientBase, hotel: Hotel) {
  const started = performance.now();
  await client.query("BEGIN");
  const { rooms, guests } = hotel;
  await client.query(
    `INSERT INTO rooms (id, number, type, status, capacity, price_per_night, is_active)
     SELECT * FROM unnest($1::uuid[], $2::varchar[], $3::varchar[], $4::varchar[], $5::int[], $6::numeric[], $7::bool[])`,
    [rooms.id, rooms.number, rooms.type, rooms.status, rooms.capacity, rooms.price, rooms.isActive],
  );
  await client.query(
    `INSERT INTO guests (id, first_name, last_name, phone, email)
     SELECT * FROM unnest($1::uuid[], $2::varchar[], $3::varchar[], $4::varchar[], $5::varchar[])`,
    [guests.id, guests.firstName, guests.lastName, guests.phone, guests.email],
  );
  const BATCH = 5_000;
  for (let i = 0; i < hotel.reservations.length; i += BATCH) {
    const batch = hotel.reservations.slice(i, i + BATCH);
    const column = <K extends keyof Hotel["reservations"][number]>(key: K) => batch.map((row) => row[key]);
    // Every row passes the no-overlap exclusion constraint and the checks: the data is what the app could hold.
    await client.query(
      `INSERT INTO reservations (guest_id, room_id, check_in_date, check_out_date, number_of_guests, total_amount,
                                 status, status_pagamento, created_at, updated_at)
       SELECT g, r, ci, co, n, t, s, p, c, c
       FROM unnest($1::uuid[], $2::uuid[], $3::date[], $4::date[], $5::int[], $6::numeric[], $7::varchar[],
                   $8::varchar[], $9::timestamptz[]) AS x(g, r, ci, co, n, t, s, p, c)`,
      [
        column("guestId"),
        column("roomId"),
        column("checkIn"),
        column("checkOut"),
        column("guests"),
        column("total"),
        column("status"),
        column("payment"),
        column("createdAt"),
      ],
    );
  }
  await client.query("COMMIT");
  const loadMs = performance.now() - started;
  // The steady state autovacuum reaches on PostgreSQL a minute after a bulk load: statistics and visibility map.
  // (The embedded database has no autovacuum; see the note printed at the end.)
  const vacuumStarted = performance.now();
  await client.query("VACUUM ANALYZE rooms, guests, reservations");
  return { loadMs, vacuumMs: performance.now() - vacuumStarted };
}

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
  const query = read === "availability" ? roomsStorage(db).listBookable(from, to) : reservationsStorage(db).listInWindow(from, to);
  const { sql, params } = query.toSQL();
  return { text: sql, values: params as unknown[] };
}

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
interface Explained {
  lines: string[];
  /** Node types, relations and indexes only: whether two plans have the same shape. */
  shape: string;
  executionMs: number;
  planningMs: number;
}

function summarizePlan(root: { Plan: PlanNode; "Execution Time": number; "Planning Time": number }): Explained {
  const lines: string[] = [];
  const shape: string[] = [];
  const walk = (node: PlanNode, depth: number) => {
    const kind = [node["Join Type"] && node["Join Type"] !== "Inner" ? `${node["Node Type"]} ${node["Join Type"]}` : node["Node Type"]];
    if (node["Index Name"]) kind.push(`using ${node["Index Name"]}`);
    if (node["Relation Name"]) kind.push(`on ${node["Relation Name"]}`);
    if (node["Sort Method"]) kind.push(`(${node["Sort Method"]})`);
    const loops = node["Actual Loops"] > 1 ? ` x ${node["Actual Loops"]} loops` : "";
    lines.push(`${"  ".repeat(depth)}${kind.join(" ")}  [rows ${node["Actual Rows"]}${loops}, ${node["Actual Total Time"].toFixed(2)} ms]`);
    shape.push(`${depth}:${kind.join(" ")}`);
    for (const child of node.Plans ?? []) walk(child, depth + 1);
  };
  walk(root.Plan, 0);
  return { lines, shape: shape.join("|"), executionMs: root["Execution Time"], planningMs: root["Planning Time"] };
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
    const { text, values } = sqlOf(db, read, EXPLAINED[read]);
    const explain = `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${text}`;
    await pool.query(explain, values); // once to settle the cache, then the one reported
    const { rows } = await pool.query<{ "QUERY PLAN": Array<Parameters<typeof summarizePlan>[0]> }>(explain, values);
    result[read] = { directMedianMs: percentile(timings, 0.5), explained: summarizePlan(rows[0]!["QUERY PLAN"][0]!) };
  }
  return result;
}

// ---------------------------------------------------------------- the server


interface Running {
  child: ChildProcess;
  port: number;
  startMs: number;
}
/** Servers still running, so that a failure half-way does not leave one behind. */
const running = new Set<ChildProcess>();

async function startServer(env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx", "bench/bench-server.ts"], {
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
  running.add(child);
  child.once("exit", () => running.delete(child));
  child.stdout!.resume(); // production logging goes to a pipe, as it would under a process manager; drained
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).status === 200) break;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  return { child, port, startMs: performance.now() - started };
}

const stopServer = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });

async function signIn(port: number) {
  const res = await fetch(`http://127.0.0.1:${port}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(OWNER),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status}`);
  return res.headers.get("set-cookie")!.split(";")[0]!;
}

interface HttpFigures {
  medianMs: number;
  p95Ms: number;
  medianRows: number;
  medianBytes: number;
}

/** One request at a time, as one front-desk screen asks: latency, not throughput. Warm-up requests are not counted. */
async function measureHttp(port: number, cookie: string, requests: Request[]): Promise<HttpFigures> {
  const timings: number[] = [];
  const rows: number[] = [];
  const bytes: number[] = [];
  for (const [i, { url }] of requests.entries()) {
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}${url}`, { headers: { cookie } });
    const body = await res.text();
    const elapsed = performance.now() - started; // to the last byte of the body; the client's JSON.parse is not counted
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${body.slice(0, 200)}`);
    if (i < WARMUP) continue;
    timings.push(elapsed);
    rows.push((JSON.parse(body) as unknown[]).length);
    bytes.push(Buffer.byteLength(body));
  }
  return {
    medianMs: percentile(timings, 0.5),
    p95Ms: percentile(timings, 0.95),
    medianRows: percentile(rows, 0.5),
    medianBytes: percentile(bytes, 0.5),
  };
}

/** Nearest-rank percentile. */
function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)]!;
}

// ---------------------------------------------------------------- one database

interface Figures {
  loadMs: number;
  vacuumMs: number;
  reopenStartMs: number;
  /** 1-minute load average before and after the HTTP run: on a shared machine, how busy it was meanwhile. */
  loadAverage: [before: number, after: number];
  http: Record<ReadName, HttpFigures>;
  sql: Record<ReadName, SqlFigures>;
}

/**
 * The server migrates an empty database and is stopped; the hotel is loaded and its SQL timed straight through
 * pg; the server is started again on the loaded database and measured over HTTP.
 * `openDirect` gives a connection string while the server is stopped, and a function closing it.
 */
async function benchOne(
  label: string,
  serverEnv: Record<string, string>,
  openDirect: () => Promise<{ connectionString: string; close(): Promise<void> }>,
  hotel: Hotel,
  requests: Record<ReadName, Request[]>,
): Promise<Figures> {
  console.error(`[bench:reservations] ${label}: migrating`);
  const first = await startServer(serverEnv);
  await stopServer(first.child);

  console.error(`[bench:reservations] ${label}: loading ${hotel.reservations.length} reservations`);
  const direct = await openDirect();
  let loaded: { loadMs: number; vacuumMs: number };
  let sql: Record<ReadName, SqlFigures>;
  const pool = new pg.Pool({ connectionString: direct.connectionString, max: 1 });
  try {
    const client = await pool.connect();
    try {
      loaded = await loadHotel(client, hotel);
    } finally {
      client.release();
    }
    console.error(`[bench:reservations] ${label}: loaded in ${(loaded.loadMs / 1000).toFixed(1)} s; timing the SQL`);
    sql = await measureSql(pool, requests);
  } finally {
    await pool.end();
    await direct.close();
  }

  console.error(`[bench:reservations] ${label}: measuring over HTTP`);
  const server = await startServer(serverEnv);
  try {
    const cookie = await signIn(server.port);
    const loadBefore = os.loadavg()[0]!;
    const http = {} as Record<ReadName, HttpFigures>;
    for (const read of Object.keys(READS) as ReadName[]) http[read] = await measureHttp(server.port, cookie, requests[read]);
    return { ...loaded, reopenStartMs: server.startMs, loadAverage: [loadBefore, os.loadavg()[0]!], http, sql };
  } finally {
    await stopServer(server.child);
  }
}

async function createPgDatabase(): Promise<string | null> {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
  } catch {
    return null;
  }
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${PG_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${PG_DATABASE}`);
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${PG_DATABASE}`;
    return url.toString();
  } finally {
    await admin.end();
  }
}

async function dropPgDatabase() {
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${PG_DATABASE} WITH (FORCE)`);
  } catch (error) {
    console.error(`[bench:reservations] could not drop ${PG_DATABASE}:`, error);
  } finally {
    await admin.end().catch(() => {});
  }
}

// ---------------------------------------------------------------- report

const ms = (value: number) => (value < 10 ? `${value.toFixed(1)} ms` : `${value.toFixed(0)} ms`);
const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

function report(results: Array<[string, Figures]>, hotel: Hotel) {
  const live = hotel.reservations.filter((r) => r.status !== "cancelled" && r.status !== "no_show").length;
  const rows: Array<[string, ...string[]]> = [
    ["", ...results.map(([label]) => label)],
    ["load 200 rooms, 5,000 guests, 100,000 reservations", ...results.map(([, f]) => seconds(f.loadMs))],
    ["  then VACUUM ANALYZE", ...results.map(([, f]) => seconds(f.vacuumMs))],
    ["start to first 200 on the loaded database", ...results.map(([, f]) => seconds(f.reopenStartMs))],
    ["machine load average (1 min), before / after HTTP", ...results.map(([, f]) => f.loadAverage.map((l) => l.toFixed(1)).join(" / "))],
  ];
  for (const read of Object.keys(READS) as ReadName[]) {
    rows.push([READS[read]]);
    rows.push(["  median / p95 over HTTP", ...results.map(([, f]) => `${ms(f.http[read].medianMs)} / ${ms(f.http[read].p95Ms)}`)]);
    rows.push([`  p95 under ${TARGET_MS} ms (the target is on PostgreSQL)`, ...results.map(([, f]) => (f.http[read].p95Ms < TARGET_MS ? "yes" : "NO"))]);
    rows.push([read === "availability" ? "  rooms returned (median)" : "  reservations returned (median)", ...results.map(([, f]) => String(f.http[read].medianRows))]);
    rows.push(["  response body (median)", ...results.map(([, f]) => kib(f.http[read].medianBytes))]);
    rows.push(["  same SQL straight through pg, median", ...results.map(([, f]) => ms(f.sql[read].directMedianMs))]);
    rows.push(["  EXPLAIN ANALYZE execution (plan below)", ...results.map(([, f]) => ms(f.sql[read].explained.executionMs))]);
  }
  const width = rows.map((r) => r[0].length).reduce((a, b) => Math.max(a, b));
  console.log(
    `\nHospeda reservations benchmark: ${ROOM_COUNT} rooms, ${hotel.reservations.length} reservations (${live} live), ` +
      `${GUEST_COUNT} guests; today ${isoDay(TODAY)}; ${REQUESTS} sequential requests per read after ${WARMUP} warm-up; ` +
      `${os.cpus().length} cores\n`,
  );
  for (const [name, ...cells] of rows) console.log(`${name.padEnd(width)}  ${cells.map((c) => c.padStart(20)).join("")}`);

  const [reference] = results.find(([label]) => label === "PostgreSQL") ?? results[0]!;
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
    console.log(`\nNote: loading the embedded database took ${seconds(embedded[1].loadMs)} (over ${seconds(SLOW_LOAD_MS)}); it holds the same data.`);
  }
  console.log(
    "\nBoth databases were VACUUM ANALYZEd after the load. PostgreSQL's autovacuum does that by itself; the embedded" +
      "\ndatabase has no autovacuum, so these are its figures once statistics exist.",
  );
}

// ---------------------------------------------------------------- main

async function run() {
  const hotel = buildHotel();
  const requests = buildRequests();
  const tempDirs: string[] = [];
  const tempDir = (prefix: string) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    tempDirs.push(dir);
    return dir;
  };
  const results: Array<[string, Figures]> = [];
  let pgUrl: string | null = null;
  try {
    const dataDir = tempDir("hospeda-bench-resv-");
    results.push([
      "embedded (PGlite)",
      await benchOne(
        "embedded",
        { DATA_DIR: dataDir, DATABASE_URL: "" },
        // The bench process opens the data directory itself between two runs of the server (one process at a time).
        () => startEmbeddedDatabase({ dataDir, maxConnections: 2 }),
        hotel,
        requests,
      ),
    ]);

    pgUrl = await createPgDatabase();
    if (pgUrl) {
      const url = pgUrl;
      results.push([
        "PostgreSQL",
        await benchOne(
          "postgres",
          { DATA_DIR: tempDir("hospeda-bench-resv-pg-"), DATABASE_URL: url },
          async () => ({ connectionString: url, close: async () => {} }),
          hotel,
          requests,
        ),
      ]);
    } else {
      console.log(`PostgreSQL not reachable at ${PG_ADMIN_URL}: only the embedded database was measured`);
    }
  } finally {
    await Promise.all([...running].map(stopServer));
    if (pgUrl) await dropPgDatabase();
    for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
  }
  report(results, hotel);
}

run().catch((error) => {
  console.error(error);
  process.exit(1);
});
