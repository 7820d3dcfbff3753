// npm run bench:money: the reports and the money lists (issue 23) on the benches' hotel (hotel-data.ts: 200 rooms,
// 50,000 guests, 100,000 reservations) plus three years of its money (money-data.ts: 150,000 payments, about 253,000
// lançamentos, 200,000 consumption lines, 2,190 cash closings, 1,000,000 audit rows; BENCH_MONEY_SCALE=0.1 for a
// tenth). Loaded into a throwaway PostgreSQL database of its own, then the BUILT server measured one request at a time:
// median and p95 of each read after a warm-up, with the machine's load average beside each figure.
//
// BENCH_BEFORE_ROOT=<a built checkout of the code before a change> measures that build first on the same data, then
// this one (which migrates the database forward), and prints both side by side. BENCH_MONEY_DATABASE=<name> measures a
// database an earlier run kept (BENCH_KEEP=1) instead of loading a new one: minutes saved when only the code changed.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import {
  createPgDatabase,
  dropPgDatabase,
  ms,
  percentile,
  seconds,
  signIn,
  startServer,
  stopServer,
} from "./bench-kit";
import { MONEY_AT_SCALE_1, loadMoney, moneyCounts } from "./money-data";
import { buildHotel, isoDay, loadHotel, TODAY } from "./hotel-data";

const OWNER = { email: "bench-money@hospeda.test", password: "bench-password-1" };
const PG_DATABASE = "hospeda_bench_money";
const SCALE = Number(process.env.BENCH_MONEY_SCALE ?? 1);
if (!(SCALE > 0)) throw new Error("BENCH_MONEY_SCALE must be a positive number");
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20);
const WARMUP = 5;
const BEFORE_ROOT = process.env.BENCH_BEFORE_ROOT;
const KEPT_DATABASE = process.env.BENCH_MONEY_DATABASE;
const TARGET_P95_MS = 100;

// ---------------------------------------------------------------- the reads

const today = isoDay(TODAY);
const year = today.slice(0, 4);
const month = today.slice(0, 7);
const monthEnd = isoDay(Math.floor(Date.UTC(Number(year), Number(month.slice(5)), 0) / 86_400_000));
const period = (from: string, to: string) => `from=${from}&to=${to}`;
const lastYear = String(Number(year) - 1);

/** Each read: its label and the URL of its i-th request (a cash day walks back through the closed days). */
const READS: Array<{ label: string; url: (i: number) => string }> = [
  {
    label: "reports/financeiro (month)",
    url: () => `/api/reports/financeiro?${period(`${month}-01`, monthEnd)}`,
  },
  {
    label: "reports/financeiro (year)",
    url: () => `/api/reports/financeiro?${period(`${year}-01-01`, `${year}-12-31`)}`,
  },
  { label: "reports/ocupacao (month)", url: () => `/api/reports/ocupacao?${period(`${month}-01`, monthEnd)}` },
  { label: "reports/ocupacao (year)", url: () => `/api/reports/ocupacao?${period(`${year}-01-01`, `${year}-12-31`)}` },
  { label: "reports/hospedes (month)", url: () => `/api/reports/hospedes?${period(`${month}-01`, monthEnd)}` },
  {
    label: "reports/hospedes (previous year)",
    url: () => `/api/reports/hospedes?${period(`${lastYear}-01-01`, `${lastYear}-12-31`)}`,
  },
  { label: "reports/summary (year)", url: () => `/api/reports/summary?${period(`${year}-01-01`, `${year}-12-31`)}` },
  { label: "fechamentos-caixa (a day)", url: (i) => `/api/fechamentos-caixa?data=${isoDay(TODAY - 1 - i * 17)}` },
  { label: "payments list, first page", url: () => "/api/payments?limit=50" },
  { label: "payments search 'silva'", url: () => "/api/payments?search=silva&limit=50" },
  { label: "lançamentos, first page (all)", url: () => "/api/lancamentos-financeiros?limit=50" },
  { label: "lançamentos, first page (PENDENTE)", url: () => "/api/lancamentos-financeiros?situacao=pendente&limit=50" },
  { label: "audit: first page with total", url: () => "/api/audit?limit=50" },
  { label: "Configurações > Sistema", url: () => "/api/system" },
];

interface ReadFigures {
  p50: number;
  p95: number;
  /** The machine's 1-minute load average when the read's requests ended. */
  load: number;
}

