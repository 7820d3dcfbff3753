// The reports' figures (docs/decisions/0017): sums and counts in SQL, numeric all the way (decimal strings out, never a
// float). Instants come in as [start, end) from the pousada's calendar (shared/pousada-time.ts); calendar dates as
// "YYYY-MM-DD" with `toNext` the day after the period's last one. Revenue itself is the dashboard's query
// (dashboardStorage.completedRevenue): one truth for 'Receita Mensal', Financeiro and the reports.
import { and, asc, eq, inArray, isNull, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { fechamentosCaixa, contasBancarias, lancamentosFinanceiros } from "@shared/schema/finance";
import { guests } from "@shared/schema/guests";
import { paymentRefunds, payments } from "@shared/schema/payments";
import { productConsumption, products } from "@shared/schema/products";
import { reservations } from "@shared/schema/reservations";
import { rooms } from "@shared/schema/rooms";
import { users } from "@shared/schema/users";
import { findPgError } from "../db/pg-errors";
import type { DbOrTx } from "../db";

/** Reservations whose nights count as sold: booked for sure, in the house, or stayed. */
const SOLD_STATUSES = ["confirmed", "checked_in", "completed"] as const;
/** Reservations that count as made (docs/decisions/0017): all but cancelled and no-show. */
const MADE_STATUSES = sql.raw(`('pending', 'confirmed', 'checked_in', 'completed')`);
const SOLD = sql.raw(`('${SOLD_STATUSES.join("', '")}')`);

/** The rows of one export page: at most this many at a time in memory. */
export const EXPORT_PAGE_SIZE = 500;

/** Where the previous page ended: its last row's order key (a date, or an instant as text) and id. */
type Keyset = { at: string; id: string } | undefined;

/**
 * "After the previous page's last row" in (order key, id) order: a row comparison, which PostgreSQL reads as one
 * range of the (key, id) order. `type` is how the key travels: a date, or an instant as PostgreSQL wrote it.
 */
const afterRow = (key: AnyColumn, id: AnyColumn, after: Keyset, type: "date" | "timestamptz") =>
  after ? sql`(${key}, ${id}) > (${after.at}::${sql.raw(type)}, ${after.id}::uuid)` : undefined;

export function reportsStorage(db: DbOrTx) {
  const openedBy = alias(users, "fechado_por_user");
  const reopenedBy = alias(users, "reaberto_por_user");

  function closingsWhere(where: SQL | undefined) {
    return db
      .select({
        closing: fechamentosCaixa,
        openedByFirst: openedBy.firstName,
        openedByLast: openedBy.lastName,
        openedByEmail: openedBy.email,
        reopenedByFirst: reopenedBy.firstName,
        reopenedByLast: reopenedBy.lastName,
        reopenedByEmail: reopenedBy.email,
      })
      .from(fechamentosCaixa)
      .leftJoin(openedBy, eq(openedBy.id, fechamentosCaixa.fechadoPor))
      .leftJoin(reopenedBy, eq(reopenedBy.id, fechamentosCaixa.reabertoPor))
      .where(where)
      .orderBy(sql`${fechamentosCaixa.fechadoEm} DESC, ${fechamentosCaixa.id} DESC`);
  }

  return {
    /** Payments (completed or later refunded) minus refunds, by the payment's method, in [start, end). */
    async revenueByMethod(start: Date, end: Date) {
      const { rows } = await db.execute<{ method: string; total: string }>(sql`
        SELECT method, sum(amount)::text AS total FROM (
          SELECT ${payments.method} AS method, ${payments.amount} AS amount FROM ${payments}
          WHERE ${payments.status} IN ('completed', 'refunded')
            AND ${payments.createdAt} >= ${start} AND ${payments.createdAt} < ${end}
          UNION ALL
          SELECT ${payments.method}, -${paymentRefunds.amount} FROM ${paymentRefunds}
          JOIN ${payments} ON ${payments.id} = ${paymentRefunds.paymentId}
          WHERE ${paymentRefunds.createdAt} >= ${start} AND ${paymentRefunds.createdAt} < ${end}
        ) moves GROUP BY method`);
      return rows;
    },

    /** Settled receitas and despesas by month ("YYYY-MM") and category, by settlement date in [from, to]. */
    async ledgerByMonthAndCategory(from: string, to: string) {
      const { rows } = await db.execute<{ month: string; categoria: string; tipo: string; total: string }>(sql`
        SELECT to_char(${lancamentosFinanceiros.dataPagamento}, 'YYYY-MM') AS month, ${lancamentosFinanceiros.categoria} AS categoria,
               ${lancamentosFinanceiros.tipo} AS tipo, sum(${lancamentosFinanceiros.valor})::text AS total
        FROM ${lancamentosFinanceiros}
        WHERE ${lancamentosFinanceiros.status} = 'PAGO' AND ${lancamentosFinanceiros.tipo} IN ('receita', 'despesa')
          AND ${lancamentosFinanceiros.dataPagamento} BETWEEN ${from}::date AND ${to}::date
        GROUP BY 1, 2, 3`);
      return rows;
    },

    /** Every account with its balance at the end of `to`: opening balance plus the entries settled up to then. */
    async balancesAt(to: string) {
      const { rows } = await db.execute<{
        id: string;
        nome: string;
        tipo: string;
        isAtiva: boolean;
        saldo: string;
      }>(sql`
        SELECT c.id, c.nome, c.tipo, c.is_ativa AS "isAtiva", (c.saldo_inicial + coalesce((
          SELECT sum(CASE
            WHEN l.tipo = 'receita' THEN l.valor
            WHEN l.tipo = 'despesa' THEN -l.valor
            WHEN l.conta_destino_id = c.id THEN l.valor
            ELSE -l.valor END)
          FROM ${lancamentosFinanceiros} l
          WHERE (l.conta_bancaria_id = c.id OR l.conta_destino_id = c.id)
            AND l.status = 'PAGO' AND l.data_pagamento <= ${to}::date
        ), 0))::text AS saldo
        FROM ${contasBancarias} c
        ORDER BY c.nome, c.id`);
      return rows;
    },

    /** Reservations created in [start, end), cancelled and no-show left out. */
    async countReservationsMade(start: Date, end: Date) {
      const { rows } = await db.execute<{ total: number }>(sql`
        SELECT count(*)::int AS total FROM ${reservations}
        WHERE ${reservations.status} IN ${MADE_STATUSES}
          AND ${reservations.createdAt} >= ${start} AND ${reservations.createdAt} < ${end}`);
      return rows[0]!.total;
    },

    /**
     * Per room type: nights sold inside [from, toNext) and the room revenue of those nights (each reservation's
     * total prorated to its nights inside, rounded to the centavo per reservation).
     */
    async soldNightsByRoomType(from: string, toNext: string) {
      const { rows } = await db.execute<{ type: string; nights: number; revenue: string }>(sql`
        SELECT ro.type, coalesce(sum(inside), 0)::int AS nights, coalesce(sum(round(r.total_amount * inside / nights, 2)), 0)::text AS revenue
        FROM (
          SELECT room_id, total_amount,
            least(check_out_date, ${toNext}::date) - greatest(check_in_date, ${from}::date) AS inside,
            greatest(check_out_date - check_in_date, 1) AS nights
          FROM ${reservations}
          WHERE status IN ${SOLD} AND check_in_date < ${toNext}::date AND check_out_date > ${from}::date
        ) r JOIN ${rooms} ro ON ro.id = r.room_id
        GROUP BY ro.type`);
      return rows;
    },

    /** Active rooms by type and by status, now. */
    async activeRooms() {
      const { rows } = await db.execute<{ type: string; status: string; total: number }>(sql`
        SELECT ${rooms.type} AS type, ${rooms.status} AS status, count(*)::int AS total FROM ${rooms}
        WHERE ${rooms.isActive} GROUP BY 1, 2`);
      return rows;
    },

    /** Rooms sold each night of [from, to]: one row per date, in order. */
    async roomsSoldByDay(from: string, to: string) {
      const { rows } = await db.execute<{ date: string; sold: number }>(sql`
        SELECT to_char(d, 'YYYY-MM-DD') AS date, count(r.id)::int AS sold
        FROM generate_series(${from}::date, ${to}::date, interval '1 day') d
        LEFT JOIN ${reservations} r ON r.status IN ${SOLD} AND r.check_in_date <= d::date AND r.check_out_date > d::date
        GROUP BY d ORDER BY d`);
      return rows;
    },

    /** The `limit` most recent completed payments in [start, end), with the guest's name. */
    async recentCompletedPayments(start: Date, end: Date, limit: number) {
      return db
        .select({
          id: payments.id,
          createdAt: payments.createdAt,
          firstName: guests.firstName,
          lastName: guests.lastName,
          amount: payments.amount,
          method: payments.method,
          description: payments.description,
        })
        .from(payments)
        .leftJoin(guests, eq(guests.id, payments.guestId))
        .where(
          and(
            eq(payments.status, "completed"),
            sql`${payments.createdAt} >= ${start} AND ${payments.createdAt} < ${end}`,
          ),
        )
        .orderBy(sql`${payments.createdAt} DESC, ${payments.id} DESC`)
        .limit(limit);
    },

    async completedPaymentsTotals(start: Date, end: Date) {
      const { rows } = await db.execute<{ count: number; total: string }>(sql`
        SELECT count(*)::int AS count, coalesce(sum(${payments.amount}), 0.00)::text AS total FROM ${payments}
        WHERE ${payments.status} = 'completed' AND ${payments.createdAt} >= ${start} AND ${payments.createdAt} < ${end}`);
      return rows[0]!;
    },

    async guestCounts() {
      const { rows } = await db.execute<{ total: number; withEmail: number }>(sql`
        SELECT count(*)::int AS total, count(*) FILTER (WHERE coalesce(${guests.email}, '') <> '')::int AS "withEmail"
        FROM ${guests}`);
      return rows[0]!;
    },

    /** The guests who spent most in [start, end): their payments minus their refunds, positive only. */
    async topSpenders(start: Date, end: Date, limit: number) {
      const { rows } = await db.execute<{
        id: string;
        firstName: string;
        lastName: string;
        createdAt: Date | string;
        spent: string;
      }>(sql`
        SELECT g.id, g.first_name AS "firstName", g.last_name AS "lastName", g.created_at AS "createdAt",
               s.spent::text AS spent
        FROM (
          SELECT guest_id, sum(amount) AS spent FROM (
            SELECT ${payments.guestId} AS guest_id, ${payments.amount} AS amount FROM ${payments}
            WHERE ${payments.status} IN ('completed', 'refunded')
              AND ${payments.createdAt} >= ${start} AND ${payments.createdAt} < ${end}
            UNION ALL
            SELECT ${payments.guestId}, -${paymentRefunds.amount} FROM ${paymentRefunds}
            JOIN ${payments} ON ${payments.id} = ${paymentRefunds.paymentId}
            WHERE ${paymentRefunds.createdAt} >= ${start} AND ${paymentRefunds.createdAt} < ${end}
          ) moves GROUP BY guest_id HAVING sum(amount) > 0
        ) s JOIN ${guests} g ON g.id = s.guest_id
        ORDER BY s.spent DESC, g.first_name, g.last_name, g.id
        LIMIT ${limit}`);
      return rows;
    },

    /** Guests with a reservation made in [start, end): new (none made before) and returning. */
    async newAndReturningGuests(start: Date, end: Date) {
      const { rows } = await db.execute<{ newGuests: number; returningGuests: number }>(sql`
        SELECT count(*) FILTER (WHERE NOT came_before)::int AS "newGuests", count(*) FILTER (WHERE came_before)::int AS "returningGuests"
        FROM (
          SELECT DISTINCT r.guest_id, EXISTS (
            SELECT 1 FROM ${reservations} earlier
            WHERE earlier.guest_id = r.guest_id AND earlier.status IN ${MADE_STATUSES} AND earlier.created_at < ${start}
          ) AS came_before
          FROM ${reservations} r
          WHERE r.status IN ${MADE_STATUSES} AND r.created_at >= ${start} AND r.created_at < ${end}
        ) g`);
      return rows[0]!;
    },

    // ------------------------------------------------------------------ the day's cash

    activeCashAccounts() {
      return db
        .select({ id: contasBancarias.id, nome: contasBancarias.nome })
        .from(contasBancarias)
        .where(and(eq(contasBancarias.tipo, "caixa"), eq(contasBancarias.isAtiva, true)))
        .orderBy(asc(contasBancarias.nome), asc(contasBancarias.id));
    },

    /** Each account's balance at the start of `date`: opening balance plus entries settled before it. */
    async openingBalances(ids: string[], date: string) {
      if (!ids.length) return [];
      const { rows } = await db.execute<{ id: string; saldo: string }>(sql`
        SELECT c.id, (c.saldo_inicial + coalesce((
          SELECT sum(CASE
            WHEN l.tipo = 'receita' THEN l.valor
            WHEN l.tipo = 'despesa' THEN -l.valor
            WHEN l.conta_destino_id = c.id THEN l.valor
            ELSE -l.valor END)
          FROM ${lancamentosFinanceiros} l
          WHERE (l.conta_bancaria_id = c.id OR l.conta_destino_id = c.id)
            AND l.status = 'PAGO' AND l.data_pagamento < ${date}::date
        ), 0))::text AS saldo
        FROM ${contasBancarias} c WHERE c.id IN (${sql.join(
          ids.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`);
      return rows;
    },

    /**
     * The entries settled on `date` in these accounts, classified: a payment of a stay (by method), its refund, or
     * another entry in or out (receitas and transfers in; despesas and transfers out).
     */
    async dayMoves(ids: string[], date: string) {
      if (!ids.length) return [];
      const list = sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      const { rows } = await db.execute<{
        contaId: string;
        kind: string;
        method: string | null;
        total: string;
        count: number;
      }>(sql`
        SELECT conta_id AS "contaId", kind, method, sum(valor)::text AS total, count(*)::int AS count FROM (
          SELECT c.id AS conta_id, l.valor,
            CASE
              WHEN p.id IS NOT NULL AND l.conta_bancaria_id = c.id THEN 'pagamento'
              WHEN pr.id IS NOT NULL AND l.conta_bancaria_id = c.id THEN 'estorno'
              WHEN l.tipo = 'receita' OR (l.tipo = 'transferencia' AND l.conta_destino_id = c.id) THEN 'entrada'
              ELSE 'saida' END AS kind,
            CASE WHEN p.id IS NOT NULL THEN p.method END AS method
          FROM ${contasBancarias} c
          JOIN ${lancamentosFinanceiros} l ON (l.conta_bancaria_id = c.id OR l.conta_destino_id = c.id)
          LEFT JOIN ${payments} p ON p.lancamento_id = l.id
          LEFT JOIN ${paymentRefunds} pr ON pr.lancamento_id = l.id
          WHERE c.id IN (${list}) AND l.status = 'PAGO' AND l.data_pagamento = ${date}::date
        ) moves GROUP BY 1, 2, 3`);
      return rows;
    },

    /** The closings of `date` for these accounts (open and reopened), newest first, with who closed and reopened. */
    closingsOf(ids: string[], date: string) {
      if (!ids.length) return Promise.resolve([]);
      return closingsWhere(and(inArray(fechamentosCaixa.contaBancariaId, ids), eq(fechamentosCaixa.data, date)));
    },

    async closingById(id: string) {
      const [row] = await closingsWhere(eq(fechamentosCaixa.id, id));
      return row;
    },

    /** The account's open closing of `date`, locked. */
    async lockOpenClosing(contaId: string, date: string) {
      const [row] = await db
        .select()
        .from(fechamentosCaixa)
        .where(
          and(
            eq(fechamentosCaixa.contaBancariaId, contaId),
            eq(fechamentosCaixa.data, date),
            isNull(fechamentosCaixa.reabertoEm),
          ),
        )
        .for("update");
      return row;
    },

    async lockClosing(id: string) {
      const [row] = await db.select().from(fechamentosCaixa).where(eq(fechamentosCaixa.id, id)).for("update");
      return row;
    },

    /** A closing, or 'duplicate' when the day of that account is already closed (the partial unique index). */
    async insertClosing(values: typeof fechamentosCaixa.$inferInsert) {
      try {
        const [row] = await db.insert(fechamentosCaixa).values(values).returning();
        return row!;
      } catch (error) {
        if (findPgError(error)?.code === "23505") return "duplicate" as const;
        throw error;
      }
    },

    async reopenClosing(id: string, userId: string, at: Date) {
      await db.update(fechamentosCaixa).set({ reabertoPor: userId, reabertoEm: at }).where(eq(fechamentosCaixa.id, id));
    },

    // ------------------------------------------------------------------ export pages (keyset, bounded)

    exportPayments(start: Date, end: Date, after: Keyset) {
      return db
        .select({
          id: payments.id,
          createdAt: payments.createdAt,
          /** The instant as PostgreSQL writes it (microseconds): the page's key, exact where a Date is not. */
          key: sql<string>`${payments.createdAt}::text`,
          firstName: guests.firstName,
          lastName: guests.lastName,
          roomNumber: rooms.number,
          method: payments.method,
          status: payments.status,
          amount: payments.amount,
          refundedAmount: payments.refundedAmount,
          description: payments.description,
          conta: contasBancarias.nome,
        })
        .from(payments)
        .leftJoin(guests, eq(guests.id, payments.guestId))
        .leftJoin(reservations, eq(reservations.id, payments.reservationId))
        .leftJoin(rooms, eq(rooms.id, reservations.roomId))
        .leftJoin(contasBancarias, eq(contasBancarias.id, payments.contaBancariaId))
        .where(
          and(
            sql`${payments.createdAt} >= ${start} AND ${payments.createdAt} < ${end}`,
            afterRow(payments.createdAt, payments.id, after, "timestamptz"),
          ),
        )
        .orderBy(asc(payments.createdAt), asc(payments.id))
        .limit(EXPORT_PAGE_SIZE);
    },

    /** Reservations with a night in [from, toNext), any status. */
    exportReservations(from: string, toNext: string, after: Keyset) {
      return db
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
        })
        .from(reservations)
        .leftJoin(guests, eq(guests.id, reservations.guestId))
        .leftJoin(rooms, eq(rooms.id, reservations.roomId))
        .where(
          and(
            sql`${reservations.checkInDate} < ${toNext}::date AND ${reservations.checkOutDate} > ${from}::date`,
            afterRow(reservations.checkInDate, reservations.id, after, "date"),
          ),
        )
        .orderBy(asc(reservations.checkInDate), asc(reservations.id))
        .limit(EXPORT_PAGE_SIZE);
    },

    /** Lançamentos dated in [from, to], any status. */
    exportLedger(from: string, to: string, after: Keyset) {
      const destino = alias(contasBancarias, "conta_destino");
      return db
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
        })
        .from(lancamentosFinanceiros)
        .leftJoin(contasBancarias, eq(contasBancarias.id, lancamentosFinanceiros.contaBancariaId))
        .leftJoin(destino, eq(destino.id, lancamentosFinanceiros.contaDestinoId))
        .where(
          and(
            sql`${lancamentosFinanceiros.dataLancamento} BETWEEN ${from}::date AND ${to}::date`,
            afterRow(lancamentosFinanceiros.dataLancamento, lancamentosFinanceiros.id, after, "date"),
          ),
        )
        .orderBy(asc(lancamentosFinanceiros.dataLancamento), asc(lancamentosFinanceiros.id))
        .limit(EXPORT_PAGE_SIZE);
    },

    /** Consumption charged in [start, end). Prices in centavos. */
    exportConsumption(start: Date, end: Date, after: Keyset) {
      return db
        .select({
          id: productConsumption.id,
          consumedAt: productConsumption.consumedAt,
          key: sql<string>`${productConsumption.consumedAt}::text`,
          firstName: guests.firstName,
          lastName: guests.lastName,
          product: products.name,
          quantity: productConsumption.quantity,
          unitPrice: productConsumption.unitPrice,
          totalAmount: productConsumption.totalAmount,
        })
        .from(productConsumption)
        .leftJoin(guests, eq(guests.id, productConsumption.guestId))
        .leftJoin(products, eq(products.id, productConsumption.productId))
        .where(
          and(
            sql`${productConsumption.consumedAt} >= ${start} AND ${productConsumption.consumedAt} < ${end}`,
            afterRow(productConsumption.consumedAt, productConsumption.id, after, "timestamptz"),
          ),
        )
        .orderBy(asc(productConsumption.consumedAt), asc(productConsumption.id))
        .limit(EXPORT_PAGE_SIZE);
    },
  };
}
