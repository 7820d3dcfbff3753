import type { ReportPeriod } from "@shared/report-periods";
import type { ExportFormat } from "@shared/validators/reports";

/** The download's name: the server's (Content-Disposition), or one of the same form when it sends none. */
export function exportFileName(disposition: string | null, period: ReportPeriod, format: ExportFormat): string {
  const quoted = /filename="([^"]+)"/i.exec(disposition ?? "")?.[1];
  const bare = /filename=([^;\s"]+)/i.exec(disposition ?? "")?.[1];
  return quoted ?? bare ?? `relatorio-${period.from}-a-${period.to}.${format}`;
}
