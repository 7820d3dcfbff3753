// The tarifário's rows (docs/product.md §15): price layers, restrictions, cancellation policies. Queries only; the
// rules (what a quote charges, what a write may change) are server/domain/rates.ts's.
import { and, asc, eq, sql } from "drizzle-orm";
import type { RateRestrictionRule } from "@shared/api/rates";
import type { RateKind, RoomType } from "@shared/enums";
import { cancellationPolicies, rateRestrictions, rates, type RateRow } from "@shared/schema/rates";
import type { DbOrTx } from "../db";
import { findPgError, isReferencedRowError } from "../db/pg-errors";

/** What storage.forQuote reads (JSON: dates as "YYYY-MM-DD", money as decimal strings). */
export interface QuoteInputs {
  room: { number: string; type: RoomType; capacity: number; extraBeds: number; pricePerNight: string } | null;
  rates: Array<{
    kind: RateKind;
    name: string;
    startDate: string | null;
    endDate: string | null;
    priority: number;
    prices: Record<string, unknown>;
    minStay: number | null;
    depositPercent: number | null;
    cancellationPolicyId: string | null;
  }>;
  restrictions: RateRestrictionRule[];
  policies: Array<{ id: string; name: string; rows: unknown; creditMonths: number }>;
  tarifario: unknown;
  pousada: unknown;
}

type RateValues = Omit<typeof rates.$inferInsert, "id" | "createdAt" | "updatedAt">;
type RestrictionValues = Omit<typeof rateRestrictions.$inferInsert, "id" | "createdAt">;
type PolicyValues = Omit<typeof cancellationPolicies.$inferInsert, "id" | "createdAt" | "updatedAt">;

const isUniqueViolation = (error: unknown) => findPgError(error)?.code === "23505";

/** Runs a delete; 'referenced' when a rate still names the row. */
async function removing(run: () => Promise<unknown[]>): Promise<"deleted" | "missing" | "referenced"> {
  try {
    return (await run()).length ? "deleted" : "missing";
  } catch (error) {
    if (isReferencedRowError(error)) return "referenced";
    throw error;
  }
}

