import { and, count, eq, inArray, sql } from "drizzle-orm";
import { loginThrottle, sessions, users, type PublicUser, type User } from "@shared/schema";
import type { Db } from "../db";

export const publicUser = (user: User): PublicUser => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  profileImageUrl: user.profileImageUrl,
  role: user.role,
  createdAt: user.createdAt,
  lastLoginAt: user.lastLoginAt,
});

export function usersStorage(db: Db) {
  return {
    async findById(id: string) {
      const [user] = await db.select().from(users).where(eq(users.id, id));
      return user;
    },
    async findByEmail(email: string) {
      const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
      return user;
    },
    async findByOidcIdentity(issuer: string, subject: string) {
      const [user] = await db
        .select()
        .from(users)
        .where(and(eq(users.oidcIssuer, issuer), eq(users.oidcSubject, subject)));
      return user;
    },
    async count() {
      const [row] = await db.select({ n: count() }).from(users);
      return row?.n ?? 0;
    },
    async create(values: typeof users.$inferInsert) {
      const [user] = await db.insert(users).values(values).returning();
      return user!;
    },
    /**
     * Creates the first account as owner, only while there is no account at all; the check and the insert are
     * one statement, so two simultaneous set-ups cannot both win. Returns undefined when an account exists.
     */
    async createFirstOwner(values: Omit<typeof users.$inferInsert, "role">) {
      const result = await db.execute<{ id: string }>(sql`
        INSERT INTO ${users} (email, first_name, last_name, password_hash, role)
        SELECT ${values.email}, ${values.firstName}, ${values.lastName}, ${values.passwordHash}, 'owner'
        WHERE NOT EXISTS (SELECT 1 FROM ${users})
        RETURNING id`);
      return result.rows[0]?.id;
    },
    /**
     * Updates an account. A change of role or of active state also ends the account's sessions in the same
     * transaction, because sessions carry the role and requests do not look the account up again.
     */
    async update(id: string, values: Partial<typeof users.$inferInsert>) {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .update(users)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning();
        if (values.role !== undefined || values.isActive !== undefined) {
          await tx.delete(sessions).where(sql`${sessions.sess}->>'userId' = ${id}`);
        }
        return user;
      });
    },
    async markLogin(id: string) {
      await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, id));
    },
  };
}

export function loginThrottleStorage(db: Db) {
  return {
    async get(keys: string[]) {
      return db.select().from(loginThrottle).where(inArray(loginThrottle.key, keys));
    },
    /** Counts one more failure for each key and blocks it for `blockFor(failures)` seconds. */
    async recordFailure(keys: string[], blockSeconds: (failures: number) => number) {
      for (const key of keys) {
        const [row] = await db
          .insert(loginThrottle)
          .values({ key, failures: 1 })
          .onConflictDoUpdate({
            target: loginThrottle.key,
            set: { failures: sql`${loginThrottle.failures} + 1`, updatedAt: new Date() },
          })
          .returning();
        const seconds = blockSeconds(row!.failures);
        if (seconds > 0) {
          await db
            .update(loginThrottle)
            .set({ blockedUntil: new Date(Date.now() + seconds * 1000) })
            .where(eq(loginThrottle.key, key));
        }
      }
    },
    async clear(keys: string[]) {
      await db.delete(loginThrottle).where(inArray(loginThrottle.key, keys));
    },
  };
}
