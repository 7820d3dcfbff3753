import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import request from "supertest";
import { eq, sql } from "drizzle-orm";
import { loginThrottle, users } from "@shared/schema/users";
import { createUser, resetDatabase, signedInAgent, testApp, testDatabase, TEST_PASSWORD } from "../test/harness";
import type { Database } from "../db";
import type { RouteInfo } from "../app";
import { usersStorage } from "../storage/users";

let database: Database;
let app: ReturnType<typeof testApp>;

const sessionCookie = (res: request.Response) =>
  ([] as string[]).concat(res.headers["set-cookie"] ?? []).find((c) => c.startsWith("hospeda.sid="));

beforeAll(async () => {
  database = await testDatabase();
});

beforeEach(async () => {
  await resetDatabase(database);
  app = testApp(database);
});

describe("session gate", () => {
  it("answers 401 'Unauthorized' for the current user without a session", async () => {
    const res = await request(app).get("/api/auth/user").expect(401);
    expect(res.body).toEqual({ message: "Unauthorized" });
  });

  it("requires a session on every registered route but the sign-in ones", async () => {
    const routes = app.locals.protectedRoutes as RouteInfo[];
    expect(routes.length).toBeGreaterThanOrEqual(5);
    expect(routes).toContainEqual({ method: "DELETE", path: "/api/rooms/:id" });
    for (const route of routes) {
      const url = route.path.replace(/:[a-zA-Z]+/g, "00000000-0000-4000-8000-000000000000");
      const res = await request(app)[route.method.toLowerCase() as "get"](url).send({});
      expect(res.status, `${route.method} ${route.path}`).toBe(401);
      expect(res.body.message).toBe("Unauthorized");
    }
    // an unknown /api path is not a way around the gate either
    await request(app).get("/api/does-not-exist").expect(401);
  });
});

describe("first run", () => {
  it("offers to create the owner account when there is no user, once", async () => {
    const page = await request(app).get("/api/login").expect(200);
    expect(page.text).toContain("Proprietário");
    expect(page.text).toContain('action="/api/setup"');

    const agent = request.agent(app);
    const created = await agent
      .post("/api/setup")
      .send({ firstName: "Maria", lastName: "Oliveira", email: "Maria@Example.com", password: "uma-senha-forte" })
      .expect(201);
    expect(created.body).toMatchObject({ email: "maria@example.com", role: "owner", firstName: "Maria" });
    expect(created.body.passwordHash).toBeUndefined();
    await agent.get("/api/auth/user").expect(200);

    const again = await request(app)
      .post("/api/setup")
      .send({ firstName: "Intruso", email: "x@example.com", password: "outra-senha-1" })
      .expect(409);
    expect(again.body.message).toContain("já existe");
    const loginPage = await request(app).get("/api/login").expect(200);
    expect(loginPage.text).toContain('action="/api/login"');
    expect(loginPage.text).toContain("Senha");
  });

  it("refuses a short owner password with the Portuguese message", async () => {
    const res = await request(app)
      .post("/api/setup")
      .send({ firstName: "Maria", email: "maria@example.com", password: "curta" })
      .expect(400);
    expect(res.body.message).toBe("A senha deve ter pelo menos 8 caracteres");
    expect(await database.db.select().from(users)).toHaveLength(0);
  });
});

