import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { LIVE_RESERVATION_STATUSES, RESERVATION_STATUSES } from "@shared/enums";
import { guests } from "@shared/schema/guests";
import { reservations } from "@shared/schema/reservations";
import { rooms } from "@shared/schema/rooms";
import { resetDatabase, testDatabase } from "../test/harness";
import { holdsRoom } from "../storage/reservations";
import { findPgError } from "./pg-errors";
import type { Database } from "./index";

let database: Database;
let roomId: string;
let otherRoomId: string;
let guestId: string;

beforeAll(async () => {
  database = await testDatabase();
});

beforeEach(async () => {
  await resetDatabase(database);
  const created = await database.db
    .insert(rooms)
    .values([
      { number: "1", pricePerNight: "100.00" },
      { number: "2", pricePerNight: "100.00" },
    ])
    .returning();
  roomId = created[0]!.id;
  otherRoomId = created[1]!.id;
  const [guest] = await database.db
    .insert(guests)
    .values({ firstName: "Ana", lastName: "Lima", phone: "11988887777" })
    .returning();
  guestId = guest!.id;
});

const book = (checkInDate: string, checkOutDate: string, extra: Partial<typeof reservations.$inferInsert> = {}) =>
  database.db
    .insert(reservations)
    .values({ guestId, roomId, checkInDate, checkOutDate, status: "confirmed", ...extra })
    .returning();

const sqlState = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return "ok";
  } catch (error) {
    return findPgError(error)?.code ?? String(error);
  }
};

describe("no double booking, enforced by the database", () => {
  it("refuses an overlapping live reservation of the same room with SQLSTATE 23P01", async () => {
    await book("2026-12-10", "2026-12-15");
    expect(await sqlState(book("2026-12-14", "2026-12-16"))).toBe("23P01");
    expect(await sqlState(book("2026-12-08", "2026-12-11"))).toBe("23P01");
    expect(await sqlState(book("2026-12-11", "2026-12-12", { status: "pending" }))).toBe("23P01");
  });

  it("allows back-to-back stays and the same dates in another room", async () => {
    await book("2026-12-10", "2026-12-15");
    expect(await sqlState(book("2026-12-15", "2026-12-17"))).toBe("ok");
    expect(await sqlState(book("2026-12-05", "2026-12-10"))).toBe("ok");
    expect(await sqlState(book("2026-12-10", "2026-12-15", { roomId: otherRoomId }))).toBe("ok");
  });

  it("lets cancelled and no-show reservations release the room, but not re-open over a new booking", async () => {
    const [cancelled] = await book("2026-12-10", "2026-12-15", { status: "cancelled" });
    await book("2026-12-01", "2026-12-03", { status: "no_show" });
    expect(await sqlState(book("2026-12-01", "2026-12-12"))).toBe("ok");
    const reopen = database.db
      .update(reservations)
      .set({ status: "pending" })
      .where(eq(reservations.id, cancelled!.id));
    expect(await sqlState(reopen)).toBe("23P01");
  });

  it("refuses a check-out that is not after the check-in", async () => {
    expect(await sqlState(book("2026-12-10", "2026-12-10"))).toBe("23514");
  });

  it("lets exactly the LIVE_RESERVATION_STATUSES hold a room", async () => {
    const holding: string[] = [];
    for (const [i, status] of RESERVATION_STATUSES.entries()) {
      // a night of its own for each status, then a confirmed stay over it
      const night = `2026-11-${String(10 + i * 2).padStart(2, "0")}`;
      const next = `2026-11-${String(11 + i * 2).padStart(2, "0")}`;
      await book(night, next, { status });
      if ((await sqlState(book(night, next))) === "23P01") holding.push(status);
    }
    expect(holding).toEqual([...LIVE_RESERVATION_STATUSES]);
  });

  it("has the predicate the storage writes, literally, so the planner may use its index for availability", async () => {
    const predicateOf = `SELECT pg_get_expr(i.indpred, i.indrelid) AS predicate FROM pg_index i
      JOIN pg_class c ON c.oid = i.indexrelid WHERE c.relname = $1`;
    const client = await database.pool.connect();
    try {
      const constraint = await client.query(predicateOf, ["reservations_no_overlap"]);
      // PostgreSQL's own reading of holdsRoom: the predicate of a partial index made from it, then rolled back.
      await client.query("BEGIN");
      const { sql: where, params } = new PgDialect().sqlToQuery(holdsRoom);
      expect(params).toEqual([]);
      await client.query(`CREATE INDEX holds_room_probe ON reservations (id) WHERE ${where}`);
      const storage = await client.query(predicateOf, ["holds_room_probe"]);
      await client.query("ROLLBACK");
      expect(constraint.rows[0]?.predicate).toMatch(/status/);
      expect(storage.rows[0]?.predicate).toBe(constraint.rows[0]?.predicate);
    } finally {
      client.release();
    }
  });
});
