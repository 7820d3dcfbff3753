// Single sign-on end to end against a real OpenID Connect provider (oidc-provider, in this process, on 127.0.0.1):
// /api/login -> the provider's login and consent pages -> /api/callback -> signed in, with the user created or
// updated by issuer and subject.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import request from "supertest";
import { asc } from "drizzle-orm";
import { users } from "@shared/schema/users";
import { resetDatabase, testApp, testDatabase } from "../test/harness";
import type { Database } from "../db";
import { discoverOidc, type OidcConfiguration } from "./oidc";

const CLIENT_ID = "hospeda";
const CLIENT_SECRET = "hospeda-client-secret-0123456789";

/** The provider's accounts by subject; tests change them to see a sign-in update the local user. */
interface Account {
  email: string;
  email_verified?: boolean;
  given_name: string;
  family_name: string;
}
const accounts = new Map<string, Account>();

// oidc-provider ships no type declarations; a module name in a variable keeps the compiler from looking for them.
const providerModule = "oidc-provider";
type ProviderLike = { callback(): http.RequestListener };

let database: Database;
let idpServer: http.Server;
let appServer: http.Server;
let issuer: string;
let appOrigin: string;
let callbackUrl: string;
let config: OidcConfiguration;

/** A server on 127.0.0.1 with an ephemeral port, whose handler is set once what it serves is built. */
async function startServer() {
  let handler: http.RequestListener = (_req, res) => res.writeHead(503).end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, origin, serve: (next: http.RequestListener) => void (handler = next) };
}

function closeServer(server: http.Server | undefined) {
  if (!server?.listening) return;
  server.closeAllConnections();
  return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}

beforeAll(async () => {
  database = await testDatabase();

  // Both ports first: the provider must know the app's callback URL, the app needs the provider's metadata.
  const idp = await startServer();
  const app = await startServer();
  idpServer = idp.server;
  appServer = app.server;
  issuer = idp.origin;
  appOrigin = app.origin;
  callbackUrl = `${appOrigin}/api/callback`;

  const { default: Provider } = (await import(providerModule)) as {
    default: new (issuer: string, configuration: object) => ProviderLike;
  };
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [callbackUrl],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    pkce: { required: () => true },
    scopes: ["openid", "email", "profile"],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["given_name", "family_name"] },
    async findAccount(_ctx: unknown, sub: string) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...account }) };
    },
    cookies: { keys: ["oidc-test-cookie-key-0123456789"] },
    ttl: { Interaction: 600, Session: 600, Grant: 600, AccessToken: 600, IdToken: 600, AuthorizationCode: 60 },
    features: { devInteractions: { enabled: true } },
  });
  idp.serve(provider.callback());

  config = await discoverOidc({
    issuerUrl: issuer,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    allowInsecure: true,
  });
  app.serve(
    testApp(database, {
      oidc: config,
      env: { NODE_ENV: "test", TRUST_PROXY: 0, APP_ORIGIN: appOrigin },
    }),
  );
});

afterAll(async () => {
  await Promise.all([closeServer(appServer), closeServer(idpServer)]);
});

beforeEach(async () => {
  await resetDatabase(database);
  accounts.clear();
  accounts.set("alice", { email: "Alice@Example.com", given_name: "Alice", family_name: "Souza" });
  accounts.set("bruno", { email: "bruno@example.com", given_name: "Bruno", family_name: "Lima" });
});

type Agent = ReturnType<typeof request.agent>;

const sessionCookie = (res: request.Response) =>
  ([] as string[]).concat(res.headers["set-cookie"] ?? []).find((c) => c.startsWith("hospeda.sid="));

/** Path and query of an absolute URL, for an agent bound to that URL's origin. */
const pathOf = (url: URL) => `${url.pathname}${url.search}`;

