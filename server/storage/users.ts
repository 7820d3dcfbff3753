// users and their sessions (the sign-in throttle is login-throttle.ts).
import { and, count, eq, sql } from "drizzle-orm";
import type { PublicUser } from "@shared/api/users";
import { sessions, users, type User } from "@shared/schema/users";
import type { DbOrTx } from "../db";

/** An account as stored (the password hash included: never send it as is, see publicUser). */
export type UserRow = User;

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

export function usersStorage(db: DbOrTx) {
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
    async anyExists() {
      const result = await db.execute<{ found: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM ${users}) AS found`);
      return Boolean(result.rows[0]?.found);
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
    async ownerExists() {
      const result = await db.execute<{ found: boolean }>(
        sql`SELECT EXISTS (SELECT 1 FROM ${users} WHERE ${users.role} = 'owner') AS found`,
      );
      return Boolean(result.rows[0]?.found);
    },
    /**
     * Creates an owner only while there is none (OWNER_EMAIL at start-up). Instances starting together take turns on
     * a transaction lock, so only one creates it; an e-mail held by another account is left alone (undefined).
     */
    async createOwnerIfNone(values: Omit<typeof users.$inferInsert, "role">) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('users.owner_from_env'))`);
        const result = await tx.execute<{ id: string }>(sql`
          INSERT INTO ${users} (email, first_name, last_name, password_hash, role)
          SELECT ${values.email}, ${values.firstName}, ${values.lastName}, ${values.passwordHash}, 'owner'
          WHERE NOT EXISTS (SELECT 1 FROM ${users} WHERE role = 'owner')
          ON CONFLICT (email) DO NOTHING
          RETURNING id`);
        return result.rows[0]?.id;
      });
    },
    /**
     * Updates an account. A change of role or of active state also ends the account's sessions in the same
     * transaction, because sessions carry the role and requests do not look the account up again. (Inside a
     * caller's transaction, this one is a savepoint of it.)
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
    /** Sets a new password and ends the account's sessions with it: whoever knew the old one is signed out. */
    async replacePassword(id: string, passwordHash: string) {
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
        await tx.delete(sessions).where(sql`${sessions.sess}->>'userId' = ${id}`);
      });
    },
    /** Configurações > Usuários: every account, owners first, then by e-mail. */
    async list() {
      return db
        .select()
        .from(users)
        .orderBy(sql`${users.role} <> 'owner'`, users.email);
    },
    /** Locks the active owners' rows (in id order), so two owners cannot demote or deactivate each other at once. */
    async lockActiveOwners() {
      return db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, "owner"), eq(users.isActive, true)))
        .orderBy(users.id)
        .for("update");
    },
    async lockById(id: string) {
      const [user] = await db.select().from(users).where(eq(users.id, id)).for("update");
      return user;
    },
    async markLogin(id: string) {
      await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, id));
    },
  };
}
