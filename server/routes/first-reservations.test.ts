// The guests' first reservations (migrations/0033, resumo_primeira_reserva) against a full scan: reservations of a
// dozen guests made, cancelled, reinstated, given to another guest, dated back or forward, deleted, with the same
// moves from four connections at once while reports read; after every round, Relatórios > Hóspedes' new and returning
// guests must equal the query the report ran before the summary (kept below as the reference), for months, a year and
// odd periods; then 'Redefinir Sistema' and the restore of a backup taken before it.
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { apiFactories } from "../test/factories";
import { ownerAndStaff, TEST_PASSWORD, testApp, testDatabase } from "../test/harness";
import type { Database } from "../db";
import { createBackup } from "../domain/backup";
import { hospedesReportStorage } from "../storage/reports/hospedes";
import { seeded } from "../test/seeded";

let database: Database;

beforeAll(async () => {
  database = await testDatabase();
});

// The reference: the report's read before the summary, an EXISTS per guest of the period.
async function fullScan(start: Date, end: Date) {
  const { rows } = await database.db.execute<{ newGuests: number; returningGuests: number }>(sql`
    SELECT count(*) FILTER (WHERE NOT came_before)::int AS "newGuests",
           count(*) FILTER (WHERE came_before)::int AS "returningGuests"
    FROM (
      SELECT DISTINCT r.guest_id, EXISTS (
        SELECT 1 FROM reservations earlier
        WHERE earlier.guest_id = r.guest_id AND earlier.status IN ('pending', 'confirmed', 'checked_in', 'completed')
          AND earlier.created_at < ${start}
      ) AS came_before
      FROM reservations r
      WHERE r.status IN ('pending', 'confirmed', 'checked_in', 'completed')
        AND r.created_at >= ${start} AND r.created_at < ${end}
    ) g`);
  return rows[0]!;
}

const PERIODS: Array<[string, string]> = [
  ["2029-01-01T03:00:00Z", "2029-02-01T03:00:00Z"],
  ["2029-06-01T03:00:00Z", "2029-07-01T03:00:00Z"],
  ["2029-01-01T03:00:00Z", "2030-01-01T03:00:00Z"],
  ["2030-01-01T03:00:00Z", "2031-01-01T03:00:00Z"],
  ["2028-03-17T15:00:00Z", "2029-09-02T03:00:00Z"],
  ["2030-12-31T03:00:00Z", "2031-01-01T03:00:00Z"],
];

async function expectSummaryEqualsFullScan() {
  const report = hospedesReportStorage(database.db);
  for (const [from, to] of PERIODS) {
    const [start, end] = [new Date(from), new Date(to)];
    expect(await report.newAndReturningGuests(start, end), `${from} → ${to}`).toEqual(await fullScan(start, end));
  }
}

const q = (text: string) => database.pool.query(text);

