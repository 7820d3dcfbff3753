// Documents on local disk: DATA_DIR/uploads/<uploadId> while pending, DATA_DIR/objects/<uploadId> once accepted.
// File names are only ever server-made UUIDs; the type is recomputed from the first bytes on every read.
import { randomUUID } from "node:crypto";
import { open, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import type { Db } from "../db";
import { NotFoundError, PayloadTooLargeError, ValidationError } from "../errors";
import { detectDocumentType, FILE_TOO_LARGE, MAX_DOCUMENT_BYTES, SNIFF_BYTES, TYPE_NOT_ALLOWED } from "./content-type";
import { OBJECT_PATH, UPLOAD_TTL_MS, type ObjectStorage } from "./object-storage";
import { ensurePrivateDir } from "../private-dir";
import { FORGET_AFTER_MS, UPLOAD_MISSING, UPLOAD_NOT_FOUND, uploadLedger, UUID } from "./upload-ledger";

/** Where the browser PUTs the file: same origin, so the session cookie comes along. */
const LOCAL_UPLOAD_PREFIX = "/api/objects/uploads/";

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === "ENOENT";

export function localDiskStorage(options: { db: Db; dataDir: string }): ObjectStorage {
  const objectsDir = path.join(options.dataDir, "objects");
  const uploadsDir = path.join(options.dataDir, "uploads");
  for (const dir of [objectsDir, uploadsDir]) ensurePrivateDir(dir);
  const ledger = uploadLedger(options.db);

  /** The file of a stored object; undefined for anything that is not exactly "/objects/<uuid>". */
  const objectFile = (objectPath: string) =>
    typeof objectPath === "string" && OBJECT_PATH.test(objectPath)
      ? path.join(objectsDir, objectPath.slice("/objects/".length))
      : undefined;

  /**
   * Files in uploads/ no upload row accounts for any more (a crash mid-PUT or mid-check, a PUT that landed after
   * its row was forgotten) are deleted once older than any upload the ledger still remembers.
   */
  const removeStrayUploadFiles = async (now: Date) => {
    const cutoff = now.getTime() - UPLOAD_TTL_MS - FORGET_AFTER_MS;
    for (const name of await readdir(uploadsDir)) {
      const file = path.join(uploadsDir, name);
      const info = await stat(file).catch(() => undefined);
      if (info && info.mtimeMs < cutoff) await rm(file, { force: true });
    }
  };

  return {
    async createUpload(userId) {
      const { id } = await ledger.issue(userId);
      return { uploadURL: `${LOCAL_UPLOAD_PREFIX}${id}` };
    },

    async receiveUpload(uploadId, userId, body: Readable, declaredLength?: number) {
      await ledger.assertUsable(uploadId, userId);
      if (declaredLength !== undefined && declaredLength > MAX_DOCUMENT_BYTES) {
        throw new PayloadTooLargeError(FILE_TOO_LARGE);
      }
      // Written aside and renamed, so a pending file is always complete. Past the limit the rest of the body is
      // read and dropped: the client then gets the 413 instead of a reset connection.
      const partial = path.join(uploadsDir, `${uploadId}.${randomUUID()}.part`);
      const file = await open(partial, "wx", 0o600);
      let size = 0;
      try {
        for await (const chunk of body as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (size <= MAX_DOCUMENT_BYTES) await file.write(chunk);
        }
        await file.close();
        if (size > MAX_DOCUMENT_BYTES) throw new PayloadTooLargeError(FILE_TOO_LARGE);
        // A body still arriving when finalisation started is refused (409) rather than silently dropped.
        await ledger.assertUsable(uploadId, userId);
        await rename(partial, path.join(uploadsDir, uploadId));
      } catch (error) {
        await file.close().catch(() => undefined);
        await rm(partial, { force: true });
        throw error;
      }
    },

    async finalizeUpload(uploadURL, userId) {
      const uploadId = typeof uploadURL === "string" ? uploadIdOf(uploadURL) : undefined;
      if (!uploadId) throw new NotFoundError(UPLOAD_NOT_FOUND);
      // Claiming closes the upload slot: from here receiveUpload refuses this upload.
      await ledger.claim(uploadId, userId);

      // A PUT that passed its last check just before the claim may still rename its file onto uploads/<id>. So the
      // pending file is first moved where no PUT writes, and that file is the one checked and then kept.
      const checking = path.join(uploadsDir, `${uploadId}.${randomUUID()}.checking`);
      await rename(path.join(uploadsDir, uploadId), checking).catch((error: unknown) => {
        if (isMissing(error)) throw new ValidationError(UPLOAD_MISSING, "documentPhotoURL");
        throw error;
      });
      const problem = await problemOf(checking).catch(async (error: unknown) => {
        await rm(checking, { force: true });
        throw error;
      });
      if (problem) {
        await rm(checking, { force: true });
        throw new ValidationError(problem, "documentPhotoURL");
      }
      await rename(checking, path.join(objectsDir, uploadId));
      return { objectPath: `/objects/${uploadId}` };
    },

    async read(objectPath) {
      const location = objectFile(objectPath);
      if (!location) return undefined;
      const file = await open(location, "r").catch((error: unknown) => {
        if (isMissing(error)) return undefined;
        throw error;
      });
      if (!file) return undefined;
      try {
        const { size } = await file.stat();
        const head = Buffer.alloc(SNIFF_BYTES);
        await file.read(head, 0, SNIFF_BYTES, 0);
        const type = detectDocumentType(head);
        return {
          contentType: type?.contentType ?? "application/octet-stream",
          size,
          body: file.createReadStream({ start: 0 }),
        };
      } catch (error) {
        await file.close();
        throw error;
      }
    },

    async remove(objectPath) {
      const location = objectFile(objectPath);
      if (location) await rm(location, { force: true });
    },

    async sweepUploads(now = new Date()) {
      const result = await ledger.sweep(async ({ id, unattachedDocument }) => {
        await rm(path.join(uploadsDir, id), { force: true });
        if (unattachedDocument) await rm(path.join(objectsDir, id), { force: true });
      }, now);
      await removeStrayUploadFiles(now);
      return result;
    },
  };
}

/** Why the file cannot be a document (too large, not a JPEG, PNG, WebP or PDF); undefined when it can. */
async function problemOf(location: string) {
  const file = await open(location, "r");
  try {
    const { size } = await file.stat();
    if (size > MAX_DOCUMENT_BYTES) return FILE_TOO_LARGE;
    const head = Buffer.alloc(SNIFF_BYTES);
    await file.read(head, 0, SNIFF_BYTES, 0);
    return detectDocumentType(head) ? undefined : TYPE_NOT_ALLOWED;
  } finally {
    await file.close();
  }
}

/** "/api/objects/uploads/<uuid>", relative or absolute; anything else names no upload. */
function uploadIdOf(uploadURL: string) {
  let pathname: string;
  try {
    pathname = new URL(uploadURL, "http://localhost").pathname;
  } catch {
    return undefined;
  }
  if (!pathname.startsWith(LOCAL_UPLOAD_PREFIX)) return undefined;
  const id = pathname.slice(LOCAL_UPLOAD_PREFIX.length);
  return UUID.test(id) ? id : undefined;
}
