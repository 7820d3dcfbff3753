import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import type session from "express-session";
import { createUser, resetDatabase, signedInAgent, testApp, testDatabase } from "../test/harness";
import type { Database } from "../db";
import { PgSessionStore } from "./session-store";

let database: Database;
let app: ReturnType<typeof testApp>;
const stores: PgSessionStore[] = [];

const newStore = (pruneIntervalMs = 60_000) => {
  const store = new PgSessionStore(database.pool, {
    pruneIntervalMs,
    onPruneError: (error) => expect.fail(String(error)),
  });
  stores.push(store);
  return store;
};
const get = (store: PgSessionStore, sid: string) =>
  new Promise<session.SessionData | null | undefined>((resolve, reject) =>
    store.get(sid, (error, sess) => (error ? reject(error) : resolve(sess))),
  );
const sessionRows = async () =>
  (await database.pool.query<{ sid: string; sess: { userId?: string }; expire: Date }>("SELECT * FROM sessions")).rows;

beforeAll(async () => {
  database = await testDatabase();
});

beforeEach(async () => {
  await resetDatabase(database);
  app = testApp(database);
  await createUser(database, { email: "recepcao@example.com", role: "employee" });
});

afterEach(() => {
  for (const store of stores.splice(0)) store.close();
});

describe("sessions in PostgreSQL", () => {
  it("stores the signed-in user with the cookie's one-week expiry, and nothing more per request", async () => {
    const agent = await signedInAgent(app, "recepcao@example.com");
    const [row] = await sessionRows();
    expect(row!.sess).toMatchObject({ userId: expect.any(String), role: "employee" });
    const { rows } = await database.pool.query<{ days: number }>(
      "SELECT extract(epoch FROM expire - now()::timestamp) / 86400 AS days FROM sessions",
    );
    expect(Number(rows[0]!.days)).toBeCloseTo(7, 2);

    await agent.get("/api/rooms").expect(200);
    await agent.get("/api/rooms").expect(200);
    // A read leaves the row as it was: no touch, no re-save, no new session.
    expect(await sessionRows()).toEqual([row]);
  });

  it("refuses a signed-in browser on its very next request once its session row is gone", async () => {
    const agent = await signedInAgent(app, "recepcao@example.com");
    await agent.get("/api/rooms").expect(200);
    await database.pool.query("DELETE FROM sessions");
    await agent.get("/api/rooms").expect(401);
  });

  it("refuses an expired session, though its row is still there", async () => {
    const agent = await signedInAgent(app, "recepcao@example.com");
    await database.pool.query("UPDATE sessions SET expire = now() - interval '1 second'");
    await agent.get("/api/rooms").expect(401);
    await agent.get("/api/auth/user").expect(401);
  });

  it("reads rows in connect-pg-simple's layout, so sessions from before stay signed in", async () => {
    const sess = { cookie: { originalMaxAge: 1000, httpOnly: true, path: "/" }, userId: "u1", role: "owner" };
    await database.db.execute(
      sql`INSERT INTO sessions (sid, sess, expire) VALUES ('old', ${JSON.stringify(sess)}, to_timestamp(${Date.now() / 1000 + 60}))`,
    );
    expect(await get(newStore(), "old")).toEqual(sess);
    expect(await get(newStore(), "unknown")).toBeNull();
  });

  it("deletes expired rows in the background and keeps live ones", async () => {
    await database.db.execute(sql`INSERT INTO sessions (sid, sess, expire) VALUES
      ('expired', '{}', now() - interval '1 minute'), ('live', '{}', now() + interval '1 hour')`);
    newStore(20);
    await vi.waitFor(async () => expect((await sessionRows()).map((r) => r.sid)).toEqual(["live"]), { timeout: 5_000 });
  });
});
