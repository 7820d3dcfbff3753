// The tarifário's rows (docs/product.md §15): price layers, restrictions, cancellation policies. Queries only; the
// rules (what a quote charges, what a write may change) are server/domain/rates.ts's.
import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { RateKind, RoomType } from "@shared/enums";
import { cancellationPolicies, rateRestrictions, rates, type RateRow } from "@shared/schema/rates";
import type { DbOrTx } from "../db";
import { findPgError, isReferencedRowError } from "../db/pg-errors";

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

    /** What a quote of [checkIn, checkOut) reads: the base and holiday rates, the seasons and packages it overlaps. */
    ratesForStay(checkIn: string, checkOut: string) {
      return db
        .select()
        .from(rates)
        .where(
          or(
            inArray(rates.kind, ["base", "holiday"]),
            and(lte(rates.startDate, sql`${checkOut}::date`), gt(rates.endDate, sql`${checkIn}::date`)),
          ),
        );
    },
    /** The restrictions on the room type (or all types) over the check-in to the check-out day inclusive. */
    restrictionsForStay(roomType: RoomType, checkIn: string, checkOut: string) {
      return db
        .select()
        .from(rateRestrictions)
        .where(
          and(
            lte(rateRestrictions.startDate, sql`${checkOut}::date`),
            sql`${rateRestrictions.endDate} >= ${checkIn}::date`,
            or(isNull(rateRestrictions.roomType), eq(rateRestrictions.roomType, roomType)),
          ),
        );
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
