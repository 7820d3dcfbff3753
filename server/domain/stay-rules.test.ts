import { describe, expect, it } from "vitest";
import { nightsValueCentavos } from "./stay-rules";
import { segmentNightLines } from "./segment-lines";

const segment = (roomNumber: string, from: string, to: string, pricePerNight: string | null = null) => ({
  roomId: `room-${roomNumber}`,
  roomNumber,
  from,
  to,
  pricePerNight,
});

describe("what a stay's nights are worth (docs/product.md §7.4)", () => {
  it("shares the agreed total pro rata by nights, rounded half up to the centavo", () => {
    const one = [segment("105", "2030-03-10", "2030-03-15")];
    // R$ 700,00 for 5 nights: 3 nights are R$ 420,00
    expect(nightsValueCentavos(one, "700.00", { from: "2030-03-12", to: "2030-03-15" })).toBe(42_000);
    // R$ 100,00 for 3 nights: 1 night is 33,333... -> R$ 33,33; 2 nights 66,666... -> R$ 66,67
    const three = [segment("105", "2030-03-10", "2030-03-13")];
    expect(nightsValueCentavos(three, "100.00", { from: "2030-03-12", to: "2030-03-13" })).toBe(3_333);
    expect(nightsValueCentavos(three, "100.00", { from: "2030-03-11", to: "2030-03-13" })).toBe(6_667);
  });

  it("counts a segment with its own price at that price, and shares only the rest", () => {
    // R$ 940,00: 4 nights at R$ 200,00 in 106 (800), so the 1 agreed night in 105 is R$ 140,00
    const moved = [segment("105", "2030-03-10", "2030-03-11"), segment("106", "2030-03-11", "2030-03-15", "200.00")];
    expect(nightsValueCentavos(moved, "940.00", { from: "2030-03-10", to: "2030-03-11" })).toBe(14_000);
    expect(nightsValueCentavos(moved, "940.00", { from: "2030-03-13", to: "2030-03-15" })).toBe(40_000);
  });
});

describe("the bill's nights of a moved stay", () => {
  it("lists one line per room whose totals add up to the agreed total", () => {
    const lines = segmentNightLines(
      [segment("105", "2030-03-10", "2030-03-11"), segment("106", "2030-03-11", "2030-03-13")],
      "100.00",
    );
    expect(
      lines.map(({ description, quantity, unitPrice, total }) => ({ description, quantity, unitPrice, total })),
    ).toEqual([
      {
        description: "Diárias - Quarto 105, 10/03/2030 a 11/03/2030",
        quantity: 1,
        unitPrice: "33.33",
        total: "33.33",
      },
      {
        description: "Diárias - Quarto 106, 11/03/2030 a 13/03/2030 (2 diárias)",
        quantity: 1,
        unitPrice: "66.67",
        total: "66.67",
      },
    ]);
  });
});
