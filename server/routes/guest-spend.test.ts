// The guests' spend by UTC month (migrations/0035, resumo_pagamentos_hospede_mes) against a full scan: seeded random
// payments and refunds of eight guests, many at a UTC month's edge or between 00:00 and 03:00 UTC (the evening before
// at the pousada), then their status, amount, method, guest and instant changed, refunds added, moved to another
// payment, changed and deleted, payments deleted, statements of many rows, and writers in parallel transactions on one
// guest's month; after each round the summary must equal the sums of the rows, and Relatórios > Hóspedes' top spenders
// the query the report ran before the summary (kept below as the reference), for a year, months and odd periods whose
// edges fall before and after their nearest month; then 'Redefinir Sistema' and the restore of a backup taken before.
import { beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { sql } from "drizzle-orm";
import { apiFactories } from "../test/factories";
import { ownerAndStaff, TEST_PASSWORD, testApp, testDatabase, testDatabaseUrl } from "../test/harness";
import type { Database } from "../db";
import { createBackup } from "../domain/backup";
import { rebuildMoneySummaries } from "../storage/money-summaries";
import { hospedesReportStorage } from "../storage/reports/hospedes";
import { seeded } from "../test/seeded";

let database: Database;

beforeAll(async () => {
  database = await testDatabase();
});

// The reference: the report's read before the summary, a period's payments and refunds summed by guest.
async function fullScan(start: Date, end: Date, limit: number) {
  const { rows } = await database.db.execute(sql`
    WITH spenders AS MATERIALIZED (
      SELECT key AS guest_id, sum(amount) AS spent FROM (
        SELECT guest_id AS key, amount FROM payments
        WHERE status IN ('completed', 'refunded') AND method <> 'guest_credit'
          AND created_at >= ${start} AND created_at < ${end}
        UNION ALL
        SELECT (SELECT guest_id FROM payments WHERE payments.id = payment_refunds.payment_id), -amount
        FROM payment_refunds WHERE created_at >= ${start} AND created_at < ${end}
      ) moves
      GROUP BY key HAVING sum(amount) > 0
    )
    SELECT g.id, g.first_name AS "firstName", g.last_name AS "lastName", g.created_at AS "createdAt",
           s.spent::text AS spent
    FROM spenders s JOIN guests g ON g.id = s.guest_id
    WHERE s.spent >= coalesce((SELECT spent FROM spenders ORDER BY spent DESC OFFSET ${limit - 1} LIMIT 1), 0)
    ORDER BY s.spent DESC, g.first_name, g.last_name, g.id
    LIMIT ${limit}`);
  return rows;
}

// A year at the pousada (from its midnight, 03:00 UTC), months, and periods whose edges lie before or after their
// nearest month start (each edge read from the rows, added or subtracted), one of a day, one across three years.
const PERIODS: Array<[string, string]> = [
  ["2029-01-01T03:00:00Z", "2030-01-01T03:00:00Z"],
  ["2029-03-01T03:00:00Z", "2029-04-01T03:00:00Z"],
  ["2029-12-01T03:00:00Z", "2030-01-01T03:00:00Z"],
  ["2029-03-20T03:00:00Z", "2029-07-10T03:00:00Z"],
  ["2029-03-05T03:00:00Z", "2029-06-25T03:00:00Z"],
  ["2029-05-31T23:00:00Z", "2029-08-01T01:00:00Z"],
  ["2029-06-30T03:00:00Z", "2029-07-01T03:00:00Z"],
  ["2028-01-01T03:00:00Z", "2031-01-01T03:00:00Z"],
];

async function expectTopEqualsFullScan(label: string) {
  const report = hospedesReportStorage(database.db);
  for (const [from, to] of PERIODS) {
    const [start, end] = [new Date(from), new Date(to)];
    // Five, as the report asks, and every spender: the whole ranking, each sum to the centavo.
    for (const limit of [5, 1000])
      expect(await report.topSpenders(start, end, limit), `${label}: ${from} → ${to}, ${limit}`).toEqual(
        await fullScan(start, end, limit),
      );
  }
}

const summaryRows = async () =>
  (
    await database.pool.query(`
      SELECT mes::text, guest_id::text, (centavos * 0.01)::text AS total FROM resumo_pagamentos_hospede_mes
      WHERE centavos <> 0 ORDER BY 1, 2`)
  ).rows;

async function expectSummaryEqualsRows(label: string) {
  const { rows } = await database.pool.query(`
    SELECT to_char(date_trunc('month', t AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS mes, g::text AS guest_id,
           sum(v)::text AS total FROM (
      SELECT created_at AS t, guest_id AS g, amount AS v FROM payments
      WHERE status IN ('completed', 'refunded') AND method <> 'guest_credit'
      UNION ALL
      SELECT r.created_at, p.guest_id, -r.amount FROM payment_refunds r JOIN payments p ON p.id = r.payment_id
    ) m GROUP BY 1, 2 HAVING sum(v) <> 0 ORDER BY 1, 2`);
  expect(await summaryRows(), label).toEqual(rows);
}

const q = (text: string, values?: unknown[]) => database.pool.query(text, values);

describe("resumo_pagamentos_hospede_mes", () => {
  it("gives the full scan's top spenders through every kind of change, parallel writers, a reset and a restore", async () => {
    const app = testApp(database, { clock: () => new Date("2030-11-01T12:00:00-03:00") });
    const { owner, staff } = await ownerAndStaff(database, app);
    const api = apiFactories({ owner, staff });
    const guests: string[] = [];
    // Two pairs of namesakes: equal sums are ordered by name, then by id.
    for (const name of ["Ana", "Ana", "Bia", "Caio", "Caio", "Duda", "Eva", "Fabi"])
      guests.push((await api.guest({ firstName: name, lastName: "Gasto" })).id);

    const random = seeded(20261127);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    // Round amounts often (ties), centavos sometimes.
    const amount = () =>
      random() < 0.5
        ? `${1 + Math.floor(random() * 4) * 50}.00`
        : `${1 + Math.floor(random() * 300)}.${Math.floor(random() * 100)}`;
    // Half the instants within three hours of a UTC month's start (either side), the rest anywhere in 2028-2030.
    const instant = () => {
      if (random() < 0.5) {
        const month = Date.UTC(2028, Math.floor(random() * 36), 1);
        return new Date(month + Math.floor((random() * 6 - 3) * 3_600_000)).toISOString();
      }
      return new Date(Date.UTC(2028, 0, 1) + Math.floor(random() * 3 * 365 * 86_400_000)).toISOString();
    };
    const methods = ["pix", "cash", "credit_card", "guest_credit"] as const;
    const statuses = ["completed", "completed", "refunded", "pending", "failed"] as const;
    const payments: string[] = [];
    const refunds: string[] = [];
    const pay = async () => {
      const { rows } = await q(
        `INSERT INTO payments (guest_id, amount, method, status, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [pick(guests), amount(), pick(methods), pick(statuses), instant()],
      );
      payments.push(rows[0].id);
    };
    const refund = async () => {
      const { rows } = await q(
        `INSERT INTO payment_refunds (payment_id, amount, reason, created_at) VALUES ($1, $2, 'Devolução', $3) RETURNING id`,
        [pick(payments), amount(), instant()],
      );
      refunds.push(rows[0].id);
    };
    const move = async () => {
      const kind = Math.floor(random() * 12);
      const id = pick(payments);
      if (kind === 0) return pay();
      if (kind === 1) return refund();
      if (kind === 2) return q(`UPDATE payments SET status = $1 WHERE id = $2`, [pick(statuses), id]);
      if (kind === 3) return q(`UPDATE payments SET amount = $1 WHERE id = $2`, [amount(), id]);
      if (kind === 4) return q(`UPDATE payments SET method = $1 WHERE id = $2`, [pick(methods), id]);
      if (kind === 5) return q(`UPDATE payments SET guest_id = $1 WHERE id = $2`, [pick(guests), id]);
      if (kind === 6) return q(`UPDATE payments SET created_at = $1 WHERE id = $2`, [instant(), id]);
      if (kind === 7)
        return q(
          `UPDATE payments SET guest_id = $1, amount = $2, created_at = $3, status = 'completed' WHERE id = $4`,
          [pick(guests), amount(), instant(), id],
        );
      if (!refunds.length) return refund();
      const refundId = pick(refunds);
      if (kind === 8) return q(`UPDATE payment_refunds SET amount = $1 WHERE id = $2`, [amount(), refundId]);
      if (kind === 9) return q(`UPDATE payment_refunds SET created_at = $1 WHERE id = $2`, [instant(), refundId]);
      if (kind === 10) return q(`UPDATE payment_refunds SET payment_id = $1 WHERE id = $2`, [id, refundId]);
      refunds.splice(refunds.indexOf(refundId), 1);
      return q(`DELETE FROM payment_refunds WHERE id = $1`, [refundId]);
    };

    for (let i = 0; i < 60; i++) await pay();
    for (let i = 0; i < 25; i++) await refund();
    await expectSummaryEqualsRows("seeded");
    await expectTopEqualsFullScan("seeded");
    for (let round = 0; round < 6; round++) {
      for (let i = 0; i < 25; i++) await move();
      await expectSummaryEqualsRows(`round ${round}`);
      await expectTopEqualsFullScan(`round ${round}`);
    }

    // Statements of many rows: a guest's payments two hours later (across months' edges), two guests' payments
    // swapped, payments without refunds deleted.
    await q(`UPDATE payments SET created_at = created_at + interval '2 hours' WHERE guest_id = $1`, [guests[2]]);
    await q(
      `UPDATE payments SET guest_id = CASE guest_id WHEN $1::uuid THEN $2::uuid ELSE $1::uuid END
       WHERE guest_id IN ($1::uuid, $2::uuid)`,
      [guests[0], guests[3]],
    );
    const deleted = await q(
      `DELETE FROM payments p WHERE guest_id = $1 AND NOT EXISTS (SELECT 1 FROM payment_refunds r WHERE r.payment_id = p.id)`,
      [guests[5]],
    );
    expect(deleted.rowCount).toBeGreaterThan(0);
    await expectSummaryEqualsRows("many rows");
    await expectTopEqualsFullScan("many rows");

    // The history the moves left (what the comparisons above were about): every kind of row, spread over the years.
    const { rows: shape } = await q(`
      SELECT count(*) FILTER (WHERE status IN ('completed', 'refunded') AND method <> 'guest_credit')::int AS counted,
             count(*) FILTER (WHERE method = 'guest_credit' OR status IN ('pending', 'failed'))::int AS uncounted,
             count(*) FILTER (WHERE extract(hour FROM created_at AT TIME ZONE 'UTC') < 3)::int AS early,
             (SELECT count(*) FROM payment_refunds)::int AS refunds,
             (SELECT count(DISTINCT date_trunc('year', created_at)) FROM payments)::int AS years
      FROM payments`);
    expect(shape[0].counted).toBeGreaterThan(20);
    expect(shape[0].uncounted).toBeGreaterThan(10);
    expect(shape[0].early).toBeGreaterThan(10);
    expect(shape[0].refunds).toBeGreaterThan(10);
    expect(shape[0].years).toBeGreaterThanOrEqual(3);

    // Six transactions at once, each paying Bia three times in May 2031 and refunding one of the payments; meanwhile
    // two more give Eva's June payments to another guest and then to Fabi, while two others add refunds to them.
    const bia = guests[2]!;
    const eva = guests[6]!;
    const fabi = guests[7]!;
    const { rows: evaPayments } = await q(
      `INSERT INTO payments (guest_id, amount, method, status, created_at)
       SELECT $1, 100.00, 'pix', 'completed', '2031-06-10T12:00:00Z' FROM generate_series(1, 4) RETURNING id`,
      [eva],
    );
    const inTransaction = async (work: (client: pg.Client) => Promise<void>) => {
      const client = new pg.Client({ connectionString: testDatabaseUrl() });
      await client.connect();
      try {
        await client.query("BEGIN");
        await work(client);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      } finally {
        await client.end();
      }
    };
    const payer = (n: number) =>
      inTransaction(async (client) => {
        const ids: string[] = [];
        for (let i = 0; i < 3; i++) {
          const { rows } = await client.query(
            `INSERT INTO payments (guest_id, amount, method, status, created_at)
             VALUES ($1, 10.01, 'pix', 'completed', $2) RETURNING id`,
            [bia, `2031-05-${String(1 + n * 4 + i).padStart(2, "0")}T01:00:00Z`],
          );
          ids.push(rows[0].id);
        }
        await client.query(
          `INSERT INTO payment_refunds (payment_id, amount, reason, created_at) VALUES ($1, 0.01, 'Troco', '2031-05-28T12:00:00Z')`,
          [ids[0]],
        );
      });
    const mover = (via: string) =>
      inTransaction(async (client) => {
        for (const guest of [via, fabi])
          for (const { id } of evaPayments)
            await client.query(`UPDATE payments SET guest_id = $1 WHERE id = $2`, [guest, id]);
      });
    const refunder = () =>
      inTransaction(async (client) => {
        for (const { id } of evaPayments)
          await client.query(
            `INSERT INTO payment_refunds (payment_id, amount, reason, created_at)
             VALUES ($1, 1.00, 'Devolução', '2031-07-01T00:30:00Z')`,
            [id],
          );
      });
    await Promise.all([...[0, 1, 2, 3, 4, 5].map(payer), mover(guests[5]!), refunder(), mover(eva), refunder()]);
    // Bia in May 2031: 6 × 3 × R$ 10,01 − 6 × R$ 0,01 = R$ 180,12. Eva's four payments of R$ 100,00 end Fabi's,
    // with eight refunds of R$ 1,00 in July: Fabi R$ 400,00 in June and R$ -8,00 in July, Eva and Duda nothing,
    // whichever transaction committed first.
    const { rows: months } = await q(
      `SELECT mes::text, (centavos * 0.01)::text AS total,
              CASE guest_id WHEN $1::uuid THEN 'Bia' WHEN $2::uuid THEN 'Eva' WHEN $3::uuid THEN 'Fabi' END AS guest
       FROM resumo_pagamentos_hospede_mes WHERE mes >= '2031-05-01' AND centavos <> 0 ORDER BY mes, guest`,
      [bia, eva, fabi],
    );
    expect(months).toEqual([
      { mes: "2031-05-01", total: "180.12", guest: "Bia" },
      { mes: "2031-06-01", total: "400.00", guest: "Fabi" },
      { mes: "2031-07-01", total: "-8.00", guest: "Fabi" },
    ]);
    await expectSummaryEqualsRows("parallel");
    await expectTopEqualsFullScan("parallel");

    // A rebuild from the rows writes what the triggers wrote.
    const kept = await summaryRows();
    await database.db.transaction((tx) => rebuildMoneySummaries(tx));
    expect(await summaryRows()).toEqual(kept);

    // 'Redefinir Sistema' (TRUNCATE) leaves no month; the restore of a backup taken before gives them all back.
    const before = await fullScan(new Date(PERIODS[7]![0]), new Date(PERIODS[7]![1]), 1000);
    const backupText = await createBackup(database.db);
    const reset = await owner.post("/api/system/reset").send({ confirmation: "REDEFINIR", password: TEST_PASSWORD });
    expect(reset.status).toBe(200);
    expect((await q("SELECT count(*)::int AS n FROM resumo_pagamentos_hospede_mes")).rows[0].n).toBe(0);
    const restored = await owner.post("/api/system/restore").set("Content-Type", "application/json").send(backupText);
    expect(restored.status, restored.text).toBe(200);
    expect(await summaryRows()).toEqual(kept);
    await expectTopEqualsFullScan("restored");
    expect(await fullScan(new Date(PERIODS[7]![0]), new Date(PERIODS[7]![1]), 1000)).toEqual(before);
  }, 240_000);
});
