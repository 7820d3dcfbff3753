// Reservations with a deposit (sinal) still to be paid (docs/product.md §15.5, docs/decisions/0055): those the
// release job takes, judged on the database's clock, and the front desk's 'Aguardando sinal' list. Both read the
// partial index reservations_deposit_due_idx (pending reservations with a deadline).
import { and, asc, eq, gt, isNotNull, lte, notExists, sql } from "drizzle-orm";
import { reservationCancellations } from "@shared/schema/credits";
import { guests } from "@shared/schema/guests";
import { reservations } from "@shared/schema/reservations";
import { rooms } from "@shared/schema/rooms";
import type { DbOrTx } from "../db";
import { billFigures } from "./billing";

/** Pending, with a deposit above zero and a deadline. */
const awaitingDeposit = and(
  eq(reservations.status, "pending"),
  isNotNull(reservations.depositDueAt),
  gt(reservations.depositAmount, "0"),
);

/** Its deadline has passed by the database's clock (the transaction's instant). */
const pastDue = lte(reservations.depositDueAt, sql`now()`);

/** A reservation cancelled once and brought back by hand is the clerk's: the job does not release it again. */
const neverCancelled = notExists(
  sql`(SELECT 1 FROM ${reservationCancellations} WHERE ${reservationCancellations.reservationId} = ${reservations.id})`,
);

export function depositsStorage(db: DbOrTx) {
  return {
    /** Ids of pending reservations past their deadline (paid or not: the job checks under the lock), soonest first. */
    async pastDueIds(limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: reservations.id })
        .from(reservations)
        .where(and(awaitingDeposit, pastDue, neverCancelled))
        .orderBy(asc(reservations.depositDueAt), asc(reservations.id))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /**
     * The reservation locked, if it is still pending and past its deadline once the lock is held (PostgreSQL checks
     * the row again after waiting for it: a payment that confirmed it meanwhile leaves nothing here).
     */
    async lockPastDue(id: string) {
      const [row] = await db
        .select()
        .from(reservations)
        .where(and(eq(reservations.id, id), awaitingDeposit, pastDue, neverCancelled))
        .for("update");
      return row;
    },

    /** The database's instant (the transaction's): the job's clock. */
    async now(): Promise<Date> {
      const { rows } = await db.execute<{ ms: string }>(sql`SELECT (extract(epoch FROM now()) * 1000)::bigint AS ms`);
      return new Date(Number(rows[0]!.ms));
    },

    async setCancellationReason(reservationId: string, reason: string) {
      await db
        .update(reservationCancellations)
        .set({ reason })
        .where(eq(reservationCancellations.reservationId, reservationId));
    },

    /** 'Aguardando sinal': pending reservations whose payments are below the deposit, soonest deadline first. */
    awaiting(limit: number) {
      return db
        .select({
          reservationId: reservations.id,
          guest: { firstName: guests.firstName, lastName: guests.lastName },
          roomNumber: rooms.number,
          checkInDate: reservations.checkInDate,
          depositAmount: reservations.depositAmount,
          depositDueAt: reservations.depositDueAt,
          paidCentavos: billFigures.paidCentavos,
        })
        .from(reservations)
        .innerJoin(guests, eq(guests.id, reservations.guestId))
        .innerJoin(rooms, eq(rooms.id, reservations.roomId))
        .where(and(awaitingDeposit, sql`${billFigures.paidCentavos} < ${reservations.depositAmount} * 100`))
        .orderBy(asc(reservations.depositDueAt), asc(reservations.id))
        .limit(limit);
    },
  };
}
