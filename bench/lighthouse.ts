// Lighthouse 12 (pinned 12.2.3: 13 needs Node 22) driving the system Chromium, for the benches that print its
// figures (npm run bench, npm run bench:booking-page). Playwright starts the browser with a debugging port that
// Lighthouse connects to (no chrome-launcher). Each figure is returned with the load average when it was taken: the
// machine is shared, and Lighthouse's performance score moves with it.
import os from "node:os";
import { chromium, type Browser } from "@playwright/test";
import lighthouse, { desktopConfig } from "lighthouse";
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
}

export interface LighthouseRun {
  /** `cookie`: a signed-in page (sent with every request of the run). */
  (url: string, options?: { formFactor?: "mobile" | "desktop"; cookie?: string }): Promise<LighthouseFigures>;
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
  const run: LighthouseRun = async (url, { formFactor = "mobile", cookie } = {}) => {
    const result = await lighthouse(
      url,
      {
        port,
        onlyCategories: [...LIGHTHOUSE_CATEGORIES],
        logLevel: "error",
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
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
    };
  };
  try {
    return await use(run, chrome);
  } finally {
    await chrome.close();
  }
}
