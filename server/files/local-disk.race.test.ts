// The last step of a PUT (renaming its complete file onto uploads/<id>) landing while the upload is being finished:
// only a hook on rename can put it at that precise moment, so this file mocks node:fs/promises around the driver.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { beforeAll, beforeEach, expect, it, vi } from "vitest";
import type { Database } from "../db";
import { createUser, resetDatabase, testDatabase, testFiles } from "../test/harness";
import { DOCUMENTS, HTML } from "../test/documents";

const hooks = vi.hoisted(() => ({ beforeRename: undefined as undefined | ((from: string, to: string) => void) }));

vi.mock("node:fs/promises", async (importOriginal) => {
  const actual = await importOriginal<typeof import("node:fs/promises")>();
  return {
    ...actual,
    rename: async (from: string, to: string) => {
      hooks.beforeRename?.(from, to);
      return actual.rename(from, to);
    },
  };
});

let database: Database;
let userId: string;

beforeAll(async () => {
  database = await testDatabase();
});
beforeEach(async () => {
  await resetDatabase(database);
  userId = (await createUser(database, { email: "maria@example.com" })).id;
  hooks.beforeRename = undefined;
});

it("stores the bytes it checked even when another PUT lands on the upload between the check and the keeping", async () => {
  const { dataDir, files } = testFiles(database);
  const { uploadURL } = await files.createUpload(userId);
  const id = uploadURL.split("/").pop()!;
  await files.receiveUpload!(id, userId, Readable.from([DOCUMENTS.jpeg.bytes]));

  let landed = false;
  hooks.beforeRename = (_from, to) => {
    // the moment the checked document is about to be kept: a PUT that passed every check before the upload was
    // claimed now puts its own file where pending uploads live
    if (!landed && to.startsWith(path.join(dataDir, "objects"))) {
      landed = true;
      writeFileSync(path.join(dataDir, "uploads", id), HTML);
    }
  };
  const { objectPath } = await files.finalizeUpload(uploadURL, userId);

  expect(landed).toBe(true);
  expect(readFileSync(path.join(dataDir, objectPath)).equals(DOCUMENTS.jpeg.bytes)).toBe(true);
  const stored = await files.read(objectPath);
  expect(stored?.contentType).toBe("image/jpeg");
  for await (const _ of stored!.body as AsyncIterable<Buffer>); // drain
});
