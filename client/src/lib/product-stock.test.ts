import { describe, expect, it } from "vitest";
import { formatQuantity, keepsStock, stockLevel, wholeUnitsOnShelf } from "./product-stock";

describe("stockLevel", () => {
  it("marks 5 or fewer units (above 0) low, exactly 0 out, and keeps no stock for services", () => {
    expect(stockLevel({ category: "beverage", stock: "0.00" })).toBe("out");
    expect(stockLevel({ category: "beverage", stock: "0.50" })).toBe("low");
    expect(stockLevel({ category: "food", stock: "5.00" })).toBe("low");
    expect(stockLevel({ category: "food", stock: "5.01" })).toBe("ok");
    expect(stockLevel({ category: "amenity", stock: "24" })).toBe("ok");
    for (const category of ["service", "laundry", "transport"]) {
      expect(keepsStock(category)).toBe(false);
      expect(stockLevel({ category, stock: "0.00" })).toBe("service");
    }
  });
});

describe("formatQuantity", () => {
  it("writes quantities the Brazilian way, without trailing zeros", () => {
    expect(formatQuantity("12.50")).toBe("12,5");
    expect(formatQuantity("12.05")).toBe("12,05");
    expect(formatQuantity("1234.00")).toBe("1.234");
    expect(formatQuantity("-2.00")).toBe("-2");
    expect(formatQuantity("0")).toBe("0");
  });

  it("counts the whole units that can still be sold", () => {
    expect(wholeUnitsOnShelf("2.50")).toBe(2);
    expect(wholeUnitsOnShelf("0.99")).toBe(0);
  });
});
