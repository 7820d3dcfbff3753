// npm run bench:lists: every list read the screens make, on a busy property group's data (docs/product.md §4.4): 200
// rooms, 50,000 guests, 100,000 reservations (three years back, bookings ahead), 20,000 stays, loaded into the embedded
// default and into PostgreSQL, then the BUILT server on each measured one request at a time, as one screen asks: first
// pages, searches as a clerk types them, filters, deep pages, the count cards and the front desk, with the unpaged
// lists for contrast. Prints median and p95 latency, the answer's bytes (JSON, and as sent compressed), the server's
// memory after the run and its peak, and the plans PostgreSQL chose for the searches. Figures from one run on one
// machine; the targets are printed, not asserted.
import http from "node:http";
import os from "node:os";
import zlib from "node:zlib";
import pg from "pg";
import { drizzle } from "drizzle-orm/node-postgres";
import * as schema from "@shared/schema/tables";
import type { Db } from "../server/db";
import { guestsStorage } from "../server/storage/guests";
import { encodeCursor } from "../server/storage/paging";
import { reservationListStorage } from "../server/storage/reservations-list";
import {
  explain,
  kib,
  memoryOf,
  mib,
  ms,
  onEachDatabase,
  percentile,
  seconds,
  signIn,
  startServer,
  stopServer,
  type BenchedDatabase,
  type Explained,
} from "./bench-kit";
import { buildHotel, intIn, isoDay, loadHotel, seeded, TODAY, type Hotel, type Rng } from "./hotel-data";

const OWNER = { email: "bench-lists@hospeda.test", password: "bench-password-1" };
const PG_DATABASE = "hospeda_bench_lists";
const GUEST_COUNT = 50_000;
const STAY_COUNT = 20_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 100);
if (!Number.isInteger(REQUESTS) || REQUESTS < 1) throw new Error("BENCH_REQUESTS must be a positive integer");
const WARMUP = 10;
/** The unpaged lists take seconds and hundreds of megabytes each: a few are enough to show it. */
const UNPAGED_REQUESTS = Number(process.env.BENCH_UNPAGED_REQUESTS ?? 3);
/** Pages followed one after the other through X-Next-Cursor (50 rows each: 5,000 rows in). */
const WALKED_PAGES = 100;

const TARGET_P95_MS = 50;
const TARGET_BYTES = 100 * 1024;
const TARGET_KEYSTROKE_MS = 20;
const TARGET_MEMORY = 300 * 1024 * 1024;

// ---------------------------------------------------------------- the reads

type Group = "guests" | "reservations" | "front desk" | "unpaged";
interface Read {
  group: Group;
  label: string;
  urls: string[];
  /** A keystroke of a search box: held to the keystroke target too. */
  keystroke?: boolean;
}

const q = (params: Record<string, string | number>) => new URLSearchParams(params as Record<string, string>).toString();
const fullName = (hotel: Hotel, i: number) => `${hotel.guests.firstName[i]} ${hotel.guests.lastName[i]}`;
const masked = (phone: string) => `(${phone.slice(0, 2)}) ${phone.slice(2, 7)}-${phone.slice(7)}`;

/** `count` URLs made by `make` (warm-up ones first), each from the run's seeded randomness. */
const many = (rng: Rng, count: number, make: (rng: Rng) => string) => Array.from({ length: count }, () => make(rng));

