// Relatórios (docs/product.md §12.14): the summary and the tabs' reads, the export download, and the day's cash
// closing. Owner and staff read reports and close the cash (docs/product.md §2.1, §2.2); only the owner reopens a
// closed day.
import { Router } from "express";
import {
  cashDayQuerySchema,
  closeCashDaySchema,
  receiptCheckSchema,
  reopenCashDaySchema,
  reportExportSchema,
  reportPeriodSchema,
} from "@shared/validators/reports";
import type { Db } from "../db";
import { requireRole } from "../auth/session";
import type { Clock } from "../domain/clock";
import { reportsDomain } from "../domain/reports";
import { exportTables } from "../domain/reports/export";
import { checkXlsxSize, csvChunks, exportRowCounts, xlsxStream } from "../domain/reports/export-files";
import { CLOSING_NOT_FOUND } from "../domain/reports/fechamento-caixa";
import { storage } from "../storage";
import { parseId } from "./params";
import { sendStream } from "./stream-download";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export function reportsRouter(db: Db, clock?: Clock) {
  const router = Router();
  const figures = reportsDomain(db, clock);

  router.get("/summary", async (req, res) => {
    res.json(await figures.summary(reportPeriodSchema.parse(req.query)));
  });
  router.get("/financeiro", async (req, res) => {
    res.json(await figures.financeiro(reportPeriodSchema.parse(req.query)));
  });
  router.get("/ocupacao", async (req, res) => {
    res.json(await figures.ocupacao(reportPeriodSchema.parse(req.query)));
  });
  router.get("/pagamentos", async (req, res) => {
    res.json(await figures.pagamentos(reportPeriodSchema.parse(req.query)));
  });
  router.get("/hospedes", async (req, res) => {
    res.json(await figures.hospedes(reportPeriodSchema.parse(req.query)));
  });

  router.get("/export", async (req, res) => {
    const { format, ...period } = reportExportSchema.parse(req.query);
    const tables = exportTables(db, period, await storage(db).settings.timeZone());
    const counts = await exportRowCounts(tables);
    if (format === "xlsx") checkXlsxSize(counts);
    res.setHeader("Content-Disposition", `attachment; filename="relatorio-${period.from}-a-${period.to}.${format}"`);
    res.setHeader("Cache-Control", "no-store");
    // The rows on their way, for the browser's progress (docs/product.md §12.14).
    res.setHeader("X-Export-Rows", String(counts.reduce((sum, count) => sum + count, 0)));
    if (format === "xlsx") {
      res.type(XLSX_TYPE);
      await sendStream(res, xlsxStream(tables));
      return;
    }
    res.type("text/csv; charset=utf-8");
    await sendStream(res, csvChunks(tables));
  });

  return router;
}

export function fechamentosCaixaRouter(db: Db, clock?: Clock) {
  const router = Router();
  const figures = reportsDomain(db, clock);

  router.get("/", async (req, res) => {
    res.json(await figures.cashDay(cashDayQuerySchema.parse(req.query).data));
  });

  router.post("/", async (req, res) => {
    res.status(201).json(await figures.closeDay(closeCashDaySchema.parse(req.body), req.currentUser!.id));
  });

  // 'Conferido' on a line of the day's receipts (docs/product.md §12.14): any signed-in user, as the closing.
  router.post("/conferencias", async (req, res) => {
    res.json(await figures.checkReceipt(receiptCheckSchema.parse(req.body), req.currentUser!.id));
  });

  router.post("/:id/reabrir", requireRole("owner"), async (req, res) => {
    const id = parseId(req.params.id, CLOSING_NOT_FOUND);
    res.json(await figures.reopen(id, reopenCashDaySchema.parse(req.body ?? {}), req.currentUser!.id));
  });

  return router;
}
