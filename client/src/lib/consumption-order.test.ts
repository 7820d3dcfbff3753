import { describe, expect, it } from "vitest";
import type { ProductView } from "@shared/api";
import { addToOrder, maxQuantity, orderTotal, removeFromOrder, setQuantity } from "./consumption-order";

const item = (overrides: Partial<ProductView>): ProductView => ({
  id: "p1",
  name: "Água mineral",
  description: null,
  category: "beverage",
  price: 650,
  costPrice: null,
  unit: null,
  stock: "3.00",
  tags: [],
  isActive: true,
  createdAt: "2030-03-10T15:00:00.000Z",
  updatedAt: "2030-03-10T15:00:00.000Z",
  ...overrides,
});

describe("the consumption order", () => {
  it("adds a line, then raises it, never past what is on the shelf", () => {
    const water = item({});
    let order = addToOrder([], water);
    order = addToOrder(order, water);
    expect(order).toEqual([{ product: water, quantity: 2 }]);
    order = addToOrder(addToOrder(order, water), water);
    expect(order[0]!.quantity).toBe(3);
    expect(setQuantity(order, "p1", 10)[0]!.quantity).toBe(3);
    expect(setQuantity(order, "p1", 0)[0]!.quantity).toBe(1);
  });

  it("takes nothing from an empty shelf, and any quantity of a service up to the line limit", () => {
    expect(addToOrder([], item({ stock: "0.50" }))).toEqual([]);
    const transfer = item({ id: "t1", category: "transport", stock: "0.00", price: 12000 });
    expect(maxQuantity(transfer)).toBe(999);
    expect(setQuantity(addToOrder([], transfer), "t1", 5000)[0]!.quantity).toBe(999);
  });

  it("totals the lines in centavos, and drops one", () => {
    const order = setQuantity(addToOrder(addToOrder([], item({})), item({ id: "p2", price: 2500 })), "p1", 2);
    expect(orderTotal(order)).toBe(2 * 650 + 2500);
    expect(removeFromOrder(order, "p1").map((line) => line.product.id)).toEqual(["p2"]);
  });
});
