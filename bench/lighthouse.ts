// Lighthouse 12 (pinned 12.2.3: 13 needs Node 22) driving the system Chromium, for the benches that print its
// figures (npm run bench, npm run bench:booking-page). Playwright starts the browser with a debugging port that
// Lighthouse connects to (no chrome-launcher). Each figure is returned with the load average when it was taken: the
// machine is shared, and Lighthouse's performance score moves with it.
import os from "node:os";
import { chromium, type Browser } from "@playwright/test";
import lighthouse, { desktopConfig } from "lighthouse";
import { defaultSettings } from "lighthouse/core/config/constants.js";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../client/e2e/env";
import { freePort } from "./free-port";

export const LIGHTHOUSE_CATEGORIES = ["performance", "accessibility", "best-practices"] as const;
type Category = (typeof LIGHTHOUSE_CATEGORIES)[number];

export interface LighthouseFigures {
  /** 0-100 per category. */
  scores: Record<Category, number>;
  /** Total Blocking Time, Largest Contentful Paint, First Contentful Paint (ms, as Lighthouse reports them). */
  tbt: number;
  lcp: number;
  fcp: number;
  /** FCP · LCP · TBT · CLS · SI as Lighthouse displays them ("1.3 s", "70 ms", "0"). */
  shown: string;
  /** Binary audits of accessibility and best practices that failed: id (title). */
  failed: string[];
  /** One-minute load average when the run ended. */
  load: number;
  /** Lighthouse's measure of this machine's CPU (lhr.environment.benchmarkIndex), taken during the run. */
  benchmarkIndex: number;
  /** The CPU slowdown the run simulated (Lighthouse's mobile default is 4). */
  cpuSlowdown: number;
  /** When the page was measured several times (medianRun): every run's performance score, in run order. */
  performanceRuns?: number[];
}

/**
 * Runs Lighthouse `times` times and returns the run with the median performance score, with every run's score beside
 * it. One run moves by several points with what else the machine does; Lighthouse's docs on variability ask for the
 * median of several (docs/variability.md, five where the time allows).
 */
export async function medianRun(times: number, once: () => Promise<LighthouseFigures>): Promise<LighthouseFigures> {
  const runs: LighthouseFigures[] = [];
  // A run Lighthouse itself gives up on (NO_NAVSTART, NO_FCP: its trace was not recorded) is run again, twice at most,
  // rather than ending a bench that has measured for minutes.
  let failures = 0;
  while (runs.length < times) {
    try {
      runs.push(await once());
    } catch (error) {
      if (++failures > 2) throw error;
      console.error(`[bench] ${error instanceof Error ? error.message : String(error)}: run again`);
    }
  }
  const performanceRuns = runs.map((run) => run.scores.performance);
  const sorted = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)]!, performanceRuns };
}

export interface LighthouseRun {
  /**
   * `cookie`: a signed-in page (sent with every request of the run). `cpuSlowdown`: the simulated CPU slowdown of a
   * mobile run instead of Lighthouse's 4 (calibratedSlowdown).
   */
  (
    url: string,
    options?: { formFactor?: "mobile" | "desktop"; cookie?: string; cpuSlowdown?: number },
  ): Promise<LighthouseFigures>;
}

/**
 * The CPU slowdown that makes this machine Lighthouse's mid-tier phone. Lighthouse's mobile default of 4 assumes a
 * high-end desktop host, benchmarkIndex 1500-2000 (its docs/throttling.md, "Calibrating the CPU slowdown", which asks
 * to calibrate on a host outside that range): 4 at the range's middle, 1750, aims at an index of about 440. A slower
 * host (a shared 2-core machine measures 600-900 here) divides its index by that aim; bounded to [1, 4].
 */
export function calibratedSlowdown(benchmarkIndex: number) {
  const MID_TIER_PHONE_INDEX = 1750 / 4;
  return Math.min(4, Math.max(1, Math.round((benchmarkIndex / MID_TIER_PHONE_INDEX) * 10) / 10));
}

/** What `shown` lists, in its order. */
export const SHOWN_METRICS = [
  ["first-contentful-paint", "FCP"],
  ["largest-contentful-paint", "LCP"],
  ["total-blocking-time", "TBT"],
  ["cumulative-layout-shift", "CLS"],
  ["speed-index", "SI"],
] as const;

/**
 * Starts Chromium, hands `use` a function that runs Lighthouse on a URL (and the browser, for a bench that prepares
 * something in it first), closes the browser afterwards.
 */
export async function withLighthouse<T>(use: (run: LighthouseRun, browser: Browser) => Promise<T>): Promise<T> {
  const port = await freePort();
  const chrome = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
  });
  const run: LighthouseRun = async (url, { formFactor = "mobile", cookie, cpuSlowdown } = {}) => {
    const result = await lighthouse(
      url,
      {
        port,
        onlyCategories: [...LIGHTHOUSE_CATEGORIES],
        logLevel: "error",
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
        ...(cpuSlowdown !== undefined && formFactor === "mobile"
          ? { throttling: { ...defaultSettings.throttling, cpuSlowdownMultiplier: cpuSlowdown } }
          : {}),
      },
      formFactor === "desktop" ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const score = (id: Category) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const failed = (["accessibility", "best-practices"] as const).flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .map((ref) => lhr.audits[ref.id]!)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
        .map((audit) => `${id}: ${audit.id} (${audit.title})`),
    );
    return {
      scores: {
        performance: score("performance"),
        accessibility: score("accessibility"),
        "best-practices": score("best-practices"),
      },
      tbt: metric("total-blocking-time"),
      lcp: metric("largest-contentful-paint"),
      fcp: metric("first-contentful-paint"),
      shown: SHOWN_METRICS.map(([id]) => lhr.audits[id]?.displayValue ?? "-").join(" · "),
      failed,
      load: os.loadavg()[0]!,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? Number.NaN,
    };
  };
  try {
    return await use(run, chrome);
  } finally {
    await chrome.close();
  }
}