/**
 * Starts a sign-in on the app and goes through the provider's pages as a browser would (login with `login`,
 * then consent) until the provider redirects back to the app. Returns that callback URL, not yet visited.
 * `browser` keeps the provider's cookies: a browser already signed in at the provider sees no page at all.
 */
async function authorize(app: Agent, login: string, browser: Agent = request.agent(issuer)) {
  const start = await app.get("/api/login").redirects(0);
  expect([302, 303]).toContain(start.status);
  let location = new URL(start.headers.location!);
  const pages: string[] = [];
  for (let hop = 0; location.origin === issuer; hop++) {
    if (hop > 10) throw new Error(`too many redirects at the provider, last ${location.href}`);
    if (location.pathname.startsWith("/interaction/")) {
      const page = await browser.get(pathOf(location)).expect(200);
      const prompt = /name="prompt" value="(\w+)"/.exec(page.text)?.[1];
      const action = /<form[^>]*action="([^"]+)"/.exec(page.text)?.[1];
      if (!prompt || !action) throw new Error(`unexpected provider page: ${page.text}`);
      pages.push(prompt);
      const form = prompt === "login" ? { prompt, login, password: "any" } : { prompt };
      const submitted = await browser
        .post(pathOf(new URL(action, issuer)))
        .type("form")
        .send(form)
        .redirects(0);
      expect(submitted.status, submitted.text).toBe(303);
      location = new URL(submitted.headers.location!, issuer);
    } else {
      const step = await browser.get(pathOf(location)).redirects(0);
      expect([302, 303], step.text).toContain(step.status);
      location = new URL(step.headers.location!, issuer);
    }
  }
  return { start, callback: location, pages, browser };
}

/** The whole sign-in: authorize, then let the app's agent follow the provider's redirect to /api/callback. */
async function signInWithProvider(login: string, app: Agent = request.agent(appOrigin), browser?: Agent) {
  const { callback, pages, browser: idp } = await authorize(app, login, browser);
  expect(`${callback.origin}${callback.pathname}`).toBe(callbackUrl);
  expect(callback.searchParams.get("code")).toBeTruthy();
  const done = await app.get(pathOf(callback)).redirects(0);
  return { app, browser: idp, pages, done };
}

const userRows = () => database.db.select().from(users).orderBy(asc(users.createdAt));

