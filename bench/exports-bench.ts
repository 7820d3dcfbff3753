// npm run bench:exports: issue 23's export, audit, Sistema and map reads, before and after, on PostgreSQL.
// Its own small loader (the lead unifies it with bench/money-bench.ts's big hotel): the benches' hotel (200 rooms,
// 100,000 reservations, BENCH_GUESTS guests, 50,000 by default) plus a year of money (50,000 payments, 84,000
// lançamentos, 67,000 consumption lines) and 1,000,000 audit entries, in a database it creates and drops itself.
// Each export runs in a child process, so its peak RSS is the export's own (Node's baseline included).
// "Before" rows are measured here where the old read can still be run (the old SQL, or the new indexes dropped); the
// XLSX's before is issue 23's figure (write-excel-file, no longer a dependency).
import { spawn } from "node:child_process";
import os from "node:os";
import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";
import pg from "pg";
import { sql } from "drizzle-orm";
import { connect, runMigrations, type Database } from "../server/db";
import { exportTables } from "../server/domain/reports/export";
import { csvChunks, xlsxStream } from "../server/domain/reports/export-files";
import { auditStorage } from "../server/storage/audit";
import { segmentsStorage } from "../server/storage/reservation-segments";
import { NOT_BACKED_UP, systemStorage } from "../server/storage/system";
import { buildHotel, isoDay, loadHotel, TODAY } from "./hotel-data";
import { createPgDatabase, dropPgDatabase, mib, ms, percentile, seconds, type CreatedDatabase } from "./bench-kit";

const ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const GUEST_COUNT = Number(process.env.BENCH_GUESTS ?? 50_000);
const RUNS = 20;
const ZONE = "America/Sao_Paulo";

/** A year of money and a million audit entries, in SQL straight into the migrated, loaded database. */
async function loadMoneyAndAudit(client: pg.ClientBase) {
  await client.query(`INSERT INTO contas_bancarias (nome, tipo) VALUES ('Itaú', 'corrente')`);
  await client.query(`INSERT INTO products (name, category, price) VALUES ('Água mineral', 'beverage', 650)`);
  await client.query(`
    INSERT INTO users (email, first_name, last_name, role)
    SELECT 'bench' || i || '@hospeda.test', 'Usuário', i::text, 'employee' FROM generate_series(1, 6) i`);
  // Reservations numbered, for rows that point at a stay.
  await client.query(
    `CREATE TEMP TABLE rs AS SELECT id, guest_id, row_number() OVER (ORDER BY id) AS n FROM reservations`,
  );
  const moment = (i: string) =>
    `now() - ((${i}) % 365) * interval '1 day' - ((${i})::bigint * 37 % 1440) * interval '1 minute'`;
  await client.query(`
    INSERT INTO payments (guest_id, reservation_id, amount, method, status, description, conta_bancaria_id, created_at)
    SELECT rs.guest_id, rs.id, (50 + i % 950)::numeric + 0.5, (ARRAY['pix','cash','credit_card'])[1 + i % 3],
           'completed', 'Diária ' || i, (SELECT id FROM contas_bancarias), ${moment("i")}
    FROM generate_series(1, 50000) i JOIN rs ON rs.n = 1 + (i::bigint * 7919) % 100000`);
  await client.query(`
    INSERT INTO lancamentos_financeiros (conta_bancaria_id, tipo, categoria, descricao, valor, data_lancamento, status,
                                         data_pagamento)
    SELECT (SELECT id FROM contas_bancarias), CASE WHEN i % 4 = 0 THEN 'despesa' ELSE 'receita' END, 'Hospedagem',
           'Lançamento ' || i, (10 + i % 990)::numeric, (${moment("i")})::date, 'PAGO', (${moment("i")})::date
    FROM generate_series(1, 84000) i`);
  await client.query(`
    INSERT INTO product_consumption (guest_id, reservation_id, product_id, quantity, unit_price, total_amount, consumed_at)
    SELECT rs.guest_id, rs.id, (SELECT id FROM products), 1 + i % 3, 650, 650 * (1 + i % 3), ${moment("i")}
    FROM generate_series(1, 67000) i JOIN rs ON rs.n = 1 + (i::bigint * 104729) % 100000`);
  await client.query(`
    INSERT INTO audit_log (at, user_id, user_email, action, entity, method, path, status)
    SELECT now() - (i % 1000) * interval '1 hour', u.id, u.email, 'update', 'reservation', 'PATCH', '/api/reservations', 200
    FROM generate_series(1, 1000000) i
    JOIN (SELECT id, email, row_number() OVER (ORDER BY email) - 1 AS k FROM users) u ON u.k = i % 6`);
  await client.query("VACUUM ANALYZE");
}

async function timed(read: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await read();
  const timings: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await read();
    timings.push(performance.now() - started);
  }
  return `${ms(percentile(timings, 0.5))} / ${ms(percentile(timings, 0.95))}`;
}

// ---------------------------------------------------------------- the export, in a child

/** Runs in the child: one export into a sink that counts its bytes; prints its time, bytes and peak RSS. */
async function exportChild(url: string, format: "csv" | "xlsx", from: string, to: string) {
  const database = connect(url, 2);
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  let bytes = 0;
  const sink = new Writable({
    highWaterMark: 64 * 1024,
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      // A socket that takes a while: 1 ms a chunk.
      setTimeout(done, 1);
    },
  });
  const started = performance.now();
  const cpu = process.cpuUsage();
  const tables = exportTables(database.db, { from, to }, ZONE);
  const rows = (await Promise.all(tables.map((table) => table.count()))).reduce((a, b) => a + b, 0);
  const chunks = format === "xlsx" ? xlsxStream(tables) : csvChunks(tables);
  await pipeline(Readable.from(chunks, { objectMode: false }), sink);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  console.log(JSON.stringify({ ms: performance.now() - started, cpuMs, bytes, rows, peak }));
  await database.pool.end();
}

