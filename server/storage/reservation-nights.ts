// reservation_nights: the nights a reservation was sold with, each with the price and rule the quote gave it
// (docs/decisions/0054). Written with the reservation, in its transaction; never by a change of the tarifário.
import { and, asc, eq, gte, lt, or, sql } from "drizzle-orm";
import { toCentavos } from "@shared/money";
import { reservationNights } from "@shared/schema/reservations";
import type { DbOrTx } from "../db";

export interface NightRow {
  date: string;
  price: string;
  rule: string;
}

export function reservationNightsStorage(db: DbOrTx) {
  return {
    /** The nights in date order ([] for a reservation made before the quote). */
    list(reservationId: string) {
      return db
        .select({ date: reservationNights.night, price: reservationNights.price, rule: reservationNights.rule })
        .from(reservationNights)
        .where(eq(reservationNights.reservationId, reservationId))
        .orderBy(asc(reservationNights.night));
    },
    /**
     * The nights [from, to) become `nights` (all of a stay's when `range` is not given); the rest stay as sold.
     */
    async replace(reservationId: string, nights: readonly NightRow[], range?: { from: string; to: string }) {
      const inRange = range
        ? and(gte(reservationNights.night, range.from), lt(reservationNights.night, range.to))
        : undefined;
      await db.delete(reservationNights).where(and(eq(reservationNights.reservationId, reservationId), inRange));
      const rows = nights
        .filter((n) => !range || (n.date >= range.from && n.date < range.to))
        .map((n) => ({ reservationId, night: n.date, price: n.price, rule: n.rule.slice(0, 160) }));
      if (rows.length) await db.insert(reservationNights).values(rows);
    },
    /** Drops the nights outside [checkInDate, checkOutDate): a stay cut short keeps only the nights it has. */
    async trim(reservationId: string, checkInDate: string, checkOutDate: string) {
      await db
        .delete(reservationNights)
        .where(
          and(
            eq(reservationNights.reservationId, reservationId),
            or(lt(reservationNights.night, checkInDate), gte(reservationNights.night, checkOutDate)),
          ),
        );
    },
    /**
     * What the nights [from, to) are worth of the agreed `totalAmount`, in centavos: its share pro rata by their
     * stored prices, rounded half up (a discount or an extra spreads over every night); null when the reservation
     * has no stored nights (made before the quote).
     */
    async valueCentavos(reservationId: string, totalAmount: string, from: string, to: string) {
      const [row] = await db
        .select({
          nights: sql<number>`count(*)::int`,
          all: sql<string>`coalesce(sum(${reservationNights.price}), 0)::text`,
          part: sql<string>`coalesce(sum(${reservationNights.price}) FILTER (WHERE ${reservationNights.night} >= ${from} AND ${reservationNights.night} < ${to}), 0)::text`,
        })
        .from(reservationNights)
        .where(eq(reservationNights.reservationId, reservationId));
      if (!row || row.nights === 0) return null;
      const all = toCentavos(row.all);
      const part = toCentavos(row.part);
      const total = toCentavos(totalAmount);
      return all === 0 ? 0 : Math.floor((2 * total * part + all) / (2 * all));
    },
  };
}
