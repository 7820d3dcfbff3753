import type { ExportProgress } from "../api/use-export-report";

const megabytes = (bytes: number) =>
  `${(bytes / 1_048_576).toLocaleString("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 })} MB`;

/** "12.000 de 50.000 linhas · 1,2 MB" for a CSV; "1,2 MB recebidos" for an XLSX (its bytes are zipped). */
export function exportProgressText(progress: ExportProgress): string {
  if (progress.lines !== null && progress.totalRows !== null) {
    const lines = Math.min(progress.lines, progress.totalRows);
    return `${lines.toLocaleString("pt-BR")} de ${progress.totalRows.toLocaleString("pt-BR")} linhas · ${megabytes(progress.bytes)}`;
  }
  const rows = progress.totalRows === null ? "" : ` (${progress.totalRows.toLocaleString("pt-BR")} linhas)`;
  return `${megabytes(progress.bytes)} recebidos${rows}`;
}
