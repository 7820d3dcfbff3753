// The `sessions` table as an express-session store. Every API request reads its session here, so the read is one
// indexed SELECT on the read pipeline (server/db/read-pipeline.ts), prepared once where the database allows it;
// nothing is written unless the session itself changes (sign-in, the single sign-on state, sign-out). Rows keep
// connect-pg-simple's layout (sid, sess json, expire), so sessions stored before this store existed stay valid.
import session from "express-session";
import type pg from "pg";
import { readsOf } from "../db";

/** Expiry of a session whose cookie has none (a browser-session cookie); the app always sets a maxAge. */
const DEFAULT_TTL_MS = 24 * 60 * 60 * 1000;

type Done = (error?: unknown) => void;

export class PgSessionStore extends session.Store {
  private readonly readStatement: pg.QueryConfig<[string]>;
  private readonly requestStatement: pg.QueryConfig<[string]>;
  private readonly pruneTimer: NodeJS.Timeout;

  constructor(
    private readonly pool: pg.Pool,
    options: { pruneIntervalMs: number; onPruneError: (error: unknown) => void },
  ) {
    super();
    this.readStatement = {
      name: "hospeda_session_get",
      // `expire` is a timestamp without time zone written through to_timestamp(): both sides of the comparison
      // are read in the connection's time zone, as when the row was written.
      text: "SELECT sess FROM sessions WHERE sid = $1 AND expire > now()",
    };
    // The same read, and in the same statement the rooms list's version (migrations/0037), which GET /api/rooms
    // compares with its copy of the list (docs/decisions/0075): no second round trip. Scalar subqueries, so the
    // statement answers one row whether or not either is there.
    this.requestStatement = {
      name: "hospeda_session_request",
      text: `SELECT (SELECT sess FROM sessions WHERE sid = $1 AND expire > now()) AS sess,
        (SELECT version::text FROM rooms_version) AS rooms_version`,
    };
    // Expired rows are already invisible to get(); this only keeps the table small.
    this.pruneTimer = setInterval(() => {
      this.pool.query("DELETE FROM sessions WHERE expire <= now()").catch(options.onPruneError);
    }, options.pruneIntervalMs);
    this.pruneTimer.unref();
  }

  override get(sid: string, done: (error: unknown, session?: session.SessionData | null) => void) {
    readsOf(this.pool)
      .query<{ sess: session.SessionData }>({ ...this.readStatement, values: [sid] })
      .then(
        ({ rows }) => done(null, rows[0]?.sess ?? null),
        (error) => done(error),
      );
  }

  /**
   * The session of an API request (requireAuth), or null, with the rooms list's version as the same statement read
   * it (null if the row is missing: then nothing is served from a copy).
   */
  async readForRequest(sid: string): Promise<{ session: session.SessionData | null; roomsVersion: bigint | null }> {
    const { rows } = await readsOf(this.pool).query<{ sess: session.SessionData | null; rooms_version: string | null }>(
      { ...this.requestStatement, values: [sid] },
    );
    const row = rows[0];
    return {
      session: row?.sess ?? null,
      roomsVersion: row?.rooms_version == null ? null : BigInt(row.rooms_version),
    };
  }

  override set(sid: string, sess: session.SessionData, done?: Done) {
    const expiresMs = sess.cookie.expires ? new Date(sess.cookie.expires).getTime() : Date.now() + DEFAULT_TTL_MS;
    this.pool
      .query(
        `INSERT INTO sessions (sid, sess, expire) VALUES ($1, $2, to_timestamp($3))
         ON CONFLICT (sid) DO UPDATE SET sess = excluded.sess, expire = excluded.expire`,
        [sid, JSON.stringify(sess), expiresMs / 1000],
      )
      .then(
        () => done?.(),
        (error) => done?.(error),
      );
  }

  override destroy(sid: string, done?: Done) {
    this.pool.query("DELETE FROM sessions WHERE sid = $1", [sid]).then(
      () => done?.(),
      (error) => done?.(error),
    );
  }

  // No touch(): the expiry is fixed at sign-in (see sessionMiddleware), so express-session writes nothing back
  // for a request that leaves the session as it found it.

  /** Stops the pruning timer (tests that build many apps on one pool). */
  close() {
    clearInterval(this.pruneTimer);
  }
}
