// npm run bench: the built server on the embedded database and on PostgreSQL (when reachable), side by side.
// Prints requests/s and p99 latency of authenticated GET /api/rooms (50 rooms) against a bare 'hello' route in
// the same process, start-to-first-200 on a reopened data directory, resident memory, the client's first-load
// JavaScript, and Lighthouse's figures for the landing page, the signed-in dashboard and the reports (mobile and
// desktop) where the system Chromium is installed (BENCH_LIGHTHOUSE=0 leaves them out); each phone target is judged
// on the median of BENCH_LIGHTHOUSE_RUNS runs (3 by default), and also with Lighthouse's CPU slowdown calibrated to
// this machine's benchmarkIndex (lighthouse.ts). Every figure carries the
// one-minute load average when it was taken, and each target its verdict. Figures from one run on one machine:
// compare the ratios, not the absolute numbers.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { CHROMIUM_PATH } from "../client/e2e/env";
import { createPgDatabase, dropPgDatabase } from "./bench-kit";
import { freePort } from "./free-port";
import { formatFirstLoad, measureFirstLoad } from "./first-load";
import {
  calibratedSlowdown,
  medianRun,
  withLighthouse,
  type LighthouseFigures,
  type LighthouseRun,
} from "./lighthouse";

const ROOT = path.resolve(import.meta.dirname, "..");
const OWNER = { email: "bench@hospeda.test", password: "bench-password-1" };
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 4);
/** hello and rooms are measured in turns, this many pairs: a shared machine's speed drifts within seconds. */
const PAIRS = Number(process.env.BENCH_PAIRS ?? 3);
const CONNECTIONS = 16;
const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== "0" && fs.existsSync(CHROMIUM_PATH);
/** Lighthouse runs per phone target, whose median is judged (medianRun). */
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));

/** The team's targets (issue 23): what each verdict is read against. */
const TARGETS = {
  ratio: 0.5,
  freshStartMs: 6000,
  reopenStartMs: 3000,
  mobilePerformance: 90,
  mobileTbtMs: 300,
  accessibility: 100,
  dashboardJsGzipKiB: 110,
};
/** The pages Lighthouse measures: signed in or not, and with which targets. */
const LIGHTHOUSE_PAGES = [
  { name: "landing page", path: "/", signedIn: false },
  { name: "dashboard", path: "/", signedIn: true },
  { name: "reports", path: "/reports", signedIn: true },
] as const;
const loadNow = () => os.loadavg()[0]!;
/** Chromium's Accept-Encoding. */
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";

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

/** `load`: the one-minute load average when the measurement ended. */
type Load = { rps: number; p99: number; load: number };

async function load(url: string, headers: Record<string, string> = {}): Promise<Load> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99, load: loadNow() };
}

interface Figures {
  rooms: Load;
  hello: Load;
  /** GET /api/rooms with a browser's Accept-Encoding. */
  roomsBrowser: Load;
  /** rooms/hello of every pair, lowest first. */
  ratios: number[];
  freshStartMs: number;
  reopenStartMs: number;
  /** Load averages when each start ended. */
  startLoads: [fresh: number, reopened: number];
  rssAfterLoad: number;
  /** Lighthouse per page and form factor ("dashboard mobile"), when Chromium is there. */
  lighthouse: Map<string, LighthouseFigures>;
  /** The embedded server's memory after the load (none when the database is elsewhere). */
  dbMemory: { bytes: number; processes: number } | null;
}

async function lighthouseOf(run: LighthouseRun, base: string, cookie: string) {
  const figures = new Map<string, LighthouseFigures>();
  for (const formFactor of ["mobile", "desktop"] as const) {
    for (const page of LIGHTHOUSE_PAGES) {
      console.error(`[bench] Lighthouse ${formFactor} ${page.name}`);
      const cookieOf = page.signedIn ? cookie : undefined;
      // The phone's targets are judged on the median of several runs; the other pages are measured once.
      const targeted = formFactor === "mobile" && page.signedIn;
      const times = targeted ? LIGHTHOUSE_RUNS : 1;
      const figure = await medianRun(times, () => run(`${base}${page.path}`, { formFactor, cookie: cookieOf }));
      figures.set(`${page.name} ${formFactor}`, figure);
      // The phone's targets again, with the CPU slowdown calibrated to this machine (lighthouse.ts).
      if (targeted) {
        const cpuSlowdown = calibratedSlowdown(figure.benchmarkIndex);
        console.error(`[bench] Lighthouse mobile ${page.name}, CPU slowdown ${cpuSlowdown}`);
        const calibrated = await medianRun(times, () => run(`${base}${page.path}`, { cookie, cpuSlowdown }));
        figures.set(`${page.name} mobile calibrated`, calibrated);
      }
    }
  }
  return figures;
}

