// Layout stability of the dashboard as it loads (Lighthouse once measured a cumulative layout shift of 0.51
// on the desktop dashboard, from the 'Ações Rápidas' grid moving as the blocks above it filled in). Every answer of
// the server is held back 300 ms, as on a phone's connection, so each block shows its placeholder first and then
// its content: a placeholder of another size than its content moves what is below it, and that is what is
// measured. The score is computed as browsers report it to Lighthouse (the largest burst of layout shifts, a
// burst ending after a second without any or five seconds after it began) and printed; below 0.1 is "good".
import type { Page } from "@playwright/test";
import { expect, pousadaDay, test } from "./fixtures";

const SERVER_DELAY_MS = 300;
const GOOD_CLS = 0.1;

interface Shift {
  value: number;
  startTime: number;
  sources: string[];
}

/** Starts recording layout shifts before the page's own scripts run. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    const describe = (node: Node | null) => {
      if (!(node instanceof Element)) return "?";
      const labelled = node.closest("[aria-label], section, [role=region]");
      const name = labelled?.getAttribute("aria-label") ?? labelled?.querySelector("h2, h3")?.textContent ?? "";
      return `${node.tagName.toLowerCase()}${name ? ` in '${name}'` : ""}`;
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node: Node | null }> }
      >) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          startTime: entry.startTime,
          sources: (entry.sources ?? []).map((source) => describe(source.node)),
        });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

/** The largest session window's sum, as Chromium reports CLS: gaps under 1 s, windows up to 5 s. */
function cumulativeLayoutShift(shifts: Shift[]) {
  let best = 0;
  let current = 0;
  let windowStart = -Infinity;
  let last = -Infinity;
  for (const shift of shifts) {
    if (shift.startTime - last > 1000 || shift.startTime - windowStart > 5000) {
      current = 0;
      windowStart = shift.startTime;
    }
    current += shift.value;
    last = shift.startTime;
    best = Math.max(best, current);
  }
  return best;
}

test("the dashboard keeps its layout while its blocks load", async ({ page, arrange }, testInfo) => {
  // Content in every block that has some: rooms, an arrival checked in today and one still expected.
  const room = await arrange.room();
  await arrange.checkIn(await arrange.reservation(await arrange.guest("Estável"), room, pousadaDay(0), pousadaDay(2)));
  const other = await arrange.room();
  await arrange.reservation(await arrange.guest("Esperada"), other, pousadaDay(0), pousadaDay(1));

  await page.route("**/api/**", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SERVER_DELAY_MS));
    await route.continue();
  });
  await recordShifts(page);
  await page.goto("/");
  // Every block has its content (or its empty state): the figures, the rooms, today's arrivals, the chart.
  await expect(page.getByRole("heading", { level: 1, name: "Painel" })).toBeVisible();
  await expect(page.getByTestId("stat-value")).toHaveCount(4);
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator(".animate-pulse")).toHaveCount(0);
  // A second with nothing loading: a late shift would still be in the record.
  await page.waitForTimeout(1000);

  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  const cls = cumulativeLayoutShift(shifts);
  const worst = [...shifts].sort((a, b) => b.value - a.value).slice(0, 3);
  const report = [
    `[layout] dashboard, ${testInfo.project.name}: cumulative layout shift ${cls.toFixed(3)} (good: under ${GOOD_CLS})`,
    ...worst.map(
      (shift) => `  ${shift.value.toFixed(3)} at ${Math.round(shift.startTime)} ms: ${shift.sources.join(", ")}`,
    ),
  ];
  console.log(report.join("\n"));
  testInfo.annotations.push({ type: "cumulative layout shift", description: cls.toFixed(3) });
  expect(cls, report.join("\n")).toBeLessThan(GOOD_CLS);

  // The record is not empty for want of a browser that reports shifts: a block pushed in above the page's content
  // moves all of it, and is seen.
  await page.evaluate(() => {
    const block = document.createElement("div");
    block.style.height = "300px";
    document.getElementById("conteudo")!.prepend(block);
  });
  await expect
    .poll(async () =>
      cumulativeLayoutShift(await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts)),
    )
    .toBeGreaterThan(GOOD_CLS);
});
