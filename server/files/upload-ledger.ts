// The one-time upload rules both drivers share: who may use an upload, until when, and only once.
import type { Db } from "../db";
import { ConflictError, NotFoundError, ValidationError, type HttpError } from "../errors";
import { uploadsStorage } from "../storage/uploads";
import { UPLOAD_TTL_MS, type UploadSweep } from "./object-storage";

export const UPLOAD_NOT_FOUND = "Envio de arquivo não encontrado. Envie o arquivo novamente.";
export const UPLOAD_EXPIRED = "O prazo para enviar o arquivo expirou. Envie o arquivo novamente.";
export const UPLOAD_USED = "Este arquivo já foi utilizado. Envie o arquivo novamente.";
export const UPLOAD_MISSING = "Nenhum arquivo foi recebido. Envie o arquivo novamente.";

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * An upload is kept a day past its expiry (a late replay still gets the precise refusal, and the guest dialog has
 * long been saved or closed), then forgotten, with its pending file and any document no guest points at.
 */
export const FORGET_AFTER_MS = 24 * 60 * 60_000;

/** An upload the sweep forgets; the driver deletes what it kept of it. */
export interface StaleUpload {
  id: string;
  /** It became the document "/objects/<id>", and no guest points at it. */
  unattachedDocument: boolean;
}

export function uploadLedger(db: Db) {
  const rows = uploadsStorage(db);

  /** Why `userId` cannot use upload `id` now; another user's upload looks the same as a missing one. */
  const refusal = async (id: string, userId: string): Promise<HttpError | undefined> => {
    const row = await rows.find(id);
    if (!row || row.createdBy !== userId) return new NotFoundError(UPLOAD_NOT_FOUND);
    if (row.usedAt) return new ConflictError(UPLOAD_USED, "documentPhotoURL");
    if (row.expiresAt.getTime() <= Date.now()) return new ValidationError(UPLOAD_EXPIRED, "documentPhotoURL");
    return undefined;
  };

  return {
    async issue(userId: string) {
      const expiresAt = new Date(Date.now() + UPLOAD_TTL_MS);
      return { id: await rows.issue(userId, expiresAt), expiresAt };
    },

    /** Throws unless the upload can still receive its file. */
    async assertUsable(id: string, userId: string) {
      if (!UUID.test(id)) throw new NotFoundError(UPLOAD_NOT_FOUND);
      const error = await refusal(id, userId);
      if (error) throw error;
    },

    /** Marks the upload used, atomically: of two concurrent calls one wins and the other is refused. */
    async claim(id: string, userId: string) {
      if (!UUID.test(id)) throw new NotFoundError(UPLOAD_NOT_FOUND);
      if (await rows.claim(id, userId, new Date())) return;
      throw (await refusal(id, userId)) ?? new ConflictError(UPLOAD_USED, "documentPhotoURL");
    },

    /**
     * Forgets the uploads that expired over a day before `now`, each once `removeFiles` has deleted what the driver
     * kept of it. Files go first: a failure leaves the row, so the next sweep tries again instead of losing track.
     */
    async sweep(removeFiles: (upload: StaleUpload) => Promise<void>, now = new Date()): Promise<UploadSweep> {
      const result: UploadSweep = { forgotten: 0, documentsDeleted: 0, failed: 0 };
      const removed: string[] = [];
      for (const upload of await rows.expiredBefore(new Date(now.getTime() - FORGET_AFTER_MS))) {
        try {
          await removeFiles(upload);
          removed.push(upload.id);
          if (upload.unattachedDocument) result.documentsDeleted++;
        } catch (error) {
          result.failed++;
          result.firstError ??= error;
        }
      }
      await rows.forget(removed);
      result.forgotten = removed.length;
      return result;
    },
  };
}
