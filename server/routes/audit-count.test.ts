// The audit log's total from its counts per UTC day (migrations/0036, resumo_auditoria_dia, docs/decisions/0074)
// against the count the log's first page ran before (kept below as the reference): entries of three users and of
// the system (no user) seeded around UTC midnights and the pousada's (03:00 UTC), then every combination of the
// user, kind and entity filters over periods whose edges fall mid-day, exactly on a midnight, a microsecond either
// side of one, within one day or two, or are missing; through appends one by one and in statements of many rows,
// eight writers appending to the same day at once, a user's deletion (their entries lose the link), a rebuild, and
// restores over the log and into a log emptied with its guard lifted. And a total worked out by hand through the API.
import { beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { and, count, eq, gte, lt, sql } from "drizzle-orm";
import { auditLog } from "@shared/schema/settings";
import { TOTAL_COUNT_HEADER } from "@shared/api/lists";
import type { AuditAction } from "@shared/validators/audit";
import { createBackup } from "../domain/backup";
import { auditStorage } from "../storage/audit";
import {
  createUser,
  ownerAndStaff,
  signedInAgent,
  TEST_PASSWORD,
  testApp,
  testDatabase,
  testDatabaseUrl,
} from "../test/harness";
import { seeded } from "../test/seeded";
import type { Database } from "../db";

let database: Database;

beforeAll(async () => {
  database = await testDatabase();
});

const q = (text: string, values?: unknown[]) => database.pool.query(text, values);

interface Filters {
  userId?: string;
  action?: AuditAction;
  entity?: string;
  start?: Date;
  end?: Date;
}

// The reference: the total as the first page counted it before the summary, every matching row.
async function countedFromRows(query: Filters) {
  const [row] = await database.db
    .select({ total: count() })
    .from(auditLog)
    .where(
      and(
        query.userId ? eq(auditLog.userId, query.userId) : undefined,
        query.action ? eq(auditLog.action, query.action) : undefined,
        query.entity ? eq(auditLog.entity, query.entity) : undefined,
        query.start ? gte(auditLog.at, query.start) : undefined,
        query.end ? lt(auditLog.at, query.end) : undefined,
      ),
    );
  return row!.total;
}

const totalOf = async (query: Filters) => (await auditStorage(database.db).page({ ...query, limit: 1 })).total;

const at = (text: string) => new Date(text);
// Periods: none, either edge alone (mid-day or on a midnight), whole days, the pousada's days (03:00 UTC), a
// microsecond either side of a midnight, within one day, across one midnight only, one exact day, empty, wider than
// the data, after it.
const PERIODS: Array<[Date | undefined, Date | undefined]> = [
  [undefined, undefined],
  [at("2030-03-03T10:00:00Z"), undefined],
  [at("2030-03-04T00:00:00Z"), undefined],
  [undefined, at("2030-03-07T15:30:00Z")],
  [undefined, at("2030-03-07T00:00:00Z")],
  [at("2030-03-02T00:00:00Z"), at("2030-03-08T00:00:00Z")],
  [at("2030-03-02T03:00:00Z"), at("2030-03-08T03:00:00Z")],
  [at("2030-03-02T23:59:59.999Z"), at("2030-03-03T00:00:00.001Z")],
  [at("2030-03-05T01:00:00Z"), at("2030-03-05T20:00:00Z")],
  [at("2030-03-05T12:00:00Z"), at("2030-03-06T12:00:00Z")],
  [at("2030-03-05T00:00:00Z"), at("2030-03-06T00:00:00Z")],
  [at("2030-03-05T00:00:00Z"), at("2030-03-05T00:00:00Z")],
  [at("2029-01-01T00:00:00Z"), at("2031-01-01T00:00:00Z")],
  [at("2030-12-01T00:00:00Z"), undefined],
];
const ACTIONS: Array<AuditAction | undefined> = [undefined, "create", "view"];
const ENTITIES = [undefined, "guest", "payment"];

async function expectTotalsEqualRows(label: string, userIds: Array<string | undefined>) {
  let compared = 0;
  for (const [start, end] of PERIODS)
    for (const userId of userIds)
      for (const action of ACTIONS)
        for (const entity of ENTITIES) {
          const query = { userId, action, entity, start, end };
          expect(await totalOf(query), `${label}: ${JSON.stringify(query)}`).toBe(await countedFromRows(query));
          compared++;
        }
  expect(compared).toBe(PERIODS.length * userIds.length * 9);
}

/** The summary's non-zero rows, and the same counted from the log. */
const summaryRows = async () =>
  (
    await q(`SELECT dia::text, user_id::text, action, entity, quantidade::int FROM resumo_auditoria_dia
             WHERE quantidade <> 0 ORDER BY 1, 2, 3, 4`)
  ).rows;
async function expectSummaryEqualsLog(label: string) {
  const { rows } = await q(`
    SELECT to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS dia, user_id::text, action, entity, count(*)::int AS quantidade
    FROM audit_log GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`);
  expect(await summaryRows(), label).toEqual(rows);
}

/** Inserts entries in one statement: [instant, user or null, action, entity] each. */
async function append(entries: Array<[string, string | null, AuditAction, string]>) {
  await q(
    `INSERT INTO audit_log (at, user_id, action, entity)
     SELECT * FROM unnest($1::timestamptz[], $2::uuid[], $3::varchar[], $4::varchar[])`,
    [0, 1, 2, 3].map((i) => entries.map((e) => e[i])),
  );
}

describe("resumo_auditoria_dia", () => {
  it("gives the rows' count for every filter through appends, parallel writers, a deletion, a rebuild and a restore", async () => {
    const app = testApp(database);
    const { owner } = await ownerAndStaff(database, app);
    const ana = await createUser(database, { email: "ana@example.com" });
    const bia = await createUser(database, { email: "bia@example.com" });
    const caio = await createUser(database, { email: "caio@example.com" });
    const users = [ana.id, bia.id, caio.id, null];

    // 2,000 entries over ten days: half at a random instant, the rest on a UTC midnight, a microsecond either side of
    // one, or on the pousada's midnight (03:00 UTC).
    const random = seeded(20261127);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    const actions: AuditAction[] = ["create", "update", "view", "login"];
    const entities = ["guest", "payment", "reservation"];
    const instant = () => {
      const day = `2030-03-${String(1 + Math.floor(random() * 10)).padStart(2, "0")}`;
      const r = random();
      if (r < 0.5) return new Date(Date.parse(`${day}T00:00:00Z`) + Math.floor(random() * 86_400_000)).toISOString();
      return pick([
        `${day} 00:00:00+00`,
        `${day} 00:00:00.000001+00`,
        `${day} 23:59:59.999999+00`,
        `${day} 03:00:00+00`,
      ]);
    };
    const entry = (): [string, string | null, AuditAction, string] => [
      instant(),
      pick(users),
      pick(actions),
      pick(entities),
    ];
    await append(Array.from({ length: 2000 }, entry));
    await expectSummaryEqualsLog("seeded");
    await expectTotalsEqualRows("seeded", [undefined, ana.id, bia.id]);

    // Appends one at a time, as the middleware writes, and in statements of many rows.
    for (let i = 0; i < 40; i++) await append([entry()]);
    for (let i = 0; i < 5; i++) await append(Array.from({ length: 60 }, entry));
    await expectSummaryEqualsLog("appended");
    await expectTotalsEqualRows("appended", [undefined, ana.id, bia.id]);

    // Eight writers at once, 50 autocommit inserts each into one day: half Ana's creations of a guest, half the
    // system's, so the two keys of 2030-04-01 are each written 200 times by writers racing for them.
    const writers = new pg.Pool({ connectionString: testDatabaseUrl(), max: 8 });
    try {
      await Promise.all(
        Array.from({ length: 8 }, async (_, w) => {
          const client = await writers.connect();
          try {
            for (let i = 0; i < 50; i++)
              await client.query(
                `INSERT INTO audit_log (at, user_id, action, entity) VALUES ($1, $2, 'create', 'guest')`,
                [
                  `2030-04-01T${String(w * 3).padStart(2, "0")}:00:${String(i).padStart(2, "0")}Z`,
                  w % 2 ? ana.id : null,
                ],
              );
          } finally {
            client.release();
          }
        }),
      );
    } finally {
      await writers.end();
    }
    const { rows: april } = await q(
      `SELECT user_id IS NULL AS system, quantidade::int FROM resumo_auditoria_dia WHERE dia = '2030-04-01' ORDER BY 1`,
    );
    expect(april).toEqual([
      { system: false, quantidade: 200 },
      { system: true, quantidade: 200 },
    ]);
    expect(await totalOf({ start: at("2030-04-01T00:00:00Z"), end: at("2030-04-02T00:00:00Z") })).toBe(400);
    expect(await totalOf({ userId: ana.id, start: at("2030-03-31T12:00:00Z"), end: at("2030-04-03T00:00:00Z") })).toBe(
      200,
    );
    // The writers with an odd number wrote from 03:00, 09:00, 15:00 and 21:00: up to 12:00, those of 03:00 and 09:00.
    expect(await totalOf({ userId: ana.id, start: at("2030-03-31T00:00:00Z"), end: at("2030-04-01T12:00:00Z") })).toBe(
      100,
    );
    await expectSummaryEqualsLog("parallel");

    // Caio's deletion clears user_id in his entries (the foreign key's update, the one the log allows): they leave
    // his days for the system's.
    const caios = await countedFromRows({ userId: caio.id });
    expect(caios).toBeGreaterThan(300);
    await q("DELETE FROM users WHERE id = $1", [caio.id]);
    expect(await totalOf({ userId: caio.id })).toBe(0);
    await expectSummaryEqualsLog("a user deleted");
    await expectTotalsEqualRows("a user deleted", [undefined, ana.id]);

    // A rebuild from the log writes what the triggers wrote.
    const kept = await summaryRows();
    await q("SELECT rebuild_audit_counts()");
    expect(await summaryRows()).toEqual(kept);

    // A backup, then Dora, who is not in it, with two entries: the restore takes the accounts from the file and deletes
    // her, which clears user_id in her entries inside the restore's transaction.
    const backupText = await createBackup(database.db);
    const dora = await createUser(database, { email: "dora@example.com" });
    await append([
      ["2030-03-05T12:00:00Z", dora.id, "create", "guest"],
      ["2030-03-06T12:00:00Z", dora.id, "view", "guest"],
    ]);
    expect(await totalOf({ userId: dora.id })).toBe(2);
    // 'Redefinir Sistema' keeps the log and its counts.
    const reset = await owner.post("/api/system/reset").send({ confirmation: "REDEFINIR", password: TEST_PASSWORD });
    expect(reset.status, reset.text).toBe(200);
    await expectSummaryEqualsLog("reset");
    const restore = async () => {
      // The restore ends every session: sign in again (the file's owner has the same password).
      const agent = await signedInAgent(app, "dono@example.com");
      const res = await agent.post("/api/system/restore").set("Content-Type", "application/json").send(backupText);
      expect(res.status, res.text).toBe(200);
    };
    await restore();
    expect(await totalOf({ userId: dora.id })).toBe(0);
    expect(await totalOf({ start: at("2030-03-05T00:00:00Z"), end: at("2030-03-07T00:00:00Z") })).toBe(
      await countedFromRows({ start: at("2030-03-05T00:00:00Z"), end: at("2030-03-07T00:00:00Z") }),
    );
    await expectSummaryEqualsLog("restored over the log");
    await expectTotalsEqualRows("restored over the log", [undefined, ana.id, bia.id]);

    // The log emptied with its guard lifted (as the benches do) leaves no counts; a restore then gives back every
    // entry of the file in one statement.
    const bias = await countedFromRows({ userId: bia.id });
    await database.db.transaction(async (tx) => {
      await tx.execute(sql.raw("ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_truncate"));
      await tx.execute(sql.raw("TRUNCATE audit_log"));
      await tx.execute(sql.raw("ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_truncate"));
    });
    expect(await summaryRows()).toEqual([]);
    expect(await totalOf({})).toBe(0);
    await restore();
    expect(await totalOf({ userId: bia.id })).toBe(bias);
    expect(await totalOf({})).toBeGreaterThan(2500);
    await expectSummaryEqualsLog("restored into an empty log");
    await expectTotalsEqualRows("restored into an empty log", [undefined, ana.id, bia.id]);
  }, 240_000);

  it("answers a total worked out by hand through the API, at the pousada's midnights", async () => {
    const app = testApp(database);
    const { owner } = await ownerAndStaff(database, app);
    const ana = await createUser(database, { email: "ana@example.com" });
    // The pousada's 1 to 3 May 2030 are [2030-05-01T03:00Z, 2030-05-04T03:00Z).
    await append([
      ["2030-05-01T02:59:59.999Z", ana.id, "update", "guest"], // 30 April at the pousada: out
      ["2030-05-01T03:00:00Z", ana.id, "update", "guest"], // in
      ["2030-05-02T00:00:00Z", ana.id, "update", "guest"], // in
      ...Array.from({ length: 10 }, (): [string, string, AuditAction, string] => [
        "2030-05-02T12:00:00Z",
        ana.id,
        "update",
        "payment",
      ]), // in, ten
      ["2030-05-03T12:00:00Z", ana.id, "view", "guest"], // in
      ["2030-05-03T18:00:00Z", null, "view", "guest"], // in, the system's
      ["2030-05-04T02:59:59.999Z", ana.id, "view", "guest"], // 3 May at the pousada: in
      ["2030-05-04T03:00:00Z", ana.id, "view", "guest"], // 4 May: out
    ]);
    const total = async (query: Record<string, string>) => {
      const res = await owner.get("/api/audit").query({ limit: "5", from: "2030-05-01", to: "2030-05-03", ...query });
      expect(res.status, res.text).toBe(200);
      return res.headers[TOTAL_COUNT_HEADER.toLowerCase()];
    };
    expect(await total({})).toBe("15");
    expect(await total({ userId: ana.id })).toBe("14");
    expect(await total({ kind: "update" })).toBe("12");
    expect(await total({ kind: "view" })).toBe("3");
    expect(await total({ entity: "guest" })).toBe("5");
    expect(await total({ userId: ana.id, kind: "view", entity: "guest" })).toBe("2");
    expect(await total({ from: "2030-05-02", to: "2030-05-02" })).toBe("10");
    expect(await total({ from: "2030-05-04", to: "2030-05-04" })).toBe("1");
  });
});
