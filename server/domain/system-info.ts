// Configurações > Sistema's figures (docs/product.md §5.6): version, database, documents, rows per table, and
// whether the installation is empty and a reset's backup is kept.
import type { SystemInfo } from "@shared/api/settings";
import type { Database } from "../db";
import type { ObjectStorage } from "../files/object-storage";
import { NOT_BACKED_UP, systemStorage } from "../storage/system";
import { appVersion, isEmptyInstallation, listDocuments } from "./backup-file";

export async function systemInfo(database: Database, files: ObjectStorage | undefined, now: Date): Promise<SystemInfo> {
  const { db } = database;
  const system = systemStorage(db);
  const tables = (await system.tablesInDependencyOrder()).filter(
    (t) => !(NOT_BACKED_UP as readonly string[]).includes(t),
  );
  const [facts, counts, documents, empty, lastReset] = await Promise.all([
    system.databaseFacts(),
    system.rowCountsForDisplay(tables),
    system.documentPaths().then((paths) => listDocuments(paths, files)),
    isEmptyInstallation(db),
    system.latestResetBackup(),
  ]);
  return {
    version: appVersion(),
    database: { kind: database.kind, connected: true, ...facts },
    documents: { count: documents.length, sizeBytes: documents.reduce((sum, d) => sum + (d.size ?? 0), 0) },
    counts: counts.counts,
    estimatedCounts: counts.estimated,
    checkedAt: now.toISOString(),
    emptyInstallation: empty,
    lastResetBackup: lastReset ? { fileName: lastReset.fileName, createdAt: lastReset.createdAt.toISOString() } : null,
  };
}
