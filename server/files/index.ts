import type { Db } from "../db";
import type { Env } from "../env";
import { gcsStorage } from "./gcs";
import { localDiskStorage } from "./local-disk";
import type { ObjectStorage } from "./object-storage";

export type { ObjectStorage } from "./object-storage";

type FilesEnv = Pick<
  Env,
  "GCS_BUCKET" | "GCS_PROJECT_ID" | "GOOGLE_APPLICATION_CREDENTIALS" | "GCS_API_ENDPOINT" | "dataDir"
>;

/** Google Cloud Storage when GCS_BUCKET is set (its client library loaded only then), else the local disk under DATA_DIR. */
export async function createObjectStorage(db: Db, env: FilesEnv): Promise<ObjectStorage> {
  if (env.GCS_BUCKET) {
    return gcsStorage({
      db,
      bucket: env.GCS_BUCKET,
      projectId: env.GCS_PROJECT_ID,
      keyFilename: env.GOOGLE_APPLICATION_CREDENTIALS,
      apiEndpoint: env.GCS_API_ENDPOINT,
    });
  }
  return localDiskStorage({ db, dataDir: env.dataDir });
}
