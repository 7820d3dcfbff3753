// The nights sold (migrations/0029, resumo_noites_vendidas) against a full scan: seeded random stays in six rooms,
// some with a nightly breakdown (prices, zero prices, price layers), some without; status changes, cancellations,
// new totals, early departures and extensions, room moves that split a stay, breakdowns replaced and repriced, price
// layers deleted, stays deleted, and the same stays written from four connections at once. After every round the
// Ocupação reads, which read the summary, must equal the queries the reports ran before it: every sold segment's
// nights shared out from reservation_nights at read time (kept below as the reference, as they were in
// server/storage/reports/ocupacao.ts), for months, a year and odd periods; a rebuild, and a reset then a restore of
// the backup, must give back the triggers' work.
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { shiftDate } from "@shared/pousada-time";
import { apiFactories } from "../test/factories";
import { ownerAndStaff, TEST_PASSWORD, testApp, testDatabase } from "../test/harness";
import type { Database, DbOrTx } from "../db";
import { createBackup } from "../domain/backup";
import { ocupacaoReportStorage } from "../storage/reports/ocupacao";
import { seeded } from "../test/seeded";

let database: Database;

beforeAll(async () => {
  database = await testDatabase();
});

// The reference: the reports' reads before the summary, every stay's nights shared out per request.
const SOLD = sql.raw(`('confirmed', 'checked_in', 'completed')`);
const nightsOfStay = sql`(
  SELECT night, rule, rate_id,
         round(r.total_amount * cum / total_w, 2) - round(r.total_amount * (cum - w) / total_w, 2) AS revenue
  FROM (SELECT night, rule, rate_id, w, sum(w) OVER (ORDER BY night) AS cum, sum(w) OVER () AS total_w
        FROM (SELECT night, rule, rate_id, CASE WHEN sum(price) OVER () > 0 THEN price ELSE 1 END AS w
              FROM reservation_nights WHERE reservation_id = r.id) weights) running)`;
const segmentMeets = (from: string, toNext: string) =>
  sql`daterange(s.check_in_date, s.check_out_date, '[)') && daterange(${from}::date, ${toNext}::date, '[)')`;
const segmentsInside = (from: string, toNext: string) => sql`
  SELECT s.room_id, b.hi - b.lo AS inside, n.priced,
    CASE WHEN n.priced THEN coalesce(n.revenue_inside, 0)
      ELSE round(r.total_amount * (b.hi - b.lo) / greatest(r.check_out_date - r.check_in_date, 1), 2) END AS revenue
  FROM reservation_segments s JOIN reservations r ON r.id = s.reservation_id
  CROSS JOIN LATERAL (SELECT greatest(s.check_in_date, ${from}::date) AS lo,
                             least(s.check_out_date, ${toNext}::date) AS hi) b
  CROSS JOIN LATERAL (SELECT count(*) > 0 AS priced,
                             sum(nr.revenue) FILTER (WHERE nr.night >= b.lo AND nr.night < b.hi) AS revenue_inside
                      FROM ${nightsOfStay} nr) n
  WHERE r.status IN ${SOLD} AND ${segmentMeets(from, toNext)}`;

function fullScan(db: DbOrTx) {
  return {
    async soldNightsByRoomType(from: string, toNext: string) {
      const { rows } = await db.execute<{ type: string; nights: number; revenue: string }>(sql`
        SELECT ro.type, coalesce(sum(x.inside), 0)::int AS nights, coalesce(sum(x.revenue), 0)::text AS revenue
        FROM (${segmentsInside(from, toNext)}) x JOIN rooms ro ON ro.id = x.room_id
        GROUP BY ro.type`);
      return rows;
    },
    async revenueBySeason(from: string, toNext: string) {
      const { rows } = await db.execute<{ season: string | null; nights: number; revenue: string }>(sql`
        SELECT season, sum(nights)::int AS nights, sum(revenue)::text AS revenue FROM (
          SELECT coalesce(ra.name, nr.rule) AS season, 1 AS nights, nr.revenue
          FROM reservations r CROSS JOIN LATERAL ${nightsOfStay} nr
          LEFT JOIN rates ra ON ra.id = nr.rate_id
          WHERE r.status IN ${SOLD}
            AND daterange(r.check_in_date, r.check_out_date, '[)') && daterange(${from}::date, ${toNext}::date, '[)')
            AND nr.night >= ${from}::date AND nr.night < ${toNext}::date
          UNION ALL
          SELECT NULL, x.inside, x.revenue FROM (${segmentsInside(from, toNext)}) x WHERE NOT x.priced
        ) y GROUP BY season ORDER BY sum(revenue) DESC, season`);
      return rows;
    },
    async roomsSoldByDay(from: string, to: string) {
      const { rows } = await db.execute<{ date: string; sold: number }>(sql`
        SELECT to_char(d, 'YYYY-MM-DD') AS date, coalesce(n.sold, 0)::int AS sold
        FROM generate_series(${from}::date, ${to}::date, interval '1 day') d
        LEFT JOIN (
          SELECT night::date AS night, count(*) AS sold FROM (
            SELECT generate_series(greatest(s.check_in_date, ${from}::date), least(s.check_out_date - 1, ${to}::date),
                                   interval '1 day') AS night
            FROM reservation_segments s JOIN reservations r ON r.id = s.reservation_id
            WHERE r.status IN ${SOLD} AND ${segmentMeets(from, shiftDate(to, 1))}
          ) nights GROUP BY 1
        ) n ON n.night = d::date
        ORDER BY d`);
      return rows;
    },
  };
}

