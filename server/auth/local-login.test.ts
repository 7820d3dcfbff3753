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

  it("on a restart with other values changes nothing: the password changed in the app, the sessions, the names", async () => {
    await ensureOwnerFromEnv(database.db, { email: EMAIL, password: PASSWORD, firstName: "Maria" });
    const agent = await signedInAgent(app, EMAIL, PASSWORD);
    await agent
      .post("/api/auth/password")
      .send({ currentPassword: PASSWORD, newPassword: "senha-trocada-no-app" })
      .expect(204);
    const before = await ownerRow();

    const outcome = await ensureOwnerFromEnv(database.db, {
      email: EMAIL,
      password: PASSWORD,
      firstName: "Outra",
      lastName: "Pessoa",
    });

    expect(outcome).toBe("owner-exists");
    await agent.get("/api/auth/user").expect(200);
    expect(await ownerRow()).toEqual(before);
    await request(app).post("/api/login").send({ email: EMAIL, password: PASSWORD }).expect(401);
    await signedInAgent(app, EMAIL, "senha-trocada-no-app");
  });

  it("never promotes the account that holds OWNER_EMAIL once an owner exists", async () => {
    // The owner moved to another e-mail; a colleague took the one in the environment.
    await createUser(database, { email: "nova-dona@example.com", role: "owner" });
    await createUser(database, { email: EMAIL, role: "employee", password: PASSWORD, isActive: false });

    expect(await ensureOwnerFromEnv(database.db, { email: EMAIL, password: "outra-senha-do-ambiente" })).toBe(
      "owner-exists",
    );

    expect(await ownerRow()).toMatchObject({ role: "employee", isActive: false });
    const owners = await database.db.select().from(users).where(eq(users.role, "owner"));
    expect(owners.map((u) => u.email)).toEqual(["nova-dona@example.com"]);
  });

  it("with no owner, leaves a staff account that holds the e-mail as it is", async () => {
    await createUser(database, { email: EMAIL, role: "employee", password: PASSWORD });
    expect(await ensureOwnerFromEnv(database.db, { email: EMAIL, password: "outra-senha-do-ambiente" })).toBe(
      "email-taken",
    );
    expect(await ownerRow()).toMatchObject({ role: "employee", isActive: true });
    await signedInAgent(app, EMAIL, PASSWORD);
  });

  it("OWNER_RESET_PASSWORD sets the owner's password and ends their sessions", async () => {
    await ensureOwnerFromEnv(database.db, { email: EMAIL, password: PASSWORD });
    const agent = await signedInAgent(app, EMAIL, PASSWORD);

    const outcome = await ensureOwnerFromEnv(database.db, {
      email: EMAIL,
      password: "senha-nova-do-ambiente",
      resetPassword: true,
    });

    expect(outcome).toBe("password-reset");
    await agent.get("/api/rooms").expect(401);
    await request(app).post("/api/login").send({ email: EMAIL, password: PASSWORD }).expect(401);
    await signedInAgent(app, EMAIL, "senha-nova-do-ambiente");
  });

  it("OWNER_RESET_PASSWORD on an account that is not an owner changes nothing", async () => {
    await createUser(database, { email: "dona@example.com", role: "owner" });
    await createUser(database, { email: EMAIL, role: "employee", password: PASSWORD });

    const outcome = await ensureOwnerFromEnv(database.db, {
      email: EMAIL,
      password: "senha-nova-do-ambiente",
      resetPassword: true,
    });

    expect(outcome).toBe("not-an-owner");
    expect(await ownerRow()).toMatchObject({ role: "employee" });
    await signedInAgent(app, EMAIL, PASSWORD);
  });

  it("instances starting together on a fresh database all start, and one owner is created", async () => {
    const outcomes = await Promise.all(
      ["primeira", "segunda", "terceira", "quarta"].map((name) =>
        ensureOwnerFromEnv(database.db, { email: EMAIL, password: PASSWORD, firstName: name }),
      ),
    );

    expect(outcomes.filter((o) => o === "created")).toHaveLength(1);
    expect(outcomes.filter((o) => o === "owner-exists")).toHaveLength(3);
    const owners = await database.db.select().from(users).where(eq(users.role, "owner"));
    expect(owners).toHaveLength(1);
    await signedInAgent(app, EMAIL, PASSWORD);
  });
});
