import { lazy, startTransition, Suspense, useEffect, useState } from "react";
import type { ReportPeriod } from "@shared/report-periods";
import { afterPaintSettles } from "@/hooks/use-after-paint";
import { useReport } from "../api/use-report";
import { REPORT_LOADING, ReportTabState } from "./report-tab-state";

// The tab the page opens on sits below a phone's first screen: its charts, shares and lists (and their code) are
// drawn a moment after the page's first paint (afterPaintSettles), in a transition, with the placeholder the tab
// shows while reading meanwhile; the read itself starts with the route (app/page-data.ts), not with them
// (docs/decisions/0072).
const FinanceFigures = lazy(() => import("./finance-figures").then((m) => ({ default: m.FinanceFigures })));

/** Once per visit: a later opening of the reports draws the tab at once. */
let painted = false;

/** 'Financeiro': revenue per month and per method, the ledger's receitas vs despesas, the accounts' balances. */
export function FinanceTab({ period }: { period: ReportPeriod }) {
  const query = useReport("financeiro", period);
  const [drawn, setDrawn] = useState(painted);
  useEffect(() => {
    if (drawn) return;
    return afterPaintSettles(() => {
      painted = true;
      startTransition(() => setDrawn(true));
    });
  }, [drawn]);
  return (
    <ReportTabState query={query} what="o relatório financeiro">
      {(report) =>
        drawn ? (
          <Suspense fallback={REPORT_LOADING}>
            <FinanceFigures report={report} />
          </Suspense>
        ) : (
          REPORT_LOADING
        )
      }
    </ReportTabState>
  );
}
