// A backup uploaded for 'Restaurar' (POST /api/system/restore): the raw body, its charset and size checked, read
// by the route itself as it arrives rather than by the JSON parser.
import type { Request } from "express";
import { HttpError, PayloadTooLargeError } from "../errors";

/** A backup file uploaded for 'Restaurar' is read by the route itself, past the JSON parser's 100 KB. */
const MAX_BACKUP_BYTES = 512 * 1024 * 1024;

/** POST /api/system/restore: the body is the backup file, streamed to the route (see app.ts). */
export const isBackupUpload = (req: Request) => req.method === "POST" && req.path === "/system/restore";

/** A backup is JSON in UTF-8, as 'Backup' writes it; a body declared in another charset is refused like any JSON's. */
const DECLARED_CHARSET = /;\s*charset\s*=\s*"?([^";\s]+)/i;

/**
 * The 415 a backup declared in a charset other than UTF-8 gets, or undefined. Checked where the body parsers run
 * (server/app.ts), before the session, as every other body's charset is.
 */
export function backupCharsetError(req: Request): HttpError | undefined {
  const charset = DECLARED_CHARSET.exec(req.headers["content-type"] ?? "")?.[1]?.toLowerCase();
  if (!charset || charset === "utf-8" || charset === "utf8") return undefined;
  return new HttpError(415, "Codificação de caracteres não suportada. Envie os dados em UTF-8");
}

/**
 * The uploaded file's bytes as they arrive, for the restore to read as a stream (the restore hashes them); a body
 * past MAX_BACKUP_BYTES is refused (a streamed backup is compressed: the limit is on what travels).
 */
export async function* backupBody(req: Request): AsyncGenerator<Buffer> {
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BACKUP_BYTES) throw new PayloadTooLargeError("Arquivo de backup grande demais");
    yield chunk;
  }
}