/** The reads, identical on both databases: the parameters are drawn from the hotel with a fixed seed. */
function buildReads(hotel: Hotel): Record<string, Read> {
  const rng = seeded(42);
  const n = WARMUP + REQUESTS;
  const { guests, reservations, rooms } = hotel;
  const anyGuest = (r: Rng) => intIn(r, 0, guests.id.length - 1);
  const withEmail = guests.email.flatMap((email, i) => (email ? [i] : []));
  const withCpf = guests.cpf.flatMap((cpf, i) => (cpf ? [i] : []));
  const anyReservation = (r: Rng) => reservations[intIn(r, 0, reservations.length - 1)]!;
  const guestIndex = new Map(guests.id.map((id, i) => [id, i]));

  // A clerk typing a name: "m", "ma", "mar", ... up to ten characters of a guest's full name, with limit=20.
  const keystrokes: string[] = [];
  while (keystrokes.length < n) {
    const name = fullName(hotel, anyGuest(rng));
    for (let length = 1; length <= Math.min(10, name.length) && keystrokes.length < n; length++) {
      const typed = name.slice(0, length);
      if (typed.endsWith(" ")) continue;
      keystrokes.push(`/api/guests?${q({ search: typed, limit: 20 })}`);
    }
  }

  return {
    guestsFirst: { group: "guests", label: "first page (limit 50)", urls: many(rng, n, () => `/api/guests?limit=50`) },
    guestsDeep: {
      group: "guests",
      label: "a page anywhere (the cursor of a random guest)",
      urls: many(rng, n, (r) => {
        const i = anyGuest(r);
        const cursor = encodeCursor({ after: [guests.firstName[i]!, guests.lastName[i]!, guests.id[i]!] });
        return `/api/guests?${q({ limit: 50, cursor })}`;
      }),
    },
    guestsSearchJoao: {
      group: "guests",
      label: "search 'joao' (limit 50)",
      urls: many(rng, n, () => `/api/guests?${q({ search: "joao", limit: 50 })}`),
      keystroke: true,
    },
    guestsSearchName: {
      group: "guests",
      label: "search a full name, any case, no accents",
      urls: many(rng, n, (r) => {
        const name = fullName(hotel, anyGuest(r))
          .normalize("NFD")
          .replace(/\p{Diacritic}/gu, "")
          .toLowerCase();
        return `/api/guests?${q({ search: name, limit: 50 })}`;
      }),
      keystroke: true,
    },
    guestsSearchEmail: {
      group: "guests",
      label: "search an e-mail, typed whole",
      urls: many(
        rng,
        n,
        (r) => `/api/guests?${q({ search: guests.email[withEmail[intIn(r, 0, withEmail.length - 1)]!]!, limit: 50 })}`,
      ),
      keystroke: true,
    },
    guestsSearchPhone: {
      group: "guests",
      label: "search a phone, typed '(11) 98765-4321'",
      urls: many(rng, n, (r) => `/api/guests?${q({ search: masked(guests.phone[anyGuest(r)]!), limit: 50 })}`),
      keystroke: true,
    },
    guestsSearchDigits: {
      group: "guests",
      label: "search a phone's last 4 digits",
      urls: many(rng, n, (r) => `/api/guests?${q({ search: guests.phone[anyGuest(r)]!.slice(-4), limit: 50 })}`),
      keystroke: true,
    },
    guestsSearchCpf: {
      group: "guests",
      label: "search a CPF, typed '529.982.247-25'",
      urls: many(rng, n, (r) => {
        const cpf = guests.cpf[withCpf[intIn(r, 0, withCpf.length - 1)]!]!;
        return `/api/guests?${q({ search: `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`, limit: 50 })}`;
      }),
      keystroke: true,
    },
    guestsTypeahead: {
      group: "guests",
      label: "typeahead: each keystroke of a name (limit 20)",
      urls: keystrokes,
      keystroke: true,
    },
    guestsSummary: {
      group: "guests",
      label: "GET /api/guests/summary",
      urls: many(rng, n, () => "/api/guests/summary"),
    },

    resFirst: {
      group: "reservations",
      label: "first page (limit 50, latest check-in first)",
      urls: many(rng, n, () => "/api/reservations?limit=50"),
    },
    resDeep: {
      group: "reservations",
      label: "a page anywhere (the cursor of a random reservation)",
      urls: many(rng, n, (r) => {
        const reservation = anyReservation(r);
        return `/api/reservations?${q({ limit: 50, cursor: encodeCursor({ after: [reservation.checkIn, reservation.id] }) })}`;
      }),
    },
    resSearchGuest: {
      group: "reservations",
      label: "search a guest's full name",
      urls: many(
        rng,
        n,
        (r) =>
          `/api/reservations?${q({ search: fullName(hotel, guestIndex.get(anyReservation(r).guestId)!), limit: 50 })}`,
      ),
      keystroke: true,
    },
    resSearchJoao: {
      group: "reservations",
      label: "search 'joao'",
      urls: many(rng, n, () => `/api/reservations?${q({ search: "joao", limit: 50 })}`),
      keystroke: true,
    },
    resSearchRoom: {
      group: "reservations",
      label: "search a room number",
      urls: many(
        rng,
        n,
        (r) => `/api/reservations?${q({ search: rooms.number[intIn(r, 0, rooms.number.length - 1)]!, limit: 50 })}`,
      ),
      keystroke: true,
    },
    resStatus: {
      group: "reservations",
      label: "status=confirmed",
      urls: many(rng, n, () => "/api/reservations?status=confirmed&limit=50"),
    },
    resStatusRare: {
      group: "reservations",
      label: "status=no_show (the rarest)",
      urls: many(rng, n, () => "/api/reservations?status=no_show&limit=50"),
    },
    resPayable: {
      group: "reservations",
      label: "payment dialog: a name's start, live statuses, limit 20",
      urls: many(rng, n, (r) => {
        const search = fullName(hotel, guestIndex.get(anyReservation(r).guestId)!)
          .slice(0, intIn(r, 3, 8))
          .trim();
        // As the picker asks (client/src/api/use-payable-reservations.ts): it shows no count.
        const status = "pending,confirmed,checked_in,completed";
        return `/api/reservations?${q({ search, status, limit: 20, total: "false" })}`;
      }),
      keystroke: true,
    },
    resSummary: {
      group: "reservations",
      label: "GET /api/reservations/summary",
      urls: many(rng, n, () => "/api/reservations/summary"),
    },

    overview: {
      group: "front desk",
      label: "GET /api/checkinout/overview",
      urls: many(rng, n, () => "/api/checkinout/overview"),
    },
    staysFirst: {
      group: "front desk",
      label: "GET /api/checkinout?limit=50",
      urls: many(rng, n, () => "/api/checkinout?limit=50"),
    },
  };
}

