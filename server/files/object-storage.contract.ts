// What every ObjectStorage driver must do, as one suite: local-disk.test.ts and gcs.test.ts run it.
import { randomUUID } from "node:crypto";
import { guests } from "@shared/schema/guests";
import { uploads } from "@shared/schema/uploads";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Database, Db } from "../db";
import { HttpError } from "../errors";
import { createUser, resetDatabase, testDatabase } from "../test/harness";
import { DOCUMENTS, HTML, jpegOfSize, SVG, TEXT_NAMED_JPEG } from "../test/documents";
import { FILE_TOO_LARGE, MAX_DOCUMENT_BYTES, TYPE_NOT_ALLOWED } from "./content-type";
import { OBJECT_PATH, UPLOAD_TTL_MS, type ObjectStorage } from "./object-storage";
import { FORGET_AFTER_MS, UPLOAD_EXPIRED, UPLOAD_MISSING, UPLOAD_NOT_FOUND, UPLOAD_USED } from "./upload-ledger";

export interface DriverUnderTest {
  storage: ObjectStorage;
  /** What the browser does with an uploadURL: PUT the bytes (as `userId`'s session); the HTTP status it gets. */
  put(uploadURL: string, bytes: Buffer, userId: string): Promise<number>;
  /** Every key the driver holds, pending or stored: "uploads/<id>", "objects/<uuid>". */
  keys(): Promise<string[]>;
}

async function bytesOf(stream: NodeJS.ReadableStream) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** The HttpError a promise rejects with, to compare its status and Portuguese message. */
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, "expected a refusal").toBeInstanceOf(HttpError);
  return { status: (error as HttpError).status, message: (error as HttpError).message };
}

