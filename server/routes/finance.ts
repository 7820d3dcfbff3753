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
import { ACCOUNT_NOT_FOUND, financeAccountsDomain } from "../domain/finance-accounts";
import { ENTRY_NOT_FOUND, financeEntriesDomain } from "../domain/finance-entries";
import { financeReversalDomain } from "../domain/finance-reversal";
import { financeTagsDomain } from "../domain/finance-tags";
import { pagedQuery, sendPage } from "./lists";
import { parseId } from "./params";

export function contasBancariasRouter(db: Db, clock?: Clock) {
  const router = Router();
  const accounts = financeAccountsDomain(db, clock);

  router.get("/", async (_req, res) => {
    res.json(await accounts.listAccounts());
  });

  router.post("/", requireRole("owner"), async (req, res) => {
    res.status(201).json(await accounts.createAccount(insertContaBancariaSchema.parse(req.body)));
  });

  router.put("/:id", requireRole("owner"), async (req, res) => {
    const id = parseId(req.params.id, ACCOUNT_NOT_FOUND);
    res.json(await accounts.updateAccount(id, updateContaBancariaSchema.parse(req.body)));
  });

  return router;
}

export function lancamentosRouter(db: Db, clock?: Clock) {
  const router = Router();
  const entries = financeEntriesDomain(db, clock);
  const reversal = financeReversalDomain(db, clock);

  // Without query parameters the whole list (every list keeps that meaning); with paging, search or a filter, one page
  // (§12.1).
  const filtersOf = (query: Request["query"]) =>
    pagedQuery(lancamentoFiltersSchema, query) ?? lancamentoFiltersSchema.parse({});

  // Without a sort in the path: the newest entries first, as the table opens.
  router.get("/", async (req, res) => {
    sendPage(res, await entries.listEntries(filtersOf(req.query), { field: "data", direction: "desc" }));
  });

  // The receitas and despesas of the filtered lançamentos, shown under the list (docs/product.md §12.1).
  router.get("/summary", async (req, res) => {
    res.json(await entries.entryTotals(lancamentoFiltersSchema.parse(req.query)));
  });

  router.get("/:field/:direction", async (req, res) => {
    const sort = lancamentoSortSchema.parse({ field: req.params.field, direction: req.params.direction });
    sendPage(res, await entries.listEntries(filtersOf(req.query), sort));
  });

  router.post("/", async (req, res) => {
    res.status(201).json(await entries.createEntry(insertLancamentoSchema.parse(req.body), req.currentUser!.id));
  });

  router.post("/:id/baixa", async (req, res) => {
    const id = parseId(req.params.id, ENTRY_NOT_FOUND);
    res.json(await entries.settleEntry(id, settleLancamentoSchema.parse(req.body ?? {})));
  });

  router.post("/:id/estorno", requireRole("owner"), async (req, res) => {
    const id = parseId(req.params.id, ENTRY_NOT_FOUND);
    const { motivo } = reverseLancamentoSchema.parse(req.body);
    const { created, entry } = await reversal.reverseEntry(id, motivo, req.currentUser!.id);
    res.status(created ? 201 : 200).json(entry);
  });

  router.put("/:id/tags", async (req, res) => {
    const id = parseId(req.params.id, ENTRY_NOT_FOUND);
    res.json(await entries.setEntryTags(id, lancamentoTagsSchema.parse(req.body).tagIds));
  });

  return router;
}

export function tagsFinanceirasRouter(db: Db, clock?: Clock) {
  const router = Router();
  const tags = financeTagsDomain(db, clock);

  router.get("/", async (_req, res) => {
    res.json(await tags.listTags());
  });

  router.post("/", async (req, res) => {
    res.status(201).json(await tags.createTag(insertTagFinanceiraSchema.parse(req.body)));
  });

  return router;
}
