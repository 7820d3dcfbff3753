// 'Exportar''s tables, a bounded page at a time (docs/product.md §12.14): each read is keyset-paged on (its date or
// instant, id) in ascending order, so a period of any size is read in steps of EXPORT_PAGE_SIZE rows.
import { and, eq, gte, lt, sql, type AnyColumn } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { contasBancarias, lancamentosFinanceiros } from "@shared/schema/finance";
import { guests } from "@shared/schema/guests";
import { payments } from "@shared/schema/payments";
import { productConsumption, products } from "@shared/schema/products";
import { reservations } from "@shared/schema/reservations";
import { rooms } from "@shared/schema/rooms";
import type { DbOrTx } from "../../db";
import { keysetOrder } from "../paging";
import { MADE_STATUSES } from "./hospedes";

/** The rows of one export page: at most this many at a time in memory. */
const EXPORT_PAGE_SIZE = 500;

/** Ascending (key, id): the key a date or an instant, the id breaking its ties. */
const byKeyThenId = (key: AnyColumn, kind: "date" | "timestamp", id: AnyColumn) =>
  keysetOrder(
    [
      { expr: key, kind },
      { expr: id, kind: "uuid" },
    ],
    "asc",
  );
const paymentsOrder = byKeyThenId(payments.createdAt, "timestamp", payments.id);
const reservationsOrder = byKeyThenId(reservations.checkInDate, "date", reservations.id);
const ledgerOrder = byKeyThenId(lancamentosFinanceiros.dataLancamento, "date", lancamentosFinanceiros.id);
const consumptionOrder = byKeyThenId(productConsumption.consumedAt, "timestamp", productConsumption.id);

/** Each read takes the previous page's `nextCursor` (none for the first) and gives `{ rows, nextCursor }`. */
export function exportPagesStorage(db: DbOrTx) {
  return {
    async payments(start: Date, end: Date, cursor: string | undefined) {
      const fetched = await db
        .select({
          id: payments.id,
          createdAt: payments.createdAt,
          firstName: guests.firstName,
          lastName: guests.lastName,
          roomNumber: rooms.number,
          method: payments.method,
          status: payments.status,
          amount: payments.amount,
          refundedAmount: payments.refundedAmount,
          description: payments.description,
          conta: contasBancarias.nome,
          cursorKey: paymentsOrder.cursorKey,
        })
        .from(payments)
        .leftJoin(guests, eq(guests.id, payments.guestId))
        .leftJoin(reservations, eq(reservations.id, payments.reservationId))
        .leftJoin(rooms, eq(rooms.id, reservations.roomId))
        .leftJoin(contasBancarias, eq(contasBancarias.id, payments.contaBancariaId))
        .where(
          and(sql`${payments.createdAt} >= ${start} AND ${payments.createdAt} < ${end}`, paymentsOrder.after(cursor)),
        )
        .orderBy(...paymentsOrder.orderBy)
        .limit(EXPORT_PAGE_SIZE + 1);
      return paymentsOrder.page(fetched, EXPORT_PAGE_SIZE);
    },

    /** Reservations with a night in [from, toNext), any status. */
    /** The reservations made in [start, end) that the summary counts (docs/decisions/0017): none cancelled or no-show. */
    async reservations(start: Date, end: Date, cursor: string | undefined) {
      const fetched = await db
        .select({
          id: reservations.id,
          createdAt: reservations.createdAt,
          firstName: guests.firstName,
          lastName: guests.lastName,
          roomNumber: rooms.number,
          checkInDate: reservations.checkInDate,
          checkOutDate: reservations.checkOutDate,
          numberOfGuests: reservations.numberOfGuests,
          status: reservations.status,
          statusPagamento: reservations.statusPagamento,
          totalAmount: reservations.totalAmount,
          cursorKey: reservationsOrder.cursorKey,
        })
        .from(reservations)
        .leftJoin(guests, eq(guests.id, reservations.guestId))
        .leftJoin(rooms, eq(rooms.id, reservations.roomId))
        .where(
          and(
            sql`${reservations.status} IN ${MADE_STATUSES}`,
            gte(reservations.createdAt, start),
            lt(reservations.createdAt, end),
            reservationsOrder.after(cursor),
          ),
        )
        .orderBy(...reservationsOrder.orderBy)
        .limit(EXPORT_PAGE_SIZE + 1);
      return reservationsOrder.page(fetched, EXPORT_PAGE_SIZE);
    },

    /** Lançamentos dated in [from, to], any status. */
    async ledger(from: string, to: string, cursor: string | undefined) {
      const destino = alias(contasBancarias, "conta_destino");
      const fetched = await db
        .select({
          id: lancamentosFinanceiros.id,
          dataLancamento: lancamentosFinanceiros.dataLancamento,
          tipo: lancamentosFinanceiros.tipo,
          categoria: lancamentosFinanceiros.categoria,
          descricao: lancamentosFinanceiros.descricao,
          conta: contasBancarias.nome,
          contaDestino: destino.nome,
          valor: lancamentosFinanceiros.valor,
          status: lancamentosFinanceiros.status,
          dataVencimento: lancamentosFinanceiros.dataVencimento,
          dataPagamento: lancamentosFinanceiros.dataPagamento,
          cursorKey: ledgerOrder.cursorKey,
        })
        .from(lancamentosFinanceiros)
        .leftJoin(contasBancarias, eq(contasBancarias.id, lancamentosFinanceiros.contaBancariaId))
        .leftJoin(destino, eq(destino.id, lancamentosFinanceiros.contaDestinoId))
        .where(
          and(
            sql`${lancamentosFinanceiros.dataLancamento} BETWEEN ${from}::date AND ${to}::date`,
            ledgerOrder.after(cursor),
          ),
        )
        .orderBy(...ledgerOrder.orderBy)
        .limit(EXPORT_PAGE_SIZE + 1);
      return ledgerOrder.page(fetched, EXPORT_PAGE_SIZE);
    },

    /** Consumption charged in [start, end). Prices in centavos. */
    async consumption(start: Date, end: Date, cursor: string | undefined) {
      const fetched = await db
        .select({
          id: productConsumption.id,
          consumedAt: productConsumption.consumedAt,
          firstName: guests.firstName,
          lastName: guests.lastName,
          product: products.name,
          quantity: productConsumption.quantity,
          unitPrice: productConsumption.unitPrice,
          totalAmount: productConsumption.totalAmount,
          cursorKey: consumptionOrder.cursorKey,
        })
        .from(productConsumption)
        .leftJoin(guests, eq(guests.id, productConsumption.guestId))
        .leftJoin(products, eq(products.id, productConsumption.productId))
        .where(
          and(
            sql`${productConsumption.consumedAt} >= ${start} AND ${productConsumption.consumedAt} < ${end}`,
            consumptionOrder.after(cursor),
          ),
        )
        .orderBy(...consumptionOrder.orderBy)
        .limit(EXPORT_PAGE_SIZE + 1);
      return consumptionOrder.page(fetched, EXPORT_PAGE_SIZE);
    },
  };
}
