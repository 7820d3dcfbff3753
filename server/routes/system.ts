// Configurações > Sistema (owner only): the installation's figures, the backup download, putting a backup back on
// an empty installation, and 'Redefinir Sistema' (backup first, kept and downloaded, then the data emptied).
import { Router } from "express";
import { resetSystemSchema } from "@shared/validators/settings";
import type { RestoreResult } from "@shared/api/settings";
import type { Database } from "../db";
import { requireRole } from "../auth/session";
import { HashingBusyError } from "../auth/hashing-queue";
import { passwordHashing, verifyPassword } from "../auth/password";
import { resetBackupFileName, resetSystem } from "../domain/backup";
import { restoreBackupFile } from "../domain/backup-restore-stream";
import { streamBackup, streamedBackupFileName } from "../domain/backup-stream";
import { systemClock, type Clock } from "../domain/clock";
import { systemInfo } from "../domain/system-info";
import { HttpError, NotFoundError, TooManyRequestsError, ValidationError } from "../errors";
import type { ObjectStorage } from "../files/object-storage";
import { storage } from "../storage";
import { systemStorage } from "../storage/system";
import { backupBody } from "./backup-upload";

/** The confirmation typed when the pousada has no name yet (Dados da Pousada not filled in). */
const RESET_WORD_WITHOUT_NAME = "REDEFINIR";

export function systemRouter(options: { database: Database; files?: ObjectStorage; clock?: Clock }) {
  const { database, files } = options;
  const db = database.db;
  const clock = options.clock ?? systemClock;
  const router = Router();
  router.use(requireRole("owner"));

  router.get("/", async (_req, res) => {
    res.json(await systemInfo(database, files, clock()));
  });

  /** Streamed as it is read, gzip-compressed (docs/decisions/0041): the same memory whatever the data's size. */
  router.get("/backup", async (_req, res) => {
    const now = clock();
    res.attachment(streamedBackupFileName(now)).type("application/gzip");
    await streamBackup(db, res, { files, now });
  });

  /** Every session ends with it, this one too: the client then shows the sign-in (docs/product.md §5.6). */
  router.post("/restore", async (req, res) => {
    const restorer = await storage(db).users.findById(req.currentUser!.id);
    if (!restorer?.email) throw new ValidationError("Cadastre o seu e-mail em Perfil antes de restaurar um backup");
    const result = await restoreBackupFile(db, backupBody(req), {
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
