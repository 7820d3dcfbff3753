import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { testDatabase, testDatabaseUrl } from "../test/harness";
import type { Database } from "./index";
import { ReadPipeline } from "./read-pipeline";

let database: Database;
let reads: ReadPipeline;

beforeAll(async () => {
  database = await testDatabase();
});

afterEach(async () => {
  await reads?.close();
});

const value = async (statement: Parameters<ReadPipeline["query"]>[0]) =>
  (await reads.query<{ v: unknown }>(statement)).rows[0]!.v;

describe("the read pipeline", () => {
  it("answers many statements in flight at once, each with its own result", async () => {
    reads = new ReadPipeline(testDatabaseUrl());
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => value({ text: "SELECT $1::int * 2 AS v", values: [i] })),
    );
    expect(answers).toEqual(Array.from({ length: 50 }, (_, i) => i * 2));
  });

  it("starts without JIT, as the pool's connections do (session-options.ts)", async () => {
    reads = new ReadPipeline(testDatabaseUrl());
    expect(await value({ text: "SELECT current_setting('jit') AS v" })).toBe("off");
    const { rows } = await database.pool.query<{ v: string }>("SELECT current_setting('jit') AS v");
    expect(rows[0]!.v).toBe("off");
  });

  it("fails only the statement that fails, not those queued around it", async () => {
    reads = new ReadPipeline(testDatabaseUrl());
    const outcomes = await Promise.allSettled([
      value({ text: "SELECT 1 AS v" }),
      value({ text: "SELECT 1 / 0 AS v" }),
      value({ text: "SELECT 3 AS v" }),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(outcomes[2]).toMatchObject({ value: 3 });
  });

  it("opens a new connection after the server dropped its own", async () => {
    reads = new ReadPipeline(testDatabaseUrl());
    expect(await value({ text: "SELECT 1 AS v" })).toBe(1);
    const { rows } = await database.pool.query(`SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity
      WHERE application_name = 'hospeda reads' AND datname = current_database()`);
    expect(rows).toEqual([{ done: true }]);
    // The statement in flight when the connection drops fails; the next one gets a fresh connection.
    await expect.poll(() => value({ text: "SELECT 2 AS v" }).catch(() => "failed"), { timeout: 5_000 }).toBe(2);
  });
});
