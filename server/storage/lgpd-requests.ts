// A guest's requests under the LGPD, the hold and consents on their row, and who looked at their data (the audit
// entries about them): docs/product.md §18.
import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import { guests } from "@shared/schema/guests";
import { lgpdRequests } from "@shared/schema/lgpd";
import { auditLog } from "@shared/schema/settings";
import { users } from "@shared/schema/users";
import type { ConsentChannel, ChannelConsent, LgpdRequestKind } from "@shared/lgpd";
import type { DbOrTx } from "../db";

/** The newest entries of a guest's access history shown on their page. */
const ACCESS_LOG_LIMIT = 100;

export function lgpdRequestsStorage(db: DbOrTx) {
  return {
    list: (guestId: string) =>
      db.select().from(lgpdRequests).where(eq(lgpdRequests.guestId, guestId)).orderBy(desc(lgpdRequests.requestedOn)),

    async add(values: {
      guestId: string;
      kind: LgpdRequestKind;
      requestedOn: string;
      dueOn: string;
      createdBy: string;
    }) {
      const [row] = await db.insert(lgpdRequests).values(values).returning();
      return row!;
    },

    /** Marks the request answered once: a second answer leaves the first instant. */
    async answer(guestId: string, id: string, at: Date) {
      const [row] = await db
        .update(lgpdRequests)
        .set({ answeredAt: sql`coalesce(${lgpdRequests.answeredAt}, ${at.toISOString()}::timestamptz)` })
        .where(and(eq(lgpdRequests.id, id), eq(lgpdRequests.guestId, guestId)))
        .returning();
      return row;
    },

    async setHold(guestId: string, reason: string | null, until: string | null) {
      const [row] = await db
        .update(guests)
        .set({ retentionHoldReason: reason, retentionHoldUntil: until })
        .where(and(eq(guests.id, guestId), isNull(guests.anonymizedAt)))
        .returning({ id: guests.id });
      return Boolean(row);
    },

    /** One channel's consent set in place (jsonb_set), so two channels saved at once both stay. */
    async setConsent(guestId: string, channel: ConsentChannel, consent: ChannelConsent) {
      const [row] = await db
        .update(guests)
        .set({
          consents: sql`jsonb_set(${guests.consents}, ${`{${channel}}`}::text[], ${JSON.stringify(consent)}::jsonb)`,
        })
        .where(and(eq(guests.id, guestId), isNull(guests.anonymizedAt)))
        .returning({ consents: guests.consents });
      return row?.consents;
    },

    /** Who did what to or looked at the guest's data: entries on their record, and their document's views. */
    accessLog: (guestId: string) =>
      db
        .select({
          at: auditLog.at,
          action: auditLog.action,
          entity: auditLog.entity,
          path: auditLog.path,
          userEmail: auditLog.userEmail,
          userName: sql<string | null>`nullif(trim(concat_ws(' ', ${users.firstName}, ${users.lastName})), '')`,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.userId))
        .where(
          or(
            eq(auditLog.entityId, guestId),
            sql`${auditLog.details} ? 'guestId' AND ${auditLog.details}->>'guestId' = ${guestId}`,
          ),
        )
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(ACCESS_LOG_LIMIT),
  };
}
