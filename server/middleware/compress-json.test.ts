import zlib from "node:zlib";
import type { Agent } from "supertest";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db";
import { ownerAndStaff, TEST_PASSWORD, testDatabase } from "../test/harness";
import { wireClient, type WireClient } from "../test/wire-client";
import { jpegOfSize } from "../test/documents";
import { COMPRESS_JSON_MIN_BYTES } from "./compress-json";

let database: Database;
let owner: Agent;
let client: WireClient;
let cookie: string;

/** GET as the signed-in owner's browser, with its Accept-Encoding; the body as it came over the wire. */
const get = (path: string, acceptEncoding?: string) =>
  client.send({
    path,
    headers: { cookie, ...(acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding }) },
  });

beforeAll(async () => {
  database = await testDatabase();
});
beforeEach(async () => {
  const signedIn = await ownerAndStaff(database);
  owner = signedIn.owner;
  client = await wireClient(signedIn.app);
  cookie = await client.signIn("dono@example.com", TEST_PASSWORD);
});
afterEach(() => client.close());

async function seedRooms(count: number) {
  for (let i = 1; i <= count; i++) {
    await owner
      .post("/api/rooms")
      .send({ number: String(100 + i), type: "standard", capacity: 2, pricePerNight: "150.00", isActive: true })
      .expect(201);
  }
}

describe("API answers", () => {
  it("a large list (GET /api/rooms, JSON written by PostgreSQL) goes out brotli-compressed to a browser", async () => {
    await seedRooms(20);
    const plain = await get("/api/rooms");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const size = plain.body.length;
    expect(size).toBeGreaterThan(COMPRESS_JSON_MIN_BYTES * 2);

    const res = await get("/api/rooms", "gzip, deflate, br, zstd");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["vary"]).toMatch(/Accept-Encoding/i);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["cache-control"]).toBe("no-store");
    const json = JSON.parse(zlib.brotliDecompressSync(res.body).toString());
    expect(json).toEqual(JSON.parse(plain.body.toString()));
    expect(json).toHaveLength(20);
    expect(res.body.length).toBeLessThan(size / 4);
  });

  it("a large list goes out gzip-compressed when gzip is all the client takes", async () => {
    await seedRooms(20);
    const res = await get("/api/rooms", "gzip");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(zlib.gunzipSync(res.body).toString())).toHaveLength(20);
  });

  it("a small answer is sent as it is", async () => {
    await seedRooms(1);
    const res = await get("/api/rooms", "gzip, deflate, br");
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThan(COMPRESS_JSON_MIN_BYTES);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(res.body.toString())).toHaveLength(1);
  });

  it("a stored document is sent as it is, with its length, whatever the browser accepts", async () => {
    const photo = jpegOfSize(20_000);
    const { body } = await owner.post("/api/objects/upload").expect(200);
    await owner
      .put(body.uploadURL)
      .set("Content-Type", "image/jpeg")
      .serialize((raw) => raw as string)
      .send(photo)
      .expect(204);
    const { objectPath } = (
      await owner.put("/api/guest-documents").send({ documentPhotoURL: body.uploadURL }).expect(200)
    ).body;

    const res = await get(`/api${objectPath}`, "gzip, deflate, br");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["content-length"]).toBe(String(photo.length));
    expect(res.body.equals(photo)).toBe(true);
  });
});
