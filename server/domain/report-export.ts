// 'Exportar' (docs/product.md §12.14): the period's payments, reservations, ledger and consumption as a CSV for
// Brazilian spreadsheets (UTF-8 BOM, ';', 1.234,56, dd/MM/yyyy, formulas neutralised) or an XLSX with a sheet per table
// and real numbers and dates. Rows are read a page at a time (EXPORT_PAGE_SIZE): the CSV is written as it is read;
// write-excel-file builds its sheets in memory, so the XLSX holds the period's rows once, as cells.
import writeXlsxFile, { type Row, type SheetData } from "write-excel-file/node";
import {
  ENTRY_TYPE_LABELS,
  PAYMENT_METHOD_LABELS,
  RESERVATION_STATUS_LABELS,
  type EntryType,
  type PaymentMethod,
  type ReservationStatus,
} from "@shared/enums";
import { fromCentavos, fromSignedCentavos, toSignedCentavos } from "@shared/money";
import { shiftDate, wallClockAsUtc } from "@shared/pousada-time";
import type { ReportPeriod } from "@shared/report-periods";
import type { DbOrTx } from "../db";
import { ValidationError } from "../errors";
import { EXPORT_PAGE_SIZE, reportsStorage } from "../storage/reports";
import { instantsOf } from "./reports";
import { brDateCell, brDateTimeCell, csvLine, spreadsheetDate, type CsvValue } from "./report-math";

const PAYMENT_STATUS_LABELS: Record<string, string> = {
  pending: "Pendente",
  completed: "Concluído",
  failed: "Falhou",
  refunded: "Estornado",
};
const ENTRY_STATUS_LABELS: Record<string, string> = { PENDENTE: "Pendente", PAGO: "Pago", CANCELADO: "Cancelado" };

/**
 * A cell of either format: text, an amount (decimal string), a whole number, a calendar date, or an instant as the
 * pousada's wall clock showed it (its UTC fields carry the local time: a spreadsheet has no time zone).
 */
type ExportCell =
  { text: string | null } | { amount: string } | { integer: number } | { date: string | null } | { wallClock: Date };

interface ExportTable {
  /** The sheet's name, and the CSV section's title. */
  title: string;
  header: string[];
  /** Column widths in characters for the XLSX. */
  widths: number[];
  /** The table's rows, one page at a time. */
  pages: () => AsyncGenerator<ExportCell[][]>;
}

const text = (value: string | null | undefined): ExportCell => ({ text: value ?? null });
const amount = (value: string): ExportCell => ({ amount: value });
const fullName = (first: string | null, last: string | null) =>
  first === null ? "Hóspede não encontrado" : `${first} ${last ?? ""}`.trim();
const nights = (checkIn: string, checkOut: string) =>
  Math.max(1, Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000));

/** Pages of `read` until one comes back short. `keyOf` gives the next page's start from the last row. */
async function* paged<R>(
  read: (after: { at: string; id: string } | undefined) => Promise<R[]>,
  keyOf: (row: R) => { at: string; id: string },
  cells: (row: R) => ExportCell[],
) {
  let after: { at: string; id: string } | undefined;
  for (;;) {
    const rows = await read(after);
    if (rows.length) yield rows.map(cells);
    if (rows.length < EXPORT_PAGE_SIZE) return;
    after = keyOf(rows[rows.length - 1]!);
  }
}

export function exportTables(db: DbOrTx, period: ReportPeriod, timeZone: string): ExportTable[] {
  const data = reportsStorage(db);
  const { start, end } = instantsOf(period, timeZone);
  const at = (instant: Date): ExportCell => ({ wallClock: wallClockAsUtc(instant, timeZone) });
  const toNext = shiftDate(period.to, 1);
  return [
    {
      title: "Pagamentos",
      header: ["Data", "Hóspede", "Quarto", "Forma de pagamento", "Status", "Valor", "Estornado", "Conta", "Descrição"],
      widths: [17, 28, 8, 20, 12, 14, 14, 20, 40],
      pages: () =>
        paged(
          (after) => data.exportPayments(start, end, after),
          (row) => ({ at: row.key, id: row.id }),
          (row) => [
            at(row.createdAt),
            text(fullName(row.firstName, row.lastName)),
            text(row.roomNumber),
            text(PAYMENT_METHOD_LABELS[row.method as PaymentMethod] ?? row.method),
            text(PAYMENT_STATUS_LABELS[row.status] ?? row.status),
            amount(row.amount),
            amount(row.refundedAmount),
            text(row.conta),
            text(row.description),
          ],
        ),
    },
    {
      title: "Reservas",
      header: ["Check-in", "Check-out", "Noites", "Hóspede", "Quarto", "Hóspedes", "Status", "Pagamento", "Total"],
      widths: [12, 12, 8, 28, 8, 9, 20, 12, 14],
      pages: () =>
        paged(
          (after) => data.exportReservations(period.from, toNext, after),
          (row) => ({ at: row.checkInDate, id: row.id }),
          (row) => [
            { date: row.checkInDate },
            { date: row.checkOutDate },
            { integer: nights(row.checkInDate, row.checkOutDate) },
            text(fullName(row.firstName, row.lastName)),
            text(row.roomNumber),
            { integer: row.numberOfGuests },
            text(RESERVATION_STATUS_LABELS[row.status as ReservationStatus] ?? row.status),
            text(row.statusPagamento),
            amount(row.totalAmount),
          ],
        ),
    },
    {
      title: "Lançamentos",
      header: [
        "Data",
        "Tipo",
        "Categoria",
        "Descrição",
        "Conta",
        "Conta destino",
        "Valor",
        "Status",
        "Vencimento",
        "Pago em",
      ],
      widths: [12, 14, 16, 40, 20, 20, 14, 10, 12, 12],
      pages: () =>
        paged(
          (after) => data.exportLedger(period.from, period.to, after),
          (row) => ({ at: row.dataLancamento, id: row.id }),
          (row) => [
            { date: row.dataLancamento },
            text(ENTRY_TYPE_LABELS[row.tipo as EntryType] ?? row.tipo),
            text(row.categoria),
            text(row.descricao),
            text(row.conta),
            text(row.contaDestino),
            // Despesas as negative amounts: receitas and despesas of the column sum to the result.
            amount(row.tipo === "despesa" ? fromSignedCentavos(-toSignedCentavos(row.valor)) : row.valor),
            text(ENTRY_STATUS_LABELS[row.status] ?? row.status),
            { date: row.dataVencimento },
            { date: row.dataPagamento },
          ],
        ),
    },
    {
      title: "Consumo",
      header: ["Data", "Hóspede", "Produto", "Quantidade", "Preço unitário", "Total"],
      widths: [17, 28, 28, 11, 14, 14],
      pages: () =>
        paged(
          (after) => data.exportConsumption(start, end, after),
          (row) => ({ at: row.key, id: row.id }),
          (row) => [
            at(row.consumedAt),
            text(fullName(row.firstName, row.lastName)),
            text(row.product),
            { integer: row.quantity },
            amount(fromCentavos(row.unitPrice)),
            amount(fromCentavos(row.totalAmount)),
          ],
        ),
    },
  ];
}

function csvValue(cell: ExportCell): CsvValue {
  if ("text" in cell) return cell.text;
  if ("amount" in cell) return { amount: cell.amount };
  if ("integer" in cell) return { integer: cell.integer };
  if ("date" in cell) return cell.date ? brDateCell(cell.date) : null;
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
