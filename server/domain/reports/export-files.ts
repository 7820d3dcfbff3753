// 'Exportar''s two formats (docs/product.md §12.14): a CSV for Brazilian spreadsheets (UTF-8 BOM, ';', 1.234,56,
// dd/MM/yyyy, formulas neutralised), written as its pages are read, or an XLSX with a sheet per table and real numbers
// and dates (write-excel-file builds its sheets in memory, so the XLSX holds the period's rows once, as cells).
import writeXlsxFile, { type Row, type SheetData } from "write-excel-file/node";
import { brDate } from "@shared/pousada-time";
import { ValidationError } from "../../errors";
import { brDateTimeCell, csvLine, spreadsheetDate, type CsvValue } from "./math";

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

const MONEY_FORMAT = "#,##0.00";

function xlsxCell(cell: ExportCell): Row[number] {
  if ("text" in cell) return cell.text;
  // Excel keeps numbers as doubles: the decimal string becomes one only here, at the file's edge.
  if ("amount" in cell) return { value: Number(cell.amount), type: Number, format: MONEY_FORMAT };
  if ("integer" in cell) return { value: cell.integer, type: Number };
  if ("date" in cell) return cell.date ? { value: spreadsheetDate(cell.date), type: Date, format: "dd/mm/yyyy" } : null;
  return { value: cell.wallClock, type: Date, format: "dd/mm/yyyy hh:mm" };
}

/**
 * The most rows one XLSX holds: write-excel-file builds the whole workbook in memory (about 5 s per 20,000 rows
 * measured here); past this a period goes out as CSV, which streams.
 */
const MAX_XLSX_ROWS = 100_000;

/** The XLSX: a sheet per table, a bold header row, real numbers and dates. */
export async function xlsxBuffer(tables: ExportTable[]): Promise<Buffer> {
  const sheets = [];
  let rows = 0;
  for (const table of tables) {
    const sheet: SheetData = [table.header.map((title) => ({ value: title, fontWeight: "bold" as const }))];
    for await (const page of table.pages()) {
      rows += page.length;
      if (rows > MAX_XLSX_ROWS) {
        throw new ValidationError(
          "Período com linhas demais para XLSX (mais de 100.000): exporte em CSV ou escolha um período menor",
          "format",
        );
      }
      for (const row of page) sheet.push(row.map(xlsxCell));
    }
    sheets.push({ data: sheet, sheet: table.title, columns: table.widths.map((width) => ({ width })) });
  }
  return writeXlsxFile(sheets).toBuffer();
}
