import { describe, expect, it } from "vitest";
import { wallClockAsUtc } from "@shared/pousada-time";
import { brDateTimeCell, csvCell, csvLine, divideRounded, moneyPer, percentOf, sumMoney } from "./math";

describe("the reports' arithmetic", () => {
  it("divides in integers, rounding half away from zero", () => {
    expect(divideRounded(13900, 6)).toBe(2317);
    expect(divideRounded(13900, 140)).toBe(99);
    expect(divideRounded(5, 2)).toBe(3);
    expect(divideRounded(-5, 2)).toBe(-3);
    expect(divideRounded(4, 3)).toBe(1);
    expect(() => divideRounded(1, 0)).toThrow();
  });

  it("gives the worked example's ADR and RevPAR, and whole percentages", () => {
    expect(moneyPer("139.00", 6)).toBe("23.17");
    expect(moneyPer("139.00", 140)).toBe("0.99");
    expect(moneyPer("333.33", 2)).toBe("166.67");
    expect(moneyPer("-15.00", 2)).toBe("-7.50");
    expect(moneyPer("100.00", 0)).toBe("0.00");
    expect(percentOf(6, 140)).toBe(4);
    expect(percentOf(1, 8)).toBe(13);
    expect(percentOf(3, 0)).toBe(0);
    expect(sumMoney(["0.1", "0.2", "-0.30", "1234"])).toBe("1234.00");
  });
});

describe("spreadsheet cells", () => {
  it("writes pt-BR decimals", () => {
    expect(csvLine([{ amount: "1234.56" }, { amount: "1234567.5" }, { amount: "-0.5" }, { amount: "0" }])).toBe(
      "1.234,56;1.234.567,50;-0,50;0,00\r\n",
    );
  });

  it("neutralises formulas and quotes separators", () => {
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("+55 11")).toBe("'+55 11");
    expect(csvCell("-2")).toBe("'-2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tx")).toBe("'\tx");
    expect(csvCell("\rx")).toBe('"\'\rx"');
    expect(csvCell('a;b "c"')).toBe('"a;b ""c"""');
    expect(csvCell("linha\nnova")).toBe('"linha\nnova"');
    expect(csvCell(null)).toBe("");
    expect(csvLine(["=x", { amount: "-1234.5" }, { integer: 3 }, null])).toBe("'=x;-1.234,50;3;\r\n");
  });

  it("shows instants on the pousada's wall clock", () => {
    const at = (iso: string, zone: string) => brDateTimeCell(wallClockAsUtc(new Date(iso), zone));
    expect(at("2030-01-01T02:59:59Z", "America/Sao_Paulo")).toBe("31/12/2029 23:59");
    expect(at("2030-01-01T03:00:00Z", "America/Sao_Paulo")).toBe("01/01/2030 00:00");
    expect(at("2030-01-01T03:30:00Z", "America/Manaus")).toBe("31/12/2029 23:30");
    expect(wallClockAsUtc(new Date("2030-03-10T15:00:00Z"), "America/Sao_Paulo").toISOString()).toBe(
      "2030-03-10T12:00:00.000Z",
    );
  });
});
