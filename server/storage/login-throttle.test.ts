// The sign-in buckets under parallel use: statements that touch several buckets must not lock each other out.
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { loginThrottle } from "@shared/schema/users";
import type { Database } from "../db";
import { testDatabase } from "../test/harness";
import { loginThrottleStorage } from "./login-throttle";

let database: Database;
beforeAll(async () => {
  database = await testDatabase();
});

const levels = async () =>
  (
    await database.db.execute<{ key: string; failures: number }>(
      sql`SELECT key, failures FROM ${loginThrottle} ORDER BY key`,
    )
  ).rows.map((row) => [row.key, Number(row.failures)]);

describe("login throttle storage", () => {
  it("gives back the same two keys from 400 parallel sign-ins, in either order, without a deadlock", async () => {
    const throttle = loginThrottleStorage(database.db);
    await database.db.insert(loginThrottle).values([
      { key: "account:a@example.com", failures: 400 },
      { key: "address:203.0.113.9", failures: 400 },
    ]);
    const results = await Promise.allSettled(
      Array.from({ length: 400 }, (_, i) =>
        throttle.giveBack(
          i % 2 ? ["account:a@example.com", "address:203.0.113.9"] : ["address:203.0.113.9", "account:a@example.com"],
        ),
      ),
    );
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    expect(await levels()).toEqual([
      ["account:a@example.com", 0],
      ["address:203.0.113.9", 0],
    ]);
  });

  it("clears the keys asked for and sweeps buckets untouched for an hour, leaving the others", async () => {
    const throttle = loginThrottleStorage(database.db);
    await database.db.delete(loginThrottle);
    await database.db.insert(loginThrottle).values([
      { key: "account:b@example.com", failures: 3 },
      { key: "account:c@example.com", failures: 2 },
      { key: "account:velho@example.com", failures: 9, updatedAt: sql`now() - interval '61 minutes'` },
      { key: "account:recente@example.com", failures: 1, updatedAt: sql`now() - interval '59 minutes'` },
    ]);
    await throttle.clear(["account:b@example.com"]);
    expect(await levels()).toEqual([
      ["account:c@example.com", 2],
      ["account:recente@example.com", 1],
    ]);
  });
});
