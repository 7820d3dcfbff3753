// The rows of the dashboard's blocks below a phone's first screen (today's arrivals, the deposits, the revenue bars,
// the latest payments) come from chunks of their own, asked for once the figures at the top are on screen, or half
// a second after the first paint at most (ReleaseBlocksAfterFigures, in DashboardOverview): neither their code nor
// their drawing is part of the first load or of the task that paints it, and the requests for them do not compete
// with the first screen's. Until then each block shows the placeholder it shows while reading, of the same size.
// Their data is asked for with the route (app/page-data.ts), not by them (docs/decisions/0066). The rooms' grid
// stays in the first paint: small, beside the figures on a wide screen, and read with them.
import { lazy, startTransition, Suspense, useEffect, useState, type ReactNode } from "react";
import { afterNextPaint } from "@/hooks/use-after-paint";
import { useDashboardStats } from "../api/use-dashboard-stats";

const LOADERS = {
  todayCheckIns: () => import("./today-checkins-list"),
  deposits: () => import("./awaiting-deposits-list"),
  revenue: () => import("./revenue-bars"),
  transactions: () => import("./recent-transactions-list"),
};

export const TodayCheckInsList = lazy(() => LOADERS.todayCheckIns().then((m) => ({ default: m.TodayCheckInsList })));
export const AwaitingDepositsList = lazy(() => LOADERS.deposits().then((m) => ({ default: m.AwaitingDepositsList })));
export const RevenueBars = lazy(LOADERS.revenue);
export const RecentTransactionsList = lazy(() =>
  LOADERS.transactions().then((m) => ({ default: m.RecentTransactionsList })),
);

let released = false;
const listeners = new Set<() => void>();

/** Lets the blocks draw their rows, and asks for all their code at once. Once per visit: later openings draw at once. */
function releaseDashboardBlocks() {
  if (released) return;
  released = true;
  for (const load of Object.values(LOADERS)) void load();
  listeners.forEach((listener) => listener());
}

/**
 * A block's rows (a lazily loaded component): its placeholder until the blocks are released, then the rows, with the
 * same placeholder while their code arrives.
 */
export function DeferredRows({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const [drawn, setDrawn] = useState(released);
  useEffect(() => {
    if (drawn) return;
    // A transition: the rows are drawn in short slices that leave the main thread free between them.
    const draw = () => startTransition(() => setDrawn(true));
    if (released) draw();
    listeners.add(draw);
    return () => void listeners.delete(draw);
  }, [drawn]);
  return drawn ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder;
}

/** How long the rows wait for the figures at most: a slow or held figures' read does not hold the other blocks. */
const FIGURES_WAIT_MS = 500;

/**
 * Releases the blocks in the frame after the figures at the top (the first screen's largest text) are painted, or
 * after their read failed, or FIGURES_WAIT_MS after the dashboard's first paint if the figures are still being read.
 * Renders nothing: only this follows the figures' read, not the whole dashboard.
 */
export function ReleaseBlocksAfterFigures() {
  const { isLoading } = useDashboardStats();
  useEffect(() => (isLoading ? undefined : afterNextPaint(releaseDashboardBlocks)), [isLoading]);
  useEffect(() => {
    let timer = 0;
    const cancel = afterNextPaint(() => (timer = window.setTimeout(releaseDashboardBlocks, FIGURES_WAIT_MS)));
    return () => {
      cancel();
      clearTimeout(timer);
    };
  }, []);
  return null;
}
