import { afterAll, describe, expect, it } from "vitest";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase, runMigrations } from "./index";
import { rooms } from "@shared/schema";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hospeda-data-test-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

describe("embedded database in a data directory", () => {
  it("persists across restarts, and refuses a second process on the same directory", async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ dataDir, poolSize: 2 });
    await runMigrations(first);
    await first.db.insert(rooms).values({ number: "7", pricePerNight: "99.90" });

    const second = spawnSync(process.execPath, ["--import", "tsx", "server/index.ts"], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", PORT: "0", NODE_ENV: "production" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toContain(`The data directory ${dataDir} is already in use by process ${process.pid}`);
    await first.close();

    const reopened = await openDatabase({ dataDir, poolSize: 2 });
    await runMigrations(reopened);
    const list = await reopened.db.select().from(rooms);
    expect(list.map((r) => [r.number, r.pricePerNight])).toEqual([["7", "99.90"]]);
    await reopened.close();
    expect(fs.existsSync(path.join(dataDir, "hospeda.lock"))).toBe(false);
  });

  it("takes over a lock left by a process that no longer exists", async () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, "hospeda.lock"), "999999999");
    const database = await openDatabase({ dataDir, poolSize: 1 });
    expect(fs.readFileSync(path.join(dataDir, "hospeda.lock"), "utf8")).toBe(String(process.pid));
    await database.close();
  });
});