/** The unpaged reads, for contrast (measured last: they grow the server's memory). */
const UNPAGED: Record<string, Read> = Object.fromEntries(
  ["/api/guests", "/api/reservations", "/api/checkinout"].map((url) => [
    url,
    { group: "unpaged", label: `GET ${url} (whole list)`, urls: Array.from({ length: UNPAGED_REQUESTS }, () => url) },
  ]),
);

// ---------------------------------------------------------------- HTTP

/** One request as a browser sends it (brotli or gzip accepted): time to the last byte, bytes sent and JSON bytes. */
function get(agent: http.Agent, port: number, cookie: string, url: string) {
  return new Promise<{ ms: number; status: number; wire: number; json: Buffer; headers: http.IncomingHttpHeaders }>(
    (resolve, reject) => {
      const started = performance.now();
      const req = http.get(
        { host: "127.0.0.1", port, path: url, agent, headers: { cookie, "accept-encoding": "br, gzip" } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            const elapsed = performance.now() - started; // the client's decompression and JSON.parse are not counted
            const body = Buffer.concat(chunks);
            const encoding = res.headers["content-encoding"];
            const json =
              encoding === "br" ? zlib.brotliDecompressSync(body) : encoding === "gzip" ? zlib.gunzipSync(body) : body;
            resolve({ ms: elapsed, status: res.statusCode!, wire: body.length, json, headers: res.headers });
          });
          res.on("error", reject);
        },
      );
      req.on("error", reject);
    },
  );
}

interface ReadFigures {
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  medianRows: number;
  medianJson: number;
  maxJson: number;
  medianWire: number;
}

