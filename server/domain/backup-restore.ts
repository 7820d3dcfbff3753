// Putting a backup back (Configurações > Sistema > Restaurar, `npm run restore`): staged and checked by PostgreSQL
// before anything is replaced, all in one transaction (docs/decisions/0019).
import { createHash } from "node:crypto";
import type { Db, DbOrTx } from "../db";
import { findPgError } from "../db/pg-errors";
import { ConflictError, ValidationError } from "../errors";
import { systemStorage } from "../storage/system";
import { checkRestoredLedger, checkStagedRows, fileProblem } from "./backup-check";
import { backedUpTables, headerSchema, isEmptyInstallation } from "./backup-file";

/** Checks the staged file's header: a backup this version reads, each table an array of the rows it declares. */
async function checkStagedHeader(system: ReturnType<typeof systemStorage>) {
  const staged = await system.stagedHeader();
  const header = headerSchema.safeParse(staged.header);
  if (!header.success) throw new ValidationError(header.error.issues[0]?.message ?? "Arquivo de backup inválido");
  if (!staged.tables) throw new ValidationError("Arquivo de backup inválido: sem as tabelas");
  const counts = await system.stagedCounts();
  for (const [table, type] of Object.entries(staged.tables)) {
    if (type !== "array" || header.data.counts[table] !== (counts[table] ?? 0))
      throw new ValidationError(`Arquivo de backup incompleto: a tabela ${table} não tem as linhas que declara`);
  }
  return { ...header.data, tables: Object.keys(staged.tables) };
}

/** The file's text into the staging table, a text that is not JSON refused in Portuguese. */
async function stage(system: ReturnType<typeof systemStorage>, text: string) {
  try {
    await system.stageBackup(text);
  } catch (error) {
    const code = findPgError(error)?.code;
    if (code === "22P02" || code === "22P05") throw new ValidationError("Arquivo de backup inválido: não é um JSON");
    throw error;
  }
}

/**
 * Who restores: their e-mail must be an active owner's in the file. The command line has no one signed in and no
 * request: any active owner will do.
 */
export interface Restorer {
  email: string | null;
  request: { ip: string | null } | null;
}

/**
 * Puts a backup back, in one transaction (all or nothing; docs/decisions/0019). The file is staged and parsed by
 * PostgreSQL, its header and every row are checked a batch at a time, and only then is anything replaced: the data
 * tables are emptied and refilled, the accounts become the file's (the restorer's among them, or the restore is
 * refused), the file's audit entries are only added where the log lacks them, the ledger's invariants are checked,
 * the restore's own audit entry is written and every session ends. Unless `force`, only on an empty installation.
 */
export async function restoreBackup(
  db: Db,
  text: string,
  options: { force?: boolean; restorer?: Restorer; sha256?: string } = {},
) {
  const sha256 = options.sha256 ?? createHash("sha256").update(text).digest("hex");
  return db.transaction(async (tx) => {
    const system = systemStorage(tx);
    await stage(system, text);
    const header = await checkStagedHeader(system);
    const tables = await backedUpTables(tx);
    const unknown = header.tables.filter((t) => !tables.includes(t));
    if (unknown.length) throw unknownTables(unknown);
    if (!options.force && !(await isEmptyInstallation(tx))) throw notEmpty();
    await checkStagedOwner(system, options.restorer);
    await checkStagedRows(
      system,
      tables.filter((t) => header.tables.includes(t)),
    );
    return replaceWithStaged(tx, { ...options, sha256, createdAt: header.createdAt, fileTables: header.tables });
  });
}

export const unknownTables = (unknown: string[]) =>
  new ValidationError(`Backup com tabelas que este Hospeda não conhece: ${unknown.join(", ")}`);

/** The restorer must be able to sign in afterwards: an active owner with their e-mail (any, from the command line). */
export async function checkStagedOwner(system: ReturnType<typeof systemStorage>, restorer: Restorer | undefined) {
  const email = restorer?.email ?? null;
  if (!(await system.stagedHasOwner(email)))
    throw new ValidationError(
      email
        ? `O backup não tem uma conta de proprietário ativa com o seu e-mail (${email}): depois de restaurá-lo você não conseguiria entrar. Nada foi alterado.`
        : "O backup não tem nenhuma conta de proprietário ativa: depois de restaurá-lo ninguém conseguiria entrar. Nada foi alterado.",
    );
}

/**
 * The staged, checked rows replace the data (in the restore's transaction `tx`): the data tables are emptied and
 * refilled, the accounts become the file's, the file's audit entries are only added where the log lacks them, the
 * ledger's invariants are checked, the restore's own audit entry is written and every session ends.
 */
export async function replaceWithStaged(
  tx: DbOrTx,
  options: { force?: boolean; restorer?: Restorer; sha256: string; createdAt: string; fileTables: string[] },
) {
  const system = systemStorage(tx);
  const restorer = options.restorer ?? { email: null, request: null };
  const tables = await backedUpTables(tx);
  const present = tables.filter((t) => options.fileTables.includes(t));
  await system.lockForWholeDatabaseChange();
  if (!options.force && !(await isEmptyInstallation(tx))) throw notEmpty();
  // The nights sold (migrations/0029) and the guests' spend by month (0035) are rewritten once from the restored rows,
  // not after each table's statements.
  await system.deferSummaries();
  // A file with its segments: the reservations go in without the one segment each their trigger would make (it
  // clashed with the file's own for a stay moved between rooms); a file from before segments gets those (0033).
  const fileSegments = present.includes("reservation_segments");
  if (fileSegments) await system.fileSegments(true);
  for (const table of [...tables].reverse()) {
    if (table !== "users" && table !== "audit_log") await system.deleteAll(table);
  }
  const restored: Record<string, number> = {};
  let auditEntriesAdded = 0;
  for (const table of present) {
    const columns = await system.writableColumns(table);
    try {
      if (table === "users") restored[table] = await system.replaceStagedUsers(columns);
      else if (table === "audit_log") auditEntriesAdded = await system.addStagedAuditEntries(columns);
      else {
        // The blocks' trigger wrote a segment each; the file's own segments replace them (decision 0033).
        if (table === "reservation_segments") await system.deleteAll(table);
        restored[table] = await system.insertStagedRows(table, columns);
        if (table === "reservation_segments") await system.fileSegments(false);
      }
    } catch (error) {
      const pgError = findPgError(error);
      throw (pgError && fileProblem(table, pgError)) || error;
    }
  }
  await system.rebuildSummaries();
  await checkRestoredLedger(system);
  await system.recordWholeDatabaseChange({
    action: "restore",
    email: restorer.email,
    request: restorer.request,
    details: { sha256: options.sha256, backupCreatedAt: options.createdAt, rows: restored, auditEntriesAdded },
  });
  await system.endAllSessions();
  return { restored, auditEntriesAdded };
}

export const notEmpty = () =>
  new ConflictError("A restauração só é permitida em uma instalação vazia (sem quartos, hóspedes ou lançamentos)");
