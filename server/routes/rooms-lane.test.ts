// The rooms lane (routes/rooms-lane.ts, docs/decisions/0075): a plain GET /api/rooms is answered ahead of the API's
// middleware. Without Accept-Encoding it must be the generic chain's answer to the byte, headers included and in
// order; asked for brotli or gzip as a browser asks, the same list compressed (from a copy kept per version, so sent
// with its length where compression() streams it in chunks); and it must refuse what the generic chain refuses.
// Requests here go through node's http client, which sends only the headers given; `Accept-Encoding: identity`
// takes the generic chain to the same answer.
import http from "node:http";
import zlib from "node:zlib";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { roomBody } from "../test/factories";
import { listening, ownerAndStaff, sessionCookie, signedInAgent, testApp, testDatabase } from "../test/harness";
import type { Database } from "../db";

let database: Database;
let base: string;
let close: () => Promise<void>;
let cookie: string;
let owner: Awaited<ReturnType<typeof ownerAndStaff>>["owner"];

interface Answer {
  status: number;
  /** Name and value of every header in the order sent, less Date. */
  headers: Array<[string, string]>;
  body: string;
  /** The body as received, before any decoding. */
  raw: Buffer;
}

function get(path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const pairs: Array<[string, string]> = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2) {
          if (res.rawHeaders[i] !== "Date") pairs.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
        }
        const raw = Buffer.concat(chunks);
        resolve({ status: res.statusCode!, headers: pairs, body: raw.toString(), raw });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

const lane = (headers: Record<string, string> = {}) => get("/api/rooms", { cookie, ...headers });
const generic = (headers: Record<string, string> = {}) =>
  get("/api/rooms", { cookie, "accept-encoding": "identity", ...headers });

beforeAll(async () => {
  database = await testDatabase();
});

beforeEach(async () => {
  const app = testApp(database);
  ({ owner } = await ownerAndStaff(database, app));
  ({ base, close } = await listening(app));
  cookie = await sessionCookie(base, "recepcao@example.com");
  // Five rooms: over 1 KB, so that the chain compresses the list when asked to.
  for (const number of ["101", "102", "103", "104", "105"]) {
    await owner
      .post("/api/rooms")
      .send(roomBody({ number, description: 'Vista "mar" çã' }))
      .expect(201);
  }
});

afterEach(async () => {
  await close();
});

