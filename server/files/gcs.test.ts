import { generateKeyPairSync } from "node:crypto";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db";
import { createUser, resetDatabase, testDatabase } from "../test/harness";
import { DOCUMENTS, HTML } from "../test/documents";
import { startFakeGcs, type FakeGcs } from "./fake-gcs-server";
import { gcsStorage } from "./gcs";
import type { Db } from "../db";
import { objectStorageContract } from "./object-storage.contract";
import { UPLOAD_MISSING } from "./upload-ledger";

const BUCKET = "hospeda-documentos-teste";
// The V4 signer signs with the service account's private key; the fake verifies with the public one.
const { privateKey, publicKey } = generateKeyPairSync("rsa", {
  modulusLength: 2048,
  publicKeyEncoding: { type: "spki", format: "pem" },
  privateKeyEncoding: { type: "pkcs8", format: "pem" },
});
const credentials = { client_email: "hospeda@hospeda-teste.iam.gserviceaccount.com", private_key: privateKey };

let fake: FakeGcs;
beforeAll(async () => {
  fake = await startFakeGcs({ bucket: BUCKET, publicKey });
});
afterAll(() => fake.close());
afterEach(() => {
  fake.beforeRequest = undefined;
  // the driver used only endpoints the fake knows (else the fake answered 501 and the test above would show it)
  expect(fake.unhandled).toEqual([]);
});

const driverOn = (db: Db) =>
  gcsStorage({ db, bucket: BUCKET, projectId: "hospeda-teste", credentials, apiEndpoint: fake.endpoint });

/** The browser's PUT to the signed URL, with the type it declares. */
const put = async (uploadURL: string, bytes: Buffer, contentType = "image/jpeg") =>
  (await fetch(uploadURL, { method: "PUT", body: new Uint8Array(bytes), headers: { "content-type": contentType } }))
    .status;

objectStorageContract("Google Cloud Storage (fake server)", async (db) => {
  fake.objects.clear();
  return {
    storage: await driverOn(db),
    put: (uploadURL, bytes) => put(uploadURL, bytes),
    keys: async () => [...fake.objects.keys()].sort(),
  };
});

describe("Google Cloud Storage driver", () => {
  let database: Database;
  let userId: string;

  beforeAll(async () => {
    database = await testDatabase();
  });
  beforeEach(async () => {
    await resetDatabase(database);
    fake.objects.clear();
    userId = (await createUser(database, { email: "maria@example.com" })).id;
  });

  it("hands out a V4 signed PUT URL for uploads/<id> on its endpoint, valid for five minutes", async () => {
    const storage = await driverOn(database.db);
    expect(storage.uploadOrigin).toBe(fake.endpoint);
    const url = new URL((await storage.createUpload(userId)).uploadURL);
    expect(url.origin).toBe(fake.endpoint);
    expect(url.pathname).toMatch(new RegExp(`^/${BUCKET}/uploads/[0-9a-f-]{36}$`));
    expect(url.searchParams.get("X-Goog-Algorithm")).toBe("GOOG4-RSA-SHA256");
    expect(url.searchParams.get("X-Goog-Expires")).toBe("300");
  });

  it("the signature covers the object: a changed path, a changed expiry or a bad signature is refused", async () => {
    const storage = await driverOn(database.db);
    const { uploadURL } = await storage.createUpload(userId);
    const url = new URL(uploadURL);

    const otherObject = new URL(url);
    otherObject.pathname = `/${BUCKET}/objects/00000000-0000-4000-8000-000000000000`;
    const longer = new URL(url);
    longer.searchParams.set("X-Goog-Expires", "604800");
    const badSignature = new URL(url);
    badSignature.searchParams.set("X-Goog-Signature", "00".repeat(256));

    for (const forged of [otherObject, longer, badSignature]) {
      expect(await put(forged.href, DOCUMENTS.jpeg.bytes), forged.href).toBe(403);
    }
    expect(fake.objects.size).toBe(0);
    expect(await put(uploadURL, DOCUMENTS.jpeg.bytes)).toBe(200);
  });

  it("stores the detected type, not the type the browser declared", async () => {
    const storage = await driverOn(database.db);
    const { uploadURL } = await storage.createUpload(userId);
    await put(uploadURL, DOCUMENTS.png.bytes, "text/html");
    const { objectPath } = await storage.finalizeUpload(uploadURL, userId);
    expect(fake.objects.get(objectPath.slice(1))?.contentType).toBe("image/png");
    const stored = await storage.read(objectPath);
    expect(stored?.contentType).toBe("image/png");
    for await (const _ of stored!.body as AsyncIterable<Buffer>); // drain
  });

  it("copies the bytes it checked: content PUT again after the check is not what gets stored", async () => {
    const storage = await driverOn(database.db);
    const { uploadURL } = await storage.createUpload(userId);
    await put(uploadURL, DOCUMENTS.jpeg.bytes);
    // Just before the copy, the still-valid signed URL is used again with other content.
    fake.beforeRequest = (method, pathname) => {
      if (method === "POST" && pathname.includes("/rewriteTo/")) {
        fake.beforeRequest = undefined;
        const name = new URL(uploadURL).pathname.slice(`/${BUCKET}/`.length);
        fake.objects.set(name, { data: HTML, contentType: "text/html", generation: Date.now() * 1000 });
      }
    };
    const error = await storage.finalizeUpload(uploadURL, userId).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, message: UPLOAD_MISSING });
    expect([...fake.objects.keys()].filter((key) => key.startsWith("objects/"))).toEqual([]);
  });
});
