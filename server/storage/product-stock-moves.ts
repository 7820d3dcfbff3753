// product_stock_moves: every change of a product's stock, by whom, newest first (docs/decisions/0015).
import { and, eq, inArray, sql } from "drizzle-orm";
import type { StockMoveKind } from "@shared/enums";
import { productConsumption, productStockMoves } from "@shared/schema/products";
import { users } from "@shared/schema/users";
import type { DbOrTx } from "../db";
import { keysetOrder } from "./paging";

const moveView = {
  id: productStockMoves.id,
  kind: productStockMoves.kind,
  quantity: productStockMoves.quantity,
  unitCost: productStockMoves.unitCost,
  lancamentoId: productStockMoves.lancamentoId,
  note: productStockMoves.note,
  createdAt: productStockMoves.createdAt,
  createdById: users.id,
  createdByFirstName: users.firstName,
  createdByLastName: users.lastName,
};

/** A product's moves, newest first: keyset pages on (createdAt, id). */
const movesOrder = keysetOrder(
  [
    { expr: productStockMoves.createdAt, kind: "timestamp" },
    { expr: productStockMoves.id, kind: "uuid" },
  ],
  "desc",
);

export function productStockMovesStorage(db: DbOrTx) {
  return {
    async insertMove(values: {
      productId: string;
      kind: StockMoveKind;
      quantity: string;
      unitCost?: number | null;
      consumptionId?: string | null;
      lancamentoId?: string | null;
      note?: string | null;
      createdBy: string | null;
    }) {
      const [move] = await db.insert(productStockMoves).values(values).returning({ id: productStockMoves.id });
      return move!.id;
    },

    async findMove(id: string) {
      const [move] = await db
        .select(moveView)
        .from(productStockMoves)
        .leftJoin(users, eq(users.id, productStockMoves.createdBy))
        .where(eq(productStockMoves.id, id));
      return move;
    },

    /** A product's moves, newest first; with `limit`, one page and the next page's cursor. */
    async listMoves(productId: string, paging: { limit?: number; cursor?: string }) {
      const query = db
        .select({ ...moveView, cursorKey: movesOrder.cursorKey })
        .from(productStockMoves)
        .leftJoin(users, eq(users.id, productStockMoves.createdBy))
        .where(and(eq(productStockMoves.productId, productId), movesOrder.after(paging.cursor)))
        .orderBy(...movesOrder.orderBy);
      if (paging.limit === undefined) return movesOrder.page(await query, Number.MAX_SAFE_INTEGER);
      return movesOrder.page(await query.limit(paging.limit + 1), paging.limit);
    },

    /** Whether any stay was ever charged this product (a line, or a consumption move left by a removed line). */
    async wasEverConsumed(productId: string) {
      const [line] = await db
        .select({ one: sql`1` })
        .from(productConsumption)
        .where(eq(productConsumption.productId, productId))
        .limit(1);
      if (line) return true;
      const [move] = await db
        .select({ one: sql`1` })
        .from(productStockMoves)
        .where(and(eq(productStockMoves.productId, productId), inArray(productStockMoves.kind, ["consumo", "estorno"])))
        .limit(1);
      return Boolean(move);
    },
  };
}
