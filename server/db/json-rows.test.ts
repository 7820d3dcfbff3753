import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { asc, sql } from "drizzle-orm";
import { date, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { rooms } from "@shared/schema/rooms";
import { createUser, resetDatabase, signedInAgent, testApp, testDatabase } from "../test/harness";
import { roomsStorage } from "../storage/rooms";
import { roomsJson } from "../storage/rooms-json";
import { jsonArrayOfRows } from "./json-rows";
import type { Database } from "./index";

let database: Database;

beforeAll(async () => {
  database = await testDatabase();
});

beforeEach(async () => {
  await resetDatabase(database);
});

/** Rooms that exercise every kind of value the table holds, including microseconds the API must truncate. */
async function insertVariedRooms() {
  await database.db.insert(rooms).values([
    { number: "10", pricePerNight: "150.00", description: null, amenities: null },
    {
      number: "2",
      type: "suite",
      status: "out_of_order",
      capacity: 4,
      pricePerNight: "1234.5",
      isActive: false,
      description: 'Vista "mar"\n\\ çã 🌊 </script>',
      amenities: ["wifi", "ar-condicionado", 'TV 42"'],
    },
    {
      number: "1A",
      pricePerNight: "0",
      description: "",
      amenities: { cama: "king", "10": 1, nested: [1.5, null, true] },
    },
  ]);
  await database.db.execute(sql`UPDATE rooms SET created_at = '2026-01-02 03:04:05.999999+00',
    updated_at = '1999-12-31 23:59:59.000001-03' WHERE number = '2'`);
}

describe("JSON rows written by PostgreSQL", () => {
  it("are exactly what res.json of the Drizzle rows would send, in the same order", async () => {
    await insertVariedRooms();
    const json = (await roomsJson(database.db).listJson(null)).toString();
    expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(await roomsStorage(database.db).list())));
    expect(JSON.parse(json).map((r: { number: string }) => r.number)).toEqual(["2", "10", "1A"]);
    expect(JSON.parse(json)[0]).toMatchObject({
      pricePerNight: "1234.50",
      createdAt: "2026-01-02T03:04:05.999Z",
      updatedAt: "2000-01-01T02:59:59.000Z",
    });
  });

  it("are an empty array when there are no rows", async () => {
    expect((await roomsJson(database.db).listJson(null)).toString()).toBe("[]");
  });

  it("answer many requests at once (statement names never collide)", async () => {
    await insertVariedRooms();
    const { listJson } = roomsJson(database.db);
    const answers = await Promise.all(Array.from({ length: 12 }, () => listJson(null)));
    expect(new Set(answers.map(String)).size).toBe(1);
  });

  it("refuse a column whose JSON they cannot write exactly, instead of guessing", () => {
    const t = pgTable("t", { id: uuid("id"), day: date("day") });
    expect(() => jsonArrayOfRows(t, [asc(t.id)])).toThrow('no JSON rendering for the PgDateString column "day"');
    const local = pgTable("u", { at: timestamp("at") });
    expect(() => jsonArrayOfRows(local, [asc(local.at)])).toThrow('PgTimestamp column "at"');
  });

  it("are what GET /api/rooms answers, as JSON that no browser stores", async () => {
    await insertVariedRooms();
    const app = testApp(database);
    await createUser(database, { email: "recepcao@example.com", role: "employee" });
    const agent = await signedInAgent(app, "recepcao@example.com");
    const res = await agent.get("/api/rooms").expect(200);
    expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers.etag).toBeUndefined();
    expect(res.body).toEqual(JSON.parse(JSON.stringify(await roomsStorage(database.db).list())));
  });
});
