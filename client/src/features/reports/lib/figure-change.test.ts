import { describe, expect, it } from "vitest";
import { pointsChange, relativeChange } from "./figure-change";

describe("relativeChange", () => {
  it("compares amounts in centavos, one decimal, the Brazilian way", () => {
    expect(relativeChange("1125.00", "1000.00")).toEqual({ text: "+12,5%", trend: "up" });
    expect(relativeChange("0.10", "0.30")).toEqual({ text: "−66,7%", trend: "down" });
    expect(relativeChange("250.00", "250.00")).toEqual({ text: "sem variação", trend: "flat" });
  });

  it("compares counts", () => {
    expect(relativeChange(3, 2)).toEqual({ text: "+50%", trend: "up" });
  });

  it("has no percentage when the previous period had nothing", () => {
    expect(relativeChange("80.00", "0.00")).toEqual({ text: null, trend: "up" });
    expect(relativeChange(0, 0)).toEqual({ text: "sem variação", trend: "flat" });
  });

  it("compares against a negative previous amount by its size", () => {
    expect(relativeChange("-50.00", "-100.00")).toEqual({ text: "+50%", trend: "up" });
  });
});

describe("pointsChange", () => {
  it("tells a rate's change in percentage points", () => {
    expect(pointsChange(75, 60)).toEqual({ text: "+15 p.p.", trend: "up" });
    expect(pointsChange(10, 13)).toEqual({ text: "−3 p.p.", trend: "down" });
    expect(pointsChange(40, 40)).toEqual({ text: "sem variação", trend: "flat" });
  });
});
