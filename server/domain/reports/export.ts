// 'Exportar' (docs/product.md §12.14): the period's payments, reservations, ledger and consumption as tables of cells,
// each read a bounded page at a time (storage/reports/export-pages.ts); export-files.ts writes them as CSV or XLSX.
import {
  ENTRY_TYPE_LABELS,
  PAYMENT_METHOD_LABELS,
  RESERVATION_PAYMENT_STATUS_LABELS,
  RESERVATION_STATUS_LABELS,
  type EntryType,
  type PaymentMethod,
  type ReservationStatus,
} from "@shared/enums";
import { fromCentavos, fromSignedCentavos, toSignedCentavos } from "@shared/money";
import { wallClockAsUtc } from "@shared/pousada-time";
import type { ReportPeriod } from "@shared/report-periods";
import type { DbOrTx } from "../../db";
import { exportPagesStorage } from "../../storage/reports/export-pages";
import type { ExportCell, ExportTable } from "./export-files";
import { instantsOf } from "./period";

const PAYMENT_STATUS_LABELS: Record<string, string> = {
  pending: "Pendente",
  completed: "Concluído",
  failed: "Falhou",
  refunded: "Estornado",
};
const ENTRY_STATUS_LABELS: Record<string, string> = { PENDENTE: "Pendente", PAGO: "Pago", CANCELADO: "Cancelado" };

const text = (value: string | null | undefined): ExportCell => ({ text: value ?? null });
const amount = (value: string): ExportCell => ({ amount: value });
const fullName = (first: string | null, last: string | null) =>
  first === null ? "Hóspede não encontrado" : `${first} ${last ?? ""}`.trim();
const nights = (checkIn: string, checkOut: string) =>
  Math.max(1, Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000));

/** A table's pages, read until one says there is no next. */
async function* paged<R>(
  read: (cursor: string | undefined) => Promise<{ rows: R[]; nextCursor?: string }>,
  cells: (row: R) => ExportCell[],
) {
  let cursor: string | undefined;
  do {
    const page = await read(cursor);
    if (page.rows.length) yield page.rows.map(cells);
    cursor = page.nextCursor;
  } while (cursor);
}

export function exportTables(db: DbOrTx, period: ReportPeriod, timeZone: string): ExportTable[] {
  const data = exportPagesStorage(db);
  const { start, end } = instantsOf(period, timeZone);
  const at = (instant: Date): ExportCell => ({ wallClock: wallClockAsUtc(instant, timeZone) });
  return [
    {
      title: "Pagamentos",
      header: ["Data", "Hóspede", "Quarto", "Forma de pagamento", "Status", "Valor", "Estornado", "Conta", "Descrição"],
      widths: [17, 28, 8, 20, 12, 14, 14, 20, 40],
      pages: () =>
        paged(
          (cursor) => data.payments(start, end, cursor),
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
          // The reservations the screen counts for the period: made in it, cancelled and no-show ones left out.
          (cursor) => data.reservations(start, end, cursor),
          (row) => [
            { date: row.checkInDate },
            { date: row.checkOutDate },
            { integer: nights(row.checkInDate, row.checkOutDate) },
            text(fullName(row.firstName, row.lastName)),
            text(row.roomNumber),
            { integer: row.numberOfGuests },
            text(RESERVATION_STATUS_LABELS[row.status as ReservationStatus] ?? row.status),
            text(RESERVATION_PAYMENT_STATUS_LABELS[row.statusPagamento] ?? row.statusPagamento),
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
          (cursor) => data.ledger(period.from, period.to, cursor),
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
          (cursor) => data.consumption(start, end, cursor),
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
