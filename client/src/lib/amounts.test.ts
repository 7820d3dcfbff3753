import { describe, expect, it } from "vitest";
import { amountInputOf, signedCentavos } from "./amounts";

describe("signedCentavos", () => {
  it("reads balances, credits included, without floating point", () => {
    expect(signedCentavos("150.00")).toBe(15_000);
    expect(signedCentavos("0.10")).toBe(10);
    expect(signedCentavos("-50.5")).toBe(-5_050);
    expect(signedCentavos("99999999.99")).toBe(9_999_999_999);
  });

  it("is null for anything that is not an amount", () => {
    expect(signedCentavos(null)).toBeNull();
    expect(signedCentavos("")).toBeNull();
    expect(signedCentavos("1e3")).toBeNull();
    expect(signedCentavos("12.345")).toBeNull();
  });
});

describe("amountInputOf", () => {
  it("shows centavos the Brazilian way, as the money fields take them", () => {
    expect(amountInputOf(35_000)).toBe("350,00");
    expect(amountInputOf(5)).toBe("0,05");
  });
});