async function measureRead(agent: http.Agent, port: number, cookie: string, read: Read, warmup: number) {
  const timings: number[] = [];
  const rows: number[] = [];
  const json: number[] = [];
  const wire: number[] = [];
  for (const [i, url] of read.urls.entries()) {
    const res = await get(agent, port, cookie, url);
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${res.json.toString().slice(0, 200)}`);
    if (i < warmup) continue;
    const body: unknown = JSON.parse(res.json.toString());
    timings.push(res.ms);
    rows.push(Array.isArray(body) ? body.length : 1);
    json.push(res.json.length);
    wire.push(res.wire);
  }
  return {
    medianMs: percentile(timings, 0.5),
    p95Ms: percentile(timings, 0.95),
    maxMs: Math.max(...timings),
    medianRows: percentile(rows, 0.5),
    medianJson: percentile(json, 0.5),
    maxJson: Math.max(...json),
    medianWire: percentile(wire, 0.5),
  } satisfies ReadFigures;
}

/** Follows X-Next-Cursor page after page from the first: each page's figures, and whether no row came twice. */
async function walkPages(agent: http.Agent, port: number, cookie: string, path: string) {
  const timings: number[] = [];
  const seen = new Set<string>();
  let rows = 0;
  let cursor: string | undefined;
  for (let page = 0; page < WALKED_PAGES; page++) {
    const res = await get(agent, port, cookie, `${path}?${q({ limit: 50, ...(cursor && { cursor }) })}`);
    if (res.status !== 200) throw new Error(`${path} page ${page}: ${res.status}`);
    timings.push(res.ms);
    for (const row of JSON.parse(res.json.toString()) as Array<{ id: string }>) seen.add(row.id);
    rows += 50;
    cursor = res.headers["x-next-cursor"] as string | undefined;
    if (!cursor) break;
  }
  return {
    medianMs: percentile(timings, 0.5),
    p95Ms: percentile(timings, 0.95),
    pages: timings.length,
    distinct: seen.size === rows,
  };
}

// ---------------------------------------------------------------- plans

/** The statements whose plans are printed: the searches and the pages, as the server's storage writes them. */
function plannedStatements(db: Db, hotel: Hotel) {
  const guests = guestsStorage(db);
  const reservations = reservationListStorage(db);
  const late = hotel.reservations[Math.floor(hotel.reservations.length * 0.7)]!;
  const statements = {
    "guests: search 'joao'": guests.pageSql({ search: "joao", limit: 50 }),
    "guests: typeahead 'ma'": guests.pageSql({ search: "ma", limit: 20 }),
    "guests: search an e-mail": guests.pageSql({ search: hotel.guests.email.find(Boolean)!, limit: 50 }),
    "guests: search a phone's last 4 digits": guests.pageSql({ search: "4321", limit: 50 }),
    "guests: a page deep in the list": guests.pageSql({
      limit: 50,
      cursor: encodeCursor({ after: ["Sebastião", "Souza", "ffffffff-ffff-4fff-bfff-ffffffffffff"] }),
    }),
    "reservations: search a guest's name": reservations.pageSql({ search: fullName(hotel, 0), limit: 50 }),
    "reservations: search 'joao'": reservations.pageSql({ search: "joao", limit: 50 }),
    "reservations: search a room number": reservations.pageSql({ search: hotel.rooms.number[0]!, limit: 50 }),
    "reservations: payment dialog 'Mari'": reservations.pageSql({
      search: "Mari",
      status: ["pending", "confirmed", "checked_in", "completed"],
      limit: 20,
    }),
    "reservations: status=no_show": reservations.pageSql({ status: ["no_show"], limit: 50 }),
    "reservations: a page deep in the list": reservations.pageSql({
      limit: 50,
      cursor: encodeCursor({ after: [late.checkIn, late.id] }),
    }),
  };
  return Promise.all(
    Object.entries(statements).map(async ([name, statement]) => {
      const { sql, params } = await statement;
      return [name, { text: sql, values: params as unknown[] }] as const;
    }),
  );
}

// ---------------------------------------------------------------- one database

interface Figures {
  loadMs: number;
  vacuumMs: number;
  loadAverage: [before: number, after: number];
  reads: Record<string, ReadFigures>;
  walks: Record<"guests" | "reservations", Awaited<ReturnType<typeof walkPages>>>;
  /** The server's resident memory and its peak: after the paged reads, then after the unpaged ones too. */
  memoryPaged: { rss: number; peak: number };
  memoryAll: { rss: number; peak: number };
  plans: Array<[string, Explained]>;
}

async function benchOne(database: BenchedDatabase, hotel: Hotel): Promise<Figures> {
  const label = database.kind;
  console.error(`[bench:lists] ${label}: migrating`);
  const first = await startServer(database.serverEnv, OWNER);
  await stopServer(first.child);

  console.error(
    `[bench:lists] ${label}: loading ${hotel.guests.id.length} guests, ${hotel.reservations.length} reservations, ${hotel.stays.length} stays`,
  );
  const direct = await database.openDirect();
  const pool = new pg.Pool({ connectionString: direct.connectionString, max: 1 });
  let loaded: { loadMs: number; vacuumMs: number };
  const plans: Array<[string, Explained]> = [];
  try {
    const client = await pool.connect();
    try {
      loaded = await loadHotel(client, hotel);
    } finally {
      client.release();
    }
    console.error(`[bench:lists] ${label}: loaded in ${seconds(loaded.loadMs)}; explaining the searches`);
    const db = drizzle(pool, { schema });
    for (const [name, statement] of await plannedStatements(db, hotel)) {
      plans.push([name, await explain(pool, statement)]);
    }
  } finally {
    await pool.end();
    await direct.close();
  }

  console.error(`[bench:lists] ${label}: measuring over HTTP`);
  const server = await startServer(database.serverEnv, OWNER);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const cookie = await signIn(server.port, OWNER);
    const pid = server.child.pid!;
    const loadBefore = os.loadavg()[0]!;
    const reads: Record<string, ReadFigures> = {};
    for (const [name, read] of Object.entries(buildReads(hotel))) {
      reads[name] = await measureRead(agent, server.port, cookie, read, WARMUP);
    }
    const walks = {
      guests: await walkPages(agent, server.port, cookie, "/api/guests"),
      reservations: await walkPages(agent, server.port, cookie, "/api/reservations"),
    };
    const memoryPaged = memoryOf(pid);
    const loadAfter = os.loadavg()[0]!;
    console.error(`[bench:lists] ${label}: the unpaged lists, for contrast`);
    // Each on a connection of its own: after thousands of pages on one kept-alive socket, a whole list taking
    // seconds on it was twice answered with a reset ("socket hang up"), on a loaded machine.
    const fresh = new http.Agent({ keepAlive: false, maxSockets: 1 });
    for (const [name, read] of Object.entries(UNPAGED))
      reads[name] = await measureRead(fresh, server.port, cookie, read, 0);
    fresh.destroy();
    return {
      ...loaded,
      loadAverage: [loadBefore, loadAfter],
      reads,
      walks,
      memoryPaged,
      memoryAll: memoryOf(pid),
      plans,
    };
  } finally {
    agent.destroy();
    await stopServer(server.child);
  }
}

// ---------------------------------------------------------------- report

function report(results: Array<[string, Figures]>, hotel: Hotel) {
  const reads = { ...buildReads(hotel), ...UNPAGED };
  const onPostgres = results.find(([label]) => label === "PostgreSQL")?.[1];
  const table: Array<[string, ...string[]]> = [
    ["", ...results.map(([label]) => label)],
    [
      `load ${hotel.guests.id.length} guests, ${hotel.reservations.length} reservations, ${hotel.stays.length} stays`,
      ...results.map(([, f]) => `${seconds(f.loadMs)} + ${seconds(f.vacuumMs)} vacuum`),
    ],
    [
      "machine load average (1 min), before / after the paged reads",
      ...results.map(([, f]) => f.loadAverage.map((l) => l.toFixed(1)).join(" / ")),
    ],
  ];
  const misses: string[] = [];
  let group: Group | undefined;
  for (const [name, read] of Object.entries(reads)) {
    if (read.group !== group) {
      group = read.group;
      table.push([`\n${group.toUpperCase()}`]);
    }
    const cell = (f: Figures) => f.reads[name]!;
    table.push([`${read.label}`, ...results.map(([, f]) => `${ms(cell(f).medianMs)} / ${ms(cell(f).p95Ms)}`)]);
    table.push([
      "  rows; JSON / sent (median)",
      ...results.map(([, f]) => `${cell(f).medianRows}; ${kib(cell(f).medianJson)} / ${kib(cell(f).medianWire)}`),
    ]);
    if (!onPostgres || read.group === "unpaged") continue;
    const pgFigures = onPostgres.reads[name]!;
    if (pgFigures.p95Ms >= TARGET_P95_MS) misses.push(`${read.label}: p95 ${ms(pgFigures.p95Ms)}`);
    if (pgFigures.maxJson >= TARGET_BYTES) misses.push(`${read.label}: up to ${kib(pgFigures.maxJson)}`);
    if (read.keystroke && pgFigures.medianMs >= TARGET_KEYSTROKE_MS) {
      misses.push(`${read.label}: keystroke median ${ms(pgFigures.medianMs)}`);
    }
  }
  table.push([`\nPAGES FOLLOWED THROUGH X-NEXT-CURSOR (${WALKED_PAGES} pages of 50)`]);
  for (const list of ["guests", "reservations"] as const) {
    table.push([
      `  ${list}: per page, median / p95`,
      ...results.map(([, f]) => `${ms(f.walks[list].medianMs)} / ${ms(f.walks[list].p95Ms)}`),
    ]);
    table.push([
      `  ${list}: pages read; every row once`,
      ...results.map(([, f]) => `${f.walks[list].pages}; ${f.walks[list].distinct ? "yes" : "NO"}`),
    ]);
  }
  table.push(["\nSERVER MEMORY (resident)"]);
  table.push([
    "  after the paged reads: now / peak",
    ...results.map(([, f]) => `${mib(f.memoryPaged.rss)} / ${mib(f.memoryPaged.peak)}`),
  ]);
  table.push([
    "  after the unpaged lists too: now / peak",
    ...results.map(([, f]) => `${mib(f.memoryAll.rss)} / ${mib(f.memoryAll.peak)}`),
  ]);
  if (onPostgres && onPostgres.memoryPaged.peak >= TARGET_MEMORY) {
    misses.push(`server memory peaked at ${mib(onPostgres.memoryPaged.peak)} through the paged reads`);
  }

  console.log(
    `\nHospeda lists benchmark: ${hotel.rooms.id.length} rooms, ${hotel.guests.id.length} guests, ` +
      `${hotel.reservations.length} reservations, ${hotel.stays.length} stays; today ${isoDay(TODAY)}; ` +
      `${REQUESTS} sequential requests per read after ${WARMUP} warm-up (${UNPAGED_REQUESTS} for the unpaged lists); ` +
      `${os.cpus().length} cores. Latency: median / p95, to the last byte.\n`,
  );
  const width = table.map((r) => r[0].replace("\n", "").length).reduce((a, b) => Math.max(a, b));
  for (const [name, ...cells] of table) {
    const lead = name.startsWith("\n") ? "\n" : "";
    console.log(`${lead}${name.replace("\n", "").padEnd(width)}  ${cells.map((c) => c.padStart(26)).join("")}`);
  }
  console.log(
    `\nTargets on PostgreSQL (printed, not asserted): every paged read p95 under ${TARGET_P95_MS} ms and under ` +
      `${kib(TARGET_BYTES)} of JSON; a search keystroke under ${TARGET_KEYSTROKE_MS} ms median; the server under ` +
      `${mib(TARGET_MEMORY)} through the paged reads.`,
  );
  console.log(misses.length ? `Missed:\n  ${misses.join("\n  ")}` : "All met.");

  for (const [label, f] of results) {
    console.log(`\nPlans on ${label} (EXPLAIN ANALYZE of the statement the server runs):`);
    for (const [name, plan] of f.plans) {
      console.log(
        `\n  ${name}: planning ${plan.planningMs.toFixed(2)} ms, execution ${plan.executionMs.toFixed(2)} ms`,
      );
      for (const line of plan.lines) console.log(`    ${line}`);
    }
  }
}

// ---------------------------------------------------------------- main

async function run() {
  const hotel = buildHotel({ guestCount: GUEST_COUNT, stayCount: STAY_COUNT });
  const results = await onEachDatabase("hospeda-bench-lists", PG_DATABASE, (database) => benchOne(database, hotel));
  report(results, hotel);
}

run().catch((error) => {
  console.error(error);
  process.exit(1);
});
