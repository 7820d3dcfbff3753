// A channel's block is an occupancy under the one no-double-booking constraint (migrations/0021, decision 0052).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { guests } from "@shared/schema/guests";
import { reservations } from "@shared/schema/reservations";
import { rooms } from "@shared/schema/rooms";
import { roomBlocks } from "@shared/schema/channels";
import { reservationSegments } from "@shared/schema/reservation-segments";
import { resetDatabase, testDatabase, testDatabaseUrl } from "../test/harness";
import { findPgError } from "./pg-errors";
import { connect, type Database } from "./index";

let database: Database;
let second: Database;
let roomId: string;
let guestId: string;

beforeAll(async () => {
  database = await testDatabase();
  second = connect(testDatabaseUrl(), 2);
});
afterAll(() => second.close());

beforeEach(async () => {
  await resetDatabase(database);
  const [room] = await database.db.insert(rooms).values({ number: "7", pricePerNight: "100.00" }).returning();
  roomId = room!.id;
  const [guest] = await database.db
    .insert(guests)
    .values({ firstName: "Ana", lastName: "Lima", phone: "11988887777" })
    .returning();
  guestId = guest!.id;
});

const book = (db: Database, checkInDate: string, checkOutDate: string) =>
  db.db.insert(reservations).values({ guestId, roomId, checkInDate, checkOutDate, status: "confirmed" });
const block = (db: Database, checkInDate: string, checkOutDate: string, uid = "ev-1") =>
  db.db.insert(roomBlocks).values({ roomId, uid, kind: "booking", checkInDate, checkOutDate }).returning();
const sqlState = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return "ok";
  } catch (error) {
    return findPgError(error)?.code ?? String(error);
  }
};

describe("blocks under the no-overlap constraint", () => {
  it("refuses a reservation over a block's nights and a block over a reservation's, both 23P01", async () => {
    await block(database, "2026-12-10", "2026-12-13");
    expect(await sqlState(book(database, "2026-12-12", "2026-12-14"))).toBe("23P01");
    expect(await sqlState(book(database, "2026-12-13", "2026-12-15"))).toBe("ok"); // check-out day is free
    expect(await sqlState(block(database, "2026-12-14", "2026-12-16", "ev-2"))).toBe("23P01");
  });

  it("frees the nights when the block leaves 'active', and takes them back only if still free", async () => {
    const [row] = await block(database, "2026-12-10", "2026-12-13");
    await database.db.update(roomBlocks).set({ status: "released" }).where(eq(roomBlocks.id, row!.id));
    expect(await sqlState(book(database, "2026-12-10", "2026-12-12"))).toBe("ok");
    const back = database.db.update(roomBlocks).set({ status: "active" }).where(eq(roomBlocks.id, row!.id));
    expect(await sqlState(back)).toBe("23P01");
  });

  it("moves the block's segment with its dates", async () => {
    const [row] = await block(database, "2026-12-10", "2026-12-13");
    await database.db
      .update(roomBlocks)
      .set({ checkInDate: "2026-12-20", checkOutDate: "2026-12-22" })
      .where(eq(roomBlocks.id, row!.id));
    const segs = await database.db
      .select({ from: reservationSegments.checkInDate, to: reservationSegments.checkOutDate })
      .from(reservationSegments)
      .where(eq(reservationSegments.blockId, row!.id));
    expect(segs).toEqual([{ from: "2026-12-20", to: "2026-12-22" }]);
    expect(await sqlState(book(database, "2026-12-10", "2026-12-13"))).toBe("ok");
  });

  it("lets one of a reservation and a block written at once by two pools win, never both", async () => {
    for (let i = 0; i < 3; i++) {
      await resetDatabase(database);
      const [room] = await database.db.insert(rooms).values({ number: "7", pricePerNight: "100.00" }).returning();
      roomId = room!.id;
      const [guest] = await database.db
        .insert(guests)
        .values({ firstName: "Ana", lastName: "Lima", phone: "1" })
        .returning();
      guestId = guest!.id;
      const outcomes = await Promise.all([
        sqlState(book(database, "2027-01-05", "2027-01-08")),
        sqlState(block(second, "2027-01-07", "2027-01-09")),
      ]);
      expect(outcomes.sort()).toEqual(["23P01", "ok"]);
      const live = await database.db.select().from(reservationSegments).where(eq(reservationSegments.live, true));
      expect(live).toHaveLength(1);
    }
  });

  it("refuses a segment that belongs to both a reservation and a block, or to neither", async () => {
    const noOwner = database.db
      .insert(reservationSegments)
      .values({ roomId, checkInDate: "2027-02-01", checkOutDate: "2027-02-02" });
    expect(await sqlState(noOwner)).toBe("23514");
  });
});
