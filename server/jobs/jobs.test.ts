// The durable job queue (docs/decisions/0044) and its first job, 'Backup automático diário' (docs/product.md §5.6):
// a scheduled job runs once per match even with two instances running, a job added by hand runs, and the daily
// backup keeps only the newest N files.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_GERAL } from "@shared/validators/settings";
import type { Database } from "../db";
import { dailyBackupDir, runDailyBackup } from "../domain/daily-backup";
import { createLogger } from "../logger";
import { storage } from "../storage";
import { createUser, resetDatabase, testDatabase, testDatabaseUrl } from "../test/harness";
import { startJobs, type Jobs } from "./index";
import { jobDefinitions } from "./definitions";

let database: Database;
const logger = createLogger("silent");
const running: Jobs[] = [];
const dirs: string[] = [];

const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hospeda-jobs-"));
  dirs.push(dir);
  return dir;
};

async function turnDailyBackup(on: boolean, kept = 7) {
  const owner = await createUser(database, { email: "dono@example.com", role: "owner" });
  await storage(database.db).settings.put(
    "geral",
    { ...DEFAULT_GERAL, dailyBackup: on, dailyBackupsKept: kept },
    owner.id,
    new Date(),
  );
}

const dailyFiles = (dataDir: string) =>
  fs.existsSync(dailyBackupDir(dataDir))
    ? fs
        .readdirSync(dailyBackupDir(dataDir))
        .filter((name) => !name.startsWith(".")) // one being written
        .sort()
    : [];

beforeAll(async () => {
  database = await testDatabase();
});

beforeEach(async () => {
  await resetDatabase(database);
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((jobs) => jobs.stop()));
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("the job queue", () => {
  it("two instances with the same schedule: the scheduled backup is written once, by one of them", async () => {
    await turnDailyBackup(true);
    const dataDirs = [tempDir(), tempDir()];
    for (const dataDir of dataDirs) {
      running.push(
        await startJobs({
          connectionString: testDatabaseUrl(),
          // Every minute rather than every night, so that the test sees one match.
          definitions: jobDefinitions({ db: database.db, dataDir, logger, dailyBackupSchedule: "* * * * *" }),
          logger,
          pollInterval: 500,
        }),
      );
    }
    const written = () => dataDirs.flatMap(dailyFiles);
    const deadline = Date.now() + 90_000;
    while (written().length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    // Both instances have had time to run it too, had they queued it.
    await new Promise((r) => setTimeout(r, 4_000));
    const files = written();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^hospeda-backup-diario-\d{4}-\d\d-\d\dT\d\d-\d\d-00\.jsonl\.gz$/);
    const { rows } = await database.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'backup-diario'",
    );
    expect(rows[0]!.n).toBe(0); // done and gone, none left to run again
  }, 120_000);

  it("a job added by hand runs, and a stopped queue stops cleanly", async () => {
    await turnDailyBackup(true);
    const dataDir = tempDir();
    const jobs = await startJobs({
      connectionString: testDatabaseUrl(),
      definitions: jobDefinitions({ db: database.db, dataDir, logger, dailyBackupSchedule: "0 6 1 1 *" }),
      logger,
      pollInterval: 500,
    });
    running.push(jobs);
    await jobs.add("backup-diario", { _cron: { ts: "2030-01-08T06:00:00.000Z" } });
    const deadline = Date.now() + 30_000;
    while (dailyFiles(dataDir).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(dailyFiles(dataDir)).toEqual(["hospeda-backup-diario-2030-01-08T06-00-00.jsonl.gz"]);
    await expect(jobs.add("nao-existe")).rejects.toThrow("no job named nao-existe");
  }, 60_000);
});

describe("Backup automático diário", () => {
  it("writes a whole backup and keeps only the newest N, leaving other files alone", async () => {
    await turnDailyBackup(true, 3);
    const dir = dailyBackupDir(tempDir());
    fs.mkdirSync(dir, { recursive: true });
    for (const day of ["01", "02", "03", "04", "05"])
      fs.writeFileSync(path.join(dir, `hospeda-backup-diario-2030-01-${day}T06-00-00.jsonl.gz`), "");
    fs.writeFileSync(path.join(dir, "minhas-notas.txt"), "fica");
    const done = await runDailyBackup(database.db, { dir, now: new Date("2030-01-06T06:00:00.000Z") });
    expect(done).toEqual({
      file: "hospeda-backup-diario-2030-01-06T06-00-00.jsonl.gz",
      deleted: [
        "hospeda-backup-diario-2030-01-01T06-00-00.jsonl.gz",
        "hospeda-backup-diario-2030-01-02T06-00-00.jsonl.gz",
        "hospeda-backup-diario-2030-01-03T06-00-00.jsonl.gz",
      ],
    });
    expect(fs.readdirSync(dir).sort()).toEqual([
      "hospeda-backup-diario-2030-01-04T06-00-00.jsonl.gz",
      "hospeda-backup-diario-2030-01-05T06-00-00.jsonl.gz",
      "hospeda-backup-diario-2030-01-06T06-00-00.jsonl.gz",
      "minhas-notas.txt",
    ]);
    const lines = gunzipSync(fs.readFileSync(path.join(dir, done!.file)))
      .toString("utf8")
      .split("\n");
    expect(JSON.parse(lines[0]!)).toMatchObject({ format: "hospeda-backup", formatVersion: 2 });
    expect(lines.at(-2)).toBe('["fim"]');
  });

  it("with the switch off (the default) nothing is written", async () => {
    const dir = dailyBackupDir(tempDir());
    expect(await runDailyBackup(database.db, { dir, now: new Date("2030-01-06T06:00:00.000Z") })).toBeNull();
    await turnDailyBackup(false);
    expect(await runDailyBackup(database.db, { dir, now: new Date("2030-01-06T06:00:00.000Z") })).toBeNull();
    expect(fs.existsSync(dir)).toBe(false);
  });
});
