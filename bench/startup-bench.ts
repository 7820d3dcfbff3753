// npm run bench:startup: what loading the Cloud Storage client only when GCS_BUCKET is set saves
// (docs/decisions/0023-maintained-libraries-over-hand-written.md). The built server without GCS_BUCKET as it is
// ("on demand") beside the same build with the client preloaded by `node --import @google-cloud/storage` ("eager":
// what the static import in server/files/gcs.ts did). Measured in turns, BENCH_ROUNDS times each:
//   load:  import() of dist/server/index.js without starting it (its modules only): spawn to exit, CPU time and RSS
//          at the end;
//   start: the server, spawn to its first answer, and its CPU time and RSS then; on a throwaway database of the PostgreSQL at
//          BENCH_PG_ADMIN_URL when reachable (the embedded server's own start would drown the difference), else embedded.
// Plus the files and packages each loads (one more run with the recorder). Medians of one run on one machine: compare
// the ratios, not the absolute numbers. On a busy machine wall times wander; CPU time and RSS much less.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createPgDatabase, dropPgDatabase, memoryOf, mib, ms } from "./bench-kit";
import { freePort } from "./free-port";
import { SERVER_BUNDLE } from "../scripts/build-server";
import { loadedModules, packagesOf, recordLoadedModules } from "../server/test/loaded-modules";

const ROOT = path.resolve(import.meta.dirname, "..");
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 7);
const VARIANTS = {
  "on demand": [] as string[],
  eager: ["--import", "@google-cloud/storage"],
};
type Variant = keyof typeof VARIANTS;
const variants = Object.keys(VARIANTS) as Variant[];

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "hospeda-startup-bench-"));
// Run as root, the embedded PostgreSQL runs as the user postgres, which must be able to pass through here.
fs.chmodSync(scratch, 0o711);
const baseEnv = {
  ...process.env,
  NODE_OPTIONS: "",
  NODE_ENV: "test",
  HOST: "127.0.0.1",
  DATA_DIR: path.join(scratch, "data"),
  DATABASE_URL: "",
  GCS_BUCKET: "",
  OIDC_ISSUER_URL: "",
  LOG_LEVEL: "warn",
};

interface Figures {
  ms: number;
  cpuMs: number;
  rss: number;
}

/** User plus system CPU time of a running process (/proc/<pid>/stat, in clock ticks of 10 ms). */
function cpuMsOf(pid: number) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Imports the bundle without starting it (it starts only as the entry point): wall time and RSS after. */
function load(nodeArgs: string[]) {
  const script =
    `await import(${JSON.stringify(pathToFileURL(SERVER_BUNDLE).href)});` +
    "const cpu = process.cpuUsage();" +
    "process.stdout.write(JSON.stringify({ rss: process.memoryUsage().rss, cpuMs: (cpu.user + cpu.system) / 1000 }));";
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, "--input-type=module", "-e", script], {
    cwd: ROOT,
    env: baseEnv,
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  return new Promise<Figures>((resolve, reject) =>
    child.on("exit", (code) =>
      code === 0
        ? resolve({ ms: performance.now() - started, ...(JSON.parse(output) as { rss: number; cpuMs: number }) })
        : reject(new Error(`import exited with ${code}`)),
    ),
  );
}

/** Starts the built server: spawn to its first answer, its RSS then; stops it. */
async function start(nodeArgs: string[], databaseUrl: string) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, SERVER_BUNDLE], {
    cwd: ROOT,
    env: { ...baseEnv, PORT: String(port), DATABASE_URL: databaseUrl },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const status = await fetch(`http://127.0.0.1:${port}/api/auth/user`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 401) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const figures: Figures = {
    ms: performance.now() - started,
    cpuMs: cpuMsOf(child.pid!),
    rss: memoryOf(child.pid!).rss,
  };
  child.kill("SIGTERM");
  if ((await exited) !== 0) throw new Error("server did not stop cleanly");
  return figures;
}

async function main() {
  if (!fs.existsSync(SERVER_BUNDLE)) throw new Error(`${SERVER_BUNDLE} is missing: npm run build:server`);
  const loads: Record<Variant, Figures[]> = { "on demand": [], eager: [] };
  const starts: Record<Variant, Figures[]> = { "on demand": [], eager: [] };
  const graph = {} as Record<Variant, { files: number; packages: number }>;

  for (const variant of variants) {
    const file = path.join(scratch, `${variant.replace(" ", "-")}-modules.txt`);
    await load([...recordLoadedModules(file), ...VARIANTS[variant]]);
    const modules = loadedModules(file).filter((name) => name.includes("/node_modules/"));
    graph[variant] = { files: modules.length, packages: packagesOf(modules).length };
  }
  const created = await createPgDatabase("hospeda_bench_startup");
  const databaseUrl = created?.url ?? "";
  const database = created ? `PostgreSQL at ${new URL(created.url).host}` : "the embedded database";
  console.error(`[bench] first start on ${database} (creates and migrates it), not counted`);
  await start([], databaseUrl);
  for (let round = 1; round <= ROUNDS; round++) {
    console.error(`[bench] round ${round} of ${ROUNDS}`);
    // Alternating, and each round in the other order: a shared machine's speed drifts.
    const order = round % 2 ? variants : [...variants].reverse();
    for (const variant of order) loads[variant].push(await load(VARIANTS[variant]));
    for (const variant of order) starts[variant].push(await start(VARIANTS[variant], databaseUrl));
  }

  const row = (label: string, lazy: number, eager: number, format: (n: number) => string) =>
    `  ${label.padEnd(34)} ${format(lazy).padStart(10)} ${format(eager).padStart(10)} ${(eager / lazy).toFixed(2).padStart(8)}`;
  const med = (figures: Record<Variant, Figures[]>, key: keyof Figures) => ({
    lazy: median(figures["on demand"].map((f) => f[key])),
    eager: median(figures.eager.map((f) => f[key])),
  });
  const loadMs = med(loads, "ms");
  const loadCpu = med(loads, "cpuMs");
  const loadRss = med(loads, "rss");
  const startMs = med(starts, "ms");
  const startCpu = med(starts, "cpuMs");
  const startRss = med(starts, "rss");
  console.log(`\nThe built server without GCS_BUCKET, medians of ${ROUNDS} rounds (node ${process.version})`);
  console.log(`  ${"".padEnd(34)} ${"on demand".padStart(10)} ${"eager".padStart(10)} ${"eager/on".padStart(8)}`);
  console.log(row("files loaded from node_modules", graph["on demand"].files, graph.eager.files, String));
  console.log(row("packages loaded", graph["on demand"].packages, graph.eager.packages, String));
  console.log(row("load only: spawn to exit", loadMs.lazy, loadMs.eager, ms));
  console.log(row("load only: CPU time", loadCpu.lazy, loadCpu.eager, ms));
  console.log(row("load only: RSS", loadRss.lazy, loadRss.eager, mib));
  console.log(`  start, on ${database}:`);
  console.log(row("start: spawn to first answer", startMs.lazy, startMs.eager, ms));
  console.log(row("start: CPU time to first answer", startCpu.lazy, startCpu.eager, ms));
  console.log(row("start: RSS at first answer", startRss.lazy, startRss.eager, mib));
  if (created) await dropPgDatabase(created);
}

main()
  .finally(() => fs.rmSync(scratch, { recursive: true, force: true }))
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
