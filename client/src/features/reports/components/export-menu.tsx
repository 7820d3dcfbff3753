import { Download, FileSpreadsheet, FileText } from "lucide-react";
import type { ReportPeriod } from "@shared/report-periods";
import type { ExportFormat } from "@shared/validators/reports";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { serverReason } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useExportReport } from "../api/use-export-report";
import { exportProgressText } from "../lib/export-progress";

/** 'Exportar': the selected period as CSV (for any spreadsheet, pt-BR) or as an Excel workbook. */
export function ExportMenu({ period }: { period: ReportPeriod }) {
  const exporting = useExportReport();
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
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" disabled={exporting.isPending} className="w-full sm:w-auto">
            <Download aria-hidden="true" />
            {exporting.isPending ? "Exportando..." : "Exportar"}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => download("csv")}>
            <FileText aria-hidden="true" /> CSV (planilha, separado por ;)
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => download("xlsx")}>
            <FileSpreadsheet aria-hidden="true" /> Excel (XLSX)
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <span role="status" className="text-xs text-muted-foreground">
        {exporting.isPending && exporting.progress ? exportProgressText(exporting.progress) : ""}
      </span>
    </div>
  );
}