describe("resumo_primeira_reserva", () => {
  it("gives the full scan's new and returning guests through every kind of change, also from four connections", async () => {
    const app = testApp(database, { clock: () => new Date("2030-11-01T12:00:00-03:00") });
    const { owner, staff } = await ownerAndStaff(database, app);
    const api = apiFactories({ owner, staff });
    const rooms: string[] = [];
    for (let i = 0; i < 6; i++) rooms.push((await api.room({ number: String(201 + i), pricePerNight: "100.00" })).id);
    const guests: string[] = [];
    for (let i = 0; i < 12; i++) guests.push((await api.guest({ firstName: `Hóspede${i}` })).id);
    // Each room's stays a week apart: reinstating any of them never overlaps another.
    const stays: string[] = [];
    for (let i = 0; i < 36; i++) {
      const week = Math.floor(i / rooms.length);
      const day = (d: number) => new Date(Date.UTC(2031, 0, 1 + week * 7 + d)).toISOString().slice(0, 10);
      const stay = await api.reservation({
        guestId: guests[i % guests.length],
        roomId: rooms[i % rooms.length],
        checkInDate: day(0),
        checkOutDate: day(2),
        numberOfGuests: 1,
      });
      stays.push(stay.id);
    }
    const random = seeded(20261126);
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)]!;
    const instant = () => new Date(Date.UTC(2028, 0, 1) + Math.floor(random() * 3 * 365 * 86_400_000)).toISOString();
    const move = () => {
      const id = pick(stays);
      const kind = Math.floor(random() * 4);
      if (kind === 0) return `UPDATE reservations SET created_at = '${instant()}' WHERE id = '${id}'`;
      if (kind === 1)
        return `UPDATE reservations SET status = '${pick(["cancelled", "no_show", "pending", "confirmed"])}' WHERE id = '${id}'`;
      if (kind === 2) return `UPDATE reservations SET guest_id = '${pick(guests)}' WHERE id = '${id}'`;
      return `UPDATE reservations SET created_at = '${instant()}', status = 'confirmed' WHERE id = '${id}'`;
    };

    // The API's reservations all made "now" (2026 here): every guest new in that year, none in the periods above.
    await expectSummaryEqualsFullScan();
    for (let round = 0; round < 8; round++) {
      for (let i = 0; i < 6; i++) await q(move());
      await expectSummaryEqualsFullScan();
    }
    // Several rows at once, and two guests' reservations swapped in one statement.
    await q(`UPDATE reservations SET created_at = created_at - interval '400 days' WHERE guest_id = '${guests[3]}'`);
    await q(`UPDATE reservations SET guest_id = CASE guest_id WHEN '${guests[1]}' THEN '${guests[2]}'::uuid
             ELSE '${guests[1]}'::uuid END WHERE guest_id IN ('${guests[1]}', '${guests[2]}')`);
    await expectSummaryEqualsFullScan();

    // Four connections moving reservations at once, two of them in one transaction each, while reports read.
    const writer = async (seed: number) => {
      const client = await database.pool.connect();
      const own = seeded(seed);
      try {
        for (let i = 0; i < 10; i++) {
          await client.query("BEGIN");
          const id = stays[Math.floor(own() * stays.length)]!;
          const other = stays[Math.floor(own() * stays.length)]!;
          const when = new Date(Date.UTC(2028, 0, 1) + Math.floor(own() * 3 * 365 * 86_400_000)).toISOString();
          await client.query(`UPDATE reservations SET created_at = '${when}' WHERE id = '${id}'`);
          await client.query(`UPDATE reservations SET status = 'cancelled' WHERE id = '${other}'`);
          await client.query("COMMIT");
        }
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      } finally {
        client.release();
      }
    };
    const reader = async () => {
      for (let i = 0; i < 5; i++) {
        await hospedesReportStorage(database.db).newAndReturningGuests(
          new Date(PERIODS[2]![0]),
          new Date(PERIODS[2]![1]),
        );
      }
    };
    await Promise.all([writer(1), writer(2), writer(3), writer(4), reader(), reader()]);
    await expectSummaryEqualsFullScan();

    // A reservation deleted.
    await q(`DELETE FROM reservations WHERE id = '${stays[0]}'`);
    await expectSummaryEqualsFullScan();
    const { rows: shape } = await q(
      `SELECT count(*) FILTER (WHERE status IN ('pending', 'confirmed'))::int AS made,
              count(DISTINCT guest_id) FILTER (WHERE status IN ('pending', 'confirmed'))::int AS guests,
              count(*) FILTER (WHERE created_at < '2029-01-01')::int AS early
       FROM reservations`,
    );
    // The moves left a mixed history (what the comparisons above were about): some made, some not, over the years.
    expect(shape[0].made).toBeGreaterThan(5);
    expect(shape[0].made).toBeLessThan(35);
    expect(shape[0].guests).toBeGreaterThan(3);
    expect(shape[0].early).toBeGreaterThan(3);

    // 'Redefinir Sistema' (TRUNCATE) leaves no first reservation; the restore of a backup taken before gives them back.
    const before = await fullScan(new Date(PERIODS[4]![0]), new Date(PERIODS[4]![1]));
    const backupText = await createBackup(database.db);
    const reset = await owner.post("/api/system/reset").send({ confirmation: "REDEFINIR", password: TEST_PASSWORD });
    expect(reset.status).toBe(200);
    expect((await q("SELECT count(*)::int AS n FROM resumo_primeira_reserva")).rows[0].n).toBe(0);
    const restored = await owner.post("/api/system/restore").set("Content-Type", "application/json").send(backupText);
    expect(restored.status, restored.text).toBe(200);
    await expectSummaryEqualsFullScan();
    expect(await fullScan(new Date(PERIODS[4]![0]), new Date(PERIODS[4]![1]))).toEqual(before);
  });
});
