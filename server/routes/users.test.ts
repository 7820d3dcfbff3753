// Users (docs/product.md §12.16): Perfil, 'Alterar Senha', the owner's Usuários tab, one-time links, and the role
// matrix of every /api/users route generated from the router.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import request, { type Agent } from "supertest";
import { eq, sql } from "drizzle-orm";
import type { InvitationInfo, InvitationLink, UserListItem } from "@shared/api/users";
import { userInvitations } from "@shared/schema/settings";
import { users } from "@shared/schema/users";
import { createUser, ownerAndStaff, signedInAgent, testApp, testDatabase, TEST_PASSWORD } from "../test/harness";
import type { Database } from "../db";
import type { RouteInfo } from "../app";

let database: Database;
let app: ReturnType<typeof testApp>;
let owner: Agent;
let staff: Agent;
const MISSING_ID = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  database = await testDatabase();
});

beforeEach(async () => {
  app = testApp(database);
  ({ owner, staff } = await ownerAndStaff(database, app));
});

const tokenOf = (link: string) => new URL(link).hash.slice(1);

async function userByEmail(email: string) {
  const [user] = await database.db.select().from(users).where(eq(users.email, email));
  return user!;
}

async function invite(email: string, role: "owner" | "employee" = "employee") {
  const res = await owner.post("/api/users/invitations").send({ email, role });
  expect(res.status, res.text).toBe(201);
  return res.body as InvitationLink;
}

async function accept(token: string, body: Record<string, unknown> = {}) {
  const agent = request.agent(app);
  const res = await agent
    .post("/api/invitations/accept")
    .send({ token, firstName: "Joana", lastName: "Souza", password: "senha-nova-123", ...body });
  return { agent, res };
}

describe("role matrix", () => {
  it("every /api/users route: 401 without a session, 403 for staff, not 403 for the owner", async () => {
    const routes = (app.locals.protectedRoutes as RouteInfo[]).filter((r) => r.path.startsWith("/api/users"));
    expect(routes.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      "GET /api/users",
      "PATCH /api/users/:id",
      "POST /api/users/:id/reset-link",
      "POST /api/users/invitations",
    ]);
    for (const route of routes) {
      const url = route.path.replace(/:[a-zA-Z]+/g, MISSING_ID);
      const method = route.method.toLowerCase() as "get";
      const anonymous = await request(app)[method](url).send({});
      expect(anonymous.status, `${route.method} ${route.path}`).toBe(401);
      const asStaff = await staff[method](url).send({});
      expect(asStaff.status, `${route.method} ${route.path}`).toBe(403);
      expect(asStaff.body.message).toBe("Acesso restrito ao proprietário");
      const asOwner = await owner[method](url).send({});
      expect(asOwner.status, `${route.method} ${route.path}`).not.toBe(403);
      expect(asOwner.status, `${route.method} ${route.path}`).toBeLessThan(500);
    }
  });

  it("the profile and password calls need a session", async () => {
    await request(app).put("/api/auth/user").send({ firstName: "Ana" }).expect(401);
    await request(app).post("/api/auth/password").send({ currentPassword: "x", newPassword: "y" }).expect(401);
  });
});

describe("Perfil", () => {
  it("saves first name, last name and e-mail on the server", async () => {
    const res = await staff
      .put("/api/auth/user")
      .send({ firstName: " Carla ", lastName: "Mendes", email: "Carla@Example.com" })
      .expect(200);
    expect(res.body).toMatchObject({ firstName: "Carla", lastName: "Mendes", email: "carla@example.com" });
    expect(res.body.passwordHash).toBeUndefined();
    const me = await staff.get("/api/auth/user").expect(200);
    expect(me.body).toMatchObject({ firstName: "Carla", lastName: "Mendes", email: "carla@example.com" });
    // the new e-mail signs in
    await signedInAgent(app, "carla@example.com");
  });

  it("answers the profile rules of docs/product.md §12.16 in Portuguese", async () => {
    const short = await staff.put("/api/auth/user").send({ firstName: "A" }).expect(400);
    expect(short.body).toMatchObject({ message: "Nome deve ter pelo menos 2 caracteres", field: "firstName" });
    const last = await staff.put("/api/auth/user").send({ lastName: "B" }).expect(400);
    expect(last.body).toMatchObject({ message: "Sobrenome deve ter pelo menos 2 caracteres", field: "lastName" });
    const email = await staff.put("/api/auth/user").send({ email: "nao-e-email" }).expect(400);
    expect(email.body).toMatchObject({ message: "Email inválido", field: "email" });
    const taken = await staff.put("/api/auth/user").send({ email: "dono@example.com" }).expect(409);
    expect(taken.body.field).toBe("email");
    expect((await userByEmail("recepcao@example.com")).firstName).toBe("Teste");
  });
});

