import { describe, expect, it } from "vitest";
import { formatReais, fromCentavos, fromSignedCentavos, toCentavos, toSignedCentavos } from "./money";

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

describe("formatReais", () => {
  it.each([
    [0, "R$ 0,00"],
    [5, "R$ 0,05"],
    [99999, "R$ 999,99"],
    [100000, "R$ 1.000,00"],
    [123450, "R$ 1.234,50"],
    [9999999999, "R$ 99.999.999,99"],
    [-50000, "-R$ 500,00"],
  ])("formats %i centavos as %j", (centavos, text) => {
    expect(formatReais(centavos)).toBe(text);
  });
});
