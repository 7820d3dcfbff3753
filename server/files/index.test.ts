import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { Db } from "../db";
import { parseEnv } from "../env";
import { createObjectStorage } from "./index";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "hospeda-files-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const db = {} as Db; // choosing a driver touches no table

describe("createObjectStorage", () => {
  it("keeps documents on local disk under DATA_DIR when GCS_BUCKET is not set", () => {
    const files = createObjectStorage(db, parseEnv({ DATA_DIR: dataDir }));
    expect(files.uploadOrigin).toBeUndefined();
    expect(files.receiveUpload).toBeTypeOf("function");
  });

  it("uses the bucket when GCS_BUCKET is set, uploading straight to Cloud Storage", () => {
    const files = createObjectStorage(db, parseEnv({ DATA_DIR: dataDir, GCS_BUCKET: "pousada-documentos" }));
    expect(files.uploadOrigin).toBe("https://storage.googleapis.com");
    expect(files.receiveUpload).toBeUndefined();
    const emulated = createObjectStorage(
      db,
      parseEnv({ DATA_DIR: dataDir, GCS_BUCKET: "pousada-documentos", GCS_API_ENDPOINT: "http://127.0.0.1:4443" }),
    );
    expect(emulated.uploadOrigin).toBe("http://127.0.0.1:4443");
  });
});
