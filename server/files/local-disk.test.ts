import { readdirSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../db";
import { HttpError } from "../errors";
import { createUser, resetDatabase, testDatabase, testFiles } from "../test/harness";
import { jpegOfSize } from "../test/documents";
import { FILE_TOO_LARGE, MAX_DOCUMENT_BYTES } from "./content-type";
import { objectStorageContract } from "./object-storage.contract";

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
    const chunks = Array.from({ length: Math.ceil(big.length / 65536) }, (_, i) => big.subarray(i * 65536, (i + 1) * 65536));

    const error = await files.receiveUpload!(uploadIdOf(uploadURL), userId, Readable.from(chunks)).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 413, message: FILE_TOO_LARGE });
    expect(listDir(path.join(dataDir, "uploads"))).toEqual([]);
  });

  it("leaves no partial file when the browser goes away mid-upload", async () => {
    const { dataDir, files } = testFiles(database);
    const { uploadURL } = await files.createUpload(userId);
    const body = new Readable({ read() {} });
    body.push(jpegOfSize(1000));
    const receiving = files.receiveUpload!(uploadIdOf(uploadURL), userId, body);
    setTimeout(() => body.destroy(new Error("aborted")), 20);

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
    const { statSync } = await import("node:fs");
    expect(statSync(path.join(dataDir, "objects", name!)).mode & 0o077).toBe(0);
  });
});
