// Guest documents: a one-time upload URL, the upload target of the local driver, turning an upload into a stored
// document, and reading one back. Every route is behind the session check; staff and owner alike may upload.
import { pipeline } from "node:stream/promises";
import { Router, type Request } from "express";
import { z } from "zod";
import { NotFoundError } from "../errors";
import { documentTypeOf } from "../files/content-type";
import type { ObjectStorage } from "../files/object-storage";
import { UPLOAD_NOT_FOUND } from "../files/upload-ledger";
import { parseId } from "./params";

const DOCUMENT_NOT_FOUND = "Documento não encontrado";

/** POST /api/objects/upload takes no body. */
const emptyBodySchema = z.strictObject({}, { error: "Esta requisição não aceita dados" }).optional();

const guestDocumentSchema = z.object({
  documentPhotoURL: z
    .string({ error: "Endereço do documento é obrigatório" })
    .trim()
    .min(1, "Endereço do documento é obrigatório")
    .max(2048, "Endereço do documento inválido"),
});

const userIdOf = (req: Request) => req.currentUser!.id;

/** The path the local driver's uploads go to: its body is the raw file, so the API's body parsers skip it. */
export const isRawUpload = (req: Request) => req.method === "PUT" && req.path.startsWith("/objects/uploads/");

export function objectsRouter(files: ObjectStorage) {
  const router = Router();

  router.post("/upload", async (req, res) => {
    emptyBodySchema.parse(req.body);
    res.json(await files.createUpload(userIdOf(req)));
  });

  router.put("/uploads/:id", async (req, res) => {
    if (!files.receiveUpload) throw new NotFoundError(UPLOAD_NOT_FOUND);
    const id = parseId(req.params.id, UPLOAD_NOT_FOUND);
    const length = req.get("content-length");
    await files.receiveUpload(id, userIdOf(req), req, length === undefined ? undefined : Number(length));
    res.status(204).end();
  });

  router.get("/:id", async (req, res) => {
    const stored = await files.read(`/objects/${parseId(req.params.id, DOCUMENT_NOT_FOUND)}`);
    if (!stored) throw new NotFoundError(DOCUMENT_NOT_FOUND);
    const type = documentTypeOf(stored.contentType);
    res.set({
      "Content-Type": stored.contentType,
      "Content-Length": String(stored.size),
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      // The name is ours, never the uploader's; a type we cannot vouch for is only offered as a download.
      "Content-Disposition": type
        ? `inline; filename="documento.${type.extension}"`
        : 'attachment; filename="documento"',
    });
    await pipeline(stored.body, res).catch((error: unknown) => {
      if (res.destroyed) return; // the browser went away mid-download: nothing to answer
      throw error;
    });
  });

  return router;
}

export function guestDocumentsRouter(files: ObjectStorage) {
  const router = Router();

  router.put("/", async (req, res) => {
    const { documentPhotoURL } = guestDocumentSchema.parse(req.body);
    res.json(await files.finalizeUpload(documentPhotoURL, userIdOf(req)));
  });

  return router;
}