export function ratesStorage(db: DbOrTx) {
  return {
    async listRates(): Promise<RateRow[]> {
      return db.select().from(rates).orderBy(asc(rates.startDate), asc(rates.name));
    },
    listRestrictions() {
      return db.select().from(rateRestrictions).orderBy(asc(rateRestrictions.startDate), asc(rateRestrictions.id));
    },
    listPolicies() {
      return db.select().from(cancellationPolicies).orderBy(asc(cancellationPolicies.name));
    },
    async policyById(id: string) {
      const [row] = await db.select().from(cancellationPolicies).where(eq(cancellationPolicies.id, id));
      return row;
    },

    /**
     * Everything a quote of [checkIn, checkOut) in the room reads, in one round trip: the room, the base and holiday
     * rates and the seasons and packages the stay overlaps, the restrictions on its type over the check-in to the
     * check-out day, the policies, and the 'tarifario' and 'pousada' settings.
     */
    async forQuote(roomId: string, checkIn: string, checkOut: string): Promise<QuoteInputs> {
      const { rows } = await db.execute<{ inputs: QuoteInputs }>(sql`
        WITH room AS (
          SELECT id, number, type, capacity, extra_beds, price_per_night FROM rooms WHERE id = ${roomId}
        )
        SELECT json_build_object(
          'room', (SELECT json_build_object('number', number, 'type', type, 'capacity', capacity,
                    'extraBeds', extra_beds, 'pricePerNight', price_per_night::text) FROM room),
          'rates', COALESCE((SELECT json_agg(json_build_object('kind', kind, 'name', name, 'startDate', start_date,
                    'endDate', end_date, 'priority', priority, 'prices', prices, 'minStay', min_stay,
                    'depositPercent', deposit_percent, 'cancellationPolicyId', cancellation_policy_id))
                    FROM rates WHERE kind IN ('base', 'holiday')
                      OR (start_date <= ${checkOut}::date AND end_date > ${checkIn}::date)), '[]'),
          'restrictions', COALESCE((SELECT json_agg(json_build_object('startDate', start_date, 'endDate', end_date,
                    'weekdays', weekdays, 'minStay', min_stay, 'maxStay', max_stay,
                    'closedToArrival', closed_to_arrival, 'closedToDeparture', closed_to_departure,
                    'stopSell', stop_sell))
                    FROM rate_restrictions
                    WHERE start_date <= ${checkOut}::date AND end_date >= ${checkIn}::date
                      AND (room_type IS NULL OR room_type = (SELECT type FROM room))), '[]'),
          'policies', COALESCE((SELECT json_agg(json_build_object('id', id, 'name', name, 'rows', rows,
                    'creditMonths', credit_months)) FROM cancellation_policies), '[]'),
          'tarifario', (SELECT value FROM settings WHERE key = 'tarifario'),
          'pousada', (SELECT value FROM settings WHERE key = 'pousada')
        ) AS inputs`);
      return rows[0]!.inputs;
    },

    /** The one base or holiday rate, created or replaced in one statement (parallel saves: the last one stands). */
    async putSingleton(kind: "base" | "holiday", values: Pick<RateValues, "name" | "prices" | "minStay">, at: Date) {
      const [row] = await db
        .insert(rates)
        .values({ kind, ...values, updatedAt: at })
        .onConflictDoUpdate({
          target: rates.kind,
          targetWhere: sql`${rates.kind} IN ('base', 'holiday')`,
          set: { prices: sql`excluded.prices`, minStay: sql`excluded.min_stay`, updatedAt: sql`excluded.updated_at` },
        })
        .returning();
      return row!;
    },
    async insertRate(values: RateValues) {
      const [row] = await db.insert(rates).values(values).returning();
      return row!;
    },
    async updateRate(kind: RateKind, id: string, values: Partial<RateValues>, at: Date) {
      const [row] = await db
        .update(rates)
        .set({ ...values, updatedAt: at })
        .where(and(eq(rates.id, id), eq(rates.kind, kind)))
        .returning();
      return row;
    },
    removeRate(kind: RateKind, id: string) {
      return removing(() =>
        db
          .delete(rates)
          .where(and(eq(rates.id, id), eq(rates.kind, kind)))
          .returning({ id: rates.id }),
      );
    },

    async insertRestriction(values: RestrictionValues) {
      const [row] = await db.insert(rateRestrictions).values(values).returning();
      return row!;
    },
    async updateRestriction(id: string, values: RestrictionValues) {
      const [row] = await db.update(rateRestrictions).set(values).where(eq(rateRestrictions.id, id)).returning();
      return row;
    },
    removeRestriction(id: string) {
      return removing(() =>
        db.delete(rateRestrictions).where(eq(rateRestrictions.id, id)).returning({ id: rateRestrictions.id }),
      );
    },

    /** A new policy, or 'duplicate' when its name is taken. */
    async insertPolicy(values: PolicyValues) {
      try {
        const [row] = await db.insert(cancellationPolicies).values(values).returning();
        return row!;
      } catch (error) {
        if (isUniqueViolation(error)) return "duplicate" as const;
        throw error;
      }
    },
    async updatePolicy(id: string, values: PolicyValues, at: Date) {
      try {
        const [row] = await db
          .update(cancellationPolicies)
          .set({ ...values, updatedAt: at })
          .where(eq(cancellationPolicies.id, id))
          .returning();
        return row;
      } catch (error) {
        if (isUniqueViolation(error)) return "duplicate" as const;
        throw error;
      }
    },
    removePolicy(id: string) {
      return removing(() =>
        db
          .delete(cancellationPolicies)
          .where(eq(cancellationPolicies.id, id))
          .returning({ id: cancellationPolicies.id }),
      );
    },
  };
}