describe("local login", () => {
  beforeEach(async () => {
    await createUser(database, { email: "recepcao@example.com", role: "employee", firstName: "João" });
  });

  it("signs in with JSON, with a new session id, and returns the user without secrets", async () => {
    const agent = request.agent(app);
    const first = await agent.post("/api/login").send({ email: "recepcao@example.com", password: TEST_PASSWORD });
    const res = await agent
      .post("/api/login")
      .send({ email: "RECEPCAO@example.com", password: TEST_PASSWORD })
      .expect(200);
    expect(res.body).toMatchObject({ email: "recepcao@example.com", role: "employee", firstName: "João" });
    expect(JSON.stringify(res.body)).not.toContain("scrypt");
    const cookie = sessionCookie(res);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // signing in again from a signed-in browser still gets a fresh session id (no fixation)
    expect(sessionCookie(first)?.split(";")[0]).toMatch(/^hospeda\.sid=.+/);
    expect(cookie?.split(";")[0]).not.toBe(sessionCookie(first)?.split(";")[0]);
    const me = await agent.get("/api/auth/user").expect(200);
    expect(me.body.lastLoginAt).toBeTruthy();
  });

  it("signs in with a form post and redirects to /", async () => {
    const res = await request(app)
      .post("/api/login")
      .type("form")
      .send({ email: "recepcao@example.com", password: TEST_PASSWORD })
      .expect(303);
    expect(res.headers.location).toBe("/");
    expect(sessionCookie(res)).toBeTruthy();
  });

  it("gives the same answer for a wrong password and an unknown e-mail", async () => {
    const wrong = await request(app).post("/api/login").send({ email: "recepcao@example.com", password: "errada" });
    const unknown = await request(app).post("/api/login").send({ email: "ninguem@example.com", password: "errada" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe("E-mail ou senha incorretos.");

    const form = await request(app)
      .post("/api/login")
      .type("form")
      .send({ email: "ninguem@example.com", password: "x" });
    expect(form.status).toBe(303);
    expect(form.headers.location).toBe("/api/login?erro=credenciais");
    const page = await request(app).get("/api/login?erro=credenciais");
    expect(page.text).toContain("E-mail ou senha incorretos.");
  });

  it("brings a refused form's e-mail back to the page once, never the password and never in the URL", async () => {
    const agent = request.agent(app);
    const form = await agent
      .post("/api/login")
      .type("form")
      .send({ email: "recepcao@example.com", password: "senha-errada-<b>" })
      .expect(303);
    expect(form.headers.location).toBe("/api/login?erro=credenciais");
    const kept = ([] as string[]).concat(form.headers["set-cookie"] ?? []).find((c) => c.startsWith("hospeda.form="));
    expect(kept).toMatch(/HttpOnly/i);
    expect(kept).toMatch(/SameSite=Strict/i);
    expect(kept).toMatch(/Path=\/api\/login/);
    expect(decodeURIComponent(kept!)).not.toContain("senha-errada");

    const page = await agent.get("/api/login?erro=credenciais").expect(200);
    expect(page.text).toContain('value="recepcao@example.com"');
    expect(page.text).not.toContain("senha-errada");
    expect(page.text).toMatch(/id="password"[^>]*autofocus/);
    // Read once: the cookie is cleared, and the page shown again starts empty.
    expect(([] as string[]).concat(page.headers["set-cookie"] ?? []).join()).toMatch(/hospeda\.form=;/);
    const again = await agent.get("/api/login?erro=credenciais").expect(200);
    expect(again.text).not.toContain("recepcao@example.com");
  });

  it("escapes what it brings back, and keeps the owner set-up form's name and e-mail", async () => {
    const login = await request(app)
      .get("/api/login?erro=credenciais")
      .set("Cookie", `hospeda.form=${encodeURIComponent(JSON.stringify({ email: '"><script>x()</script>' }))}`)
      .expect(200);
    expect(login.text).not.toContain("<script>x()");
    expect(login.text).toContain('value="&quot;&gt;&lt;script&gt;x()&lt;/script&gt;"');

    await database.db.delete(users);
    const agent = request.agent(app);
    await agent
      .post("/api/setup")
      .type("form")
      .send({ firstName: "Maria", lastName: "Oliveira", email: "maria@example.com", password: "curta" })
      .expect(303);
    const page = await agent.get("/api/login?erro=senha").expect(200);
    expect(page.text).toContain("A senha deve ter pelo menos 8 caracteres.");
    expect(page.text).toContain('value="Maria"');
    expect(page.text).toContain('value="Oliveira"');
    expect(page.text).toContain('value="maria@example.com"');
    expect(page.text).not.toContain("curta");
  });

  it("tells the owner set-up form which field was refused, not always the password", async () => {
    await database.db.delete(users);
    const refusals: Array<[Record<string, string>, string, string]> = [
      [{ firstName: "", email: "maria@example.com", password: "segura-123" }, "nome", "Informe seu nome."],
      [
        { firstName: "Maria\u202Eairam", email: "maria@example.com", password: "segura-123" },
        "controle",
        "Remova caracteres de controle do nome.",
      ],
      [{ firstName: "Maria", email: "maria@", password: "segura-123" }, "dados", "Informe um e-mail válido e a senha."],
      [
        { firstName: "Maria", email: "maria@example.com", password: "curta" },
        "senha",
        "A senha deve ter pelo menos 8 caracteres.",
      ],
    ];
    for (const [form, code, message] of refusals) {
      const answer = await request(app).post("/api/setup").type("form").send(form).expect(303);
      expect(answer.headers.location).toBe(`/api/login?erro=${code}`);
      const page = await request(app).get(answer.headers.location).expect(200);
      expect(page.text).toContain(message);
    }
    expect(await database.db.select().from(users)).toEqual([]);
  });

  it("slows down repeated failures on one account, even with the right password", async () => {
    for (let i = 0; i < 5; i++) {
      await request(app)
        .post("/api/login")
        .send({ email: "recepcao@example.com", password: `errada-${i}` })
        .expect(401);
    }
    const blocked = await request(app)
      .post("/api/login")
      .send({ email: "recepcao@example.com", password: TEST_PASSWORD });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe("Muitas tentativas de acesso. Aguarde alguns minutos e tente novamente.");
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);

    // once the wait is over, the right password works and clears the account's counter
    await database.db.update(loginThrottle).set({ updatedAt: sql`${loginThrottle.updatedAt} - interval '3 minutes'` });
    await request(app).post("/api/login").send({ email: "recepcao@example.com", password: TEST_PASSWORD }).expect(200);
    const rows = await database.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, "account:recepcao@example.com"));
    expect(rows).toHaveLength(0);
  });

  it("refuses a deactivated account, and ends its existing session", async () => {
    const agent = await signedInAgent(app, "recepcao@example.com");
    await agent.get("/api/rooms").expect(200);
    const [account] = await database.db.select().from(users).where(eq(users.email, "recepcao@example.com"));
    await usersStorage(database.db).update(account!.id, { isActive: false });
    await agent.get("/api/rooms").expect(401);
    await agent.get("/api/auth/user").expect(401);
    await request(app).post("/api/login").send({ email: "recepcao@example.com", password: TEST_PASSWORD }).expect(401);
  });

  it("ends the sessions of an account whose role changes, so the new role applies at once", async () => {
    const agent = await signedInAgent(app, "recepcao@example.com");
    await agent.post("/api/rooms").send({ number: "1", pricePerNight: "100" }).expect(403);
    const [account] = await database.db.select().from(users).where(eq(users.email, "recepcao@example.com"));
    await usersStorage(database.db).update(account!.id, { role: "owner" });
    await agent.get("/api/rooms").expect(401);
    const again = await signedInAgent(app, "recepcao@example.com");
    await again.post("/api/rooms").send({ number: "1", pricePerNight: "100" }).expect(201);
  });

  it("logs out: the session is destroyed and the browser goes to /", async () => {
    const agent = await signedInAgent(app, "recepcao@example.com");
    const res = await agent.get("/api/logout").expect(303);
    expect(res.headers.location).toBe("/");
    await agent.get("/api/auth/user").expect(401);
  });

  it("signs out on a navigation from the app or the address bar (Sec-Fetch-Site same-origin or none)", async () => {
    for (const site of ["same-origin", "none"]) {
      const agent = await signedInAgent(app, "recepcao@example.com");
      const res = await agent.get("/api/logout").set("Sec-Fetch-Site", site).expect(303);
      expect(res.headers.location).toBe("/");
      await agent.get("/api/auth/user").expect(401);
    }
  });

  it("ends nothing on a GET /api/logout that another site started: a link, an image, an old browser's referer", async () => {
    const agent = await signedInAgent(app, "recepcao@example.com");
    const forged = [
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site" },
      { Referer: "https://evil.example/pagina" },
    ];
    for (const headers of forged) {
      const res = await agent.get("/api/logout").set(headers).expect(403);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.text).toContain("sua sessão continua aberta");
      expect(res.headers["set-cookie"]).toBeUndefined();
      await agent.get("/api/auth/user").expect(200);
    }
  });

  it("signs out with POST /api/logout from the app, and refuses one posted by another origin", async () => {
    const agent = await signedInAgent(app, "recepcao@example.com");
    const refused = await agent.post("/api/logout").set("Origin", "https://evil.example").type("form").expect(403);
    expect(refused.body.message).toBe("Origem da requisição não permitida");
    await agent.get("/api/auth/user").expect(200);

    const res = await agent.post("/api/logout").type("form").expect(303);
    expect(res.headers.location).toBe("/");
    await agent.get("/api/auth/user").expect(401);

    const viaFetch = await signedInAgent(app, "recepcao@example.com");
    await viaFetch.post("/api/logout").send({}).expect(204);
    await viaFetch.get("/api/auth/user").expect(401);
  });

  it("refuses a state-changing request from another origin", async () => {
    const agent = await signedInAgent(app, "recepcao@example.com");
    const res = await agent
      .patch("/api/rooms/00000000-0000-4000-8000-000000000000/status")
      .set("Origin", "https://evil.example")
      .send({ status: "available" })
      .expect(403);
    expect(res.body.message).toBe("Origem da requisição não permitida");
    const forged = await request(app)
      .post("/api/login")
      .set("Origin", "https://evil.example")
      .send({ email: "recepcao@example.com", password: TEST_PASSWORD });
    expect(forged.status).toBe(403);
  });
});
