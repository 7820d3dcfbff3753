// `npm run bench:pages`: how soon each signed-in page has its data, and how much the phone dashboard and reports
// keep the main thread busy while they load, in the system Chromium against the BUILT server (npm run build first).
//
// - Navigation to data: a cold visit (new browser context: no cache) of each page, signed in; from the navigation's
//   start to the moment the page's first data request (an /api/ read other than the sign-in check) is sent and to
//   when its answer has arrived. Median of RUNS visits.
// - Phone: the dashboard and the reports at 390x844 with the CPU slowed 4x (as Lighthouse's mobile profile does):
//   Total Blocking Time as the sum of each long task's time past 50 ms from the first contentful paint until the
//   page has been quiet for 2 s, and the Largest Contentful Paint. This reads the browser's own long-task and LCP
//   entries (no Lighthouse dependency): close to Lighthouse's TBT, not its simulated score.
// Each figure is printed with the load average at the time (the machine is shared: compare runs side by side).
//
// The server runs on a throwaway embedded database, or on BENCH_DATABASE_URL (a database the bench may write: the
// server migrates it and creates the owner); BENCH_BASE_URL measures a server already running instead.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../client/e2e/env";
import { signIn, startServer, stopServer } from "./bench-kit";

const OWNER = { email: "bench@hospeda.test", password: "senha-bench-123" };
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PAGES = ["/", "/reports", "/reservations", "/guests", "/rooms", "/checkin-checkout", "/financeiro", "/payments"];
const PHONE_PAGES = ["/", "/reports"];
const QUIET_MS = 2000;

const load = () => os.loadavg()[0]!.toFixed(2);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

interface DataTiming {
  /** The first data request sent, ms after the navigation started. */
  requested: number;
  /** Its answer received in full. */
  received: number;
}

async function newContext(browser: Browser, baseUrl: string, cookie: string, phone: boolean) {
  const context = await browser.newContext({
    locale: "pt-BR",
    ...(phone ? { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } : {}),
  });
  const [name, ...value] = cookie.split("=");
  await context.addCookies([{ name: name!, value: value.join("="), url: baseUrl }]);
  return context;
}

/** One cold visit: when the page's first data read went out and came back, from the browser's resource timing. */
async function visit(context: BrowserContext, url: string): Promise<DataTiming> {
  const page = await context.newPage();
  const isRead = (name: string) => name.includes("/api/") && !name.includes("/api/auth/user");
  await page.goto(url, { waitUntil: "commit" });
  // Not "networkidle": on a busy machine the entry script can run for 500 ms before the first request goes out.
  await page.waitForFunction(
    () =>
      performance.getEntriesByType("resource").some((e) => e.name.includes("/api/") && !e.name.includes("/auth/user")),
    undefined,
    { timeout: 30_000, polling: 50 },
  );
  const entries = await page.evaluate(() =>
    performance.getEntriesByType("resource").map((entry) => ({
      name: entry.name,
      start: entry.startTime,
      end: (entry as PerformanceResourceTiming).responseEnd,
    })),
  );
  await page.close();
  const reads = entries.filter((entry) => isRead(entry.name));
  if (reads.length === 0)
    throw new Error(`${url}: the page asked for no data (${entries.map((e) => e.name).join(" ")})`);
  return {
    requested: Math.min(...reads.map((entry) => entry.start)),
    received: Math.min(...reads.map((entry) => entry.end)),
  };
}

interface PhoneFigures {
  tbt: number;
  lcp: number;
  longTasks: number;
}

async function phoneLoad(context: BrowserContext, url: string): Promise<PhoneFigures> {
  const page = await context.newPage();
  await page.addInitScript(() => {
    const w = window as unknown as { __tasks: Array<[number, number]>; __lcp: number };
    w.__tasks = [];
    w.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__tasks.push([entry.startTime, entry.duration]);
    }).observe({ type: "longtask", buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.__lcp = Math.max(w.__lcp, entry.startTime);
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await page.goto(url, { waitUntil: "load" });
  // Quiet: no new long task for QUIET_MS.
  for (let seen = -1; ;) {
    await page.waitForTimeout(QUIET_MS);
    const count = await page.evaluate(() => (window as unknown as { __tasks: unknown[] }).__tasks.length);
    if (count === seen) break;
    seen = count;
  }
  const figures = await page.evaluate(() => {
    const w = window as unknown as { __tasks: Array<[number, number]>; __lcp: number };
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0;
    const blocking = w.__tasks
      .filter(([start, duration]) => start + duration > fcp)
      .reduce((sum, [start, duration]) => sum + Math.max(0, duration - Math.max(50, fcp - start)), 0);
    return { tbt: blocking, lcp: w.__lcp, longTasks: w.__tasks.length };
  });
  await cdp.detach();
  await page.close();
  return figures;
}

async function run() {
  let baseUrl = process.env.BENCH_BASE_URL;
  let cookie: string;
  let stop = async () => {};
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hospeda-bench-pages-"));
  try {
    if (baseUrl) {
      const port = Number(new URL(baseUrl).port);
      cookie = await signIn(port, {
        email: process.env.BENCH_OWNER_EMAIL ?? OWNER.email,
        password: process.env.BENCH_OWNER_PASSWORD ?? OWNER.password,
      });
    } else {
      const server = await startServer(
        { DATA_DIR: dataDir, DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "", LOG_LEVEL: "warn" },
        OWNER,
      );
      baseUrl = `http://127.0.0.1:${server.port}`;
      stop = () => stopServer(server.child);
      cookie = await signIn(server.port, OWNER);
    }
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    try {
      console.log(`navigation to data, signed in, cold cache, median of ${RUNS} (desktop, CPU not slowed)`);
      console.log(`  ${"page".padEnd(20)}${"data asked".padStart(12)}${"data in".padStart(12)}   load avg`);
      for (const page of PAGES) {
        const timings: DataTiming[] = [];
        for (let i = 0; i < RUNS; i++) {
          const context = await newContext(browser, baseUrl, cookie, false);
          timings.push(await visit(context, `${baseUrl}${page}`));
          await context.close();
        }
        const asked = median(timings.map((t) => t.requested));
        const received = median(timings.map((t) => t.received));
        console.log(
          `  ${page.padEnd(20)}${`${asked.toFixed(0)} ms`.padStart(12)}${`${received.toFixed(0)} ms`.padStart(12)}   ${load()}`,
        );
      }
      console.log(`\nphone (390x844, CPU 4x slower), cold cache, median of ${RUNS}`);
      console.log(
        `  ${"page".padEnd(20)}${"TBT".padStart(10)}${"LCP".padStart(10)}${"long tasks".padStart(12)}   load avg`,
      );
      for (const page of PHONE_PAGES) {
        const runs: PhoneFigures[] = [];
        for (let i = 0; i < RUNS; i++) {
          const context = await newContext(browser, baseUrl, cookie, true);
          runs.push(await phoneLoad(context, `${baseUrl}${page}`));
          await context.close();
        }
        const tbt = median(runs.map((r) => r.tbt));
        const lcp = median(runs.map((r) => r.lcp));
        const tasks = median(runs.map((r) => r.longTasks));
        console.log(
          `  ${page.padEnd(20)}${`${tbt.toFixed(0)} ms`.padStart(10)}${`${lcp.toFixed(0)} ms`.padStart(10)}${String(tasks).padStart(12)}   ${load()}`,
        );
      }
    } finally {
      await browser.close();
    }
  } finally {
    await stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
