// The audit log, for the owner only (docs/product.md §12.15): a page of entries with the user, kind and period
// filters, the same entries as a CSV download, and the users who appear in it. Nothing here edits or deletes an
// entry; the table itself refuses that (migration 0005).
import { Router, type Response } from "express";
import type { AuditEntryView } from "@shared/api/audit";
import { calendarDateAt, shiftDate, startOfDay } from "@shared/pousada-time";
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
import { csvCell } from "../domain/report-math";
import { auditStorage, type AuditQuery } from "../storage/audit";
import { sendPage } from "./lists";

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
];

const instantFormat = new Intl.DateTimeFormat("pt-BR", {
  timeZone: "America/Sao_Paulo",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** dd/MM/yyyy HH:mm:ss at the pousada. */
const auditInstant = (iso: string) => instantFormat.format(new Date(iso)).replace(",", "");

function auditCsvLine(entry: AuditEntryView): string {
  return [
    auditInstant(entry.at),
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
  ]
    .map((value) => csvCell(value === null || value === undefined ? value : String(value)))
    .join(";");
}

/** The filters as the storage reads them: the period's calendar days as instants at the pousada, `to` included. */
function queryOf(filters: AuditFilters): Omit<AuditQuery, "limit"> {
  return {
    userId: filters.userId,
    action: filters.kind,
    entity: filters.entity,
    start: filters.from ? startOfDay(filters.from) : undefined,
    end: filters.to ? startOfDay(shiftDate(filters.to, 1)) : undefined,
  };
}

async function writeCsv(res: Response, read: (cursor?: string) => ReturnType<ReturnType<typeof auditStorage>["page"]>) {
  res.write(`\uFEFF${CSV_HEADER.join(";")}\r\n`);
  let cursor: string | undefined;
  do {
    const page = await read(cursor);
    if (page.rows.length) res.write(`${page.rows.map(auditCsvLine).join("\r\n")}\r\n`);
    cursor = page.nextCursor;
  } while (cursor && !res.destroyed);
  res.end();
}

export function auditRouter(db: Db, clock: Clock = systemClock) {
  const router = Router();
  const log = auditStorage(db);
  router.use(requireRole("owner"));

  router.get("/", async (req, res) => {
    const { limit, cursor, total, search: _search, ...filters } = auditListQuerySchema.parse(req.query);
    sendPage(res, await log.page({ ...queryOf(filters), limit: limit ?? DEFAULT_PAGE_SIZE, cursor, total }));
  });

  router.get("/users", async (_req, res) => {
    res.json(await log.users());
  });

  router.get("/export", async (req, res) => {
    const query = queryOf(auditExportQuerySchema.parse(req.query));
    const today = calendarDateAt(clock());
    res.set({
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="auditoria-${today}.csv"`,
    });
    await writeCsv(res, (cursor) => log.page({ ...query, limit: EXPORT_BATCH, cursor }));
  });

  return router;
}
