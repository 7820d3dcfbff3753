// settings: one row per group of the pousada's settings, its value a JSON object validated by shared/validators on
// every write ('pousada': Dados da Pousada; 'geral': Configurações > Geral, the pousada's time zone among them).
import { eq, sql } from "drizzle-orm";
import { timeZoneOf, type PousadaTimeZone } from "@shared/pousada-time";
import { settings } from "@shared/schema/settings";
import type { DbOrTx } from "../db";

export function settingsStorage(db: DbOrTx) {
  return {
    async get(key: string): Promise<unknown> {
      const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
      return row?.value;
    },
    /**
     * The pousada's time zone (Configurações > Geral): one primary-key read per use, never cached in the process,
     * so every instance agrees the moment the owner saves it (docs/decisions/0021-the-pousada-time-zone.md).
     */
    async timeZone(): Promise<PousadaTimeZone> {
      const [row] = await db
        .select({ zone: sql<string | null>`${settings.value} ->> 'timeZone'` })
        .from(settings)
        .where(eq(settings.key, "geral"));
      return timeZoneOf(row?.zone);
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
