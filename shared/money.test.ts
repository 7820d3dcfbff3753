import { describe, expect, it } from "vitest";
import {
  amountInputOf,
  formatDecimalBr,
  formatReais,
  fromCentavos,
  fromSignedCentavos,
  parseMoneyInput,
  reaisDigits,
  signedCentavos,
  toCentavos,
  toSignedCentavos,
} from "./money";

/** The no-break space the browser's pt-BR currency format puts after "R$". */
const NBSP = "\u00a0";

describe("toCentavos", () => {
  it.each([
    ["150", 15000],
    ["150.5", 15050],
    ["150.50", 15050],
    ["0.10", 10],
    ["0.01", 1],
    ["0", 0],
    [" 12.34 ", 1234],
    ["1234567.89", 123456789],
    ["99999999.99", 9999999999],
  ])("reads %j as %i centavos", (decimal, centavos) => {
    expect(toCentavos(decimal)).toBe(centavos);
  });

  it.each(["", "abc", "-1", "-0.50", "1.234", "1,50", "1.", ".5", "1e3", "NaN"])("refuses %j", (decimal) => {
    expect(() => toCentavos(decimal)).toThrow(/not a decimal amount/);
  });
});

describe("fromCentavos", () => {
  it.each([
    [0, "0.00"],
    [5, "0.05"],
    [10, "0.10"],
    [15050, "150.50"],
    [15000, "150.00"],
    [123456789, "1234567.89"],
  ])("writes %i centavos as %j", (centavos, decimal) => {
    expect(fromCentavos(centavos)).toBe(decimal);
  });

  it.each([1.5, -1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])("refuses %d", (centavos) => {
    expect(() => fromCentavos(centavos)).toThrow(/not a whole number of centavos/);
  });
});

describe("decimal arithmetic without float drift", () => {
  it("adds amounts exactly where floats would not", () => {
    expect(0.1 + 0.2).not.toBe(0.3); // the drift this module exists to avoid
    expect(fromCentavos(toCentavos("0.10") + toCentavos("0.20"))).toBe("0.30");
    expect(fromCentavos(3 * toCentavos("0.10"))).toBe("0.30");
    expect(fromCentavos(toCentavos("1234567.80") + toCentavos("0.09"))).toBe("1234567.89");
  });

  it.each(["0.10", "1.05", "19.99", "1234567.89", "99999999.99"])("round-trips %j", (decimal) => {
    expect(fromCentavos(toCentavos(decimal))).toBe(decimal);
  });
});

describe("signed centavos (balances)", () => {
  it.each([
    ["-12.50", -1250],
    ["-0.01", -1],
    ["0.00", 0],
    ["150", 15000],
    ["-9999999999999.99", -999999999999999],
  ])("reads %j as %i", (decimal, centavos) => {
    expect(toSignedCentavos(decimal)).toBe(centavos);
    expect(toSignedCentavos(fromSignedCentavos(centavos))).toBe(centavos);
  });

  it.each(["--1", "- 1", "-", "1-", "-1.234"])("refuses %j", (decimal) => {
    expect(() => toSignedCentavos(decimal)).toThrow(/not a decimal amount/);
  });

  it("writes negatives with a leading minus", () => {
    expect(fromSignedCentavos(-1250)).toBe("-12.50");
    expect(fromSignedCentavos(-5)).toBe("-0.05");
    expect(fromSignedCentavos(0)).toBe("0.00");
  });
});

describe("formatReais: one text for every amount, on both sides", () => {
  it.each([
    [0, "R$\u00a00,00"],
    [5, "R$\u00a00,05"],
    [99999, "R$\u00a0999,99"],
    [100000, "R$\u00a01.000,00"],
    [120000, "R$\u00a01.200,00"],
    [123450, "R$\u00a01.234,50"],
    [123456789, "R$\u00a01.234.567,89"],
    [9999999999, "R$\u00a099.999.999,99"],
    [-5, "-R$\u00a00,05"],
    [-50000, "-R$\u00a0500,00"],
    [-120000, "-R$\u00a01.200,00"],
  ])("formats %i centavos as %j", (centavos, text) => {
    expect(formatReais(centavos)).toBe(text);
  });

  it("prints what the browser's pt-BR currency format prints, no-break space included", () => {
    const intl = new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" });
    expect(formatReais(123456789)).toBe(intl.format(1234567.89));
    expect(formatReais(-120000)).toBe(intl.format(-1200));
    expect(formatReais(5)).toBe(`R$${NBSP}0,05`);
  });

  it("never goes through a float: amounts past 2^53 / 100 reais keep every centavo", () => {
    expect(formatReais(900719925474099)).toBe("R$\u00a09.007.199.254.740,99");
  });
});

describe("formatDecimalBr", () => {
  it.each([
    [123456, "1.234,56"],
    [123456750, "1.234.567,50"],
    [-50, "-0,50"],
    [0, "0,00"],
  ])("writes %i centavos as %j", (centavos, text) => {
    expect(formatDecimalBr(centavos)).toBe(text);
  });
});

describe("signedCentavos (a screen's amounts)", () => {
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
    expect(amountInputOf(123_456_789)).toBe("1234567,89");
    expect(amountInputOf(5)).toBe("0,05");
  });
});

// The one reader of typed money (docs/decisions/0022): every pt-BR form a clerk types or the app prints, the API's
// own decimal strings, and the ambiguous ones refused.
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
    ["1200,00", "1200.00", 120_000],
    ["1200,50", "1200.50", 120_050],
    ["1200.50", "1200.50", 120_050],
    ["12,5", "12.50", 1_250],
    ["12.5", "12.50", 1_250],
    ["150", "150.00", 15_000],
    ["0,99", "0.99", 99],
    ["0,05", "0.05", 5],
    ["R$\u00a01.234.567,89", "1234567.89", 123_456_789],
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
    ["-1.200,00", "-1200.00", -120_000],
    ["-R$\u00a00,05", "-0.05", -5],
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
