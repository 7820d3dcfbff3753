// Sign-in and set-up under abuse, over real sockets: parallel guesses against one account, failures that must
// decay, other accounts' failures from a shared address, and floods that must not starve a real sign-in.
// The app trusts one proxy hop, so each request says which address it comes from in X-Forwarded-For.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { loginThrottle } from "@shared/schema/users";
import { createUser, resetDatabase, testApp, testDatabase, TEST_PASSWORD } from "../test/harness";
import type { Database } from "../db";
import { passwordHashing } from "../auth/password";
import { OWNER_EXISTS, SERVER_BUSY, TOO_MANY_ATTEMPTS } from "../auth/local-login";

let database: Database;
let server: Server;
let origin: string;

const OWNER = "dono@example.com";
const STAFF = "recepcao@example.com";
const ATTACKER = "203.0.113.66";
const FRONT_DESK = "198.51.100.10";

beforeAll(async () => {
  database = await testDatabase();
  const app = testApp(database, { env: { NODE_ENV: "test", TRUST_PROXY: 1, APP_ORIGIN: undefined } });
  server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(async () => {
  await resetDatabase(database);
  await createUser(database, { email: OWNER, role: "owner" });
  await createUser(database, { email: STAFF, role: "employee" });
});

interface Answer {
  status: number;
  message: string | undefined;
  retryAfter: number | undefined;
  ms: number;
}

async function post(path: string, body: object, from = FRONT_DESK): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${origin}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": from },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { message?: string };
  const retryAfter = res.headers.get("retry-after");
  return {
    status: res.status,
    message: json.message,
    retryAfter: retryAfter ? Number(retryAfter) : undefined,
    ms: performance.now() - started,
  };
}

const login = (email: string, password: string, from?: string) => post("/api/login", { email, password }, from);
const statuses = (answers: Answer[]) => answers.map((a) => a.status);
const countOf = (answers: Answer[], status: number) => answers.filter((a) => a.status === status).length;

/** Moves every stored count `minutes` into the past, as if that much time had gone by. */
async function letTimePass(minutes: number) {
  await database.db.execute(
    sql`UPDATE ${loginThrottle} SET updated_at = updated_at - make_interval(mins => ${minutes})`,
  );
}

/** The stored count of a key, before leaking (what was counted at its last change). */
async function storedCount(key: string) {
  const { rows } = await database.db.execute<{ failures: number }>(
    sql`SELECT failures FROM ${loginThrottle} WHERE key = ${key}`,
  );
  return rows[0] ? Number(rows[0].failures) : undefined;
}

const hashesStarted = () => passwordHashing.stats.started;

describe("parallel guesses on one account", () => {
  it("verifies at most 5 of 100 parallel wrong passwords; the rest get 429 with Retry-After", async () => {
    const before = hashesStarted();
    const answers = await Promise.all(Array.from({ length: 100 }, (_, i) => login(STAFF, `errada-${i}`)));
    const verified = hashesStarted() - before;
    console.info(
      `100 parallel wrong passwords: ${countOf(answers, 401)} x 401, ${countOf(answers, 429)} x 429, ${verified} verified`,
    );

    expect(verified).toBeLessThanOrEqual(5);
    expect(countOf(answers, 401)).toBe(verified);
    expect(countOf(answers, 401)).toBeGreaterThanOrEqual(1);
    expect(countOf(answers, 429)).toBe(100 - countOf(answers, 401));
    for (const answer of answers.filter((a) => a.status === 429)) {
      expect([TOO_MANY_ATTEMPTS, SERVER_BUSY]).toContain(answer.message);
      expect(answer.retryAfter).toBeGreaterThanOrEqual(1);
    }
  });

  it("refuses the right password among 60 parallel guesses once the limit is passed, without checking any", async () => {
    for (let i = 0; i < 5; i++) expect((await login(STAFF, `errada-${i}`)).status).toBe(401);
    const before = hashesStarted();
    const guesses = Array.from({ length: 60 }, (_, i) => (i === 37 ? TEST_PASSWORD : `chute-${i}`));
    const answers = await Promise.all(guesses.map((password) => login(STAFF, password)));

    expect(statuses(answers)).toEqual(Array(60).fill(429));
    expect(answers[37]!.message).toBe(TOO_MANY_ATTEMPTS);
    expect(Number(answers[37]!.retryAfter)).toBeGreaterThan(0);
    expect(hashesStarted() - before).toBe(0);
  });
});

describe("counts decay", () => {
  it("forgets one failure every 3 minutes and all of them after 15", async () => {
    for (let i = 0; i < 5; i++) expect((await login(STAFF, `errada-${i}`)).status).toBe(401);
    const blocked = await login(STAFF, TEST_PASSWORD);
    expect(blocked.status).toBe(429);
    // the wait is until one failure has leaked away: 3 minutes at most
    expect(blocked.retryAfter).toBeGreaterThan(150);
    expect(blocked.retryAfter).toBeLessThanOrEqual(180);

    await letTimePass(3);
    expect((await login(STAFF, "errada-6")).status).toBe(401);
    expect((await login(STAFF, TEST_PASSWORD)).status).toBe(429);

    await letTimePass(15);
    for (let i = 0; i < 5; i++) expect((await login(STAFF, `errada-depois-${i}`)).status).toBe(401);
    expect((await login(STAFF, TEST_PASSWORD)).status).toBe(429);
  });

  it("says the real wait when the account's own failure holds it behind an address full of others' failures", async () => {
    // Someone else's 99 attempts from the front desk's address, and one failure of the clerk's own a moment ago.
    await database.db.insert(loginThrottle).values([
      { key: `address:${FRONT_DESK}`, failures: 99, updatedAt: new Date() },
      { key: `account:${STAFF}`, failures: 1, updatedAt: new Date() },
    ]);
    const blocked = await login(STAFF, TEST_PASSWORD);
    expect(blocked.status).toBe(429);
    // The clerk's failure leaks in 180 s; the address (93 by then) fits under the clean account's 100. The address
    // bucket alone would say (99 + 1 - 30) x 30 = 2,100 s.
    expect(blocked.retryAfter).toBeGreaterThanOrEqual(179);
    expect(blocked.retryAfter).toBeLessThanOrEqual(180);

    await letTimePass(2);
    expect((await login(STAFF, TEST_PASSWORD)).status).toBe(429);
    await letTimePass(1);
    expect((await login(STAFF, TEST_PASSWORD)).status).toBe(200);
  });

  it("does not keep the owner locked out with one wrong attempt every 15 minutes", async () => {
    for (let round = 0; round < 12; round++) {
      expect((await login(OWNER, `errada-${round}`, ATTACKER)).status).toBe(401);
      await letTimePass(15);
    }
    expect((await login(OWNER, TEST_PASSWORD)).status).toBe(200);
  });

  it("never fills a pousada's shared address with occasional typos over a long time", async () => {
    // 30 typos over two and a half hours, all from the pousada's one address (20 used to lock it for good)
    for (let i = 0; i < 30; i++) {
      expect((await login(i % 2 ? STAFF : OWNER, `errada-${i}`)).status).toBe(401);
      await letTimePass(5);
    }
    expect((await login(STAFF, TEST_PASSWORD)).status).toBe(200);
    expect((await login(OWNER, TEST_PASSWORD)).status).toBe(200);
    expect(await storedCount(`address:${FRONT_DESK}`)).toBeLessThan(3);
    // 32 sign-ins one after another, each a real scrypt: seconds on an idle machine, more on a busy one.
  }, 120_000);
});

describe("a successful sign-in", () => {
  it("clears its account's count and does not count against its address", async () => {
    const stale = "account:ninguem-ha-duas-horas@example.com";
    await database.db
      .insert(loginThrottle)
      .values({ key: stale, failures: 3, updatedAt: new Date(Date.now() - 2 * 3_600_000) });
    const started = performance.now();
    for (let i = 0; i < 4; i++) expect((await login(STAFF, `errada-${i}`)).status).toBe(401);
    expect((await login(STAFF, TEST_PASSWORD)).status).toBe(200);
    expect(await storedCount(`account:${STAFF}`)).toBeUndefined();
    // The address keeps its 4 failures, less what leaked while the test ran (one per 30 s: nothing much on an idle
    // machine, more where each scrypt check waits for a busy CPU).
    const leaked = ((performance.now() - started) / 1000) * (30 / 900);
    const addressCount = await storedCount(`address:${FRONT_DESK}`);
    expect(addressCount).toBeLessThanOrEqual(4);
    expect(addressCount).toBeGreaterThanOrEqual(4 - leaked - 0.01);
    // buckets idle for an hour are swept away with it
    expect(await storedCount(stale)).toBeUndefined();

    // a fresh allowance: five more failures before the account waits
    for (let i = 0; i < 5; i++) expect((await login(STAFF, `outra-${i}`)).status).toBe(401);
    expect((await login(STAFF, TEST_PASSWORD)).status).toBe(429);
  });

  it("is not blocked by other accounts' failures from the same address, up to 100 of them", async () => {
    // one client at the pousada's address spends the address's 30 on six made-up accounts, five each
    const emails = Array.from({ length: 6 }, (_, i) => `hospede${i}@example.com`);
    for (const email of emails) {
      for (let i = 0; i < 5; i++) expect((await login(email, `errada-${i}`)).status).toBe(401);
    }
    // an account with no failure of its own still gets in, and its success costs the address nothing
    expect((await login(OWNER, TEST_PASSWORD)).status).toBe(200);
    // an account with a failure of its own waits for the address like the rest
    expect((await login(STAFF, "errada")).status).toBe(401);
    const staffBlocked = await login(STAFF, TEST_PASSWORD);
    expect(staffBlocked.status).toBe(429);
    expect(staffBlocked.message).toBe(TOO_MANY_ATTEMPTS);
    // ... but not from another address: its own count (1) is far from 5
    expect((await login(STAFF, TEST_PASSWORD, ATTACKER)).status).toBe(200);

    // the bound: once the address has 100 counted, even an account with no failures waits
    await database.db.execute(
      sql`UPDATE ${loginThrottle} SET failures = 100, updated_at = now() WHERE key = ${`address:${FRONT_DESK}`}`,
    );
    expect((await login(OWNER, TEST_PASSWORD)).status).toBe(429);
    expect((await login(OWNER, TEST_PASSWORD, ATTACKER)).status).toBe(200);
    // 36 sign-ins one after another, each a real 32 MiB scrypt: seconds on an idle machine, more on a busy one.
  }, 120_000);
});

describe("set-up once an account exists", () => {
  it("answers 409 to 200 parallel requests without hashing a single password", async () => {
    const before = hashesStarted();
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        post("/api/setup", { firstName: "Intruso", email: `x${i}@example.com`, password: "outra-senha-1" }, ATTACKER),
      ),
    );
    console.info(`200 parallel set-ups answered in ${Math.round(performance.now() - started)} ms`);
    expect(statuses(answers)).toEqual(Array(200).fill(409));
    expect(answers[0]!.message).toBe(OWNER_EXISTS);
    expect(hashesStarted() - before).toBe(0);
  });
});