describe("Alterar Senha", () => {
  it("needs the current password and the first login's strength rule", async () => {
    const wrong = await staff
      .post("/api/auth/password")
      .send({ currentPassword: "errada-123", newPassword: "outra-senha-1" })
      .expect(400);
    expect(wrong.body).toMatchObject({ message: "Senha atual incorreta", field: "currentPassword" });
    const weak = await staff
      .post("/api/auth/password")
      .send({ currentPassword: TEST_PASSWORD, newPassword: "curta" })
      .expect(400);
    expect(weak.body).toMatchObject({ message: "A senha deve ter pelo menos 8 caracteres", field: "newPassword" });
  });

  it("ends every other session of the user and keeps this one", async () => {
    const otherDevice = await signedInAgent(app, "recepcao@example.com");
    await staff
      .post("/api/auth/password")
      .send({ currentPassword: TEST_PASSWORD, newPassword: "nova-senha-forte" })
      .expect(204);
    await staff.get("/api/auth/user").expect(200);
    await staff.get("/api/rooms").expect(200);
    await otherDevice.get("/api/rooms").expect(401);
    await owner.get("/api/rooms").expect(200);
    // the old password no longer signs in; the new one does
    await request(app).post("/api/login").send({ email: "recepcao@example.com", password: TEST_PASSWORD }).expect(401);
    await signedInAgent(app, "recepcao@example.com", "nova-senha-forte");
  });

  it("limits guesses of the current password", async () => {
    for (let i = 0; i < 5; i++) {
      await staff
        .post("/api/auth/password")
        .send({ currentPassword: `chute-${i}`, newPassword: "nova-senha-1" })
        .expect(400);
    }
    const blocked = await staff
      .post("/api/auth/password")
      .send({ currentPassword: TEST_PASSWORD, newPassword: "nova-senha-1" })
      .expect(429);
    expect(blocked.body.message).toContain("Muitas tentativas");
  });
});

describe("Usuários: list and invitations", () => {
  it("lists role, status and last access; an invitation adds a 'convidado' with a 72-hour one-time link", async () => {
    const before = Date.now();
    const invitation = await invite("Joana@Example.com");
    expect(invitation.link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/convite#[A-Za-z0-9_-]{43}$/);
    const hours = (new Date(invitation.expiresAt).getTime() - before) / 3600_000;
    expect(hours).toBeGreaterThan(71.9);
    expect(hours).toBeLessThan(72.1);
    // only a hash of the token is stored
    const [stored] = await database.db.select().from(userInvitations);
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.tokenHash).not.toContain(tokenOf(invitation.link));

    const list = (await owner.get("/api/users").expect(200)).body as UserListItem[];
    expect(list.map((u) => [u.email, u.role, u.status])).toEqual([
      ["dono@example.com", "owner", "ativo"],
      ["joana@example.com", "employee", "convidado"],
      ["recepcao@example.com", "employee", "ativo"],
    ]);
    expect(list[0]!.lastLoginAt).not.toBeNull();
    expect(list[1]!.lastLoginAt).toBeNull();
    expect(JSON.stringify(list)).not.toContain("passwordHash");
  });

  it("the link shows who is invited, sets the password once, and signs the colleague in as staff", async () => {
    const { link } = await invite("joana@example.com");
    const token = tokenOf(link);
    const info = (await request(app).post("/api/invitations/lookup").send({ token }).expect(200))
      .body as InvitationInfo;
    expect(info).toMatchObject({ email: "joana@example.com", role: "employee", kind: "invite", sso: false });

    const weak = await accept(token, { password: "curta" });
    expect(weak.res.status).toBe(400);
    expect(weak.res.body.message).toBe("A senha deve ter pelo menos 8 caracteres");

    const { agent, res } = await accept(token);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ email: "joana@example.com", role: "employee", firstName: "Joana" });
    await agent.get("/api/rooms").expect(200);
    await agent.get("/api/users").expect(403);
    await signedInAgent(app, "joana@example.com", "senha-nova-123");

    // once only
    const again = await accept(token, { password: "outra-senha-99" });
    expect(again.res.status).toBe(404);
    expect(again.res.body.message).toBe("Link inválido ou expirado. Peça um novo link ao proprietário.");
    await request(app).post("/api/invitations/lookup").send({ token }).expect(404);
    const list = (await owner.get("/api/users").expect(200)).body as UserListItem[];
    expect(list.find((u) => u.email === "joana@example.com")).toMatchObject({ status: "ativo", firstName: "Joana" });
  });

  it("refuses a wrong token and an expired link", async () => {
    const wrong = await accept("x".repeat(43));
    expect(wrong.res.status).toBe(404);
    const short = await request(app).post("/api/invitations/lookup").send({ token: "abc" }).expect(400);
    expect(short.body.message).toBe("Link inválido");

    const { link } = await invite("joana@example.com");
    await database.db.execute(sql`UPDATE user_invitations SET expires_at = now() - interval '1 second'`);
    const expired = await accept(tokenOf(link));
    expect(expired.res.status).toBe(404);
    await request(app).post("/api/login").send({ email: "joana@example.com", password: "senha-nova-123" }).expect(401);
  });

  it("a second invitation replaces the first link; an existing account cannot be invited again", async () => {
    const first = await invite("joana@example.com");
    const second = await invite("joana@example.com", "owner");
    expect((await accept(tokenOf(first.link))).res.status).toBe(404);
    const { res } = await accept(tokenOf(second.link));
    expect(res.body.role).toBe("owner");
    const dup = await owner.post("/api/users/invitations").send({ email: "recepcao@example.com", role: "employee" });
    expect(dup.status).toBe(409);
    expect(dup.body.field).toBe("email");
    const bad = await owner.post("/api/users/invitations").send({ email: "x", role: "admin" }).expect(400);
    expect(bad.body.message).toBe("Email inválido");
  });

  it("a forgotten password: the owner makes a new one-time link, and the old password stops working", async () => {
    const staffUser = await userByEmail("recepcao@example.com");
    const res = await owner.post(`/api/users/${staffUser.id}/reset-link`).expect(201);
    const token = tokenOf((res.body as InvitationLink).link);
    const info = (await request(app).post("/api/invitations/lookup").send({ token }).expect(200)).body;
    expect(info).toMatchObject({ kind: "reset", email: "recepcao@example.com", firstName: "Teste" });
    const done = await accept(token, { firstName: "Teste", lastName: "Silva", password: "esqueci-e-troquei" });
    expect(done.res.status).toBe(200);
    await staff.get("/api/rooms").expect(401); // the old session ended
    await request(app).post("/api/login").send({ email: "recepcao@example.com", password: TEST_PASSWORD }).expect(401);
    await signedInAgent(app, "recepcao@example.com", "esqueci-e-troquei");
    await owner.post(`/api/users/${MISSING_ID}/reset-link`).expect(404);
  });
});

