// GET /api/rooms from each process's copy of the list, kept for one rooms_version (migrations/0037,
// docs/decisions/0075): a change committed anywhere (another app instance, plain SQL, any table the list shows) is in
// the very next answer, and readers running while others write never get a list older than a write they were told
// had committed.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Agent } from "supertest";
import { sql } from "drizzle-orm";
import { apiFactories, roomBody, type ApiFactories } from "../test/factories";
import { ownerAndStaff, signedInAgent, testApp, testDatabase } from "../test/harness";
import type { Database } from "../db";

let database: Database;
/** Two app instances on one database: each has its own copy of the list. */
let owner: Agent;
let staffA: Agent;
let staffB: Agent;
let api: ApiFactories;

interface ListedRoom {
  id: string;
  number: string;
  description: string | null;
  currentStay: { guestName: string; checkOutDate: string; origem: string; channel: string | null } | null;
}

const list = async (agent: Agent) => (await agent.get("/api/rooms").expect(200)).body as ListedRoom[];
const descriptions = async (agent: Agent) => (await list(agent)).map((r) => `${r.number}:${r.description}`);
/** A confirmed booking for two in the room, not yet a stay. */
const booking = (guestId: string, roomId: string, checkInDate: string, checkOutDate: string) =>
  api.reservation({ guestId, roomId, checkInDate, checkOutDate, numberOfGuests: 2, status: "confirmed", notes: null });
const version = async () =>
  (await database.db.execute<{ version: string }>(sql`SELECT version::text FROM rooms_version`)).rows[0]!.version;

beforeAll(async () => {
  database = await testDatabase();
});

beforeEach(async () => {
  const a = await ownerAndStaff(database);
  owner = a.owner;
  staffA = a.staff;
  staffB = await signedInAgent(testApp(database), "recepcao@example.com");
  api = apiFactories({ owner, staff: staffA });
});

