// What API tests share: the app on the run's database, a clean slate, accounts and signed-in agents.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, inject } from "vitest";
import pg from "pg";
import request from "supertest";
import { sql } from "drizzle-orm";
import { createApp, type AppDeps } from "../app";
import { connect, type Database } from "../db";
import { withDatabase } from "./global-setup";
import { createLogger } from "../logger";
import { localDiskStorage } from "../files/local-disk";
import { hashPassword } from "../auth/password";
import { productConsumption, products } from "@shared/schema/products";
import { users } from "@shared/schema/users";

let database: Database | undefined;
let databaseUrl: string | undefined;
let databaseName: string | undefined;

/**
 * This test file's own database: a copy of the run's migrated template (server/test/global-setup.ts), dropped
 * when the file's tests end. Test files run in parallel, each on its own database.
 */
export async function testDatabase() {
  if (!database) {
    const name = `${inject("templateDatabase").replace(/_template$/, "")}_t_${process.pid}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: inject("adminUrl") });
    await admin.connect();
    try {
      // FILE_COPY: copying the files of a small template is faster than logging every page of it.
      await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${inject("templateDatabase")}" STRATEGY FILE_COPY`);
    } finally {
      await admin.end();
    }
    databaseName = name;
    databaseUrl = withDatabase(inject("adminUrl"), name);
    database = connect(databaseUrl, 4);
  }
  return database;
}

// Registered when the test file loads: a hook registered from inside beforeAll (where testDatabase() is called) is
// never run, which left every file's database behind until the next run's set-up swept it away.
afterAll(async () => {
  if (!databaseName) return;
  const name = databaseName;
  databaseName = undefined;
  await database?.close();
  database = undefined;
  const cleanup = new pg.Client({ connectionString: inject("adminUrl") });
  await cleanup.connect();
  await cleanup.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await cleanup.end();
});

/** The connection string of this file's database (after testDatabase()). */
export function testDatabaseUrl() {
  if (!databaseUrl) throw new Error("call testDatabase() first");
  return databaseUrl;
}

/**
 * Empties every table the app writes (not the migrations journal, not rooms_version). The audit log refuses TRUNCATE (migration 0010):
 * a test's throwaway database lifts that trigger for this one statement, in the same transaction.
 */
export async function resetDatabase(db: Database) {
  // rooms_version is never emptied (a reset would lower its number, which the app's copy of the rooms list at that
  // number would then pass for current: docs/decisions/0075); the truncates below raise it like any other write.
  const { rows } = await db.pool.query<{ tablename: string }>(
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('rooms_version', 'rooms_version_pending')",
  );
  if (rows.length) {
    await db.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_truncate`));
      await tx.execute(sql.raw(`TRUNCATE ${rows.map((r) => `"${r.tablename}"`).join(", ")} CASCADE`));
      await tx.execute(sql.raw(`ALTER TABLE audit_log ENABLE TRIGGER audit_log_no_truncate`));
    });
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

export async function createUser(
  db: Database,
  values: { email: string; role?: "owner" | "employee"; password?: string; firstName?: string; isActive?: boolean },
) {
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

/** `app` on a real socket on 127.0.0.1, for tests whose requests must truly run at the same time. */
export async function listening(app: ReturnType<typeof testApp>) {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Signs in at a listening server and returns the Cookie header that carries the session. */
export async function sessionCookie(base: string, email: string, password = TEST_PASSWORD) {
  const res = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** Bottles of Água mineral at R$ 4,50 on a stay's bill, consumed at `consumedAt` (or now, by the database). */
export async function watersConsumed(
  db: Database,
  stay: { reservationId: string; guestId: string },
  quantity: number,
  consumedAt?: Date,
) {
  const [water] = await db.db
    .insert(products)
    .values({ name: "Água mineral", category: "beverage", price: 450 })
    .returning();
  await db.db
    .insert(productConsumption)
    .values({ ...stay, productId: water!.id, quantity, unitPrice: 450, totalAmount: 450 * quantity, consumedAt });
}
