import { lazy, Suspense } from "react";
import type { ReportPeriod } from "@shared/report-periods";
import type { ExportFormat } from "@shared/validators/reports";
import { useAfterFirstPaint } from "@/hooks/use-after-first-paint";
import { serverReason } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useExportReport } from "../api/use-export-report";
import { exportProgressText } from "../lib/export-progress";
import { ExportButton } from "./export-button";

// The menu's code is asked for after the page's first paint; until it arrives the same button shows, disabled.
const ExportDropdown = lazy(() => import("./export-dropdown").then((m) => ({ default: m.ExportDropdown })));

/** 'Exportar': the selected period as CSV (for any spreadsheet, pt-BR) or as an Excel workbook. */
export function ExportMenu({ period }: { period: ReportPeriod }) {
  const exporting = useExportReport();
  const painted = useAfterFirstPaint();
  const download = (format: ExportFormat) =>
    exporting.mutate(
      { period, format },
      {
        onSuccess: (fileName) => notifySuccess(`Relatório exportado: ${fileName}`),
        onError: (error) => notifyError(error, "Erro ao exportar relatório", serverReason(error)),
      },
    );
  return (
    <div className="flex w-full flex-col items-stretch gap-1 sm:w-auto sm:items-end">
      {painted ? (
        <Suspense fallback={<ExportButton disabled />}>
          <ExportDropdown pending={exporting.isPending} onExport={download} />
        </Suspense>
      ) : (
        <ExportButton disabled />
      )}
      <span role="status" className="text-xs text-muted-foreground">
        {exporting.isPending && exporting.progress ? exportProgressText(exporting.progress) : ""}
      </span>
    </div>
  );
}
