import { asc, eq, ilike, or, sql } from "drizzle-orm";
import { guests, type InsertGuest } from "@shared/schema";
import { onlyDigits } from "@shared/identity";
import type { Db } from "../db";
import { isReferencedRowError } from "../db/pg-errors";

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function guestsStorage(db: Db) {
  return {
    /** All guests by name; `search` matches names and e-mail (any case) and phone digits (substring). */
    list(search?: string) {
      const term = search?.trim();
      const digits = term ? onlyDigits(term) : "";
      const where = term
        ? or(
            ilike(guests.firstName, `%${escapeLike(term)}%`),
            ilike(guests.lastName, `%${escapeLike(term)}%`),
            ilike(sql`${guests.firstName} || ' ' || ${guests.lastName}`, `%${escapeLike(term)}%`),
            ilike(guests.email, `%${escapeLike(term)}%`),
            digits ? sql`${guests.phone} LIKE ${`%${digits}%`}` : undefined,
          )
        : undefined;
      return db.select().from(guests).where(where).orderBy(asc(guests.firstName), asc(guests.lastName));
    },
    async findById(id: string) {
      const [guest] = await db.select().from(guests).where(eq(guests.id, id));
      return guest;
    },
    async create(values: InsertGuest) {
      const [guest] = await db.insert(guests).values(values).returning();
      return guest!;
    },
    async update(id: string, values: Partial<InsertGuest>) {
      const [guest] = await db
        .update(guests)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(guests.id, id))
        .returning();
      return guest;
    },
    /** Deletes a guest nothing refers to; 'referenced' when reservations, payments or stays point at them. */
    async remove(id: string): Promise<
      { outcome: "deleted"; documentPhotoUrl: string | null } | { outcome: "missing" } | { outcome: "referenced" }
    > {
      try {
        const [deleted] = await db
          .delete(guests)
          .where(eq(guests.id, id))
          .returning({ documentPhotoUrl: guests.documentPhotoUrl });
        return deleted ? { outcome: "deleted", documentPhotoUrl: deleted.documentPhotoUrl } : { outcome: "missing" };
      } catch (error) {
        if (isReferencedRowError(error)) return { outcome: "referenced" };
        throw error;
      }
    },
  };
}
