// Relatórios (docs/product.md §12.14): the summary and the tabs' reads, the export download, and the day's cash
// closing. Owner and staff read reports and close the cash (docs/product.md §2.1, §2.2); only the owner reopens a
// closed day.
import { once } from "node:events";
import { Router, type Response } from "express";
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
import { csvChunks, xlsxBuffer } from "../domain/reports/export-files";
import { CLOSING_NOT_FOUND } from "../domain/reports/fechamento-caixa";
import { storage } from "../storage";
import { parseId } from "./params";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Writes the CSV as its pages come, waiting for the socket when its buffer is full. */
async function streamCsv(res: Response, chunks: AsyncGenerator<string>) {
  for await (const chunk of chunks) {
    if (!res.write(chunk)) await Promise.race([once(res, "drain"), once(res, "close")]);
    // The browser went away: stop reading pages (the generator's return ends the reads).
    if (res.destroyed) return;
  }
  res.end();
}

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
    const download = () => {
      res.setHeader("Content-Disposition", `attachment; filename="relatorio-${period.from}-a-${period.to}.${format}"`);
      res.setHeader("Cache-Control", "no-store");
    };
    if (format === "xlsx") {
      // Built first: a refusal is still a JSON 400, not a broken download.
      const file = await xlsxBuffer(tables);
      download();
      res.type(XLSX_TYPE).send(file);
      return;
    }
    download();
    res.type("text/csv; charset=utf-8");
    await streamCsv(res, csvChunks(tables));
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