describe("Usuários: roles and deactivation", () => {
  it("a role change applies at once: the user's sessions end and the new role signs in", async () => {
    const staffUser = await userByEmail("recepcao@example.com");
    const res = await owner.patch(`/api/users/${staffUser.id}`).send({ role: "owner" }).expect(200);
    expect(res.body).toMatchObject({ role: "owner", status: "ativo" });
    await staff.get("/api/rooms").expect(401);
    const promoted = await signedInAgent(app, "recepcao@example.com");
    await promoted.get("/api/users").expect(200);
    const bad = await owner.patch(`/api/users/${staffUser.id}`).send({ role: "admin" }).expect(400);
    expect(bad.body.message).toBe("Selecione um perfil: Proprietário ou Funcionário");
    await owner.patch(`/api/users/${MISSING_ID}`).send({ role: "owner" }).expect(404);
    await owner.patch(`/api/users/nao-e-id`).send({ role: "owner" }).expect(404);
  });

  it("deactivation ends the user's sessions at once and refuses sign-in; reactivation lets them back", async () => {
    const staffUser = await userByEmail("recepcao@example.com");
    await staff.get("/api/rooms").expect(200);
    const res = await owner.patch(`/api/users/${staffUser.id}`).send({ isActive: false }).expect(200);
    expect(res.body.status).toBe("desativado");
    await staff.get("/api/rooms").expect(401);
    await request(app).post("/api/login").send({ email: "recepcao@example.com", password: TEST_PASSWORD }).expect(401);
    const resetRefused = await owner.post(`/api/users/${staffUser.id}/reset-link`).expect(409);
    expect(resetRefused.body.message).toContain("Reative");
    await owner.patch(`/api/users/${staffUser.id}`).send({ isActive: true }).expect(200);
    await signedInAgent(app, "recepcao@example.com");
  });

  it("an invitation of a deactivated account cannot be accepted", async () => {
    const { link, user } = await invite("joana@example.com");
    await owner.patch(`/api/users/${user.id}`).send({ isActive: false }).expect(200);
    const { res } = await accept(tokenOf(link));
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Esta conta está desativada. Fale com o proprietário.");
  });

  it("the last active owner can be neither demoted nor deactivated", async () => {
    const ownerUser = await userByEmail("dono@example.com");
    const demote = await owner.patch(`/api/users/${ownerUser.id}`).send({ role: "employee" }).expect(409);
    expect(demote.body).toMatchObject({
      message: "O último proprietário ativo não pode ser rebaixado nem desativado.",
      field: "role",
    });
    const off = await owner.patch(`/api/users/${ownerUser.id}`).send({ isActive: false }).expect(409);
    expect(off.body.field).toBe("isActive");
    await owner.get("/api/users").expect(200); // still signed in: nothing changed
    expect(await userByEmail("dono@example.com")).toMatchObject({ role: "owner", isActive: true });
  });

  it("two owners demoting each other at the same time leave one owner", async () => {
    await createUser(database, { email: "socia@example.com", role: "owner" });
    const partner = await signedInAgent(app, "socia@example.com");
    const ownerUser = await userByEmail("dono@example.com");
    const partnerUser = await userByEmail("socia@example.com");
    const [a, b] = await Promise.all([
      owner.patch(`/api/users/${partnerUser.id}`).send({ role: "employee" }),
      partner.patch(`/api/users/${ownerUser.id}`).send({ role: "employee" }),
    ]);
    // Either one wins and the other is refused, or the loser's session ended before it got through.
    expect([a.status, b.status].filter((s) => s === 200)).toHaveLength(1);
    const owners = await database.db.select().from(users).where(eq(users.role, "owner"));
    expect(owners).toHaveLength(1);
  });
});
