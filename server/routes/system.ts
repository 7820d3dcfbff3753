// Configurações > Sistema (owner only): the installation's figures, the backup download, putting a backup back on
// an empty installation, and 'Redefinir Sistema' (backup first, kept and downloaded, then the data emptied).
import { createHash } from "node:crypto";
import { Router, type Request } from "express";
import { resetSystemSchema } from "@shared/validators/settings";
import type { RestoreResult, SystemInfo } from "@shared/api/settings";
import type { Database } from "../db";
import { requireRole } from "../auth/session";
import { HashingBusyError } from "../auth/hashing-queue";
import { passwordHashing, verifyPassword } from "../auth/password";
import {
  appVersion,
  backupFileName,
  createBackup,
  isEmptyInstallation,
  listDocuments,
  resetBackupFileName,
  resetSystem,
  restoreBackup,
} from "../domain/backup";
import { systemClock, type Clock } from "../domain/clock";
import { HttpError, NotFoundError, PayloadTooLargeError, TooManyRequestsError, ValidationError } from "../errors";
import type { ObjectStorage } from "../files/object-storage";
import { storage } from "../storage";
import { NOT_BACKED_UP, systemStorage } from "../storage/system";

/** The confirmation typed when the pousada has no name yet (Dados da Pousada not filled in). */
const RESET_WORD_WITHOUT_NAME = "REDEFINIR";
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

/** The uploaded file's text and SHA-256, hashed as it arrives (hashing 50 MB at once would hold the event loop). */
async function readBody(req: Request): Promise<{ text: string; sha256: string }> {
  const chunks: Buffer[] = [];
  const hash = createHash("sha256");
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BACKUP_BYTES) throw new PayloadTooLargeError("Arquivo de backup grande demais");
    chunks.push(chunk);
    hash.update(chunk);
  }
  return { text: Buffer.concat(chunks).toString("utf8"), sha256: hash.digest("hex") };
}

export function systemRouter(options: { database: Database; files?: ObjectStorage; clock?: Clock }) {
  const { database, files } = options;
  const db = database.db;
  const clock = options.clock ?? systemClock;
  const router = Router();
  router.use(requireRole("owner"));

  router.get("/", async (_req, res) => {
    const system = systemStorage(db);
    const tables = (await system.tablesInDependencyOrder()).filter(
      (t) => !(NOT_BACKED_UP as readonly string[]).includes(t),
    );
    const [facts, counts, documents, empty, lastReset] = await Promise.all([
      system.databaseFacts(),
      system.rowCounts(tables),
      system.documentPaths().then((paths) => listDocuments(paths, files)),
      isEmptyInstallation(db),
      system.latestResetBackup(),
    ]);
    res.json({
      version: appVersion(),
      database: { kind: database.kind, connected: true, ...facts },
      documents: { count: documents.length, sizeBytes: documents.reduce((sum, d) => sum + (d.size ?? 0), 0) },
      counts,
      checkedAt: clock().toISOString(),
      emptyInstallation: empty,
      lastResetBackup: lastReset
        ? { fileName: lastReset.fileName, createdAt: lastReset.createdAt.toISOString() }
        : null,
    } satisfies SystemInfo);
  });

  router.get("/backup", async (_req, res) => {
    const now = clock();
    const backup = await createBackup(db, { files, now });
    res.attachment(backupFileName(now)).type("application/json").send(backup);
  });

  /** Every session ends with it, this one too: the client then shows the sign-in (docs/product.md §5.6). */
  router.post("/restore", async (req, res) => {
    const { text, sha256 } = await readBody(req);
    if (!text.trim()) throw new ValidationError("Envie o arquivo de backup");
    const restorer = await storage(db).users.findById(req.currentUser!.id);
    if (!restorer?.email) throw new ValidationError("Cadastre o seu e-mail em Perfil antes de restaurar um backup");
    const result = await restoreBackup(db, text, {
      sha256,
      restorer: { email: restorer.email, request: { ip: req.ip ?? null } },
    });
    res.json(result satisfies RestoreResult);
  });

  router.post("/reset", async (req, res) => {
    const { confirmation, password } = resetSystemSchema.parse(req.body);
    const { settings, users } = storage(db);
    const pousada = (await settings.get("pousada")) as { nomeFantasia?: string } | undefined;
    const expected = pousada?.nomeFantasia?.trim() || RESET_WORD_WITHOUT_NAME;
    if (confirmation !== expected)
      throw new ValidationError(
        pousada?.nomeFantasia
          ? "O nome digitado não confere com o nome da pousada"
          : `Digite ${RESET_WORD_WITHOUT_NAME} para confirmar`,
        "confirmation",
      );
    const owner = await users.findById(req.currentUser!.id);
    if (!owner?.passwordHash) throw new HttpError(409, "Defina uma senha local em Perfil para redefinir o sistema");
    const passwordOk = await passwordHashing
      .run(req.ip ?? "unknown", () => verifyPassword(password, owner.passwordHash!))
      .catch((error: unknown) => {
        if (error instanceof HashingBusyError)
          throw new TooManyRequestsError(
            "Muitos acessos ao mesmo tempo. Aguarde alguns segundos e tente novamente.",
            error.retryAfterSeconds,
          );
        throw error;
      });
    if (!passwordOk) throw new ValidationError("Senha incorreta", "password");
    const now = clock();
    const backup = await resetSystem(db, { files, now, byEmail: owner.email, ip: req.ip ?? null });
    res.attachment(resetBackupFileName(now)).type("application/json").send(backup);
  });

  /** The backup the latest reset took and kept, as it was downloaded then (docs/product.md §5.11). */
  router.get("/reset-backup", async (_req, res) => {
    const kept = await systemStorage(db).latestResetBackupFile();
    if (!kept) throw new NotFoundError("Nenhum backup de redefinição guardado");
    res.attachment(kept.fileName).type("application/json").send(kept.content);
  });

  return router;
}
