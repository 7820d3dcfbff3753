import { describe, expect, it } from "vitest";
import { stayBalanceCentavos } from "./stay-balance";

describe("stayBalanceCentavos", () => {
  it("adds consumption to the reservation total and takes off what was paid", () => {
    expect(stayBalanceCentavos("300.00", 2550, "100.00")).toBe(22_550);
  });

  it("is zero when everything was paid, and negative for a credit", () => {
    expect(stayBalanceCentavos("150.00", 0, "150")).toBe(0);
    expect(stayBalanceCentavos("150.00", 0, "200.50")).toBe(-5_050);
  });

  it("gives no figure when an amount cannot be read", () => {
    expect(stayBalanceCentavos("abc", 0, "0.00")).toBeNull();
    expect(stayBalanceCentavos("150.00", 0, "")).toBeNull();
    expect(stayBalanceCentavos("150.00", 1.5, "0")).toBeNull();
  });
});
