import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import type { Db } from "../db";
import { parseEnv } from "../env";
import { createObjectStorage } from "./index";

// Counts the loads of the Cloud Storage client library (the real one is returned).
const gcsLibrary = vi.hoisted(() => ({ loads: 0 }));
vi.mock("@google-cloud/storage", async (importOriginal) => {
  gcsLibrary.loads += 1;
  return importOriginal();
});

const dataDir = mkdtempSync(path.join(os.tmpdir(), "hospeda-files-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const db = {} as Db; // choosing a driver touches no table

// In this order: the first test proves that nothing before a bucket is configured loads the library.
describe("createObjectStorage", () => {
  it("keeps documents on local disk under DATA_DIR when GCS_BUCKET is not set, without loading the GCS library", async () => {
    const files = await createObjectStorage(db, parseEnv({ DATA_DIR: dataDir }));
    expect(files.uploadOrigin).toBeUndefined();
    expect(files.receiveUpload).toBeTypeOf("function");
    expect(gcsLibrary.loads).toBe(0);
  });

  it("uses the bucket when GCS_BUCKET is set, uploading straight to Cloud Storage", async () => {
    const files = await createObjectStorage(db, parseEnv({ DATA_DIR: dataDir, GCS_BUCKET: "pousada-documentos" }));
    expect(files.uploadOrigin).toBe("https://storage.googleapis.com");
    expect(files.receiveUpload).toBeUndefined();
    expect(gcsLibrary.loads).toBe(1);
    const emulated = await createObjectStorage(
      db,
      parseEnv({ DATA_DIR: dataDir, GCS_BUCKET: "pousada-documentos", GCS_API_ENDPOINT: "http://127.0.0.1:4443" }),
    );
    expect(emulated.uploadOrigin).toBe("http://127.0.0.1:4443");
  });
});
