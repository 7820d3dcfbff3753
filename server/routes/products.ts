import { Router, type Request } from "express";
import {
  insertProductSchema,
  productFiltersSchema,
  productHistoryQuerySchema,
  productTagsUpdateSchema,
  stockEntrySchema,
} from "@shared/validators/products";
import { requireRole } from "../auth/session";
import type { Db } from "../db";
import type { Clock } from "../domain/clock";
import { PRODUCT_NOT_FOUND } from "../domain/product-views";
import { productsDomain } from "../domain/products";
import { pagedQuery, sendPage } from "./lists";
import { parseId } from "./params";

/** A body holding only `tags` is the tag chips' update: it changes nothing else. */
const isTagsOnly = (body: unknown) =>
  typeof body === "object" && body !== null && Object.keys(body).length === 1 && "tags" in body;

const userOf = (req: Request) => req.currentUser!;
const productId = (req: Request) => parseId(req.params.id, PRODUCT_NOT_FOUND);

// Staff keep the catalogue (create, edit, tags, stock entries); only the owner deletes.
export function productsRouter(db: Db, clock?: Clock) {
  const router = Router();
  const products = productsDomain(db, clock);

  router.get("/", async (req, res) => {
    // Without list parameters, the whole catalogue by name (docs/product.md §12.13); with any, one page.
    sendPage(res, await products.list(pagedQuery(productFiltersSchema, req.query) ?? {}));
  });

  router.get("/summary", async (_req, res) => {
    res.json(await products.summary());
  });

  router.post("/", async (req, res) => {
    res.status(201).json(await products.create(insertProductSchema.parse(req.body), userOf(req).id));
  });

  router.put("/:id", async (req, res) => {
    const id = productId(req);
    if (isTagsOnly(req.body)) {
      res.json(await products.setTags(id, productTagsUpdateSchema.parse(req.body).tags));
      return;
    }
    res.json(await products.update(id, insertProductSchema.parse(req.body), userOf(req).id));
  });

  router.delete("/:id", requireRole("owner"), async (req, res) => {
    await products.remove(productId(req));
    res.status(204).end();
  });

  router.post("/:id/stock-entries", async (req, res) => {
    const id = productId(req);
    const entry = stockEntrySchema.parse(req.body);
    res.status(201).json(await products.addStock(id, entry, userOf(req).id));
  });

  router.get("/:id/stock-moves", async (req, res) => {
    const id = productId(req);
    sendPage(res, await products.moves(id, pagedQuery(productHistoryQuerySchema, req.query) ?? {}));
  });

  router.get("/:id/consumption", async (req, res) => {
    const id = productId(req);
    const paging = pagedQuery(productHistoryQuerySchema, req.query) ?? {};
    sendPage(res, await products.consumption(id, paging, userOf(req)));
  });

  return router;
}
