import { describe, expect, it } from "vitest";
import { reportPeriodSchema } from "@shared/validators/reports";
import { checkCustomRange, comparedWith, periodLabel, resolvePeriod, shortMonth } from "./report-period";

const TODAY = "2026-11-23";

describe("resolvePeriod", () => {
  it("reads each preset for the pousada's today, the current month without one", () => {
    expect(resolvePeriod({ periodo: "", de: "", ate: "" }, TODAY)).toMatchObject({
      choice: "mes-atual",
      period: { from: "2026-11-01", to: "2026-11-30" },
    });
    expect(resolvePeriod({ periodo: "mes-anterior", de: "", ate: "" }, TODAY).period).toEqual({
      from: "2026-10-01",
      to: "2026-10-31",
    });
    expect(resolvePeriod({ periodo: "ano-atual", de: "", ate: "" }, TODAY).period).toEqual({
      from: "2026-01-01",
      to: "2026-12-31",
    });
    expect(resolvePeriod({ periodo: "ano-anterior", de: "", ate: "" }, "2026-01-01").period).toEqual({
      from: "2025-01-01",
      to: "2025-12-31",
    });
    expect(resolvePeriod({ periodo: "semana", de: "", ate: "" }, TODAY).choice).toBe("mes-atual");
  });

  it("takes a custom range from the URL", () => {
    expect(resolvePeriod({ periodo: "personalizado", de: "2026-03-05", ate: "2026-04-10" }, TODAY)).toEqual({
      choice: "personalizado",
      period: { from: "2026-03-05", to: "2026-04-10" },
      customError: null,
    });
  });

  it("falls back to the current month, saying why, for a reversed or incomplete range", () => {
    const reversed = resolvePeriod({ periodo: "personalizado", de: "2026-04-10", ate: "2026-03-05" }, TODAY);
    expect(reversed.period).toEqual({ from: "2026-11-01", to: "2026-11-30" });
    expect(reversed.customError).toBe("A data final deve ser igual ou posterior à inicial");
    expect(resolvePeriod({ periodo: "personalizado", de: "2026-04-10", ate: "" }, TODAY).customError).toBe(
      "Informe a data final",
    );
  });
});

describe("periodLabel", () => {
  it("names a month, a year or a range", () => {
    expect(periodLabel({ from: "2026-02-01", to: "2026-02-28" })).toBe("fevereiro de 2026");
    expect(periodLabel({ from: "2025-01-01", to: "2025-12-31" })).toBe("2025");
    expect(periodLabel({ from: "2026-03-05", to: "2026-04-10" })).toBe("05/03/2026 a 10/04/2026");
  });

  it("names what a period is compared with", () => {
    expect(comparedWith({ from: "2026-03-01", to: "2026-03-31" })).toBe("fevereiro de 2026");
    expect(comparedWith({ from: "2026-01-01", to: "2026-12-31" })).toBe("2025");
    expect(comparedWith({ from: "2026-03-11", to: "2026-03-20" })).toBe("01/03/2026 a 10/03/2026");
  });
});

describe("shortMonth", () => {
  it("abbreviates a month for an axis", () => {
    expect(shortMonth("2026-03")).toBe("mar");
    expect(shortMonth("2025-12", true)).toBe("dez/25");
  });
});

describe("checkCustomRange", () => {
  it("reads a range as the API's schema does, with its first message", () => {
    const ranges: Array<[string, string]> = [
      ["2026-03-05", "2026-04-10"],
      [" 2026-03-05 ", "2026-03-05"],
      ["", "2026-04-10"],
      ["2026-04-10", ""],
      ["", ""],
      ["2026-02-30", "2026-03-01"],
      ["2026-03-01", "2026-13-01"],
      ["05/03/2026", "2026-04-10"],
      ["1999-12-31", "2000-01-31"],
      ["2100-12-01", "2101-01-01"],
      ["2026-04-10", "2026-03-05"],
      ["2024-01-01", "2025-12-31"],
      ["2024-01-01", "2026-01-01"],
      ["2024-01-01", "2026-01-02"],
    ];
    for (const [from, to] of ranges) {
      const parsed = reportPeriodSchema.safeParse({ from, to });
      const expected = parsed.success ? { period: parsed.data } : { issue: parsed.error.issues[0]!.message };
      expect(checkCustomRange(from, to), `${from} a ${to}`).toEqual(expected);
    }
    expect(checkCustomRange("2026-02-30", "2026-03-01")).toEqual({ issue: "Data inválida" });
    expect(checkCustomRange("2024-01-01", "2026-01-02")).toEqual({ issue: "Período muito longo (máximo de 731 dias)" });
  });
});
