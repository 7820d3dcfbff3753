// The one reader of typed money (docs/decisions/0022): every pt-BR form a clerk types or the app prints, the API's
// own decimal strings, and the ambiguous ones refused.
import { describe, expect, it } from "vitest";
import { parseMoneyInput, reaisDigits } from "./money-input";
import { toSignedCentavos } from "./money";

describe("parseMoneyInput", () => {
  it.each([
    // typed, decimal string, centavos
    ["5.000,00", "5000.00", 500_000],
    ["1.200,00", "1200.00", 120_000],
    ["1.150,00", "1150.00", 115_000],
    ["1.200,5", "1200.50", 120_050],
    ["1.234.567,89", "1234567.89", 123_456_789],
    ["R$ 1.260,00", "1260.00", 126_000],
    ["R$\u00a01.260,00", "1260.00", 126_000],
    ["R$\u202f1.260,00", "1260.00", 126_000],
    ["R$1.260,00", "1260.00", 126_000],
    [" r$ 12,50 ", "12.50", 1_250],
    ["1200,50", "1200.50", 120_050],
    ["1200.50", "1200.50", 120_050],
    ["12,5", "12.50", 1_250],
    ["12.5", "12.50", 1_250],
    ["150", "150.00", 15_000],
    ["0,99", "0.99", 99],
    ["007,10", "7.10", 710],
    ["0", "0.00", 0],
    ["-0,00", "0.00", 0],
  ])("%j is %s (%i centavos)", (typed, decimal, centavos) => {
    const parsed = parseMoneyInput(typed);
    expect(parsed).toEqual({ ok: true, decimal });
    expect(toSignedCentavos(decimal)).toBe(centavos);
  });

  it.each([
    ["-R$ 5,00", "-5.00", -500],
    ["R$ -1.234,56", "-1234.56", -123_456],
    ["-1200.50", "-1200.50", -120_050],
  ])("%j is %s where a negative amount is allowed (%i centavos)", (typed, decimal, centavos) => {
    expect(parseMoneyInput(typed, { negative: true })).toEqual({ ok: true, decimal });
    expect(toSignedCentavos(decimal)).toBe(centavos);
    expect(parseMoneyInput(typed)).toEqual({ ok: false, reason: "negative" });
  });

  it.each([
    "1.200", // mil e duzentos, or 1,20 with a stray zero: a factor of 1,000 is not guessed
    "5.000",
    "1,200", // the English thousands separator
    "1,200.50", // the English way round
    "12,345", // three decimals
    "12.345",
    "1.20.00",
    "1.2000,00",
    "12,",
    ",50",
    "1 200,00",
    "12 50",
    "R$",
    "--5",
    "-R$ -5",
    "1e3",
    "abc",
    "12,50 R$",
  ])("%j is refused as ambiguous or not money", (typed) => {
    expect(parseMoneyInput(typed, { negative: true })).toEqual({ ok: false, reason: "format" });
  });

  it("says an empty field is empty", () => {
    expect(parseMoneyInput("  ")).toEqual({ ok: false, reason: "empty" });
  });

  it("counts the digits of the reais", () => {
    expect(reaisDigits("1200.50")).toBe(4);
    expect(reaisDigits("-5.00")).toBe(1);
  });
});
