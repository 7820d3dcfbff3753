// npm run bench:restore: does the server keep answering while it restores a large backup? The built server gets a
// 50 MB backup (an empty installation's streamed file grown with guests: 50 MB of JSON lines before gzip) through
// POST /api/system/restore while eight clients ask small things the whole time, alternating the bare 'hello' route
// and GET /api/auth/user (a session read); printed: the restore's duration and the latency of the small requests
// answered during it (p50, p99, max). Target p99 under 500 ms (docs/decisions/0019). Embedded database and
// PostgreSQL side by side; figures from one run on one machine, never asserted.
import { randomUUID } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import { ms, onEachDatabase, percentile, seconds, signIn, startServer, stopServer } from "./bench-kit";

const OWNER = { email: "bench-restore@hospeda.test", password: "bench-password-1" };
const PG_DATABASE = "hospeda_bench_restore";
const TARGET_BYTES = Number(process.env.BENCH_RESTORE_MB ?? 50) * 1_048_576;
const CLIENTS = 8;
const TARGET_P99_MS = 500;

interface Figures {
  fileBytes: number;
  guests: number;
  restoreStatus: number;
  restoreMs: number;
  requests: number;
  p50: number;
  p99: number;
  max: number;
}

/** The empty installation's backup, grown with guests (each with a long note) until it reaches TARGET_BYTES. */
async function aLargeBackup(base: string, cookie: string) {
  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${base}${path}`, { ...init, headers: { Cookie: cookie, "Content-Type": "application/json" } });
  // One real guest gives the row's every column as the server writes it; deleted again so the installation is empty.
  const created = await api("/api/guests", {
    method: "POST",
    body: JSON.stringify({ firstName: "Modelo", lastName: "Hóspede", phone: "(11) 99999-0000" }),
  });
  if (created.status !== 201) throw new Error(`guest: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  const download = Buffer.from(await (await api("/api/system/backup")).arrayBuffer());
  const removed = await api(`/api/guests/${id}`, { method: "DELETE" });
  if (!removed.ok) throw new Error(`delete guest: ${removed.status}`);

  // The streamed file (format 2, docs/decisions/0041): a header line, each table's rows after its marker, the end.
  const lines = gunzipSync(download).toString("utf8").split("\n").filter(Boolean);
  const at = lines.indexOf('["tabela","guests"]');
  const model = JSON.parse(lines[at + 1]!) as Record<string, unknown>;
  const note = "Hóspede frequente, prefere quarto silencioso e café cedo. ".repeat(17).slice(0, 990);
  const guests: string[] = [];
  let bytes = lines.reduce((sum, line) => sum + line.length + 1, 0);
  for (let i = 0; bytes < TARGET_BYTES; i++) {
    const row = JSON.stringify({
      ...model,
      id: randomUUID(),
      first_name: `Hóspede ${i}`,
      last_name: "Bench",
      phone: String(11_900_000_000 + i),
      email: `hospede${i}@bench.test`,
      notes: note,
    });
    bytes += row.length + 1;
    guests.push(row);
  }
  const header = JSON.parse(lines[0]!) as { counts: Record<string, number> };
  header.counts.guests = guests.length;
  const file = [JSON.stringify(header), ...lines.slice(1, at + 1), ...guests, ...lines.slice(at + 2)].join("\n");
  return { body: gzipSync(file), guests: guests.length, jsonBytes: Buffer.byteLength(file) };
}

async function measure(serverEnv: Record<string, string>): Promise<Figures> {
  const server = await startServer(serverEnv, OWNER);
  try {
    const base = `http://127.0.0.1:${server.port}`;
    const cookie = await signIn(server.port, OWNER);
    const { body, guests, jsonBytes } = await aLargeBackup(base, cookie);

    const latencies: number[] = [];
    let restoring = true;
    const client = async (n: number) => {
      for (let i = n; restoring; i++) {
        const started = performance.now();
        const res = await fetch(`${base}${i % 2 ? "/api/auth/user" : "/bench/hello"}`, { headers: { Cookie: cookie } });
        await res.arrayBuffer();
        if (restoring) latencies.push(performance.now() - started);
      }
    };
    const started = performance.now();
    const clients = Array.from({ length: CLIENTS }, (_, n) => client(n));
    const restore = await fetch(`${base}/api/system/restore`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/gzip" },
      body,
    });
    const answer = await restore.text();
    const restoreMs = performance.now() - started;
    restoring = false;
    await Promise.all(clients);
    if (restore.status !== 200) console.log(`  restore answered ${restore.status}: ${answer.slice(0, 200)}`);
    return {
      fileBytes: jsonBytes,
      guests,
      restoreStatus: restore.status,
      restoreMs,
      requests: latencies.length,
      p50: percentile(latencies, 0.5),
      p99: percentile(latencies, 0.99),
      max: Math.max(...latencies),
    };
  } finally {
    await stopServer(server.child);
  }
}

const results = await onEachDatabase("hospeda-bench-restore", PG_DATABASE, (database) => {
  console.log(`[bench] ${database.kind}: building a ${TARGET_BYTES / 1_048_576} MB backup and restoring it`);
  return measure(database.serverEnv);
});

console.log(`\nSmall requests answered during a restore (${CLIENTS} clients; target p99 < ${TARGET_P99_MS} ms)\n`);
for (const [label, f] of results) {
  console.log(`${label}`);
  console.log(`  file ${(f.fileBytes / 1_048_576).toFixed(1)} MB, ${f.guests.toLocaleString("en")} guests`);
  console.log(`  restore: ${f.restoreStatus} in ${seconds(f.restoreMs)}`);
  console.log(`  requests: ${f.requests}   p50 ${ms(f.p50)}   p99 ${ms(f.p99)}   max ${ms(f.max)}`);
}
