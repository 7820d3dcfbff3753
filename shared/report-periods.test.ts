import { describe, expect, it } from "vitest";
import { addMonths, datesOf, daysIn, monthEnd, monthsOf, presetPeriod, previousPeriod } from "./report-periods";

describe("presetPeriod", () => {
  it("gives whole months and years around the pousada's today", () => {
    expect(presetPeriod("mes-atual", "2028-02-15")).toEqual({ from: "2028-02-01", to: "2028-02-29" });
    expect(presetPeriod("mes-anterior", "2030-01-31")).toEqual({ from: "2029-12-01", to: "2029-12-31" });
    expect(presetPeriod("mes-anterior", "2030-03-31")).toEqual({ from: "2030-02-01", to: "2030-02-28" });
    expect(presetPeriod("ano-atual", "2030-07-04")).toEqual({ from: "2030-01-01", to: "2030-12-31" });
    expect(presetPeriod("ano-anterior", "2030-01-01")).toEqual({ from: "2029-01-01", to: "2029-12-31" });
  });
});

describe("previousPeriod", () => {
  it("keeps whole months whole: the month, the months or the year before", () => {
    expect(previousPeriod({ from: "2030-03-01", to: "2030-03-31" })).toEqual({ from: "2030-02-01", to: "2030-02-28" });
    expect(previousPeriod({ from: "2030-01-01", to: "2030-01-31" })).toEqual({ from: "2029-12-01", to: "2029-12-31" });
    expect(previousPeriod({ from: "2030-01-01", to: "2030-12-31" })).toEqual({ from: "2029-01-01", to: "2029-12-31" });
    expect(previousPeriod({ from: "2030-02-01", to: "2030-04-30" })).toEqual({ from: "2029-11-01", to: "2030-01-31" });
  });

  it("takes as many days just before for any other range", () => {
    expect(previousPeriod({ from: "2030-03-10", to: "2030-03-16" })).toEqual({ from: "2030-03-03", to: "2030-03-09" });
    expect(previousPeriod({ from: "2030-03-01", to: "2030-03-01" })).toEqual({ from: "2030-02-28", to: "2030-02-28" });
    expect(previousPeriod({ from: "2030-01-01", to: "2030-01-02" })).toEqual({ from: "2029-12-30", to: "2029-12-31" });
  });
});

describe("calendar helpers", () => {
  it("counts days, months and month ends, leap years included", () => {
    expect(daysIn({ from: "2030-02-01", to: "2030-02-28" })).toBe(28);
    expect(daysIn({ from: "2028-01-01", to: "2028-12-31" })).toBe(366);
    expect(monthEnd("2028-02-10")).toBe("2028-02-29");
    expect(monthEnd("2100-02-10")).toBe("2100-02-28");
    expect(addMonths("2030-01-31", -1)).toBe("2029-12-01");
    expect(addMonths("2029-12-15", 1)).toBe("2030-01-01");
    expect(monthsOf({ from: "2029-11-15", to: "2030-02-10" })).toEqual(["2029-11", "2029-12", "2030-01", "2030-02"]);
    expect(datesOf({ from: "2030-02-27", to: "2030-03-02" })).toEqual([
      "2030-02-27",
      "2030-02-28",
      "2030-03-01",
      "2030-03-02",
    ]);
  });
});