describe("floods and the hashing queue", () => {
  it("keeps a real sign-in fast during a flood of 200 parallel set-up and sign-in requests", async () => {
    const quiet = await login(OWNER, TEST_PASSWORD);
    expect(quiet.status).toBe(200);
    passwordHashing.stats.peakRunning = 0;

    const flood = Array.from({ length: 200 }, (_, i) => {
      if (i % 2 === 0)
        return post("/api/setup", { firstName: "X", email: `x${i}@example.com`, password: "outra-senha-1" }, ATTACKER);
      return login(i % 4 === 1 ? STAFF : `ninguem${i}@example.com`, `errada-${i}`, ATTACKER);
    });
    const real = await login(OWNER, TEST_PASSWORD);
    const answers = await Promise.all(flood);
    console.info(
      `real sign-in: ${Math.round(quiet.ms)} ms alone, ${Math.round(real.ms)} ms during the flood ` +
        `(flood: ${countOf(answers, 409)} x 409, ${countOf(answers, 401)} x 401, ${countOf(answers, 429)} x 429)`,
    );
    // No bound on the time itself: client and server share this process and the machine's load varies (1 to 10 s
    // seen here, against 15 to 19 s before); what made it slow is checked instead: set-ups hash nothing (above),
    // at most two hashes run at once, and one address holds at most four places in their line (hashing-queue.test).
    expect(real.status).toBe(200);
    expect(new Set(statuses(answers))).toEqual(new Set([409, 401, 429]));
    expect(passwordHashing.stats.peakRunning).toBeLessThanOrEqual(2);
  });

  it("hashes at most 2 at once, turns the overflow away with 429, and does not count it as a failure", async () => {
    passwordHashing.stats.peakRunning = 0;
    passwordHashing.stats.peakWaiting = 0;
    // 200 made-up accounts from 200 addresses: nothing for the throttle to stop, everything reaches the queue
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => login(`ninguem${i}@example.com`, "errada", `10.0.${i >> 8}.${i & 255}`)),
    );
    const busy = answers.filter((a) => a.status === 429);
    console.info(
      `200 parallel sign-ins from 200 addresses: ${countOf(answers, 401)} checked, ${busy.length} turned away`,
    );

    expect(countOf(answers, 401) + busy.length).toBe(200);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(answer.message).toBe(SERVER_BUSY);
      expect(answer.retryAfter).toBeGreaterThanOrEqual(1);
    }
    expect(passwordHashing.stats.peakRunning).toBe(2);
    expect(passwordHashing.stats.peakWaiting).toBeLessThanOrEqual(16);
    // only the attempts that were checked stay counted
    const { rows } = await database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ${loginThrottle} WHERE key LIKE 'account:%' AND failures >= 1`,
    );
    expect(rows[0]!.n).toBe(countOf(answers, 401));
    // and the queue is free again at once
    expect((await login(OWNER, TEST_PASSWORD)).status).toBe(200);
  });
});
