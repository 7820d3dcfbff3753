import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import request from "supertest";
import { createUser, resetDatabase, testApp, testDatabase, TEST_PASSWORD } from "../test/harness";
import type { Database } from "../db";
import { SESSION_COOKIE, signedSessionId } from "./session-cookie";

const SECRET = "test-secret-test-secret-test-secret-0123456789"; // the harness's
const NEW_SECRET = "novo-segredo-da-pousada-com-mais-de-32-caracteres";
let database: Database;

/** The Cookie header value a browser sends after signing in to `app` (express-session wrote the cookie). */
async function signedInCookie(app: ReturnType<typeof testApp>) {
  const res = await request(app).post("/api/login").send({ email: "recepcao@example.com", password: TEST_PASSWORD });
  expect(res.status).toBe(200);
  return ([] as string[])
    .concat(res.headers["set-cookie"] ?? [])
    .find((c) => c.startsWith(`${SESSION_COOKIE}=`))!
    .split(";")[0]!;
}

beforeAll(async () => {
  database = await testDatabase();
});

beforeEach(async () => {
  await resetDatabase(database);
  await createUser(database, { email: "recepcao@example.com", role: "employee" });
});

describe("the session cookie", () => {
  it("names the stored session when express-session signed it with our secret", async () => {
    const cookie = await signedInCookie(testApp(database));
    const { rows } = await database.pool.query<{ sid: string }>("SELECT sid FROM sessions");
    expect(signedSessionId(`theme=dark; ${cookie}; lang=pt`, SESSION_COOKIE, SECRET)).toBe(rows[0]!.sid);
    expect(signedSessionId(cookie, SESSION_COOKIE, `${SECRET}-other`)).toBeUndefined();
  });

  it("names nothing when the id or the signature is altered, missing or malformed", async () => {
    const cookie = await signedInCookie(testApp(database));
    const value = decodeURIComponent(cookie.slice(SESSION_COOKIE.length + 1)); // s:<id>.<signature>
    const [id, signature] = value.slice(2).split(".") as [string, string];
    const flip = (s: string) => (s[0] === "A" ? "B" : "A") + s.slice(1);
    for (const forged of [
      `s:${flip(id)}.${signature}`,
      `s:${id}.${flip(signature)}`,
      `s:${id}.${signature.slice(0, -1)}`,
      `s:${id}`,
      id,
      `s:.${signature}`,
    ]) {
      expect(
        signedSessionId(`${SESSION_COOKIE}=${encodeURIComponent(forged)}`, SESSION_COOKIE, SECRET),
        forged,
      ).toBeUndefined();
    }
    expect(signedSessionId(`${SESSION_COOKIE}=%E0%A4%A`, SESSION_COOKIE, SECRET)).toBeUndefined();
    expect(signedSessionId("other=1", SESSION_COOKIE, SECRET)).toBeUndefined();
    expect(signedSessionId(undefined, SESSION_COOKIE, SECRET)).toBeUndefined();
  });

  it("accepts a cookie of any of several secrets, and only of those", async () => {
    const cookie = await signedInCookie(testApp(database));
    const { rows } = await database.pool.query<{ sid: string }>("SELECT sid FROM sessions");
    expect(signedSessionId(cookie, SESSION_COOKIE, [NEW_SECRET, SECRET])).toBe(rows[0]!.sid);
    expect(signedSessionId(cookie, SESSION_COOKIE, [NEW_SECRET, `${SECRET}-other`])).toBeUndefined();
  });

  it("lets a protected route through only with a session of this installation's secret", async () => {
    const app = testApp(database);
    const cookie = await signedInCookie(app);
    await request(app).get("/api/rooms").set("Cookie", cookie).expect(200);
    const elsewhere = await signedInCookie(testApp(database, { sessionSecret: `${SECRET}-other` }));
    await request(app).get("/api/rooms").set("Cookie", elsewhere).expect(401);
    await request(app)
      .get("/api/rooms")
      .set(
        "Cookie",
        cookie.replace(/.$/, (c) => (c === "A" ? "B" : "A")),
      )
      .expect(401);
  });

  describe("rotated: SESSION_SECRET lists a new secret first and the previous one after it", () => {
    const rotatedApp = () => testApp(database, { sessionSecret: [NEW_SECRET, SECRET] });

    it("keeps a session signed with the previous secret signed in, on every route", async () => {
      const before = await signedInCookie(testApp(database)); // signed with SECRET alone
      const app = rotatedApp();
      await request(app).get("/api/rooms").set("Cookie", before).expect(200);
      const user = await request(app).get("/api/auth/user").set("Cookie", before).expect(200);
      expect(user.body.email).toBe("recepcao@example.com");
    });

    it("signs new sessions with the new secret: they hold once the previous secret is dropped", async () => {
      const cookie = await signedInCookie(rotatedApp());
      const { rows } = await database.pool.query<{ sid: string }>("SELECT sid FROM sessions");
      expect(signedSessionId(cookie, SESSION_COOKIE, NEW_SECRET)).toBe(rows[0]!.sid);
      expect(signedSessionId(cookie, SESSION_COOKIE, SECRET)).toBeUndefined();
      await request(testApp(database, { sessionSecret: [NEW_SECRET] }))
        .get("/api/rooms")
        .set("Cookie", cookie)
        .expect(200);
    });

    it("refuses a session of a secret it does not list, and a tampered one", async () => {
      const app = rotatedApp();
      const unknown = await signedInCookie(testApp(database, { sessionSecret: `${SECRET}-other` }));
      await request(app).get("/api/rooms").set("Cookie", unknown).expect(401);
      await request(app).get("/api/auth/user").set("Cookie", unknown).expect(401);
      const before = await signedInCookie(testApp(database));
      const tampered = before.replace(/.$/, (c) => (c === "A" ? "B" : "A"));
      await request(app).get("/api/rooms").set("Cookie", tampered).expect(401);
      await request(app).get("/api/auth/user").set("Cookie", tampered).expect(401);
    });
  });
});
