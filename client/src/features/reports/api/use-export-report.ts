import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import type { ReportPeriod } from "@shared/report-periods";
import type { ExportFormat } from "@shared/validators/reports";
import { apiFetch } from "@/lib/api";
import { exportFileName } from "../lib/export-file-name";

/** How far a download has come: bytes received, and for a CSV its lines against the rows the server announced. */
export interface ExportProgress {
  bytes: number;
  /** Lines of a CSV received so far (its titles and headers included); null for an XLSX, whose bytes are zipped. */
  lines: number | null;
  /** The rows the server counted for the file (X-Export-Rows), or null when it did not say. */
  totalRows: number | null;
}

const NEWLINE = 10;

/** The body, chunk by chunk, reporting its progress; the file as a Blob at the end. */
async function readWithProgress(res: Response, csv: boolean, onProgress: (progress: ExportProgress) => void) {
  const announced = Number(res.headers.get("X-Export-Rows"));
  const totalRows = res.headers.has("X-Export-Rows") && Number.isFinite(announced) ? announced : null;
  if (!res.body) return res.blob();
  const reader = res.body.getReader();
  const parts: Uint8Array[] = [];
  let bytes = 0;
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    bytes += value.length;
    if (csv) for (const byte of value) if (byte === NEWLINE) lines++;
    onProgress({ bytes, lines: csv ? lines : null, totalRows });
  }
  return new Blob(parts as BlobPart[], { type: res.headers.get("Content-Type") ?? undefined });
}

/**
 * GET /api/reports/export?from=&to=&format=: the period as a spreadsheet, saved by the browser. Read through the API
 * client (not a plain link) so a refusal or a lost session is a notice on the page, not a page of JSON; read as a
 * stream, so a long export shows how far it has come.
 */
export function useExportReport() {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ period, format }: { period: ReportPeriod; format: ExportFormat }) => {
      setProgress(null);
      const query = new URLSearchParams({ from: period.from, to: period.to, format });
      const res = await apiFetch("GET", `/api/reports/export?${query.toString()}`);
      const blob = await readWithProgress(res, format === "csv", setProgress);
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
    onSettled: () => setProgress(null),
  });
  return { ...mutation, progress };
}