async function measure(port: number, cookie: string) {
  const figures: ReadFigures[] = [];
  for (const read of READS) {
    const timings: number[] = [];
    for (let i = 0; i < WARMUP + REQUESTS; i++) {
      const started = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}${read.url(i)}`, { headers: { cookie } });
      const body = await res.arrayBuffer();
      const elapsed = performance.now() - started;
      if (res.status !== 200) throw new Error(`${read.url(i)}: ${res.status} ${Buffer.from(body).toString()}`);
      if (i >= WARMUP) timings.push(elapsed);
    }
    figures.push({ p50: percentile(timings, 0.5), p95: percentile(timings, 0.95), load: os.loadavg()[0]! });
    console.error(`[bench:money]   ${read.label}: ${ms(figures.at(-1)!.p50)} / ${ms(figures.at(-1)!.p95)}`);
  }
  return figures;
}

/**
 * The steady state autovacuum reaches a minute after a migration: the tables the build's migrations created and
 * filled (a summary backfilled from the loaded rows) are vacuumed and analyzed like the loaded ones were.
 */
async function settle(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `SELECT relname AS name FROM pg_stat_user_tables
       WHERE schemaname = 'public' AND last_vacuum IS NULL AND last_autovacuum IS NULL AND n_live_tup > 0`,
    );
    for (const { name } of rows) await client.query(`VACUUM ANALYZE "${name}"`);
  } finally {
    await client.end();
  }
}

/** Starts the build of `root` on the database, signs in, measures every read and stops it. */
async function measureBuild(env: Record<string, string>, root: string | undefined, label: string) {
  console.error(`[bench:money] measuring ${label}`);
  const server = await startServer(env, OWNER, root);
  try {
    await settle(env.DATABASE_URL!);
    return await measure(server.port, await signIn(server.port, OWNER));
  } finally {
    await stopServer(server.child);
  }
}

// ---------------------------------------------------------------- main

/** The database of an earlier run (BENCH_MONEY_DATABASE), on the same server as the ones the bench creates. */
function keptDatabase(name: string) {
  if (!/^hospeda_bench_money_\w+$/.test(name))
    throw new Error("BENCH_MONEY_DATABASE names a database bench:money kept");
  const url = new URL(process.env.BENCH_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres");
  url.pathname = `/${name}`;
  return url.toString();
}

/** Loads the hotel and its money into the new database at `url`: counts and times. */
async function load(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    if (KEPT_DATABASE) return { hotelMs: 0, loadMs: 0, vacuumMs: 0, counts: await moneyCounts(client) };
    console.error("[bench:money] loading the hotel");
    const hotelLoad = await loadHotel(client, buildHotel({ guestCount: 50_000, stayCount: 20_000 }));
    console.error(`[bench:money] loading its money (scale ${SCALE})`);
    const money = await loadMoney(client, SCALE);
    return { hotelMs: hotelLoad.loadMs + hotelLoad.vacuumMs, ...money };
  } finally {
    await client.end();
  }
}

async function run() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hospeda-bench-money-"));
  const created = KEPT_DATABASE ? null : await createPgDatabase(PG_DATABASE);
  if (!KEPT_DATABASE && !created)
    throw new Error("PostgreSQL is not reachable (BENCH_PG_ADMIN_URL): bench:money measures PostgreSQL only");
  const url = created?.url ?? keptDatabase(KEPT_DATABASE!);
  try {
    const env = { DATABASE_URL: url, DATA_DIR: dataDir };
    // The first build to run migrates the empty database and creates the owner.
    if (!KEPT_DATABASE) await stopServer((await startServer(env, OWNER, BEFORE_ROOT)).child);
    const loaded = await load(url);
    const columns: Array<[string, ReadFigures[]]> = [];
    if (BEFORE_ROOT) columns.push(["before", await measureBuild(env, BEFORE_ROOT, `the build in ${BEFORE_ROOT}`)]);
    columns.push([BEFORE_ROOT ? "after" : "this build", await measureBuild(env, undefined, "this build")]);

    const c = loaded.counts;
    console.log(
      `\nHospeda money benchmark (PostgreSQL): 50000 guests, 100000 reservations; ${c.payments} payments, ${c.lancamentos} lançamentos, ${c.consumption} consumption lines, ` +
        `${c.closings} cash closings, ${c.audit} audit rows (scale ${SCALE} of ${MONEY_AT_SCALE_1.payments} payments...); ` +
        (KEPT_DATABASE
          ? `the database ${KEPT_DATABASE} kept by an earlier run; `
          : `loaded in ${seconds(loaded.hotelMs)} + ${seconds(loaded.loadMs)} + ${seconds(loaded.vacuumMs)} vacuum; `) +
        `today ${today}; ` +
        `${REQUESTS} sequential requests per read after ${WARMUP} warm-up; ${os.cpus().length} cores.\n` +
        `Each cell: p50 / p95 (load average, 1 min, when the read ended).\n`,
    );
    const width = Math.max(...READS.map((r) => r.label.length));
    console.log(`${"".padEnd(width)}  ${columns.map(([name]) => name.padStart(28)).join("")}`);
    const misses: string[] = [];
    for (const [index, read] of READS.entries()) {
      const cells = columns.map(([, figures]) => {
        const f = figures[index]!;
        return `${ms(f.p50)} / ${ms(f.p95)} (${f.load.toFixed(1)})`.padStart(28);
      });
      console.log(`${read.label.padEnd(width)}  ${cells.join("")}`);
      const last = columns.at(-1)![1][index]!;
      if (last.p95 >= TARGET_P95_MS) misses.push(`${read.label}: p95 ${ms(last.p95)}`);
    }
    console.log(`\nTarget (printed, not asserted): every read p95 under ${TARGET_P95_MS} ms.`);
    console.log(misses.length ? `Missed:\n  ${misses.join("\n  ")}` : "All met.");
  } finally {
    // BENCH_KEEP=1 leaves the database for a look at its plans (drop it by hand afterwards).
    if (!created) {
      /* an earlier run's database: not this run's to drop */
    } else if (process.env.BENCH_KEEP) console.error(`[bench:money] kept the database ${created.name}`);
    else await dropPgDatabase(created);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

run().catch((error) => {
  console.error(error);
  process.exit(1);
});
