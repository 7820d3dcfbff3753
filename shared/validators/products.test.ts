// The product form's money and stock rules (docs/product.md §10.3: reais typed with a comma or a dot, centavos
// sent), and the API validators' refusals that the route tests do not reach.
import { describe, expect, it } from "vitest";
import {
  centavosToReais,
  insertConsumptionBatchSchema,
  productFormSchema,
  reaisToCentavos,
  stockEntryFormSchema,
} from "./products";

const form = (overrides: Record<string, unknown> = {}) => ({
  name: "Água mineral",
  category: "beverage",
  price: "12,50",
  costPrice: "",
  unit: "",
  stock: "0",
  stockTouched: true,
  tags: [],
  isActive: true,
  description: "",
  ...overrides,
});

const messages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.success ? [] : result.error!.issues.map((issue) => [issue.path.join("."), issue.message]);

describe("reais as typed", () => {
  it.each([
    ["12,50", 1250],
    ["12.50", 1250],
    ["12,5", 1250],
    ["12", 1200],
    ["R$ 0,99", 99],
    [" 1234567,89 ", 123456789],
    ["1.234,50", 123450],
    ["5.000,00", 500000],
    ["R$ 1.150,00", 115000],
    ["R$\u00a01.260,00", 126000],
    ["9.999.999,99", 999999999],
  ])("%s is %i centavos", (text, centavos) => {
    expect(reaisToCentavos(text)).toBe(centavos);
  });

  it.each(["", "12,505", "1.234", "1,234.50", "10.000.000,00", "abc", "-1", "12,"])("%j is not an amount", (text) => {
    expect(reaisToCentavos(text)).toBeNull();
  });

  it("shows centavos back for editing", () => {
    expect(centavosToReais(1250)).toBe("12,50");
    expect(centavosToReais(5)).toBe("0,05");
    expect(centavosToReais(null)).toBe("");
  });
});

describe("the product form", () => {
  it("sends prices in centavos, empty optional text as null", () => {
    const result = productFormSchema.parse(form({ price: "12.50", costPrice: "8,00", unit: " ", stock: "12,5" }));
    expect(result).toEqual({
      name: "Água mineral",
      category: "beverage",
      price: 1250,
      costPrice: 800,
      unit: null,
      stock: "12.5",
      tags: [],
      isActive: true,
      description: null,
    });
  });

  it("leaves the stock out of an edit unless it was typed", () => {
    expect(productFormSchema.parse(form({ stock: "7", stockTouched: false }))).not.toHaveProperty("stock");
  });

  it("refuses with section 5's messages", () => {
    expect(messages(productFormSchema.safeParse(form({ price: "" })))).toEqual([["price", "Preço é obrigatório"]]);
    expect(messages(productFormSchema.safeParse(form({ price: "-1,00" })))).toEqual([
      ["price", "O preço não pode ser negativo"],
    ]);
    expect(messages(productFormSchema.safeParse(form({ costPrice: "-3" })))).toEqual([
      ["costPrice", "O preço de custo não pode ser negativo"],
    ]);
    expect(messages(productFormSchema.safeParse(form({ stock: "-1" })))).toEqual([
      ["stock", "O estoque não pode ser negativo"],
    ]);
    expect(messages(productFormSchema.safeParse(form({ price: "12,345", category: "" })))).toEqual([
      ["category", "Selecione uma categoria"],
      ["price", "Preço inválido. Use o formato 1.200,00"],
    ]);
  });
});

describe("the stock entry form", () => {
  it("turns the unit cost into centavos and an empty account into none", () => {
    expect(
      stockEntryFormSchema.parse({ quantity: "12,5", unitCost: "1,99", contaBancariaId: "", description: "" }),
    ).toEqual({ quantity: "12.5", unitCost: 199, contaBancariaId: null, description: null });
  });

  it("refuses a quantity of nothing and a negative cost", () => {
    expect(
      messages(stockEntryFormSchema.safeParse({ quantity: "0", unitCost: "2", contaBancariaId: "", description: "" })),
    ).toEqual([["quantity", "A quantidade deve ser maior que zero"]]);
    expect(
      messages(stockEntryFormSchema.safeParse({ quantity: "1", unitCost: "-2", contaBancariaId: "", description: "" })),
    ).toEqual([["unitCost", "O custo unitário não pode ser negativo"]]);
  });
});

describe("a consumption order", () => {
  it("takes 1 to 30 lines", () => {
    const reservationId = "5f0c8a2e-4b1d-4c3e-9a7f-2d6b8e1c0a93";
    expect(messages(insertConsumptionBatchSchema.safeParse({ reservationId, items: [] }))).toEqual([
      ["items", "Escolha ao menos um item"],
    ]);
    const line = { productId: reservationId, quantity: 1 };
    expect(messages(insertConsumptionBatchSchema.safeParse({ reservationId, items: Array(31).fill(line) }))).toEqual([
      ["items", "Lance no máximo 30 itens de uma vez"],
    ]);
  });
});
