// settings: one row per group of the pousada's settings, its value a JSON object validated by shared/validators on
// every write ('pousada': Dados da Pousada; 'geral' later).
import { eq, sql } from "drizzle-orm";
import { settings } from "@shared/schema/settings";
import type { DbOrTx } from "../db";

export function settingsStorage(db: DbOrTx) {
  return {
    async get(key: string): Promise<unknown> {
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
      return row?.value;
    },
    /** Writes the group, creating it or replacing it, and who did it. */
    async put(key: string, value: unknown, updatedBy: string, at: Date) {
      await db
        .insert(settings)
        .values({ key, value, updatedBy, updatedAt: at })
        .onConflictDoUpdate({
          target: settings.key,
          set: { value: sql`excluded.value`, updatedBy: sql`excluded.updated_by`, updatedAt: sql`excluded.updated_at` },
        });
    },
  };
}