const byKey = <T extends Record<string, unknown>>(rows: T[], key: keyof T) =>
  [...rows].sort((a, b) => String(a[key]).localeCompare(String(b[key])));

/** Periods [from, to] read by the reports: months, the year, a week across a month's end, one night. */
const PERIODS: Array<[string, string]> = [
  ["2031-01-01", "2031-01-31"],
  ["2031-02-01", "2031-02-28"],
  ["2031-03-01", "2031-03-31"],
  ["2031-01-01", "2031-12-31"],
  ["2031-01-28", "2031-02-03"],
  ["2031-02-14", "2031-02-14"],
  ["2030-12-01", "2031-04-30"],
];

async function expectSummaryEqualsFullScan() {
  const summary = ocupacaoReportStorage(database.db);
  const reference = fullScan(database.db);
  for (const [from, to] of PERIODS) {
    const toNext = shiftDate(to, 1);
    const period = `${from} - ${to}`;
    expect(byKey(await summary.soldNightsByRoomType(from, toNext), "type"), period).toEqual(
      byKey(await reference.soldNightsByRoomType(from, toNext), "type"),
    );
    expect(byKey(await summary.revenueBySeason(from, toNext), "season"), period).toEqual(
      byKey(await reference.revenueBySeason(from, toNext), "season"),
    );
    expect(await summary.roomsSoldByDay(from, to), period).toEqual(await reference.roomsSoldByDay(from, to));
  }
}

const summaryRows = async () =>
  (await database.pool.query("SELECT * FROM resumo_noites_vendidas ORDER BY reservation_id, night")).rows;

