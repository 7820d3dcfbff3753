// One-time links that bring a colleague in or give an account a new password (table user_invitations).
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { userInvitations } from "@shared/schema/settings";
import type { DbOrTx } from "../db";

export function invitationsStorage(db: DbOrTx) {
  return {
    async create(values: typeof userInvitations.$inferInsert) {
      const [invitation] = await db.insert(userInvitations).values(values).returning();
      return invitation!;
    },
    /** A link still usable: not used, not expired (by the database's clock). */
    async findUsable(tokenHash: string) {
      const [invitation] = await db
        .select()
        .from(userInvitations)
        .where(
          and(
            eq(userInvitations.tokenHash, tokenHash),
            isNull(userInvitations.usedAt),
            gt(userInvitations.expiresAt, sql`now()`),
          ),
        );
      return invitation;
    },
    /**
     * Marks a usable link used and returns it; one statement, so of two simultaneous acceptances only one gets
     * the row. Undefined when the link is unknown, used or expired.
     */
    async consume(tokenHash: string) {
      const [invitation] = await db
        .update(userInvitations)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(userInvitations.tokenHash, tokenHash),
            isNull(userInvitations.usedAt),
            gt(userInvitations.expiresAt, sql`now()`),
          ),
        )
        .returning();
      return invitation;
    },
    /** A new link replaces the account's earlier ones: only the latest link works. */
    async revokeForUser(userId: string) {
      await db
        .update(userInvitations)
        .set({ usedAt: sql`now()` })
        .where(and(eq(userInvitations.userId, userId), isNull(userInvitations.usedAt)));
    },
  };
}