export function objectStorageContract(driverName: string, makeDriver: (db: Db) => Promise<DriverUnderTest>) {
  describe(`ObjectStorage contract: ${driverName}`, () => {
    let database: Database;
    let driver: DriverUnderTest;
    let storage: ObjectStorage;
    let maria: string;
    let joao: string;

    beforeAll(async () => {
      database = await testDatabase();
    });

    beforeEach(async () => {
      await resetDatabase(database);
      maria = (await createUser(database, { email: "maria@example.com" })).id;
      joao = (await createUser(database, { email: "joao@example.com" })).id;
      driver = await makeDriver(database.db);
      storage = driver.storage;
    });

    afterEach(() => {
      vi.useRealTimers();
    });

    /** Asks for an upload URL and PUTs the bytes there, as the browser does. */
    async function uploaded(bytes: Buffer, userId = maria) {
      const { uploadURL } = await storage.createUpload(userId);
      expect(await driver.put(uploadURL, bytes, userId)).toBeLessThan(300);
      return uploadURL;
    }

    it.each(Object.entries(DOCUMENTS))(
      "accepts a %s by its content and reads it back byte for byte",
      async (_, doc) => {
        const { objectPath } = await storage.finalizeUpload(await uploaded(doc.bytes), maria);
        expect(objectPath).toMatch(OBJECT_PATH);

        const stored = await storage.read(objectPath);
        expect(stored).toMatchObject({ contentType: doc.contentType, size: doc.bytes.length });
        expect((await bytesOf(stored!.body)).equals(doc.bytes)).toBe(true);
        // the upload itself is gone; only the stored object remains
        expect(await driver.keys()).toEqual([`objects/${objectPath.slice("/objects/".length)}`]);
      },
    );

    it.each([
      ["text named documento.jpg", TEXT_NAMED_JPEG],
      ["SVG with a script", SVG],
      ["HTML", HTML],
      ["empty file", Buffer.alloc(0)],
    ])("refuses a %s, in Portuguese, and keeps nothing", async (_, bytes) => {
      const uploadURL = await uploaded(bytes);
      expect(await refusal(storage.finalizeUpload(uploadURL, maria))).toEqual({
        status: 400,
        message: TYPE_NOT_ALLOWED,
      });
      expect(await driver.keys()).toEqual([]);
    });

    it("accepts exactly 10 MB", async () => {
      const bytes = jpegOfSize(MAX_DOCUMENT_BYTES);
      const { objectPath } = await storage.finalizeUpload(await uploaded(bytes), maria);
      const stored = await storage.read(objectPath);
      expect(stored?.size).toBe(MAX_DOCUMENT_BYTES);
      expect((await bytesOf(stored!.body)).length).toBe(MAX_DOCUMENT_BYTES);
    });

    it("never keeps a file over 10 MB: the PUT gets 413, or finishing it says the file is too large", async () => {
      const { uploadURL } = await storage.createUpload(maria);
      const status = await driver.put(uploadURL, jpegOfSize(MAX_DOCUMENT_BYTES + 1), maria);
      const refused = await refusal(storage.finalizeUpload(uploadURL, maria));
      if (status === 413) {
        expect(refused.message).toBe(UPLOAD_MISSING);
      } else {
        expect(status).toBeLessThan(300);
        expect(refused).toEqual({ status: 400, message: FILE_TOO_LARGE });
      }
      expect(await driver.keys()).toEqual([]);
    });

    it("uses an upload once: a replay is refused and stores nothing more", async () => {
      const uploadURL = await uploaded(DOCUMENTS.jpeg.bytes);
      await storage.finalizeUpload(uploadURL, maria);
      expect(await refusal(storage.finalizeUpload(uploadURL, maria))).toEqual({ status: 409, message: UPLOAD_USED });
      expect(await driver.keys()).toHaveLength(1);
    });

    it("lets only one of two simultaneous finalizations of an upload through", async () => {
      const uploadURL = await uploaded(DOCUMENTS.png.bytes);
      const outcomes = await Promise.allSettled([
        storage.finalizeUpload(uploadURL, maria),
        storage.finalizeUpload(uploadURL, maria),
      ]);
      expect(outcomes.map((o) => o.status).sort()).toEqual(["fulfilled", "rejected"]);
      expect(await driver.keys()).toHaveLength(1);
    });

    it("refuses an upload once its five minutes are over, at the PUT and when finishing it", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(Date.now() - UPLOAD_TTL_MS - 1000);
      const { uploadURL } = await storage.createUpload(maria);
      vi.useRealTimers();

      expect(await driver.put(uploadURL, DOCUMENTS.jpeg.bytes, maria)).toBeGreaterThanOrEqual(400);
      expect(await refusal(storage.finalizeUpload(uploadURL, maria))).toEqual({ status: 400, message: UPLOAD_EXPIRED });
      expect(await driver.keys()).toEqual([]);
    });

    it("refuses another user's upload, without using it up", async () => {
      const uploadURL = await uploaded(DOCUMENTS.jpeg.bytes);
      expect(await refusal(storage.finalizeUpload(uploadURL, joao))).toEqual({
        status: 404,
        message: UPLOAD_NOT_FOUND,
      });
      await expect(storage.finalizeUpload(uploadURL, maria)).resolves.toMatchObject({
        objectPath: expect.stringMatching(OBJECT_PATH),
      });
    });

    it("refuses to finish an upload nothing was sent to", async () => {
      const { uploadURL } = await storage.createUpload(maria);
      expect(await refusal(storage.finalizeUpload(uploadURL, maria))).toEqual({ status: 400, message: UPLOAD_MISSING });
    });

    it("refuses upload URLs it did not issue", async () => {
      const { uploadURL } = await storage.createUpload(maria);
      const id = /[0-9a-f-]{36}/.exec(uploadURL)![0];
      for (const forged of [
        "",
        "not a url",
        "/objects/" + randomUUID(),
        uploadURL.replace(id, randomUUID()),
        uploadURL.replace(id, `../objects/${id}`),
        `https://evil.example.com/api/objects/uploads/${randomUUID()}`,
      ]) {
        expect((await refusal(storage.finalizeUpload(forged, maria))).status, forged).toBe(404);
      }
    });

    it("forgets uploads a day after they expired, with their files and the documents no guest points at", async () => {
      const issuedAt = Date.now();
      const { objectPath: kept } = await storage.finalizeUpload(await uploaded(DOCUMENTS.jpeg.bytes), maria);
      await database.db
        .insert(guests)
        .values({ firstName: "Ana", lastName: "Souza", phone: "11987654321", documentPhotoUrl: kept });
      const { objectPath: abandoned } = await storage.finalizeUpload(await uploaded(DOCUMENTS.png.bytes), maria); // dialog closed
      await uploaded(DOCUMENTS.pdf.bytes); // sent, never finished
      await storage.createUpload(joao); // nothing sent
      const before = (await driver.keys()).length;
      expect(before).toBe(3);

      // the injected clock: just under a day past the last expiry, nothing goes
      const dayAfterExpiry = issuedAt + UPLOAD_TTL_MS + FORGET_AFTER_MS;
      expect(await storage.sweepUploads(new Date(dayAfterExpiry - 60_000))).toMatchObject({ forgotten: 0 });
      expect(await driver.keys()).toHaveLength(before);
      expect(await database.db.select().from(uploads)).toHaveLength(4);

      const swept = await storage.sweepUploads(new Date(dayAfterExpiry + 60_000));
      expect(swept).toEqual({ forgotten: 4, documentsDeleted: 1, failed: 0 });
      expect(await driver.keys()).toEqual([`objects/${kept.slice("/objects/".length)}`]);
      expect(await database.db.select().from(uploads)).toEqual([]);
      expect(await storage.read(abandoned)).toBeUndefined();
      const guestDocument = await storage.read(kept);
      expect((await bytesOf(guestDocument!.body)).equals(DOCUMENTS.jpeg.bytes)).toBe(true);
      // nothing left to do
      expect(await storage.sweepUploads(new Date(dayAfterExpiry + 120_000))).toEqual({
        forgotten: 0,
        documentsDeleted: 0,
        failed: 0,
      });
    });

    it("reads and removes only server-made /objects/<uuid> paths", async () => {
      const { objectPath } = await storage.finalizeUpload(await uploaded(DOCUMENTS.pdf.bytes), maria);
      const id = objectPath.slice("/objects/".length);
      for (const path of [
        `/objects/${id}/`,
        `/objects/../objects/${id}`,
        `objects/${id}`,
        `/uploads/${id}`,
        "../../etc/passwd",
        "",
      ]) {
        expect(await storage.read(path), path).toBeUndefined();
        await storage.remove(path);
      }
      expect(await bytesOf((await storage.read(objectPath))!.body)).toEqual(DOCUMENTS.pdf.bytes);
      expect(await storage.read(`/objects/${randomUUID()}`)).toBeUndefined();

      await storage.remove(objectPath);
      expect(await storage.read(objectPath)).toBeUndefined();
      await storage.remove(objectPath); // a missing object is not an error
      expect(await driver.keys()).toEqual([]);
    });
  });
}
