import { mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db";
import { HttpError } from "../errors";
import { createUser, resetDatabase, testDatabase, testFiles } from "../test/harness";
import { DOCUMENTS, HTML, jpegOfSize } from "../test/documents";
import { FILE_TOO_LARGE, MAX_DOCUMENT_BYTES } from "./content-type";
import { localDiskStorage } from "./local-disk";
import { objectStorageContract } from "./object-storage.contract";
import { UPLOAD_TTL_MS } from "./object-storage";
import { FORGET_AFTER_MS, UPLOAD_USED } from "./upload-ledger";

const listDir = (dir: string) => readdirSync(dir).sort();

/** The key listing the contract compares: "uploads/<id>" and "objects/<uuid>" files under DATA_DIR. */
function keysUnder(dataDir: string) {
  return async () =>
    ["uploads", "objects"].flatMap((dir) => listDir(path.join(dataDir, dir)).map((name) => `${dir}/${name}`));
}

/** The browser's PUT, minus HTTP: the route hands the request body to receiveUpload. */
const uploadIdOf = (uploadURL: string) => uploadURL.split("/").pop()!;

objectStorageContract("local disk", async (db) => {
  const { dataDir, files } = testFiles({ db } as Database);
  return {
    storage: files,
    keys: keysUnder(dataDir),
    async put(uploadURL, bytes, userId) {
      try {
        await files.receiveUpload!(uploadIdOf(uploadURL), userId, Readable.from([bytes]), bytes.length);
        return 204;
      } catch (error) {
        if (error instanceof HttpError) return error.status;
        throw error;
      }
    },
  };
});

describe("local disk driver", () => {
  let database: Database;
  let userId: string;

  beforeAll(async () => {
    database = await testDatabase();
  });
  beforeEach(async () => {
    await resetDatabase(database);
    userId = (await createUser(database, { email: "maria@example.com" })).id;
  });

  it("stops storing a body without a length once it passes 10 MB, and leaves no partial file", async () => {
    const { dataDir, files } = testFiles(database);
    const { uploadURL } = await files.createUpload(userId);
    const big = jpegOfSize(MAX_DOCUMENT_BYTES + 1);
    const chunks = Array.from({ length: Math.ceil(big.length / 65536) }, (_, i) =>
      big.subarray(i * 65536, (i + 1) * 65536),
    );

    const error = await files.receiveUpload!(uploadIdOf(uploadURL), userId, Readable.from(chunks)).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 413, message: FILE_TOO_LARGE });
    expect(listDir(path.join(dataDir, "uploads"))).toEqual([]);
  });

  it("leaves no partial file when the browser goes away mid-upload", async () => {
    const { dataDir, files } = testFiles(database);
    const { uploadURL } = await files.createUpload(userId);
    // The connection drops at the upload's next read after the first chunk, however fast the machine (a high-water
    // mark of one byte keeps the stream from reading ahead before the upload asks).
    let chunks = 0;
    const body = new Readable({
      highWaterMark: 1,
      read() {
        if (chunks++ === 0) this.push(jpegOfSize(1000));
        else this.destroy(new Error("aborted"));
      },
    });
    const receiving = files.receiveUpload!(uploadIdOf(uploadURL), userId, body);

    await expect(receiving).rejects.toThrow("aborted");
    expect(listDir(path.join(dataDir, "uploads"))).toEqual([]);
  });

  it("keeps documents as files named by a server-made UUID, readable by the owner of the process only", async () => {
    const { dataDir, files } = testFiles(database);
    const { uploadURL } = await files.createUpload(userId);
    await files.receiveUpload!(uploadIdOf(uploadURL), userId, Readable.from([jpegOfSize(100)]));
    const { objectPath } = await files.finalizeUpload(uploadURL, userId);

    const [name] = listDir(path.join(dataDir, "objects"));
    expect(`/objects/${name}`).toBe(objectPath);
    expect(statSync(path.join(dataDir, "objects", name!)).mode & 0o777).toBe(0o600);
  });

  describe("with the usual umask (022) and directories someone made 0755 beforehand", () => {
    let umask: number;
    beforeAll(() => {
      umask = process.umask(0o022);
    });
    afterAll(() => {
      process.umask(umask);
    });

    it("makes its directories 0700 and every file it writes 0600", async () => {
      // inside a temporary directory the harness removes afterwards
      const dataDir = path.join(testFiles(database).dataDir, "pousada");
      for (const dir of ["objects", "uploads"]) {
        mkdirSync(path.join(dataDir, dir), { recursive: true, mode: 0o755 });
        expect(statSync(path.join(dataDir, dir)).mode & 0o777).toBe(0o755);
      }
      const files = localDiskStorage({ db: database.db, dataDir });
      for (const dir of ["objects", "uploads"]) expect(statSync(path.join(dataDir, dir)).mode & 0o777, dir).toBe(0o700);

      const { uploadURL } = await files.createUpload(userId);
      await files.receiveUpload!(uploadIdOf(uploadURL), userId, Readable.from([DOCUMENTS.pdf.bytes]));
      expect(statSync(path.join(dataDir, "uploads", uploadIdOf(uploadURL))).mode & 0o777).toBe(0o600);
      const { objectPath } = await files.finalizeUpload(uploadURL, userId);
      expect(statSync(path.join(dataDir, objectPath)).mode & 0o777).toBe(0o600);
    });

    it("creates a missing DATA_DIR and its directories 0700", () => {
      const dataDir = path.join(testFiles(database).dataDir, "novo", "dados");
      localDiskStorage({ db: database.db, dataDir });
      for (const dir of [dataDir, path.join(dataDir, "objects"), path.join(dataDir, "uploads")]) {
        expect(statSync(dir).mode & 0o777, dir).toBe(0o700);
      }
    });
  });

  it("refuses a body still arriving when the upload is finished, and keeps the bytes it checked", async () => {
    const { dataDir, files } = testFiles(database);
    const { uploadURL } = await files.createUpload(userId);
    const id = uploadIdOf(uploadURL);
    await files.receiveUpload!(id, userId, Readable.from([DOCUMENTS.jpeg.bytes]));
    // a second PUT to the same URL, under way (its body being read) when the dialog finishes the upload
    let reading!: () => void;
    const underWay = new Promise<void>((resolve) => (reading = resolve));
    let sent = false;
    const body = new Readable({
      read() {
        if (sent) return;
        sent = true;
        this.push(HTML);
        reading();
      },
    });
    const second = files.receiveUpload!(id, userId, body).catch((e: unknown) => e);
    await underWay;

    const { objectPath } = await files.finalizeUpload(uploadURL, userId);
    body.push(null);
    expect(await second).toMatchObject({ status: 409, message: UPLOAD_USED });
    expect(readFileSync(path.join(dataDir, objectPath)).equals(DOCUMENTS.jpeg.bytes)).toBe(true);
    expect(listDir(path.join(dataDir, "uploads"))).toEqual([]);
  });

  it("the sweep also clears files of uploads it no longer knows, once older than any upload it remembers", async () => {
    const { dataDir, files } = testFiles(database);
    const stray = (name: string, ageMs: number) => {
      const file = path.join(dataDir, "uploads", name);
      writeFileSync(file, "x");
      utimesSync(file, new Date(Date.now() - ageMs), new Date(Date.now() - ageMs));
    };
    // a PUT and a check cut short by a crash, long ago; and a PUT under way right now
    stray(
      "0b0e5c5e-8f3c-4d7a-9f1e-2a6b7c8d9e0f.1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b.part",
      UPLOAD_TTL_MS + FORGET_AFTER_MS + 60_000,
    );
    stray(
      "0b0e5c5e-8f3c-4d7a-9f1e-2a6b7c8d9e0f.2f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b.checking",
      UPLOAD_TTL_MS + FORGET_AFTER_MS + 60_000,
    );
    stray("1c1e5c5e-8f3c-4d7a-9f1e-2a6b7c8d9e0f.3f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b.part", 1000);

    await files.sweepUploads();
    expect(listDir(path.join(dataDir, "uploads"))).toEqual([
      "1c1e5c5e-8f3c-4d7a-9f1e-2a6b7c8d9e0f.3f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b.part",
    ]);
  });
});
