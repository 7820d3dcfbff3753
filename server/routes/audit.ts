// The audit log, for the owner only (docs/product.md §12.15): a page of entries with the user, kind and period
// filters, the same entries as a CSV download, and the users who appear in it. Nothing here edits or deletes an
// entry; the table itself refuses that (migration 0005).
import { Router } from "express";
import type { AuditEntryView } from "@shared/api/audit";
import { auditChangeText } from "@shared/audit-changes";
import { brDateTimeAt, calendarDateAt, shiftDate, startOfDay } from "@shared/pousada-time";
import {
  AUDIT_ACTION_LABELS,
  auditExportQuerySchema,
  auditListQuerySchema,
  type AuditFilters,
} from "@shared/validators/audit";
import { DEFAULT_PAGE_SIZE } from "@shared/validators/lists";
import { requireRole } from "../auth/session";
import type { Db } from "../db";
import { systemClock, type Clock } from "../domain/clock";
import { csvCell } from "../domain/reports/math";
import { auditStorage, type AuditQuery } from "../storage/audit";
import { settingsStorage } from "../storage/settings";
import { sendPage } from "./lists";
import { sendStream } from "./stream-download";

/** Rows read per round trip while the CSV is written. */
const EXPORT_BATCH = 500;

const CSV_HEADER = [
  "Data/Hora",
  "Usuário",
  "Nome",
  "Ação",
  "Registro",
  "ID do registro",
  "Método",
  "Endereço",
  "Status",
  "IP",
  "Campos",
  "Alterações",
];

/** One entry as a CSV line, its instant as dd/MM/yyyy HH:mm:ss on the pousada's clock. */
function auditCsvLine(entry: AuditEntryView, timeZone: string): string {
  return [
    brDateTimeAt(new Date(entry.at), timeZone),
    entry.userEmail,
    entry.userName,
    AUDIT_ACTION_LABELS[entry.action] ?? entry.action,
    entry.entity,
    entry.entityId,
    entry.method,
    entry.path,
    entry.status,
    entry.ip,
    entry.details?.fields?.join(", "),
    entry.details?.changes?.map(auditChangeText).join("; "),
  ]
    .map((value) => csvCell(value === null || value === undefined ? value : String(value)))
    .join(";");
}

/** The filters as the storage reads them: the period's calendar days as instants at the pousada, `to` included. */
function queryOf(filters: AuditFilters, timeZone: string): Omit<AuditQuery, "limit"> {
  return {
    userId: filters.userId,
    action: filters.kind,
    entity: filters.entity,
    start: filters.from ? startOfDay(filters.from, timeZone) : undefined,
    end: filters.to ? startOfDay(shiftDate(filters.to, 1), timeZone) : undefined,
  };
}

/** The CSV's chunks: the BOM and header, then a batch of entries at a time. */
async function* csvChunks(
  timeZone: string,
  read: (cursor?: string) => ReturnType<ReturnType<typeof auditStorage>["page"]>,
): AsyncGenerator<string> {
  yield `\uFEFF${CSV_HEADER.join(";")}\r\n`;
  let cursor: string | undefined;
  do {
    const page = await read(cursor);
    if (page.rows.length) yield `${page.rows.map((row) => auditCsvLine(row, timeZone)).join("\r\n")}\r\n`;
    cursor = page.nextCursor;
  } while (cursor);
}

export function auditRouter(db: Db, clock: Clock = systemClock) {
  const router = Router();
  const log = auditStorage(db);
  const timeZone = () => settingsStorage(db).timeZone();
  router.use(requireRole("owner"));

  router.get("/", async (req, res) => {
    const { limit, cursor, total, search: _search, ...filters } = auditListQuerySchema.parse(req.query);
    sendPage(
      res,
      await log.page({ ...queryOf(filters, await timeZone()), limit: limit ?? DEFAULT_PAGE_SIZE, cursor, total }),
    );
  });

  router.get("/users", async (_req, res) => {
    res.json(await log.users());
  });

  router.get("/export", async (req, res) => {
    const zone = await timeZone();
    const query = queryOf(auditExportQuerySchema.parse(req.query), zone);
    const today = calendarDateAt(clock(), zone);
    res.set({
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="auditoria-${today}.csv"`,
    });
    await sendStream(
      res,
      csvChunks(zone, (cursor) => log.page({ ...query, limit: EXPORT_BATCH, cursor })),
    );
  });

  return router;
}