describe("OIDC sign-in against a real provider", () => {
  it("answers 401 for the current user without a session", async () => {
    const res = await request(appOrigin).get("/api/auth/user").expect(401);
    expect(res.body).toEqual({ message: "Unauthorized" });
  });

  it("GET /api/login redirects to the provider's authorization endpoint with PKCE (S256)", async () => {
    const res = await request(appOrigin).get("/api/login").redirects(0);
    expect([302, 303]).toContain(res.status);
    const location = new URL(res.headers.location!);
    const authorizationEndpoint = config.serverMetadata().authorization_endpoint!;
    expect(authorizationEndpoint.startsWith(`${issuer}/`)).toBe(true);
    expect(`${location.origin}${location.pathname}`).toBe(authorizationEndpoint);
    const params = location.searchParams;
    expect(params.get("client_id")).toBe(CLIENT_ID);
    expect(params.get("response_type")).toBe("code");
    expect(params.get("redirect_uri")).toBe(callbackUrl);
    expect(params.get("scope")?.split(" ").sort()).toEqual(["email", "openid", "profile"]);
    expect(params.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(params.get("code_challenge_method")).toBe("S256");
    // openid-client sends `state` only to a provider that does not advertise PKCE; this one does (S256), so the
    // code_verifier kept in the session is what binds the callback to this browser (see the forgery tests below).
    expect(config.serverMetadata().code_challenge_methods_supported).toContain("S256");
    expect(params.has("state")).toBe(false);
    // the verifier lives in a session, so the browser gets the session cookie now
    expect(sessionCookie(res)).toBeDefined();
  });

  it("signs in the first account as owner, keyed by issuer and subject, with the provider's e-mail and names", async () => {
    const app = request.agent(appOrigin);
    const { pages, done } = await signInWithProvider("alice", app);
    expect(pages).toEqual(["login", "consent"]);
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe("/");

    const me = await app.get("/api/auth/user").expect(200);
    expect(me.body).toMatchObject({ email: "alice@example.com", firstName: "Alice", lastName: "Souza", role: "owner" });

    const rows = await userRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      oidcIssuer: issuer,
      oidcSubject: "alice",
      role: "owner",
      email: "alice@example.com",
      firstName: "Alice",
      lastName: "Souza",
      passwordHash: null,
      isActive: true,
    });
    expect(me.body.id).toBe(rows[0]!.id);
  });

  it("gives a new session id at sign-in (the one that carried the PKCE verifier is not reused)", async () => {
    const app = request.agent(appOrigin);
    const { start, callback } = await authorize(app, "alice");
    const before = sessionCookie(start)?.split(";")[0];
    expect(before).toBeDefined();
    const done = await app.get(pathOf(callback)).redirects(0);
    expect(done.status).toBe(303);
    const after = sessionCookie(done)?.split(";")[0];
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    await app.get("/api/auth/user").expect(200);
  });

  it("updates the same user on a second sign-in of the same subject", async () => {
    const first = await signInWithProvider("alice");
    const [created] = await userRows();

    accounts.set("alice", { email: "alice.souza@example.com", given_name: "Alícia", family_name: "Souza Reis" });
    // a new app session, same browser: the provider remembers the sign-in and the consent, so no pages this time
    const second = await signInWithProvider("alice", request.agent(appOrigin), first.browser);
    expect(second.pages).toEqual([]);
    expect(second.done.status).toBe(303);
    expect(second.done.headers.location).toBe("/");

    const rows = await userRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: created!.id,
      oidcIssuer: issuer,
      oidcSubject: "alice",
      role: "owner",
      email: "alice.souza@example.com",
      firstName: "Alícia",
      lastName: "Souza Reis",
    });
    const me = await second.app.get("/api/auth/user").expect(200);
    expect(me.body).toMatchObject({ id: created!.id, firstName: "Alícia", email: "alice.souza@example.com" });
    // the first session is still valid (a profile update does not end sessions)
    await first.app.get("/api/auth/user").expect(200);
  });

  it("makes a second, different subject an employee", async () => {
    await signInWithProvider("alice");
    const bruno = await signInWithProvider("bruno");
    expect(bruno.done.status).toBe(303);

    const me = await bruno.app.get("/api/auth/user").expect(200);
    expect(me.body).toMatchObject({
      email: "bruno@example.com",
      firstName: "Bruno",
      lastName: "Lima",
      role: "employee",
    });

    const rows = await userRows();
    expect(rows.map((r) => [r.oidcSubject, r.role])).toEqual([
      ["alice", "owner"],
      ["bruno", "employee"],
    ]);
    expect(rows.map((r) => r.oidcIssuer)).toEqual([issuer, issuer]);
  });

  it("gives a colleague the account the owner invited, role included, when the provider verified the e-mail", async () => {
    await signInWithProvider("alice");
    const [invited] = await database.db
      .insert(users)
      .values({ email: "bruno@example.com", role: "owner", firstName: "Bruno" })
      .returning();
    // Not verified by the provider: the invited account is not handed over (and its e-mail is taken).
    const unverified = await signInWithProvider("bruno");
    expect(unverified.done.status).toBe(409);
    expect((await userRows()).map((r) => r.oidcSubject)).toEqual(["alice", null]);

    accounts.set("bruno", {
      email: "Bruno@Example.com",
      email_verified: true,
      given_name: "Bruno",
      family_name: "Lima",
    });
    const bruno = await signInWithProvider("bruno");
    expect(bruno.done.status).toBe(303);
    const me = await bruno.app.get("/api/auth/user").expect(200);
    expect(me.body).toMatchObject({ id: invited!.id, email: "bruno@example.com", role: "owner", lastName: "Lima" });
    expect((await userRows()).map((r) => [r.oidcSubject, r.role])).toEqual([
      ["alice", "owner"],
      ["bruno", "owner"],
    ]);
  });

  it("signs no one in when the user cancels at the provider (access_denied)", async () => {
    const app = request.agent(appOrigin);
    const browser = request.agent(issuer);
    const start = await app.get("/api/login").redirects(0);
    const toInteraction = await browser.get(pathOf(new URL(start.headers.location!))).redirects(0);
    expect(toInteraction.status).toBe(303);
    const loginPage = await browser.get(toInteraction.headers.location!).expect(200);
    const abort = /href="([^"]*\/abort)"/.exec(loginPage.text)?.[1];
    expect(abort).toBeDefined();
    const aborted = await browser.get(pathOf(new URL(abort!, issuer))).redirects(0);
    const resume = await browser.get(pathOf(new URL(aborted.headers.location!, issuer))).redirects(0);
    const callback = new URL(resume.headers.location!);
    expect(`${callback.origin}${callback.pathname}`).toBe(callbackUrl);
    expect(callback.searchParams.get("error")).toBe("access_denied");

    const res = await app.get(pathOf(callback)).redirects(0);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe("/");
    await app.get("/api/auth/user").expect(401);
    expect(await userRows()).toHaveLength(0);
  });
});

