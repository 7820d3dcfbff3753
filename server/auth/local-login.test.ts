// OWNER_EMAIL / OWNER_PASSWORD at start-up: what a restart does to the owner account and its sessions.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import request from "supertest";
import { eq } from "drizzle-orm";
import { users } from "@shared/schema/users";
import { createUser, resetDatabase, signedInAgent, testApp, testDatabase } from "../test/harness";
import type { Database } from "../db";
import { ensureOwnerFromEnv } from "./local-login";

let database: Database;
let app: ReturnType<typeof testApp>;

const EMAIL = "dono@example.com";
const PASSWORD = "senha-do-ambiente-1";

const ownerRow = async () => (await database.db.select().from(users).where(eq(users.email, EMAIL)))[0]!;

beforeAll(async () => {
  database = await testDatabase();
});

beforeEach(async () => {
  await resetDatabase(database);
  app = testApp(database);
});

describe("ensureOwnerFromEnv", () => {
  it("creates the owner when missing, who can then sign in", async () => {
    await ensureOwnerFromEnv(database.db, { email: "Dono@Example.com", password: PASSWORD, firstName: "Maria" });
    expect(await ownerRow()).toMatchObject({ role: "owner", firstName: "Maria", isActive: true });
    await signedInAgent(app, EMAIL, PASSWORD);
  });

  it("keeps the password and the owner's sessions on a restart with the same password; names still update", async () => {
    await ensureOwnerFromEnv(database.db, { email: EMAIL, password: PASSWORD });
    const hashBefore = (await ownerRow()).passwordHash;
    const agent = await signedInAgent(app, EMAIL, PASSWORD);

    await ensureOwnerFromEnv(database.db, { email: EMAIL, password: PASSWORD, firstName: "Maria", lastName: "Souza" });

    await agent.get("/api/auth/user").expect(200);
    await agent.get("/api/rooms").expect(200);
    expect(await ownerRow()).toMatchObject({ passwordHash: hashBefore, firstName: "Maria", lastName: "Souza" });
  });

  it("replaces a changed password and ends the owner's sessions", async () => {
    await ensureOwnerFromEnv(database.db, { email: EMAIL, password: PASSWORD });
    const agent = await signedInAgent(app, EMAIL, PASSWORD);

    await ensureOwnerFromEnv(database.db, { email: EMAIL, password: "outra-senha-do-ambiente" });

    await agent.get("/api/rooms").expect(401);
    await request(app).post("/api/login").send({ email: EMAIL, password: PASSWORD }).expect(401);
    await signedInAgent(app, EMAIL, "outra-senha-do-ambiente");
  });

  it("makes an existing employee account the owner again and reactivates it", async () => {
    await createUser(database, { email: EMAIL, role: "employee", password: PASSWORD, isActive: false });
    await ensureOwnerFromEnv(database.db, { email: EMAIL, password: PASSWORD });
    expect(await ownerRow()).toMatchObject({ role: "owner", isActive: true });
    const agent = await signedInAgent(app, EMAIL, PASSWORD);
    // restarting again leaves this session alone: nothing about the account changes
    await ensureOwnerFromEnv(database.db, { email: EMAIL, password: PASSWORD });
    await agent.get("/api/auth/user").expect(200);
  });
});