async function benchOne(
  label: string,
  env: Record<string, string>,
  lighthouse: LighthouseRun | null,
): Promise<Figures> {
  console.error(`[bench] ${label}: first start`);
  const first = await startServer(env);
  const freshLoad = loadNow();
  const cookie = await signIn(first.port);
  await seedRooms(first.port, cookie);
  await stopServer(first);

  console.error(`[bench] ${label}: reopened start and load`);
  const second = await startServer(env);
  const reopenLoad = loadNow();
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
  // The list as the app's own page asks it: a browser's Accept-Encoding, so compressed (no target of its own).
  const roomsBrowser = await load(`${base}/api/rooms`, { cookie: cookie2, "accept-encoding": BROWSER_ENCODINGS });
  const rssAfterLoad = rssOf(second.child.pid!);
  const dbPid = Number(second.logLine.embeddedDbPid ?? 0);
  const dbMemory = dbPid ? serverMemoryOf(dbPid) : null;
  const lighthouseFigures = lighthouse ? await lighthouseOf(lighthouse, base, cookie2) : new Map();
  await stopServer(second);
  return {
    rooms,
    hello,
    ratios,
    roomsBrowser,
    freshStartMs: first.startMs,
    reopenStartMs: second.startMs,
    startLoads: [freshLoad, reopenLoad],
    rssAfterLoad,
    lighthouse: lighthouseFigures,
    dbMemory,
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;

const la = (load: number) => `(${load.toFixed(1)})`;
const verdict = (met: boolean) => (met ? "pass" : "FAIL");

async function measureAll(lighthouse: LighthouseRun | null) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hospeda-bench-"));
  const results: Array<[string, Figures]> = [];
  try {
    results.push([
      "embedded (PostgreSQL 18)",
      await benchOne("embedded", { DATA_DIR: dataDir, DATABASE_URL: "" }, lighthouse),
    ]);
    const created = await createPgDatabase("hospeda_bench");
    if (created) {
      const pgData = fs.mkdtempSync(path.join(os.tmpdir(), "hospeda-bench-pg-"));
      try {
        results.push([
          "PostgreSQL",
          await benchOne("postgres", { DATA_DIR: pgData, DATABASE_URL: created.url }, lighthouse),
        ]);
      } finally {
        fs.rmSync(pgData, { recursive: true, force: true });
        await dropPgDatabase(created);
      }
    } else {
      console.log("PostgreSQL not reachable at", PG_ADMIN_URL, "- only the embedded database was measured");
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}

async function run() {
  const results = LIGHTHOUSE ? await withLighthouse(measureAll) : await measureAll(null);
  const firstLoad = await measureFirstLoad({ distDir: path.join(ROOT, "dist/public") });
  const firstLoadLoad = loadNow();

  /** A row: its label, then per database the figure with its load average, and the verdict when there is a target. */
  type Cell = { text: string; load?: number; met?: boolean };
  const rows: Array<[string, Cell[]]> = [];
  const add = (label: string, cell: (f: Figures) => Cell) => rows.push([label, results.map(([, f]) => cell(f))]);
  add("GET /api/rooms (50 rooms, signed in) req/s", (f) => ({ text: f.rooms.rps.toFixed(0), load: f.rooms.load }));
  add("GET /api/rooms p99 latency", (f) => ({ text: `${f.rooms.p99} ms`, load: f.rooms.load }));
  add(`GET /api/rooms as a browser asks (${BROWSER_ENCODINGS}) req/s`, (f) => ({
    text: f.roomsBrowser.rps.toFixed(0),
    load: f.roomsBrowser.load,
  }));
  add("bare Express 'hello' req/s", (f) => ({ text: f.hello.rps.toFixed(0), load: f.hello.load }));
  add("bare Express 'hello' p99 latency", (f) => ({ text: `${f.hello.p99} ms`, load: f.hello.load }));
  add(`ratio rooms/hello, median pair (target >= ${TARGETS.ratio})`, (f) => {
    const ratio = f.rooms.rps / f.hello.rps;
    return { text: ratio.toFixed(2), load: f.rooms.load, met: ratio >= TARGETS.ratio };
  });
  add("  every pair", (f) => ({ text: f.ratios.map((r) => r.toFixed(2)).join(" ") }));
  add(`start to first 200, fresh data (target < ${TARGETS.freshStartMs / 1000} s)`, (f) => ({
    text: `${(f.freshStartMs / 1000).toFixed(2)} s`,
    load: f.startLoads[0],
    met: f.freshStartMs < TARGETS.freshStartMs,
  }));
  add(`start to first 200, reopened (target < ${TARGETS.reopenStartMs / 1000} s)`, (f) => ({
    text: `${(f.reopenStartMs / 1000).toFixed(2)} s`,
    load: f.startLoads[1],
    met: f.reopenStartMs < TARGETS.reopenStartMs,
  }));
  add("app resident memory after load", (f) => ({ text: mb(f.rssAfterLoad) }));
  add("embedded PostgreSQL memory after load (Pss)", (f) => ({
    text: f.dbMemory ? `${mb(f.dbMemory.bytes)} / ${f.dbMemory.processes} proc` : "-",
  }));
  if (LIGHTHOUSE) {
    for (const formFactor of ["mobile", "desktop"] as const) {
      for (const page of LIGHTHOUSE_PAGES) {
        const key = `${page.name} ${formFactor}`;
        // The issue's targets are the phone's, for the dashboard and the reports; accessibility everywhere.
        const targeted = formFactor === "mobile" && page.signedIn;
        add(`Lighthouse ${key}: performance${targeted ? ` (target >= ${TARGETS.mobilePerformance})` : ""}`, (f) => {
          const l = f.lighthouse.get(key)!;
          const runs =
            l.performanceRuns && l.performanceRuns.length > 1 ? ` (runs ${l.performanceRuns.join(" ")})` : "";
          return {
            text: `${l.scores.performance}${runs}`,
            load: l.load,
            met: targeted ? l.scores.performance >= TARGETS.mobilePerformance : undefined,
          };
        });
        add(`  ${key}: TBT${targeted ? ` (target < ${TARGETS.mobileTbtMs} ms)` : ""} / LCP`, (f) => {
          const l = f.lighthouse.get(key)!;
          return {
            text: `${l.tbt.toFixed(0)} / ${l.lcp.toFixed(0)} ms`,
            load: l.load,
            met: targeted ? l.tbt < TARGETS.mobileTbtMs : undefined,
          };
        });
        if (targeted) {
          const calibrated = `${page.name} mobile calibrated`;
          add(`  ${key}: Lighthouse's benchmarkIndex of this machine / its CPU slowdown`, (f) => {
            const l = f.lighthouse.get(key)!;
            return { text: `${l.benchmarkIndex.toFixed(0)} / ${l.cpuSlowdown}x`, load: l.load };
          });
          add(`  ${key}, CPU slowdown calibrated: performance / TBT`, (f) => {
            const l = f.lighthouse.get(calibrated)!;
            const runs =
              l.performanceRuns && l.performanceRuns.length > 1 ? `, runs ${l.performanceRuns.join(" ")}` : "";
            return {
              text: `${l.scores.performance} / ${l.tbt.toFixed(0)} ms (${l.cpuSlowdown}x${runs})`,
              load: l.load,
              met: l.scores.performance >= TARGETS.mobilePerformance && l.tbt < TARGETS.mobileTbtMs,
            };
          });
        }
        add(`  ${key}: accessibility (target ${TARGETS.accessibility}) / best practices`, (f) => {
          const l = f.lighthouse.get(key)!;
          return {
            text: `${l.scores.accessibility} / ${l.scores["best-practices"]}`,
            load: l.load,
            met: l.scores.accessibility >= TARGETS.accessibility,
          };
        });
      }
    }
  }
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(
    `\nHospeda server benchmark: ${CONNECTIONS} connections, ${PAIRS} pairs of ${DURATION_S} s measurements, ${os.cpus().length} cores`,
  );
  console.log("Each figure: value (one-minute load average when it was taken) verdict against its target\n");
  console.log(`${"".padEnd(width)}  ${results.map(([label]) => label.padStart(36)).join("")}`);
  const misses: string[] = [];
  for (const [label, cells] of rows) {
    const texts = cells.map((c, i) => {
      if (c.met === false) misses.push(`${label.trim()} on ${results[i]![0]}: ${c.text}`);
      const tail = [c.load === undefined ? "" : la(c.load), c.met === undefined ? "" : verdict(c.met)];
      return `${c.text} ${tail.join(" ")}`.trimEnd().padStart(36);
    });
    console.log(`${label.padEnd(width)}  ${texts.join("")}`);
  }
  if (!LIGHTHOUSE) console.log(`\nLighthouse not run (no Chromium at ${CHROMIUM_PATH}, or BENCH_LIGHTHOUSE=0)`);

  console.log(`\n${formatFirstLoad(firstLoad).join("\n")}`);
  const dashboardGzip = firstLoad.dashboard.js.gzip / 1024;
  const met = dashboardGzip < TARGETS.dashboardJsGzipKiB;
  if (!met) misses.push(`dashboard first-load JavaScript: ${dashboardGzip.toFixed(1)} KiB gzip`);
  console.log(
    `  dashboard JavaScript gzip ${dashboardGzip.toFixed(1)} KiB (target < ${TARGETS.dashboardJsGzipKiB} KiB) ${la(firstLoadLoad)} ${verdict(met)}`,
  );
  console.log(misses.length ? `\nTargets missed:\n  ${misses.join("\n  ")}` : "\nEvery target met.");
}

run().catch((error) => {
  console.error(error);
  process.exit(1);
});
