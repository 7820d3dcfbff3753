// Documents on Google Cloud Storage: the browser PUTs to a v4 signed URL for uploads/<uploadId>; once checked,
// the upload is copied to objects/<uploadId> with the detected type and the upload is deleted. The bucket stays
// private: documents are read through the server.
import type { File } from "@google-cloud/storage";
import type { Db } from "../db";
import { NotFoundError, ValidationError } from "../errors";
import {
  detectDocumentType,
  documentTypeOf,
  FILE_TOO_LARGE,
  MAX_DOCUMENT_BYTES,
  SNIFF_BYTES,
  TYPE_NOT_ALLOWED,
} from "./content-type";
import { OBJECT_PATH, type ObjectStorage } from "./object-storage";
import { UPLOAD_MISSING, UPLOAD_NOT_FOUND, uploadLedger, UUID } from "./upload-ledger";

export interface GcsOptions {
  db: Db;
  bucket: string;
  projectId?: string;
  /** A service-account key file; without it (and without `credentials`) the default credentials are used. */
  keyFilename?: string;
  credentials?: { client_email: string; private_key: string };
  /** Another endpoint than https://storage.googleapis.com (an emulator, the tests' fake). */
  apiEndpoint?: string;
}

const isNotFound = (error: unknown) => (error as { code?: unknown }).code === 404;

export async function gcsStorage(options: GcsOptions): Promise<ObjectStorage> {
  // Loaded here, not at the top: without GCS_BUCKET the client library and its dependencies are never loaded
  // (docs/decisions/0023-maintained-libraries-over-hand-written.md).
  const { Storage } = await import("@google-cloud/storage");
  const storage = new Storage({
    projectId: options.projectId,
    keyFilename: options.keyFilename,
    credentials: options.credentials,
    apiEndpoint: options.apiEndpoint,
  });
  const bucket = storage.bucket(options.bucket);
  const uploadOrigin = new URL(storage.apiEndpoint).origin;
  const ledger = uploadLedger(options.db);

  /** Only a URL we signed: our endpoint, our bucket, "uploads/<uuid>". */
  const uploadIdOf = (uploadURL: string) => {
    let url: URL;
    try {
      url = new URL(uploadURL);
    } catch {
      return undefined;
    }
    const prefix = `/${bucket.name}/uploads/`;
    if (url.origin !== uploadOrigin || !url.pathname.startsWith(prefix)) return undefined;
    const id = url.pathname.slice(prefix.length);
    return UUID.test(id) ? id : undefined;
  };

  const objectFile = (objectPath: string) =>
    typeof objectPath === "string" && OBJECT_PATH.test(objectPath)
      ? bucket.file(`objects/${objectPath.slice("/objects/".length)}`)
      : undefined;

  const discard = (file: File) => file.delete({ ignoreNotFound: true }).catch(() => undefined);

  return {
    uploadOrigin,

    async createUpload(userId) {
      const { id, expiresAt } = await ledger.issue(userId);
      const [uploadURL] = await bucket.file(`uploads/${id}`).getSignedUrl({
        version: "v4",
        action: "write",
        expires: expiresAt,
      });
      return { uploadURL };
    },

    async finalizeUpload(uploadURL, userId) {
      const uploadId = typeof uploadURL === "string" ? uploadIdOf(uploadURL) : undefined;
      if (!uploadId) throw new NotFoundError(UPLOAD_NOT_FOUND);
      await ledger.claim(uploadId, userId);

      const name = `uploads/${uploadId}`;
      const [metadata] = await bucket
        .file(name)
        .getMetadata()
        .catch((error: unknown) => {
          if (isNotFound(error)) throw new ValidationError(UPLOAD_MISSING, "documentPhotoURL");
          throw error;
        });
      // A signed URL cannot be revoked: it stays valid after the claim. So the bytes checked and the bytes copied
      // are pinned to one generation, which GCS never changes: a second PUT makes a new generation, which is never
      // read, and cannot swap the content in between.
      const upload = bucket.file(name, { generation: metadata.generation });
      const size = Number(metadata.size);
      let type: ReturnType<typeof detectDocumentType>;
      if (size > 0 && size <= MAX_DOCUMENT_BYTES) {
        const [head] = await upload.download({ start: 0, end: SNIFF_BYTES - 1 });
        type = detectDocumentType(head);
      }
      if (!type) {
        await discard(upload);
        throw new ValidationError(size > MAX_DOCUMENT_BYTES ? FILE_TOO_LARGE : TYPE_NOT_ALLOWED, "documentPhotoURL");
      }
      await upload
        .copy(bucket.file(`objects/${uploadId}`), { contentType: type.contentType })
        .catch((error: unknown) => {
          // the checked generation was replaced or deleted meanwhile
          if (isNotFound(error)) throw new ValidationError(UPLOAD_MISSING, "documentPhotoURL");
          throw error;
        });
      await discard(upload);
      return { objectPath: `/objects/${uploadId}` };
    },

    async read(objectPath) {
      const file = objectFile(objectPath);
      if (!file) return undefined;
      const [metadata] = await file.getMetadata().catch((error: unknown) => {
        if (isNotFound(error)) return [undefined];
        throw error;
      });
      if (!metadata) return undefined;
      return {
        contentType: documentTypeOf(metadata.contentType)?.contentType ?? "application/octet-stream",
        size: Number(metadata.size),
        body: bucket.file(file.name, { generation: metadata.generation }).createReadStream(),
      };
    },

    async remove(objectPath) {
      await objectFile(objectPath)?.delete({ ignoreNotFound: true });
    },

    // The bucket's lifecycle rule on uploads/ stays the backstop (README): it also clears what a PUT through a
    // still-valid signed URL wrote after its upload was finished or forgotten.
    async sweepUploads(now = new Date()) {
      return ledger.sweep(async ({ id, unattachedDocument }) => {
        await bucket.file(`uploads/${id}`).delete({ ignoreNotFound: true });
        if (unattachedDocument) await bucket.file(`objects/${id}`).delete({ ignoreNotFound: true });
      }, now);
    },
  };
}