describe("the rooms lane", () => {
  it("answers exactly what the generic chain answers: status, headers in order, body", async () => {
    const fromLane = await lane();
    const fromChain = await generic();
    expect(fromLane).toEqual(fromChain);
    expect(fromLane.status).toBe(200);
    expect(fromLane.headers.map(([name]) => name)).toEqual([
      "Content-Security-Policy",
      "Cross-Origin-Opener-Policy",
      "Cross-Origin-Resource-Policy",
      "Origin-Agent-Cluster",
      "Referrer-Policy",
      "X-Content-Type-Options",
      "X-DNS-Prefetch-Control",
      "X-Download-Options",
      "X-Frame-Options",
      "X-Permitted-Cross-Domain-Policies",
      "X-XSS-Protection",
      "Permissions-Policy",
      "Cache-Control",
      "Content-Type",
      "Content-Length",
      "Vary",
      "Connection",
      "Keep-Alive",
    ]);
    const headers = Object.fromEntries(fromLane.headers);
    expect(headers["Cache-Control"]).toBe("no-store");
    expect(headers["Content-Type"]).toBe("application/json; charset=utf-8");
    expect(headers.Vary).toBe("Accept-Encoding");
    expect(headers["Content-Length"]).toBe(String(Buffer.byteLength(fromLane.body)));
    expect(JSON.parse(fromLane.body).map((r: { number: string }) => r.number)).toEqual([
      "101",
      "102",
      "103",
      "104",
      "105",
    ]);
  });

  it("refuses, as the chain does, a session deleted or expired since the last request, and a forged cookie", async () => {
    expect((await lane()).status).toBe(200);
    await database.db.execute(sql`UPDATE sessions SET expire = now() - interval '1 second'`);
    const expired = await lane();
    expect(expired.status).toBe(401);
    expect(expired).toEqual(await generic());
    await database.db.execute(sql`UPDATE sessions SET expire = now() + interval '1 day'`);
    expect((await lane()).status).toBe(200);
    await database.db.execute(sql`DELETE FROM sessions`);
    expect((await lane()).status).toBe(401);
    const forged = cookie.replace(/\.[^.]+$/, ".assinaturafalsa");
    expect((await get("/api/rooms", { cookie: forged })).status).toBe(401);
    expect((await get("/api/rooms")).status).toBe(401);
  });

  it("shows a change committed through another instance in its very next answer", async () => {
    const body = JSON.parse((await lane()).body) as Array<{ id: string }>;
    const otherOwner = await signedInAgent(testApp(database), "dono@example.com");
    await otherOwner
      .put(`/api/rooms/${body[0]!.id}`)
      .send(roomBody({ number: "101", description: "Reformado" }))
      .expect(200);
    expect(JSON.parse((await lane()).body)[0].description).toBe("Reformado");
  });

  it("answers a browser's Accept-Encoding with the list compressed once per version, as compression() would choose", async () => {
    const plain = (await generic()).body;
    const decoded = (answer: Answer) => {
      const headers = Object.fromEntries(answer.headers);
      if (headers["Content-Encoding"] === "br") return zlib.brotliDecompressSync(answer.raw).toString();
      if (headers["Content-Encoding"] === "gzip") return zlib.gunzipSync(answer.raw).toString();
      return answer.body;
    };
    // Chromium's header: brotli, from the lane (its length sent, no chunks).
    const chromium = await lane({ "accept-encoding": "gzip, deflate, br, zstd" });
    const chromiumHeaders = Object.fromEntries(chromium.headers);
    expect(chromium.status).toBe(200);
    expect(chromiumHeaders["Content-Encoding"]).toBe("br");
    expect(chromiumHeaders["Content-Length"]).toBe(String(chromium.raw.length));
    expect(chromiumHeaders["Transfer-Encoding"]).toBeUndefined();
    expect(chromiumHeaders.Vary).toBe("Accept-Encoding");
    expect(chromiumHeaders["Cache-Control"]).toBe("no-store");
    expect(chromiumHeaders["Content-Security-Policy"]).toBeDefined();
    expect(decoded(chromium)).toBe(plain);
    // Without brotli: gzip, from the lane.
    const gzip = await lane({ "accept-encoding": "gzip, deflate" });
    expect(Object.fromEntries(gzip.headers)["Content-Encoding"]).toBe("gzip");
    expect(Object.fromEntries(gzip.headers)["Content-Length"]).toBe(String(gzip.raw.length));
    expect(decoded(gzip)).toBe(plain);
    // Weights: compression() decides (here gzip, the heavier), streamed in chunks by the chain.
    const weighted = await lane({ "accept-encoding": "br;q=0.5, gzip" });
    const weightedHeaders = Object.fromEntries(weighted.headers);
    expect(weightedHeaders["Content-Encoding"]).toBe("gzip");
    expect(weightedHeaders["Transfer-Encoding"]).toBe("chunked");
    expect(decoded(weighted)).toBe(plain);
    // A change of the rooms: the next compressed answer is the new list, not the kept copy.
    const body = JSON.parse(plain) as Array<{ id: string }>;
    await owner
      .put(`/api/rooms/${body[0]!.id}`)
      .send(roomBody({ number: "101", description: "Reformado" }))
      .expect(200);
    const after = JSON.parse(decoded(await lane({ "accept-encoding": "gzip, deflate, br, zstd" })));
    expect(after[0].description).toBe("Reformado");
    // And a refused session is refused compressed or not.
    await database.db.execute(sql`DELETE FROM sessions`);
    expect((await lane({ "accept-encoding": "gzip, deflate, br, zstd" })).status).toBe(401);
  });

  it("leaves to the chain what the chain alone answers: a query string, HEAD, a coding only it negotiates", async () => {
    const withQuery = await get("/api/rooms?x=%00", { cookie });
    expect(withQuery.status).toBe(400); // requestInput refuses NUL in the query
    const head = await get("/api/rooms", { cookie }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body).toBe("");
    const deflate = await get("/api/rooms", { cookie, "accept-encoding": "deflate" });
    expect(Object.fromEntries(deflate.headers)["Content-Encoding"]).toBe("deflate");
    expect(Object.fromEntries(deflate.headers)["Transfer-Encoding"]).toBe("chunked");
  });
});