async function exportRun(url: string, format: "csv" | "xlsx", days: number) {
  const to = isoDay(TODAY);
  const from = isoDay(TODAY - days + 1);
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1]!, "--export", url, format, from, to], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  await new Promise((resolve) => child.on("exit", resolve));
  const result = JSON.parse(out.trim().split("\n").at(-1)!) as {
    ms: number;
    bytes: number;
    rows: number;
    peak: number;
  };
  return `${result.rows.toLocaleString("en")} rows, ${seconds(result.ms)}, ${mib(result.bytes)} file, peak RSS ${mib(result.peak)}`;
}

// ---------------------------------------------------------------- the reads

async function mapWindows(database: Database) {
  const segments = segmentsStorage(database.db);
  let k = 0;
  return timed(() => {
    const start = TODAY - 30 + ((k++ * 13) % 120);
    return segments.listInWindow(isoDay(start), isoDay(start + 31));
  });
}

async function main() {
  const load = () => os.loadavg()[0]!.toFixed(1);
  const created: CreatedDatabase | null = await createPgDatabase("hospeda_bench_exports");
  if (!created) throw new Error(`PostgreSQL is not reachable at ${ADMIN_URL}: bench:exports measures PostgreSQL only`);
  const { url } = created;
  const database = connect(url, 4);
  const figures: Array<[string, string, string]> = [];
  try {
    await runMigrations(database);
    const started = performance.now();
    const client = await database.pool.connect();
    try {
      await loadHotel(client, buildHotel({ guestCount: GUEST_COUNT }));
      await loadMoneyAndAudit(client);
    } finally {
      client.release();
    }
    console.log(`loaded in ${seconds(performance.now() - started)} (load average ${load()})`);

    // The map: without 0017's covering indexes, then with them.
    const mapIndexes = ["reservations_map_idx", "guests_map_name_idx"];
    const definitions = await database.pool.query<{ indexdef: string }>(
      `SELECT indexdef FROM pg_indexes WHERE indexname = ANY($1)`,
      [mapIndexes],
    );
    for (const name of mapIndexes) await database.pool.query(`DROP INDEX ${name}`);
    const mapBefore = await mapWindows(database);
    for (const { indexdef } of definitions.rows) await database.pool.query(indexdef);
    await database.pool.query("VACUUM ANALYZE reservations, guests");
    figures.push([
      `map window, 31 days, ${GUEST_COUNT.toLocaleString("en")} guests (p50 / p95)`,
      mapBefore,
      await mapWindows(database),
    ]);
    const plan = await database.pool.query<{ "QUERY PLAN": string }>(
      `EXPLAIN SELECT r.id, s.room_id, r.status, g.first_name FROM reservation_segments s
       JOIN reservations r ON r.id = s.reservation_id JOIN guests g ON g.id = r.guest_id
       WHERE daterange(s.check_in_date, s.check_out_date, '[)') && daterange($1::date, $2::date, '[)') AND s.live`,
      [isoDay(TODAY), isoDay(TODAY + 31)],
    );
    const scans = plan.rows.map((row) => row["QUERY PLAN"]).filter((line) => line.includes("Scan"));
    console.log(`map plan after:\n${scans.join("\n")}`);

    // The audit's user choices: the DISTINCT over the log, then a probe per user.
    const audit = auditStorage(database.db);
    const distinctBefore = await timed(() =>
      database.db.execute(sql`
        SELECT DISTINCT u.id, u.email FROM users u JOIN audit_log a ON a.user_id = u.id ORDER BY u.email`),
    );
    figures.push([
      "audit: user filter choices, 1,000,000 entries (p50 / p95)",
      distinctBefore,
      await timed(() => audit.users()),
    ]);

    // Sistema's counts: every table counted, then estimates past 10,000 rows.
    const system = systemStorage(database.db);
    const tables = (await system.tablesInDependencyOrder()).filter(
      (t) => !(NOT_BACKED_UP as readonly string[]).includes(t),
    );
    figures.push([
      "Sistema: rows per table (p50 / p95)",
      await timed(() => system.rowCounts(tables)),
      await timed(() => system.rowCountsForDisplay(tables)),
    ]);

    // The exports; the consumption pages without and with their index.
    await database.pool.query("DROP INDEX product_consumption_consumed_idx");
    const csvBefore = await exportRun(url, "csv", 365);
    await database.pool.query(`CREATE INDEX product_consumption_consumed_idx ON product_consumption (consumed_at, id)`);
    await database.pool.query("ANALYZE product_consumption");
    figures.push(["export CSV, a year", csvBefore, await exportRun(url, "csv", 365)]);
    figures.push(["export XLSX, last 90 days", "8.3 s, peak RSS 454 MiB (issue 23)", await exportRun(url, "xlsx", 90)]);
    figures.push(["export XLSX, a year", "refused (over 100,000 rows)", await exportRun(url, "xlsx", 365)]);
  } finally {
    await database.pool.end();
    await dropPgDatabase(created);
  }
  console.log(
    `\nPostgreSQL ${ADMIN_URL.replace(/\/\/.*@/, "//")}; load average now ${load()} (${os.cpus().length} cores)`,
  );
  const width = Math.max(...figures.map(([name]) => name.length));
  for (const [name, before, after] of figures) {
    console.log(`${name.padEnd(width)}  before: ${before}\n${"".padEnd(width)}  after:  ${after}`);
  }
}

if (process.argv[2] === "--export") {
  await exportChild(process.argv[3]!, process.argv[4] as "csv" | "xlsx", process.argv[5]!, process.argv[6]!);
} else {
  await main();
}