describe("the nights sold", () => {
  it("equal a full scan of the stays after random moves, some of them at the same time", async () => {
    const app = testApp(database, { clock: () => new Date("2030-11-01T12:00:00-03:00") });
    const { owner, staff } = await ownerAndStaff(database, app);
    const api = apiFactories({ owner, staff });
    const rooms: string[] = [];
    for (const [number, type] of [
      ["101", "standard"],
      ["102", "standard"],
      ["103", "standard"],
      ["201", "deluxe"],
      ["202", "deluxe"],
      ["301", "suite"],
    ] as const) {
      rooms.push((await api.room({ number, type, pricePerNight: "100.00" })).id);
    }
    const base = (await owner.put("/api/rates/base").send({ prices: {} }).expect(200)).body.id as string;
    const seasons: string[] = [];
    for (const [name, startDate, endDate] of [
      ["Alta temporada", "2031-01-01", "2031-02-28"],
      ["Carnaval", "2031-02-20", "2031-03-05"],
      ["Páscoa", "2031-04-10", "2031-04-20"],
    ]) {
      const res = await owner.post("/api/rates/seasons").send({ name, startDate, endDate, prices: {} });
      expect(res.status, res.text).toBe(201);
      seasons.push(res.body.id as string);
    }
    const guestId = (await api.guest()).id;
    const rng = seeded(29);
    const pick = <T>(list: readonly T[]) => list[Math.floor(rng() * list.length)]!;
    const day = (offset: number) => shiftDate("2030-12-20", offset);
    const money = (max: number) => (Math.floor(rng() * max * 100) / 100).toFixed(2);
    // Sold statuses more often than the others, so a good part of the stays count.
    const statuses = [
      "pending",
      "confirmed",
      "confirmed",
      "checked_in",
      "completed",
      "completed",
      "cancelled",
      "no_show",
    ];
    const layers = () => pick([base, ...seasons, null]);
    const stays: string[] = [];
    const q = (text: string, values: unknown[] = []) => database.pool.query(text, values);
    /** Runs `text` and ignores a double booking (23P01) or a rolled-back move: the random moves collide often. */
    const tryQuery = async (text: string, values: unknown[] = []) => {
      try {
        await q(text, values);
      } catch (error) {
        if ((error as { code?: string }).code !== "23P01") throw error;
      }
    };
    /** The stay's breakdown replaced by random nights over its dates (zero prices now and then), in one statement. */
    const writeBreakdown = async (id: string, client: { query: typeof q } = { query: q }) => {
      const { rows } = await client.query(
        "SELECT check_in_date::text AS a, check_out_date::text AS b FROM reservations WHERE id = $1",
        [id],
      );
      if (!rows[0]) return;
      await client.query("DELETE FROM reservation_nights WHERE reservation_id = $1", [id]);
      const zero = rng() < 0.15;
      const nights: unknown[] = [];
      for (let night = rows[0].a as string; night < (rows[0].b as string); night = shiftDate(night, 1)) {
        if (rng() < 0.1) continue;
        nights.push([night, zero ? "0.00" : money(400), pick(["Tarifa base", "Fim de semana", "Feriado"]), layers()]);
      }
      if (!nights.length) return;
      await client.query(
        `INSERT INTO reservation_nights (reservation_id, night, price, rule, rate_id)
         SELECT $1::uuid, (n->>0)::date, (n->>1)::numeric, n->>2, (n->>3)::uuid FROM jsonb_array_elements($2::jsonb) n`,
        [id, JSON.stringify(nights)],
      );
    };

    for (let round = 0; round < 8; round++) {
      for (let step = 0; step < 60; step++) {
        const move = rng();
        const id = stays.length ? pick(stays) : undefined;
        if (move < 0.4 || !id) {
          // A new stay, in any status, with a breakdown two times in three.
          const start = Math.floor(rng() * 140);
          const length = 1 + Math.floor(rng() * 9);
          try {
            const { rows } = await q(
              `INSERT INTO reservations (guest_id, room_id, check_in_date, check_out_date, total_amount, status)
               VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
              [guestId, pick(rooms), day(start), day(start + length), money(3000), pick(statuses)],
            );
            stays.push(rows[0].id as string);
            if (rng() < 0.67) await writeBreakdown(rows[0].id as string);
          } catch (error) {
            if ((error as { code?: string }).code !== "23P01") throw error;
          }
        } else if (move < 0.48) {
          await tryQuery("UPDATE reservations SET status = $2 WHERE id = $1", [id, pick(statuses)]);
        } else if (move < 0.56) {
          await q("UPDATE reservations SET total_amount = $2 WHERE id = $1", [id, money(3000)]);
        } else if (move < 0.64) {
          // Early departure or an extension: new dates, the breakdown trimmed to them as the app does.
          const { rows } = await q(
            "SELECT check_in_date::text AS a, check_out_date::text AS b FROM reservations WHERE id = $1",
            [id],
          );
          const shift = Math.floor(rng() * 5) - 3;
          const out = shiftDate(rows[0].b as string, shift);
          if (out > (rows[0].a as string)) {
            await tryQuery("UPDATE reservations SET check_out_date = $2 WHERE id = $1", [id, out]);
            await q("DELETE FROM reservation_nights WHERE reservation_id = $1 AND night >= $2", [id, out]);
          }
        } else if (move < 0.76) {
          // A room move mid-stay: the last segment split, its later nights in another room, in one transaction.
          const client = await database.pool.connect();
          try {
            await client.query("BEGIN");
            const { rows } = await client.query(
              `SELECT id, check_in_date::text AS a, check_out_date::text AS b FROM reservation_segments
               WHERE reservation_id = $1 ORDER BY check_in_date DESC LIMIT 1 FOR UPDATE`,
              [id],
            );
            const segment = rows[0] as { id: string; a: string; b: string } | undefined;
            const nights = segment ? (Date.parse(segment.b) - Date.parse(segment.a)) / 86_400_000 : 0;
            if (segment && nights >= 2) {
              const at = shiftDate(segment.a, 1 + Math.floor(rng() * (nights - 1)));
              const live = (
                await client.query(
                  "SELECT status NOT IN ('cancelled', 'no_show') AS live FROM reservations WHERE id = $1",
                  [id],
                )
              ).rows[0].live as boolean;
              await client.query("UPDATE reservation_segments SET check_out_date = $2 WHERE id = $1", [segment.id, at]);
              await client.query(
                `INSERT INTO reservation_segments (reservation_id, room_id, check_in_date, check_out_date, live)
                 VALUES ($1, $2, $3, $4, $5)`,
                [id, pick(rooms), at, segment.b, live],
              );
            }
            await client.query("COMMIT");
          } catch (error) {
            await client.query("ROLLBACK");
            if ((error as { code?: string }).code !== "23P01") throw error;
          } finally {
            client.release();
          }
        } else if (move < 0.84) {
          await writeBreakdown(id);
        } else if (move < 0.92) {
          await q(
            "UPDATE reservation_nights SET price = $2 WHERE reservation_id = $1 AND night = (SELECT min(night) FROM reservation_nights WHERE reservation_id = $1)",
            [id, money(500)],
          );
        } else if (move < 0.97) {
          await q("DELETE FROM reservations WHERE id = $1", [id]);
          stays.splice(stays.indexOf(id), 1);
        } else if (seasons.length > 1) {
          // A price layer deleted: its nights keep their rule (rate_id set null by the foreign key).
          await q("DELETE FROM rates WHERE id = $1", [seasons.pop()]);
        }
      }

      // The same stays written from four connections at once: new breakdowns, totals and statuses of one stay each
      // time, each writer in its own transaction.
      const targets = [pick(stays), pick(stays)];
      await Promise.all(
        Array.from({ length: 8 }, async (_, writer) => {
          const client = await database.pool.connect();
          try {
            await client.query("BEGIN");
            const target = targets[writer % 2]!;
            if (writer % 4 === 0)
              await client.query("UPDATE reservations SET total_amount = $2 WHERE id = $1", [target, money(3000)]);
            else if (writer % 4 === 1)
              await client.query("UPDATE reservations SET status = $2 WHERE id = $1", [
                target,
                pick(["confirmed", "checked_in", "cancelled"]),
              ]);
            else await writeBreakdown(target, client);
            await client.query("COMMIT");
          } catch (error) {
            await client.query("ROLLBACK");
            // Two raw replacements of one breakdown may collide on its key (the app locks the stay first): one loses.
            if (!["23P01", "40P01", "23505"].includes((error as { code?: string }).code ?? "")) throw error;
          } finally {
            client.release();
          }
        }),
      );

      await expectSummaryEqualsFullScan();
    }

    // The generated stays cover what the comparison is about: sold and unsold, priced and prorated, moved stays.
    const { rows: shape } = await q(`SELECT
        count(*) FILTER (WHERE status IN ('confirmed', 'checked_in', 'completed'))::int AS sold,
        count(*) FILTER (WHERE status NOT IN ('confirmed', 'checked_in', 'completed'))::int AS unsold,
        count(*) FILTER (WHERE EXISTS (SELECT 1 FROM reservation_nights n WHERE n.reservation_id = r.id))::int AS priced,
        count(*) FILTER (WHERE (SELECT count(*) FROM reservation_segments s WHERE s.reservation_id = r.id) > 1)::int AS moved
      FROM reservations r`);
    expect(shape[0].sold).toBeGreaterThan(30);
    expect(shape[0].unsold).toBeGreaterThan(20);
    expect(shape[0].priced).toBeGreaterThan(40);
    expect(shape[0].moved).toBeGreaterThan(10);

    // A rebuild from the rows writes what the triggers wrote.
    const kept = await summaryRows();
    expect(kept.length).toBeGreaterThan(100);
    await q("SELECT rebuild_nights_sold()");
    expect(await summaryRows()).toEqual(kept);

    // 'Redefinir Sistema' empties it (TRUNCATE); the restore of a backup taken before, which leaves the summary to
    // one rebuild at its end, gives every row back as it was.
    // A restore first gives each reservation one segment over its dates in its own room (then the file's segments):
    // the raw moves above may leave two stays on one room's nights that way, which it refuses; those go first.
    await q(`DELETE FROM reservations r WHERE r.status NOT IN ('cancelled', 'no_show') AND EXISTS (
      SELECT 1 FROM reservations o WHERE o.id <> r.id AND o.room_id = r.room_id AND o.status NOT IN ('cancelled', 'no_show')
        AND daterange(o.check_in_date, o.check_out_date) && daterange(r.check_in_date, r.check_out_date))`);
    const before = await summaryRows();
    await expectSummaryEqualsFullScan();
    const backupText = await createBackup(database.db);
    const reset = await owner.post("/api/system/reset").send({ confirmation: "REDEFINIR", password: TEST_PASSWORD });
    expect(reset.status).toBe(200);
    expect(await summaryRows()).toEqual([]);
    const restored = await owner.post("/api/system/restore").set("Content-Type", "application/json").send(backupText);
    expect(restored.status, restored.text).toBe(200);
    expect(await summaryRows()).toEqual(before);
    await expectSummaryEqualsFullScan();

    // TRUNCATE fires no row trigger: the summary follows the emptied tables.
    await q("TRUNCATE reservation_nights");
    await expectSummaryEqualsFullScan();
    await q("TRUNCATE reservations CASCADE");
    expect(await summaryRows()).toEqual([]);
  });
});
