// guest_sensitive_data: a guest's race and disability (LGPD art. 5 II), read only by the FNRH's own reads.
import { eq, inArray } from "drizzle-orm";
import { guestSensitiveData } from "@shared/schema/guests";
import type { DbOrTx } from "../db";

export interface SensitiveValues {
  race?: string | null;
  disability?: string | null;
  disabilityType?: string | null;
}

export function guestSensitiveStorage(db: DbOrTx) {
  return {
    /** Writes the fields sent (an absent one keeps its value); nothing sent writes nothing. */
    async put(guestId: string, values: SensitiveValues) {
      const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
      if (!Object.keys(set).length) return;
      await db
        .insert(guestSensitiveData)
        .values({ guestId, ...set })
        .onConflictDoUpdate({ target: guestSensitiveData.guestId, set: { ...set, updatedAt: new Date() } });
    },
    async ofGuests(guestIds: string[]) {
      if (!guestIds.length) return new Map<string, SensitiveValues>();
      const rows = await db.select().from(guestSensitiveData).where(inArray(guestSensitiveData.guestId, guestIds));
      return new Map(
        rows.map((r) => [r.guestId, { race: r.race, disability: r.disability, disabilityType: r.disabilityType }]),
      );
    },
    async of(guestId: string) {
      const [row] = await db.select().from(guestSensitiveData).where(eq(guestSensitiveData.guestId, guestId));
      return row;
    },
  };
}
