// npm run bench:backup: backup and restore of a busy property (issue 23). A hotel of BENCH_BACKUP_AUDIT audit rows
// (default 100,000; the figure is 1,000,000) and a twentieth as many guests is loaded straight into the
// bench's own database; then the built server streams GET /api/system/backup to a file (time, size, the server's
// peak RSS while it runs), the data is emptied, and the file goes back through POST /api/system/restore while eight
// clients keep reading (GET /api/auth/user, GET /api/guests): time, peak RSS, p50/p99 of their answers. Embedded
// database and PostgreSQL side by side; 'before' are the figures on main (format 1), measured there at 1M
// audit rows. The bench drops only the database it created (hospeda_bench_backup). Figures are never asserted.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import pg from "pg";
import { memoryOf, mib, ms, onEachDatabase, percentile, seconds, signIn, startServer, stopServer } from "./bench-kit";

const OWNER = { email: "bench-backup@hospeda.test", password: "bench-password-1" };
const AUDIT_ROWS = Number(process.env.BENCH_BACKUP_AUDIT ?? 100_000);
const GUESTS = Math.round(AUDIT_ROWS / 20);
const CLIENTS = 8;

interface Figures {
  backupMs: number;
  backupStatus: number;
  backupBytes: number;
  backupPeakRss: number;
  restoreMs: number;
  restoreStatus: number;
  restorePeakRss: number;
  requests: number;
  p50: number;
  p99: number;
}

/** The bench's hotel, written by PostgreSQL itself a hundred thousand rows at a time. */
async function loadHotel(connectionString: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO guests (first_name, last_name, phone, email, notes)
       SELECT 'Hóspede ' || i, 'Bench', (11900000000 + i)::text, 'hospede' || i || '@bench.test',
         'Prefere quarto silencioso e café cedo.' FROM generate_series(1, $1::int) i`,
      [GUESTS],
    );
    for (let done = 0; done < AUDIT_ROWS; done += 100_000) {
      await client.query(
        `INSERT INTO audit_log (user_email, action, entity, entity_id, method, path, status, ip, details, at)
         SELECT 'recepcao@bench.test', 'update', 'reservation', gen_random_uuid()::text, 'PATCH',
           '/api/reservations/' || i, 200, '127.0.0.1',
           jsonb_build_object('fields', jsonb_build_array('status', 'checkOutDate', 'notes'), 'n', i),
           now() - make_interval(mins => i)
         FROM generate_series($1::int + 1, $1::int + least(100000, $2::int - $1::int)) i`,
        [done, AUDIT_ROWS],
      );
    }
  } finally {
    await client.end();
  }
}

/** Empties the data for the restore (the bench's own throwaway database: the audit log's TRUNCATE guard is lifted). */
async function emptyData(connectionString: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query("BEGIN");
    await client.query("ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_truncate");
    await client.query("TRUNCATE audit_log, guests CASCADE");
    await client.query("ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_truncate");
    await client.query("COMMIT");
  } finally {
    await client.end();
  }
}

/** The highest resident memory of `pid` seen while `work` runs, sampled every 50 ms. */
async function peakRssDuring<T>(pid: number, work: () => Promise<T>) {
  let peak = memoryOf(pid).rss;
  const timer = setInterval(() => (peak = Math.max(peak, memoryOf(pid).rss)), 50);
  try {
    return { result: await work(), peak };
  } finally {
    clearInterval(timer);
    peak = Math.max(peak, memoryOf(pid).rss);
  }
}

async function measure(database: Parameters<Parameters<typeof onEachDatabase>[2]>[0]): Promise<Figures> {
  // Migrated and its owner made by a first start; loaded directly while no server runs.
  await stopServer((await startServer(database.serverEnv, OWNER)).child);
  const direct = await database.openDirect();
  await loadHotel(direct.connectionString);
  await direct.close();

  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "hospeda-bench-backup-")), "backup.jsonl.gz");
  let server = await startServer(database.serverEnv, OWNER);
  let cookie = await signIn(server.port, OWNER);
  let started = performance.now();
  const backup = await peakRssDuring(server.child.pid!, async () => {
    const res = await fetch(`http://127.0.0.1:${server.port}/api/system/backup`, { headers: { Cookie: cookie } });
    if (res.ok && res.body) await pipeline(Readable.fromWeb(res.body as never), fs.createWriteStream(file));
    return res.status;
  });
  const backupMs = performance.now() - started;
  await stopServer(server.child);

  const again = await database.openDirect();
  await emptyData(again.connectionString);
  await again.close();

  server = await startServer(database.serverEnv, OWNER);
  cookie = await signIn(server.port, OWNER);
  const base = `http://127.0.0.1:${server.port}`;
  const latencies: number[] = [];
  let restoring = true;
  const client = async (n: number) => {
    for (let i = n; restoring; i++) {
      const begun = performance.now();
      const res = await fetch(`${base}${i % 2 ? "/api/auth/user" : "/api/guests?limit=20"}`, {
        headers: { Cookie: cookie },
      });
      await res.arrayBuffer();
      if (restoring) latencies.push(performance.now() - begun);
    }
  };
  started = performance.now();
  const clients = Array.from({ length: CLIENTS }, (_, n) => client(n));
  const restore = await peakRssDuring(server.child.pid!, async () => {
    const res = await fetch(`${base}/api/system/restore`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/gzip" },
      body: Readable.toWeb(fs.createReadStream(file)) as never,
      duplex: "half",
    } as RequestInit);
    const text = await res.text();
    if (res.status !== 200) console.log(`  restore answered ${res.status}: ${text.slice(0, 200)}`);
    return res.status;
  });
  const restoreMs = performance.now() - started;
  restoring = false;
  await Promise.all(clients);
  await stopServer(server.child);
  const backupBytes = fs.existsSync(file) ? fs.statSync(file).size : 0;
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  return {
    backupMs,
    backupStatus: backup.result,
    backupBytes,
    backupPeakRss: backup.peak,
    restoreMs,
    restoreStatus: restore.result,
    restorePeakRss: restore.peak,
    requests: latencies.length,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}

const results = await onEachDatabase("hospeda-bench-backup", "hospeda_bench_backup", (database) => {
  console.log(`[bench] ${database.kind}: ${AUDIT_ROWS.toLocaleString("en")} audit rows, ${GUESTS} guests`);
  return measure(database);
});

console.log(
  `\nBackup and restore of a busy property (${AUDIT_ROWS.toLocaleString("en")} audit rows; load ${os.loadavg()[0]!.toFixed(2)})`,
);
console.log("before (issue 23, main, format 1, 1M audit rows on PostgreSQL): backup 500 after 37 s at 1.1 GB RSS;");
console.log("  restore of the 525 MB file 287 s at 2.3 GB RSS. Targets: server under 300 MB, restore p99 < 500 ms.");
for (const [label, f] of results) {
  console.log(`${label}`);
  console.log(
    `  backup:  ${f.backupStatus} in ${seconds(f.backupMs)}, ${mib(f.backupBytes)} gzip, server peak RSS ${mib(f.backupPeakRss)}`,
  );
  console.log(`  restore: ${f.restoreStatus} in ${seconds(f.restoreMs)}, server peak RSS ${mib(f.restorePeakRss)}`);
  console.log(`  reads during it: ${f.requests}   p50 ${ms(f.p50)}   p99 ${ms(f.p99)}`);
}
