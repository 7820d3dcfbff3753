// The Financeiro module's routes (docs/product.md §12.10): bank accounts (the owner creates and edits them),
// lançamentos (staff record and settle; the owner reverses) and tags.
import { Router, type Request } from "express";
import {
  insertContaBancariaSchema,
  insertLancamentoSchema,
  insertTagFinanceiraSchema,
  lancamentoFiltersSchema,
  lancamentoSortSchema,
  lancamentoTagsSchema,
  reverseLancamentoSchema,
  settleLancamentoSchema,
  updateContaBancariaSchema,
} from "@shared/validators/finance";
import type { Db } from "../db";
import { requireRole } from "../auth/session";
import type { Clock } from "../domain/clock";
import { ACCOUNT_NOT_FOUND, ENTRY_NOT_FOUND, financeDesk } from "../domain/finance";
import { pagedQuery, sendPage } from "./lists";
import { parseId } from "./params";

export function contasBancariasRouter(db: Db, clock?: Clock) {
  const router = Router();
  const desk = financeDesk(db, clock);

  router.get("/", async (_req, res) => {
    res.json(await desk.listAccounts());
  });

  router.post("/", requireRole("owner"), async (req, res) => {
    res.status(201).json(await desk.createAccount(insertContaBancariaSchema.parse(req.body)));
  });

  router.put("/:id", requireRole("owner"), async (req, res) => {
    const id = parseId(req.params.id, ACCOUNT_NOT_FOUND);
    res.json(await desk.updateAccount(id, updateContaBancariaSchema.parse(req.body)));
  });

  return router;
}

export function lancamentosRouter(db: Db, clock?: Clock) {
  const router = Router();
  const desk = financeDesk(db, clock);

  // Without query parameters the whole list (every list keeps that meaning); with paging, search or a filter, one page
  // (§12.1).
  const filtersOf = (query: Request["query"]) =>
    pagedQuery(lancamentoFiltersSchema, query) ?? lancamentoFiltersSchema.parse({});

  // Without a sort in the path: the newest entries first, as the table opens.
  router.get("/", async (req, res) => {
    sendPage(res, await desk.listEntries(filtersOf(req.query), { field: "data", direction: "desc" }));
  });

  router.get("/:field/:direction", async (req, res) => {
    const sort = lancamentoSortSchema.parse({ field: req.params.field, direction: req.params.direction });
    sendPage(res, await desk.listEntries(filtersOf(req.query), sort));
  });

  router.post("/", async (req, res) => {
    res.status(201).json(await desk.createEntry(insertLancamentoSchema.parse(req.body), req.currentUser!.id));
  });

  router.post("/:id/baixa", async (req, res) => {
    const id = parseId(req.params.id, ENTRY_NOT_FOUND);
    res.json(await desk.settleEntry(id, settleLancamentoSchema.parse(req.body ?? {})));
  });

  router.post("/:id/estorno", requireRole("owner"), async (req, res) => {
    const id = parseId(req.params.id, ENTRY_NOT_FOUND);
    const { motivo } = reverseLancamentoSchema.parse(req.body);
    const { created, entry } = await desk.reverseEntry(id, motivo, req.currentUser!.id);
    res.status(created ? 201 : 200).json(entry);
  });

  router.put("/:id/tags", async (req, res) => {
    const id = parseId(req.params.id, ENTRY_NOT_FOUND);
    res.json(await desk.setEntryTags(id, lancamentoTagsSchema.parse(req.body).tagIds));
  });

  return router;
}

export function tagsFinanceirasRouter(db: Db, clock?: Clock) {
  const router = Router();
  const desk = financeDesk(db, clock);

  router.get("/", async (_req, res) => {
    res.json(await desk.listTags());
  });

  router.post("/", async (req, res) => {
    res.status(201).json(await desk.createTag(insertTagFinanceiraSchema.parse(req.body)));
  });

  return router;
}
