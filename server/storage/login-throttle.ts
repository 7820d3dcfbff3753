// login_throttle: the sign-in attempts counted per key in leaky buckets, on the database's clock
// (auth/local-login.ts sets the rules).
import { eq, sql } from "drizzle-orm";
import { loginThrottle } from "@shared/schema/users";
import type { DbOrTx } from "../db";

/** A leaky bucket: at most `limit` attempts counted, `leakPerSecond` of them forgotten every second. */
export interface ThrottleRule {
  limit: number;
  leakPerSecond: number;
}

export type ThrottleTake =
  { taken: true; levelBefore: number } | { taken: false; level: number; retryAfterSeconds: number };

/** The bucket's level at the database's now: the stored level, less what has leaked since it was stored. */
const levelNow = (leakPerSecond: number) => sql`GREATEST(0, ${loginThrottle.failures}
  - GREATEST(0, EXTRACT(EPOCH FROM now() - ${loginThrottle.updatedAt}))::float8 * ${leakPerSecond}::float8)`;

export function loginThrottleStorage(db: DbOrTx) {
  return {
    /**
     * Counts one attempt on `key` if the bucket, leaked down to now, has room for it. One upsert: concurrent
     * attempts on a key queue on its row lock and each sees the level the previous one left, so N parallel
     * attempts take at most `limit` places. Time is the database's, the same for every app instance.
     */
    async take(key: string, rule: ThrottleRule): Promise<ThrottleTake> {
      const taken = await db.execute<{ failures: number }>(sql`
        INSERT INTO ${loginThrottle} (key, failures, updated_at) VALUES (${key}, 1, now())
        ON CONFLICT (key) DO UPDATE
          SET failures = ${levelNow(rule.leakPerSecond)} + 1,
              updated_at = GREATEST(now(), ${loginThrottle.updatedAt})
          WHERE ${levelNow(rule.leakPerSecond)} + 1 <= ${rule.limit}
        RETURNING failures`);
      const row = taken.rows[0];
      if (row) return { taken: true, levelBefore: Number(row.failures) - 1 };
      const current = await db.execute<{ level: number }>(
        sql`SELECT ${levelNow(rule.leakPerSecond)} AS level FROM ${loginThrottle} WHERE key = ${key}`,
      );
      // Until the level has leaked down far enough for one more attempt (a bucket gone meanwhile has room now).
      const level = Number(current.rows[0]?.level ?? rule.limit - 1);
      const excess = level + 1 - rule.limit;
      return { taken: false, level, retryAfterSeconds: Math.max(1, Math.ceil(excess / rule.leakPerSecond)) };
    },
    /** The bucket's level at the database's now; 0 for a key with no bucket. */
    async levelOf(key: string, rule: ThrottleRule): Promise<number> {
      const { rows } = await db.execute<{ level: number }>(
        sql`SELECT ${levelNow(rule.leakPerSecond)} AS level FROM ${loginThrottle} WHERE key = ${key}`,
      );
      return Number(rows[0]?.level ?? 0);
    },
    /**
     * Takes back one counted attempt from each key (an attempt that tried no password, or a right one). One
     * statement per key: a statement that locked two rows would take them in the order it met them on disk, which
     * changes as rows are rewritten, so two sign-ins giving back the same two keys could each hold the other's row
     * (a deadlock, answered 503). One row at a time, nothing is held while waiting.
     */
    async giveBack(keys: string[]) {
      for (const key of [...new Set(keys)].sort()) {
        await db
          .update(loginThrottle)
          .set({ failures: sql`GREATEST(0, ${loginThrottle.failures} - 1)` })
          .where(eq(loginThrottle.key, key));
      }
    },
    /**
     * Deletes the keys' buckets, and sweeps away any bucket untouched for an hour, or made-up e-mails would pile
     * up: surely empty by then (with the rules of auth/local-login.ts the fullest, 100 at two a minute, is empty
     * in 50 minutes). The keys one by one as in giveBack; the sweep skips rows another statement holds (they are
     * in use, so not stale), so it never waits while holding rows either.
     */
    async clear(keys: string[]) {
      for (const key of [...new Set(keys)].sort()) await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
      await db.execute(sql`
        DELETE FROM ${loginThrottle} WHERE key IN (
          SELECT key FROM ${loginThrottle} WHERE ${loginThrottle.updatedAt} < now() - interval '1 hour'
          FOR UPDATE SKIP LOCKED)`);
    },
  };
}
