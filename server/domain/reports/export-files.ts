// 'Exportar''s two formats (docs/product.md §12.14): a CSV for Brazilian spreadsheets (UTF-8 BOM, ';', 1.234,56,
// dd/MM/yyyy, formulas neutralised), or an XLSX with a sheet per table and real numbers and dates; both written as their
// pages are read (xlsx-stream.ts), so an export holds a page of rows in memory, not the period.
import { brDate } from "@shared/pousada-time";
import { ValidationError } from "../../errors";
import { brDateTimeCell, csvLine, spreadsheetDate, type CsvValue } from "./math";
import { xlsxChunks, type XlsxCell } from "./xlsx-stream";

/**
 * A cell of either format: text, an amount (decimal string), a whole number, a calendar date, or an instant as the
 * pousada's wall clock showed it (its UTC fields carry the local time: a spreadsheet has no time zone).
 */
export type ExportCell =
  { text: string | null } | { amount: string } | { integer: number } | { date: string | null } | { wallClock: Date };

export interface ExportTable {
  /** The sheet's name, and the CSV section's title. */
  title: string;
  header: string[];
  /** Column widths in characters for the XLSX. */
  widths: number[];
  /** The table's rows, one page at a time. */
  pages: () => AsyncGenerator<ExportCell[][]>;
  /** How many rows `pages` gives. */
  count: () => Promise<number>;
}

function csvValue(cell: ExportCell): CsvValue {
  if ("text" in cell) return cell.text;
  if ("amount" in cell) return { amount: cell.amount };
  if ("integer" in cell) return { integer: cell.integer };
  if ("date" in cell) return cell.date ? brDate(cell.date) : null;
  return brDateTimeCell(cell.wallClock);
}

/** The CSV, chunk by chunk: the BOM, then each table under its title, a blank line between tables. */
export async function* csvChunks(tables: ExportTable[]): AsyncGenerator<string> {
  yield "\uFEFF";
  for (const [index, table] of tables.entries()) {
    if (index > 0) yield "\r\n";
    yield csvLine([table.title]);
    yield csvLine(table.header);
    for await (const page of table.pages()) yield page.map((row) => csvLine(row.map(csvValue))).join("");
  }
}

function xlsxCell(cell: ExportCell): XlsxCell {
  if ("text" in cell) return cell.text;
  // Excel keeps numbers as doubles: the decimal string becomes one only here, at the file's edge.
  if ("amount" in cell) return { amount: Number(cell.amount) };
  if ("integer" in cell) return { number: cell.integer };
  if ("date" in cell) return cell.date ? { date: spreadsheetDate(cell.date) } : null;
  return { dateTime: cell.wallClock };
}

/**
 * The most rows one XLSX sheet holds. The file is written as it is read (decision 0047), so memory no longer bounds
 * it; Excel's own limit is 1,048,576 rows a sheet, and a sheet this long takes about a minute here. Past it a period
 * goes out as CSV.
 */
const MAX_XLSX_SHEET_ROWS = 1_000_000;

/**
 * The rows each table gives, counted before the first byte: the browser shows its progress against their sum, and a
 * refusal is still a JSON 400, not a broken download.
 */
export function exportRowCounts(tables: ExportTable[]): Promise<number[]> {
  return Promise.all(tables.map((table) => table.count()));
}

/** Refuses a period with a table longer than a sheet holds. */
export function checkXlsxSize(counts: number[]): void {
  if (counts.some((count) => count > MAX_XLSX_SHEET_ROWS)) {
    throw new ValidationError(
      "Período com linhas demais para XLSX (mais de 1.000.000 numa planilha): exporte em CSV ou escolha um período menor",
      "format",
    );
  }
}

/** The XLSX, chunk by chunk: a sheet per table, a bold header row, real numbers and dates. */
export function xlsxStream(tables: ExportTable[]): AsyncGenerator<Uint8Array> {
  async function* rows(table: ExportTable) {
    for await (const page of table.pages()) yield page.map((row) => row.map(xlsxCell));
  }
  return xlsxChunks(
    tables.map((table) => ({ name: table.title, header: table.header, widths: table.widths, pages: rows(table) })),
  );
}
