// The map's labels on reservation_segments (migrations/0034, docs/decisions/0071): each stay's segment carries its
// reservation's status and origin and its guest's name, copied by triggers. Whatever writes the rows, and in whatever
// order two transactions write them, the copies must equal what a join of the rows reads: a bar with another guest's
// name, or a stale status, is the harm this guards against.
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "./index";
import { resetDatabase, testDatabase, testDatabaseUrl } from "../test/harness";
import { seeded } from "../test/seeded";
import { findPgError } from "./pg-errors";

let database: Database;
const clients: pg.Client[] = [];

beforeAll(async () => {
  database = await testDatabase();
});
afterAll(async () => {
  await Promise.all(clients.splice(0).map((c) => c.end()));
});
beforeEach(async () => {
  await resetDatabase(database);
});

/** A connection of its own, for a transaction that must stay open while another one runs. */
async function connection() {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  clients.push(client);
  return client;
}

const q = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
  (await database.pool.query<T>(text, values)).rows;

async function room(number: string) {
  const [row] = await q<{ id: string }>(
    "INSERT INTO rooms (number, price_per_night) VALUES ($1, '100.00') RETURNING id",
    [number],
  );
  return row!.id;
}
let phones = 0;
async function guest(firstName: string, lastName: string) {
  const [row] = await q<{ id: string }>(
    "INSERT INTO guests (first_name, last_name, phone) VALUES ($1, $2, $3) RETURNING id",
    [firstName, lastName, `119888800${String(++phones).padStart(2, "0")}`],
  );
  return row!.id;
}
async function stay(guestId: string, roomId: string, from: string, to: string, status = "confirmed") {
  const [row] = await q<{ id: string }>(
    `INSERT INTO reservations (guest_id, room_id, check_in_date, check_out_date, status)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [guestId, roomId, from, to, status],
  );
  return row!.id;
}

/** The labels of a stay's segments, in date order: "status origem First Last from-to". */
async function labels(reservationId: string) {
  const rows = await q<{ label: string }>(
    `SELECT concat_ws(' ', stay_status, stay_origem, guest_first_name, guest_last_name,
       check_in_date || '..' || check_out_date) AS label
     FROM reservation_segments WHERE reservation_id = $1 ORDER BY check_in_date`,
    [reservationId],
  );
  return rows.map((r) => r.label);
}

/** Segments whose copies differ from their rows (a join, the way the map read them before 0034). */
async function stale() {
  return q<{ id: string }>(`
    SELECT s.id FROM reservation_segments s
    JOIN reservations r ON r.id = s.reservation_id JOIN guests g ON g.id = r.guest_id
    WHERE (s.stay_status, s.stay_origem, s.guest_first_name, s.guest_last_name)
      IS DISTINCT FROM (r.status, r.origem, g.first_name, g.last_name)`);
}

describe("the map's labels on the segments", () => {
  it("copies the status, the origin and the guest's name when a stay is made, and follows each change", async () => {
    const r1 = await room("1");
    const r2 = await room("2");
    const ana = await guest("Ana", "Lima");
    const bruno = await guest("Bruno", "Souza");
    const id = await stay(ana, r1, "2030-03-10", "2030-03-15", "pending");
    expect(await labels(id)).toEqual(["pending balcao Ana Lima 2030-03-10..2030-03-15"]);

    await q("UPDATE reservations SET status = 'confirmed', origem = 'distancia' WHERE id = $1", [id]);
    expect(await labels(id)).toEqual(["confirmed distancia Ana Lima 2030-03-10..2030-03-15"]);

    await q("UPDATE guests SET last_name = 'Lima Costa' WHERE id = $1", [ana]);
    expect(await labels(id)).toEqual(["confirmed distancia Ana Lima Costa 2030-03-10..2030-03-15"]);

    await q("UPDATE reservations SET guest_id = $2 WHERE id = $1", [id, bruno]);
    expect(await labels(id)).toEqual(["confirmed distancia Bruno Souza 2030-03-10..2030-03-15"]);
    // Ana's rename no longer reaches a stay that is now Bruno's.
    await q("UPDATE guests SET first_name = 'Anita' WHERE id = $1", [ana]);
    expect(await labels(id)).toEqual(["confirmed distancia Bruno Souza 2030-03-10..2030-03-15"]);

    // A move mid-stay (the room move's writes, server/storage/reservation-segments.ts splitAt): the new segment
    // reads its labels from the rows too.
    await q("UPDATE reservation_segments SET check_out_date = '2030-03-12' WHERE reservation_id = $1", [id]);
    await q(
      `INSERT INTO reservation_segments (reservation_id, room_id, check_in_date, check_out_date)
       VALUES ($1, $2, '2030-03-12', '2030-03-15')`,
      [id, r2],
    );
    await q("UPDATE reservations SET status = 'checked_in' WHERE id = $1", [id]);
    expect(await labels(id)).toEqual([
      "checked_in distancia Bruno Souza 2030-03-10..2030-03-12",
      "checked_in distancia Bruno Souza 2030-03-12..2030-03-15",
    ]);
  });

  it("replaces whatever a writer or a backup file puts in the copies", async () => {
    const r1 = await room("1");
    const ana = await guest("Ana", "Lima");
    const id = await stay(ana, r1, "2030-03-10", "2030-03-12");
    await q(
      `UPDATE reservation_segments SET guest_first_name = 'Outra', guest_last_name = 'Pessoa', stay_status = 'cancelled'
       WHERE reservation_id = $1`,
      [id],
    );
    expect(await labels(id)).toEqual(["confirmed balcao Ana Lima 2030-03-10..2030-03-12"]);

    // A restore inserts the file's segments after their reservations (server/domain/backup-restore.ts).
    await q("DELETE FROM reservation_segments WHERE reservation_id = $1", [id]);
    await q(
      `INSERT INTO reservation_segments (reservation_id, room_id, check_in_date, check_out_date, stay_status,
         stay_origem, guest_first_name, guest_last_name)
       VALUES ($1, $2, '2030-03-10', '2030-03-12', 'completed', 'canal', 'Outra', 'Pessoa')`,
      [id, r1],
    );
    expect(await labels(id)).toEqual(["confirmed balcao Ana Lima 2030-03-10..2030-03-12"]);
  });

  it("gives a channel's block no labels", async () => {
    const r1 = await room("1");
    const [feed] = await q<{ id: string }>(
      `INSERT INTO calendar_feeds (room_id, name, channel, url) VALUES ($1, 'Airbnb', 'airbnb', 'https://example.com/a.ics')
       RETURNING id`,
      [r1],
    );
    await q(
      `INSERT INTO room_blocks (feed_id, room_id, uid, kind, check_in_date, check_out_date)
       VALUES ($1, $2, 'evento-1', 'booking', '2030-03-10', '2030-03-12')`,
      [feed!.id, r1],
    );
    const rows = await q<{ labels: string | null }>(
      `SELECT concat_ws(' ', stay_status, stay_origem, guest_first_name, guest_last_name) AS labels
       FROM reservation_segments WHERE block_id IS NOT NULL`,
    );
    expect(rows).toEqual([{ labels: "" }]);
  });

  it("rebuild_segment_labels() puts back copies written with no trigger (the legacy import's replica mode)", async () => {
    const r1 = await room("1");
    const ana = await guest("Ana", "Lima");
    const id = await stay(ana, r1, "2030-03-10", "2030-03-12");
    const client = await connection();
    await client.query("BEGIN");
    await client.query("SET LOCAL session_replication_role = replica");
    await client.query("UPDATE reservation_segments SET guest_first_name = 'Outra', stay_status = 'pending'");
    await client.query("UPDATE guests SET last_name = 'Nova'");
    await client.query("COMMIT");
    expect(await labels(id)).toEqual(["pending balcao Outra Lima 2030-03-10..2030-03-12"]);
    await q("SELECT rebuild_segment_labels()");
    expect(await labels(id)).toEqual(["confirmed balcao Ana Nova 2030-03-10..2030-03-12"]);
  });

  it("a rename racing a stay given to another guest leaves each stay with its own guest's name", async () => {
    const r1 = await room("1");
    const ana = await guest("Ana", "Lima");
    const bruno = await guest("Bruno", "Souza");
    const id = await stay(ana, r1, "2030-03-10", "2030-03-12");
    const desk = await connection();
    const renamer = await connection();
    // The desk gives Ana's stay to Bruno and has not committed when Ana is renamed.
    await desk.query("BEGIN");
    await desk.query("UPDATE reservations SET guest_id = $2 WHERE id = $1", [id, bruno]);
    await renamer.query("BEGIN");
    const rename = renamer.query("UPDATE guests SET first_name = 'Anita' WHERE id = $1", [ana]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await desk.query("COMMIT");
    await rename;
    await renamer.query("COMMIT");
    expect(await labels(id)).toEqual(["confirmed balcao Bruno Souza 2030-03-10..2030-03-12"]);

    // And the other way: a rename of Bruno in progress while a new stay is made for him.
    await renamer.query("BEGIN");
    await renamer.query("UPDATE guests SET last_name = 'Souza Neto' WHERE id = $1", [bruno]);
    await desk.query("BEGIN");
    const booking = desk.query(
      `INSERT INTO reservations (guest_id, room_id, check_in_date, check_out_date, status)
       VALUES ($1, $2, '2030-04-01', '2030-04-03', 'confirmed') RETURNING id`,
      [bruno, r1],
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    await renamer.query("COMMIT");
    const { rows } = await booking;
    await desk.query("COMMIT");
    expect(await labels(rows[0]!.id)).toEqual(["confirmed balcao Bruno Souza Neto 2030-04-01..2030-04-03"]);
    expect(await stale()).toEqual([]);
  });

  it("stays exact under parallel renames, guest changes, status changes and moves, with no deadlock", async () => {
    const roomIds = await Promise.all(["1", "2", "3", "4", "5", "6"].map(room));
    const guestIds: string[] = [];
    for (const [first, last] of [
      ["Ana", "Lima"],
      ["Bruno", "Souza"],
      ["Carla", "Dias"],
      ["Davi", "Rocha"],
    ])
      guestIds.push(await guest(first!, last!));
    const stayIds: string[] = [];
    for (let i = 0; i < roomIds.length; i++)
      stayIds.push(await stay(guestIds[i % guestIds.length]!, roomIds[i]!, "2030-05-01", "2030-05-08"));

    const STATUSES = ["pending", "confirmed", "checked_in"];
    const workers = await Promise.all(Array.from({ length: 6 }, connection));
    const failures: string[] = [];
    await Promise.all(
      workers.map(async (client, w) => {
        const random = seeded(1_000 + w);
        const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)]!;
        for (let step = 0; step < 40; step++) {
          try {
            await client.query("BEGIN");
            const choice = random();
            if (choice < 0.3) {
              await client.query("UPDATE guests SET first_name = $2 WHERE id = $1", [
                pick(guestIds),
                `Nome ${w}-${step}`,
              ]);
            } else if (choice < 0.55) {
              // Giving a stay to another guest locks that guest first (migrations/0034: the order that keeps a rename
              // waiting on the stay from closing a circle; the app itself never changes a stay's guest).
              const to = pick(guestIds);
              await client.query("SELECT 1 FROM guests WHERE id = $1 FOR SHARE", [to]);
              await client.query("UPDATE reservations SET guest_id = $2 WHERE id = $1", [pick(stayIds), to]);
            } else if (choice < 0.8) {
              await client.query("UPDATE reservations SET status = $2 WHERE id = $1", [pick(stayIds), pick(STATUSES)]);
            } else {
              // A stay locked, its segments and its origin written in one transaction (a room move's order).
              const id = pick(stayIds);
              await client.query("SELECT 1 FROM reservations WHERE id = $1 FOR UPDATE", [id]);
              await client.query("UPDATE reservation_segments SET live = live WHERE reservation_id = $1", [id]);
              await client.query("UPDATE reservations SET origem = $2 WHERE id = $1", [
                id,
                pick(["balcao", "distancia", "site"]),
              ]);
            }
            await client.query("COMMIT");
          } catch (error) {
            await client.query("ROLLBACK");
            failures.push(findPgError(error)?.code ?? String(error));
          }
        }
      }),
    );
    expect(failures).toEqual([]);
    expect(await stale()).toEqual([]);
  });
});
