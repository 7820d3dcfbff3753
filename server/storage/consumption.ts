// product_consumption: what a stay took from the pousada's products, priced at the moment it was taken.
import { and, asc, eq } from "drizzle-orm";
import { guests } from "@shared/schema/guests";
import { productConsumption, products } from "@shared/schema/products";
import { reservations } from "@shared/schema/reservations";
import { rooms } from "@shared/schema/rooms";
import { users } from "@shared/schema/users";
import type { DbOrTx } from "../db";
import { keysetOrder } from "./paging";

/** A line with its product and who charged it: what the front desk and the product's history show. */
const lineView = {
  id: productConsumption.id,
  reservationId: productConsumption.reservationId,
  productId: productConsumption.productId,
  productName: products.name,
  productCategory: products.category,
  productUnit: products.unit,
  quantity: productConsumption.quantity,
  unitPrice: productConsumption.unitPrice,
  totalAmount: productConsumption.totalAmount,
  consumedAt: productConsumption.consumedAt,
  createdById: users.id,
  createdByFirstName: users.firstName,
  createdByLastName: users.lastName,
};

/** A product's history, newest first: keyset pages on (consumedAt, id). */
const historyOrder = keysetOrder(
  [
    { expr: productConsumption.consumedAt, kind: "timestamp" },
    { expr: productConsumption.id, kind: "uuid" },
  ],
  "desc",
);

export function consumptionStorage(db: DbOrTx) {
  const selectLines = () =>
    db
      .select(lineView)
      .from(productConsumption)
      .innerJoin(products, eq(products.id, productConsumption.productId))
      .leftJoin(users, eq(users.id, productConsumption.createdBy));

  return {
    /** A reservation's consumption with each product's name, oldest first (the stay's folio). */
    listForReservation(reservationId: string) {
      return db
        .select({
          id: productConsumption.id,
          productName: products.name,
          quantity: productConsumption.quantity,
          unitPrice: productConsumption.unitPrice,
          totalAmount: productConsumption.totalAmount,
          consumedAt: productConsumption.consumedAt,
        })
        .from(productConsumption)
        .innerJoin(products, eq(products.id, productConsumption.productId))
        .where(eq(productConsumption.reservationId, reservationId))
        .orderBy(asc(productConsumption.consumedAt));
    },

    /** A reservation's lines with product and clerk, oldest first (GET /api/product-consumption?reservationId=). */
    listLinesForReservation(reservationId: string) {
      return selectLines()
        .where(eq(productConsumption.reservationId, reservationId))
        .orderBy(asc(productConsumption.consumedAt), asc(productConsumption.id));
    },

    async findLine(id: string) {
      const [line] = await selectLines().where(eq(productConsumption.id, id));
      return line;
    },

    /** The line, locked until the transaction ends: two desks removing it take turns. */
    async lockById(id: string) {
      const [line] = await db.select().from(productConsumption).where(eq(productConsumption.id, id)).for("update");
      return line;
    },

    async insert(values: {
      reservationId: string;
      guestId: string;
      productId: string;
      quantity: number;
      unitPrice: number;
      totalAmount: number;
      consumedAt: Date;
      createdBy: string | null;
    }) {
      const [line] = await db.insert(productConsumption).values(values).returning({ id: productConsumption.id });
      return line!.id;
    },

    async remove(id: string) {
      await db.delete(productConsumption).where(eq(productConsumption.id, id));
    },

    /** A product's history with the guest and room each line went to, newest first; keyset pages with `limit`. */
    async listForProduct(productId: string, paging: { limit?: number; cursor?: string }) {
      const query = db
        .select({
          ...lineView,
          cursorKey: historyOrder.cursorKey,
          guest: { id: guests.id, firstName: guests.firstName, lastName: guests.lastName },
          roomId: rooms.id,
          roomNumber: rooms.number,
        })
        .from(productConsumption)
        .innerJoin(products, eq(products.id, productConsumption.productId))
        .innerJoin(guests, eq(guests.id, productConsumption.guestId))
        .leftJoin(reservations, eq(reservations.id, productConsumption.reservationId))
        .leftJoin(rooms, eq(rooms.id, reservations.roomId))
        .leftJoin(users, eq(users.id, productConsumption.createdBy))
        .where(and(eq(productConsumption.productId, productId), historyOrder.after(paging.cursor)))
        .orderBy(...historyOrder.orderBy);
      if (paging.limit === undefined) return historyOrder.page(await query, Number.MAX_SAFE_INTEGER);
      return historyOrder.page(await query.limit(paging.limit + 1), paging.limit);
    },
  };
}