describe("GET /api/rooms from the process's copy", () => {
  it("shows a room changed through another instance in that instance's very next answer", async () => {
    const room = await api.room({ number: "101", description: "Antes" });
    expect(await descriptions(staffB)).toEqual(["101:Antes"]);
    expect(await descriptions(staffB)).toEqual(["101:Antes"]); // served from B's copy
    await owner
      .put(`/api/rooms/${room.id}`)
      .send(roomBody({ description: "Depois" }))
      .expect(200);
    expect(await descriptions(staffB)).toEqual(["101:Depois"]);
    await api.room({ number: "102", description: "Nova" });
    expect(await descriptions(staffB)).toEqual(["101:Depois", "102:Nova"]);
    await owner.delete(`/api/rooms/${room.id}`).expect(204);
    expect(await descriptions(staffB)).toEqual(["102:Nova"]);
  });

  it("shows a change made by plain SQL, on each table the list shows", async () => {
    const room = await api.room({ number: "101", description: "Antes" });
    const guest = await api.guest({ firstName: "Ana", lastName: "Souza" });
    const reservation = await booking(guest.id, room.id, "2027-03-10", "2027-03-13");
    expect((await list(staffB))[0]!.currentStay).toBeNull();
    const exec = (query: ReturnType<typeof sql>) => database.db.execute(query);

    await exec(sql`UPDATE rooms SET description = 'Pelo SQL'`);
    expect((await list(staffB))[0]!.description).toBe("Pelo SQL");

    await exec(sql`INSERT INTO check_in_out (reservation_id, guest_id, room_id, check_in_time)
      VALUES (${reservation.id}, ${guest.id}, ${room.id}, '2027-03-10T15:00:00Z')`);
    expect((await list(staffB))[0]!.currentStay).toMatchObject({ guestName: "Ana Souza", checkOutDate: "2027-03-13" });

    await exec(sql`UPDATE guests SET first_name = 'Beatriz'`);
    expect((await list(staffB))[0]!.currentStay).toMatchObject({ guestName: "Beatriz Souza" });

    await exec(sql`UPDATE reservations SET check_out_date = '2027-03-14', origem = 'canal'`);
    expect((await list(staffB))[0]!.currentStay).toMatchObject({
      checkOutDate: "2027-03-14",
      origem: "canal",
      channel: null,
    });

    const [feed] = (
      await exec(sql`INSERT INTO calendar_feeds (room_id, name, url, channel)
        VALUES (${room.id}, 'Airbnb', 'https://example.com/a.ics', 'airbnb') RETURNING id`)
    ).rows as Array<{ id: string }>;
    await exec(sql`INSERT INTO room_blocks (room_id, feed_id, uid, kind, check_in_date, check_out_date)
      VALUES (${room.id}, ${feed!.id}, 'uid-1', 'booking', '2028-01-10', '2028-01-12')`);
    expect((await list(staffB))[0]!.currentStay!.channel).toBeNull(); // the block is no reservation's yet
    await exec(sql`UPDATE room_blocks SET reservation_id = ${reservation.id}`);
    expect((await list(staffB))[0]!.currentStay!.channel).toBe("airbnb");
    await exec(sql`UPDATE calendar_feeds SET channel = 'booking'`);
    expect((await list(staffB))[0]!.currentStay!.channel).toBe("booking");

    await exec(sql`UPDATE check_in_out SET check_out_time = '2027-03-14T14:00:00Z'`);
    expect((await list(staffB))[0]!.currentStay).toBeNull();
  });

  it("raises the version once per committed transaction, not for one rolled back, and leaves nothing queued", async () => {
    await api.room({ number: "101" });
    const before = BigInt(await version());
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE rooms SET description = 'um'`);
      await tx.execute(sql`SAVEPOINT s`);
      await tx.execute(sql`UPDATE rooms SET description = 'dois'`);
      await tx.execute(sql`ROLLBACK TO SAVEPOINT s`);
      await tx.execute(sql`UPDATE guests SET first_name = first_name`);
    });
    expect(BigInt(await version())).toBe(before + 1n);
    // The first write of a transaction inside a savepoint that is rolled back: the later write queues again.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`SAVEPOINT s`);
      await tx.execute(sql`UPDATE rooms SET description = 'tres'`);
      await tx.execute(sql`ROLLBACK TO SAVEPOINT s`);
      await tx.execute(sql`UPDATE rooms SET description = 'quatro'`);
    });
    expect(BigInt(await version())).toBe(before + 2n);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE rooms SET description = 'cinco'`);
        throw new Error("desfeita");
      }),
    ).rejects.toThrow("desfeita");
    expect(BigInt(await version())).toBe(before + 2n);
    // Writes the list does not show leave the version alone: a reservation's notes; a new guest and reservation,
    // which show only once a stay names them (that stay's insert raises it).
    await database.db.execute(sql`UPDATE reservations SET notes = 'nada'`);
    const room = (await list(staffB))[0]!;
    const guest = await api.guest();
    const reservation = await booking(guest.id, room.id, "2027-03-10", "2027-03-13");
    expect(BigInt(await version())).toBe(before + 2n);
    await database.db.execute(sql`INSERT INTO check_in_out (reservation_id, guest_id, room_id, check_in_time)
      VALUES (${reservation.id}, ${guest.id}, ${room.id}, '2027-03-10T15:00:00Z')`);
    expect(BigInt(await version())).toBe(before + 3n);
    expect((await list(staffB))[0]!.currentStay).toMatchObject({ guestName: "Ana Souza" });
    const pending = await database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM rooms_version_pending`);
    expect(pending.rows[0]!.n).toBe(0);
    expect(await descriptions(staffB)).toEqual(["101:quatro"]);
    // A reservation that is nobody's stay can be deleted; one that is a stay cannot (check_in_out's foreign key).
    const other = await booking(guest.id, room.id, "2027-04-10", "2027-04-13");
    // (Its delete still raises the version: the foreign key of room_blocks sets their reservation_id to NULL by an
    // UPDATE of none or more rows, whose statement trigger fires.)
    await database.db.execute(sql`DELETE FROM reservations WHERE id = ${other.id}`);
    expect((await list(staffB))[0]!.currentStay).toMatchObject({ reservationId: reservation.id });
    await expect(database.db.execute(sql`DELETE FROM reservations WHERE id = ${reservation.id}`)).rejects.toThrow();
  });

  it("never gives readers running during writes a list older than a write already committed", async () => {
    const room = await api.room({ number: "101", description: "v0" });
    let writing = true;
    const seen: string[] = [];
    // Readers on both instances all the time: their reads of the list overlap every commit below.
    const background = [staffA, staffB, staffA, staffB].map(async (agent) => {
      while (writing) seen.push(...(await descriptions(agent)));
    });
    for (let i = 1; i <= 15; i++) {
      await owner
        .put(`/api/rooms/${room.id}`)
        .send(roomBody({ description: `v${i}` }))
        .expect(200);
      // Told that v{i} committed: every reader from now on sees it (none of them wrote it).
      const after = await Promise.all([staffA, staffB, staffA, staffB].map((agent) => descriptions(agent)));
      expect(after).toEqual(Array.from({ length: 4 }, () => [`101:v${i}`]));
    }
    writing = false;
    await Promise.all(background);
    expect(seen.length).toBeGreaterThan(0);
  });

  it("lets two writers that lock a room in opposite orders both commit, and shows both changes", async () => {
    const room = await api.room({ number: "101" });
    const [g1, g2] = [await api.guest(), await api.guest()];
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // The first changes what the list shows and then locks the room; the second locks the room first and then
    // changes the list. Had the version's row been locked at the first write (and not at commit), each would hold
    // what the other waits for, and PostgreSQL would end one with a deadlock.
    const first = database.db.transaction(async (tx) => {
      await tx.execute(sql`UPDATE guests SET last_name = 'Primeiro' WHERE id = ${g1!.id}`);
      await pause(150);
      await tx.execute(sql`SELECT id FROM rooms WHERE id = ${room.id} FOR UPDATE`);
      await tx.execute(sql`UPDATE rooms SET description = 'primeiro' WHERE id = ${room.id}`);
    });
    const second = database.db.transaction(async (tx) => {
      await pause(50);
      await tx.execute(sql`SELECT id FROM rooms WHERE id = ${room.id} FOR UPDATE`);
      await pause(250);
      await tx.execute(sql`UPDATE guests SET last_name = 'Segundo' WHERE id = ${g2!.id}`);
    });
    await Promise.all([first, second]);
    expect(await descriptions(staffB)).toEqual(["101:primeiro"]);
    const names = await database.db.execute<{ last_name: string }>(
      sql`SELECT last_name FROM guests ORDER BY last_name`,
    );
    expect(names.rows.map((r) => r.last_name)).toEqual(["Primeiro", "Segundo"]);
  });

  it("takes parallel writers to several rooms, and shows every one of them once all have committed", async () => {
    const rooms = await Promise.all(["101", "102", "103", "104"].map((number) => api.room({ number })));
    await descriptions(staffB); // B keeps a copy from before the writes
    await Promise.all(
      rooms.map((room, i) =>
        database.db.transaction(async (tx) => {
          await tx.execute(sql`UPDATE rooms SET description = ${`texto ${i}`} WHERE id = ${room.id}`);
          await tx.execute(sql`SELECT pg_sleep(0.02)`);
        }),
      ),
    );
    expect(await descriptions(staffB)).toEqual(["101:texto 0", "102:texto 1", "103:texto 2", "104:texto 3"]);
  });
});
