import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { LIVE_RESERVATION_STATUSES, RESERVATION_STATUSES } from "@shared/enums";
import { guests } from "@shared/schema/guests";
import { reservations } from "@shared/schema/reservations";
import { rooms } from "@shared/schema/rooms";
import { resetDatabase, testDatabase } from "../test/harness";
import { reservationSegments } from "@shared/schema/reservation-segments";
import { holdsRoom } from "../storage/reservation-segments";
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

describe("no double booking, enforced by the database on the segments", () => {
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
      const constraint = await client.query(predicateOf, ["reservation_segments_no_overlap"]);
      // PostgreSQL's own reading of holdsRoom: the predicate of a partial index made from it, then rolled back.
      await client.query("BEGIN");
      const { sql: where, params } = new PgDialect().sqlToQuery(holdsRoom);
      expect(params).toEqual([]);
      await client.query(`CREATE INDEX holds_room_probe ON reservation_segments (id) WHERE ${where}`);
      const storage = await client.query(predicateOf, ["holds_room_probe"]);
      await client.query("ROLLBACK");
      expect(constraint.rows[0]?.predicate).toMatch(/live/);
      expect(storage.rows[0]?.predicate).toBe(constraint.rows[0]?.predicate);
    } finally {
      client.release();
    }
  });

  it("has no reservation-level constraint left: the segments carry the guarantee", async () => {
    const { rows } = await database.pool.query(
      "SELECT conname FROM pg_constraint WHERE conname IN ('reservations_no_overlap', 'reservation_segments_no_overlap')",
    );
    expect(rows).toEqual([{ conname: "reservation_segments_no_overlap" }]);
  });

  it("gives every new reservation its one segment, live as its status", async () => {
    const [live] = await book("2026-12-10", "2026-12-15");
    const [released] = await book("2026-12-10", "2026-12-15", { status: "cancelled", roomId: otherRoomId });
    const rows = await database.db
      .select({
        reservationId: reservationSegments.reservationId,
        roomId: reservationSegments.roomId,
        from: reservationSegments.checkInDate,
        to: reservationSegments.checkOutDate,
        pricePerNight: reservationSegments.pricePerNight,
        live: reservationSegments.live,
      })
      .from(reservationSegments)
      .orderBy(reservationSegments.live);
    expect(rows).toEqual([
      {
        reservationId: released!.id,
        roomId: otherRoomId,
        from: "2026-12-10",
        to: "2026-12-15",
        pricePerNight: null,
        live: false,
      },
      { reservationId: live!.id, roomId, from: "2026-12-10", to: "2026-12-15", pricePerNight: null, live: true },
    ]);
  });

  it("refuses a second segment over a live one's night, whichever reservation it belongs to", async () => {
    await book("2026-12-10", "2026-12-15");
    const [other] = await book("2026-12-01", "2026-12-05", { roomId: otherRoomId });
    const intoTaken = database.db
      .insert(reservationSegments)
      .values({ reservationId: other!.id, roomId, checkInDate: "2026-12-14", checkOutDate: "2026-12-16" });
    expect(await sqlState(intoTaken)).toBe("23P01");
  });

  it("stretches a split stay's last segment to a later check-out and cuts its segments at an earlier one", async () => {
    const [moved] = await book("2026-12-10", "2026-12-15");
    // a split as a room move writes it: 10-12 in room 1, 12-15 in room 2
    await database.db
      .update(reservationSegments)
      .set({ checkOutDate: "2026-12-12" })
      .where(eq(reservationSegments.reservationId, moved!.id));
    await database.db
      .insert(reservationSegments)
      .values({ reservationId: moved!.id, roomId: otherRoomId, checkInDate: "2026-12-12", checkOutDate: "2026-12-15" });
    const segmentsOf = () =>
      database.db
        .select({
          roomId: reservationSegments.roomId,
          from: reservationSegments.checkInDate,
          to: reservationSegments.checkOutDate,
        })
        .from(reservationSegments)
        .where(eq(reservationSegments.reservationId, moved!.id))
        .orderBy(reservationSegments.checkInDate);

    await database.db.update(reservations).set({ checkOutDate: "2026-12-17" }).where(eq(reservations.id, moved!.id));
    expect(await segmentsOf()).toEqual([
      { roomId, from: "2026-12-10", to: "2026-12-12" },
      { roomId: otherRoomId, from: "2026-12-12", to: "2026-12-17" },
    ]);
    await database.db.update(reservations).set({ checkOutDate: "2026-12-11" }).where(eq(reservations.id, moved!.id));
    expect(await segmentsOf()).toEqual([{ roomId, from: "2026-12-10", to: "2026-12-11" }]);
    expect(await sqlState(book("2026-12-11", "2026-12-15"))).toBe("ok");
    expect(await sqlState(book("2026-12-12", "2026-12-20", { roomId: otherRoomId }))).toBe("ok");
  });
});
