// What the pousada sells, and what each stay consumed of it.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { PRODUCT_CATEGORIES, STOCK_MOVE_KINDS } from "../enums";
import { createdAt, id, inList, updatedAt } from "./columns";
import { guests } from "./guests";
import { lancamentosFinanceiros } from "./finance";
import { reservations } from "./reservations";
import { users } from "./users";

export const products = pgTable(
  "products",
  {
    id: id(),
    name: varchar("name", { length: 200 }).notNull(),
    description: text("description"),
    category: varchar("category", { length: 20 }).notNull(),
    /** Integer centavos. */
    price: integer("price").notNull(),
    /** Integer centavos. */
    costPrice: integer("cost_price"),
    unit: varchar("unit", { length: 30 }),
    stock: numeric("stock", { precision: 10, scale: 2 }).notNull().default("0"),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean("is_active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("products_category_check", sql`${t.category} IN (${inList(PRODUCT_CATEGORIES)})`),
    check("products_price_check", sql`${t.price} >= 0 AND (${t.costPrice} IS NULL OR ${t.costPrice} >= 0)`),
    check("products_stock_check", sql`${t.stock} >= 0`),
  ],
);

export const productConsumption = pgTable(
  "product_consumption",
  {
    id: id(),
    reservationId: uuid("reservation_id").references(() => reservations.id, { onDelete: "restrict" }),
    guestId: uuid("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "restrict" }),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    quantity: integer("quantity").notNull().default(1),
    /** Integer centavos, copied from the product at the moment of consumption. */
    unitPrice: integer("unit_price").notNull(),
    /** Integer centavos. */
    totalAmount: integer("total_amount").notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }).notNull().defaultNow(),
    /** Who charged it: that clerk may remove a wrong line the same day (the owner, any day). */
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("product_consumption_reservation_idx").on(t.reservationId),
    index("product_consumption_product_idx").on(t.productId),
    index("product_consumption_consumed_idx").on(t.consumedAt, t.id),
    check("product_consumption_quantity_check", sql`${t.quantity} > 0`),
    check(
      "product_consumption_amounts_check",
      sql`${t.unitPrice} >= 0 AND ${t.totalAmount} = ${t.unitPrice} * ${t.quantity}`,
    ),
  ],
);

/**
 * Every change of a product's stock, with its reason: a purchase ('entrada', with its unit cost and, optionally, the
 * despesa it was paid with), a consumption, the removal of a wrong consumption ('estorno'), or a count ('ajuste').
 * products.stock is kept by the same transaction that writes the move, with the product's row locked.
 */
export const productStockMoves = pgTable(
  "product_stock_moves",
  {
    id: id(),
    productId: uuid("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "restrict" }),
    kind: varchar("kind", { length: 20 }).notNull(),
    /** Signed: positive in, negative out. */
    quantity: numeric("quantity", { precision: 10, scale: 2 }).notNull(),
    /** Integer centavos per unit, for an 'entrada'. */
    unitCost: integer("unit_cost"),
    consumptionId: uuid("consumption_id").references(() => productConsumption.id, { onDelete: "set null" }),
    lancamentoId: uuid("lancamento_id").references(() => lancamentosFinanceiros.id, { onDelete: "restrict" }),
    note: text("note"),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("product_stock_moves_product_idx").on(t.productId, t.createdAt),
    check("product_stock_moves_kind_check", sql`${t.kind} IN (${inList(STOCK_MOVE_KINDS)})`),
    check("product_stock_moves_quantity_check", sql`${t.quantity} <> 0`),
    check("product_stock_moves_cost_check", sql`${t.unitCost} IS NULL OR ${t.unitCost} >= 0`),
  ],
);

export type Product = typeof products.$inferSelect;
export type ProductConsumption = typeof productConsumption.$inferSelect;
export type ProductStockMove = typeof productStockMoves.$inferSelect;
