import { describe, expect, it } from "vitest";
import { compactChartValue } from "./chart-value";

describe("compactChartValue", () => {
  it("shows values above 1000 as x.xk", () => {
    expect(compactChartValue(1500)).toBe("1.5k");
    expect(compactChartValue(1000.01)).toBe("1.0k");
    expect(compactChartValue(2480)).toBe("2.5k");
    expect(compactChartValue(12345.67)).toBe("12.3k");
  });

  it("keeps 1000 and below in whole reais", () => {
    expect(compactChartValue(1000)).toBe("1000");
    expect(compactChartValue(850.4)).toBe("850");
    expect(compactChartValue(0)).toBe("0");
  });
});
