import { describe, expect, it } from "vitest";
import { differenceLabel, previewDifference } from "./cash-difference";

describe("previewDifference", () => {
  it("subtracts the expected balance from the counted cash, exactly", () => {
    expect(previewDifference("320,00", "330.00")).toBe("-10.00");
    expect(previewDifference("0.30", "0.10")).toBe("0.20");
    expect(previewDifference("100", "-25.50")).toBe("125.50");
    expect(previewDifference("330", "330.00")).toBe("0.00");
  });

  it("has no difference while the typed amount is not an amount", () => {
    expect(previewDifference("", "10.00")).toBeNull();
    expect(previewDifference("12,345", "10.00")).toBeNull();
    expect(previewDifference("-5", "10.00")).toBeNull();
  });
});

describe("differenceLabel", () => {
  it("says whether cash is over or short", () => {
    expect(differenceLabel("-10.00")).toBe("Falta");
    expect(differenceLabel("0.20")).toBe("Sobra");
    expect(differenceLabel("0.00")).toBe("Sem diferença");
  });
});
