import { useMutation } from "@tanstack/react-query";
import type { ReportPeriod } from "@shared/report-periods";
import type { ExportFormat } from "@shared/validators/reports";
import { apiFetch } from "@/lib/api";
import { exportFileName } from "../lib/export-file-name";

/**
 * GET /api/reports/export?from=&to=&format=: the period as a spreadsheet, saved by the browser. Read through the API
 * client (not a plain link) so a refusal or a lost session is a notice on the page, not a page of JSON.
 */
export function useExportReport() {
  return useMutation({
    mutationFn: async ({ period, format }: { period: ReportPeriod; format: ExportFormat }) => {
      const query = new URLSearchParams({ from: period.from, to: period.to, format });
      const res = await apiFetch("GET", `/api/reports/export?${query.toString()}`);
      const blob = await res.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = exportFileName(res.headers.get("Content-Disposition"), period, format);
      document.body.append(link);
      link.click();
      link.remove();
      // The browser has taken the file once the click's task ends.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      return link.download;
    },
  });
}