describe("OIDC callback forgery", () => {
  // An account exists, so a callback that signed "someone" in by mistake would show up as a 200 below.
  beforeEach(async () => {
    await signInWithProvider("alice");
  });
  const onlyAlice = async () => expect((await userRows()).map((r) => r.oidcSubject)).toEqual(["alice"]);

  it("does not sign in a browser that never started a sign-in (forged code and state)", async () => {
    const app = request.agent(appOrigin);
    const res = await app
      .get("/api/callback")
      .query({ code: "forged-code", state: "forged-state", iss: issuer })
      .redirects(0);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe("/");
    expect(sessionCookie(res)).toBeUndefined();
    await app.get("/api/auth/user").expect(401);
    await onlyAlice();
  });

  it("does not sign in with a callback whose state the app never issued", async () => {
    const app = request.agent(appOrigin);
    const { callback } = await authorize(app, "alice");
    const forged = new URL(callback);
    forged.searchParams.set("state", "forged-state");
    const res = await app.get(pathOf(forged)).redirects(0);
    // openid-client rejects the response; the app answers with its generic error (500 today), not a sign-in
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.body).toEqual({ message: "Erro interno do servidor. Tente novamente." });
    await app.get("/api/auth/user").expect(401);
    // the attempt used up the verifier: the genuine callback does not work afterwards either
    const genuine = await app.get(pathOf(callback)).redirects(0);
    expect(genuine.status).toBe(303);
    await app.get("/api/auth/user").expect(401);
    await onlyAlice();
  });

  it("does not sign a victim in with an attacker's authorization code (login CSRF)", async () => {
    const attacker = request.agent(appOrigin);
    const { callback } = await authorize(attacker, "bruno");

    // a victim who never started a sign-in
    const bystander = request.agent(appOrigin);
    const first = await bystander.get(pathOf(callback)).redirects(0);
    expect(first.status).toBe(303);
    await bystander.get("/api/auth/user").expect(401);

    // a victim in the middle of their own sign-in: their PKCE verifier does not match the attacker's code
    const victim = request.agent(appOrigin);
    await victim
      .get("/api/login")
      .redirects(0)
      .expect((r) => expect([302, 303]).toContain(r.status));
    const res = await victim.get(pathOf(callback)).redirects(0);
    // the provider refuses the code exchange (PKCE mismatch); the app answers with its generic error
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.body).toEqual({ message: "Erro interno do servidor. Tente novamente." });
    await victim.get("/api/auth/user").expect(401);

    await onlyAlice();
  });
});
