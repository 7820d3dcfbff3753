// What API tests share: the app on the run's database, a clean slate, accounts and signed-in agents.
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, inject } from "vitest";
import request from "supertest";
import { sql } from "drizzle-orm";
import { createApp, type AppDeps } from "../app";
import { openDatabase, type Database } from "../db";
import { createLogger } from "../logger";
import { localDiskStorage } from "../files/local-disk";
import { hashPassword } from "../auth/password";
import { users } from "@shared/schema";

let database: Database | undefined;

export async function testDatabase() {
  if (!database) {
    database = await openDatabase({ databaseUrl: inject("databaseUrl"), dataDir: null, poolSize: 4 });
    afterAll(async () => {
      await database?.pool.end();
      database = undefined;
    });
  }
  return database;
}

/** Empties every table the app writes (not the migrations journal). */
export async function resetDatabase(db: Database) {
  const { rows } = await db.pool.query<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public'",
  );
  if (rows.length) {
    await db.db.execute(sql.raw(`TRUNCATE ${rows.map((r) => `"${r.tablename}"`).join(", ")} CASCADE`));
  }
}

const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The local-disk document storage in a fresh temporary DATA_DIR (removed after the file's tests). */
export function testFiles(db: Database) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "hospeda-files-"));
  tempDirs.push(dataDir);
  return { dataDir, files: localDiskStorage({ db: db.db, dataDir }) };
}

export function testApp(db: Database, overrides: Partial<AppDeps> = {}) {
  return createApp({
    database: db,
    env: { NODE_ENV: "test", TRUST_PROXY: 0, APP_ORIGIN: undefined },
    logger: createLogger(process.env.TEST_LOG_LEVEL ?? "silent"),
    sessionSecret: "test-secret-test-secret-test-secret-0123456789",
    files: overrides.files ?? testFiles(db).files,
    ...overrides,
  });
}

const hashCache: Record<string, string> = {};
export const TEST_PASSWORD = "senha-de-teste-1";

export async function createUser(db: Database, values: { email: string; role?: "owner" | "employee"; password?: string; firstName?: string; isActive?: boolean }) {
  const password = values.password ?? TEST_PASSWORD;
  const passwordHash = (hashCache[password] ??= await hashPassword(password));
  const [user] = await db.db
    .insert(users)
    .values({
      email: values.email,
      role: values.role ?? "employee",
      firstName: values.firstName ?? "Teste",
      lastName: "Silva",
      passwordHash,
      isActive: values.isActive ?? true,
    })
    .returning();
  return user!;
}

/** A supertest agent signed in with a local account (cookies kept between its requests). */
export async function signedInAgent(app: ReturnType<typeof testApp>, email: string, password = TEST_PASSWORD) {
  const agent = request.agent(app);
  const res = await agent.post("/api/login").send({ email, password });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${res.text}`);
  return agent;
}


/** A clean database with an owner (dono@example.com) and a staff member (recepcao@example.com), both signed in. */
export async function ownerAndStaff(db: Database, app = testApp(db)) {
  await resetDatabase(db);
  await createUser(db, { email: "dono@example.com", role: "owner" });
  await createUser(db, { email: "recepcao@example.com", role: "employee" });
  return {
    app,
    owner: await signedInAgent(app, "dono@example.com"),
    staff: await signedInAgent(app, "recepcao@example.com"),
  };
}
