import { describe, expect, it } from "vitest";
import { compactChartValue, compactValue, indexAt, labelledIndices, niceMax } from "./chart-scale";

describe("niceMax", () => {
  it("rounds the largest value up to a round top", () => {
    expect(niceMax(3712)).toBe(5000);
    expect(niceMax(180)).toBe(200);
    expect(niceMax(200)).toBe(200);
    expect(niceMax(21)).toBe(25);
    expect(niceMax(0.4)).toBe(0.5);
    expect(niceMax(100)).toBe(100);
    expect(niceMax(101)).toBe(200);
  });

  it("has no scale without values", () => {
    expect(niceMax(0)).toBe(0);
    expect(niceMax(-5)).toBe(0);
    expect(niceMax(Number.NaN)).toBe(0);
  });
});

describe("labelledIndices", () => {
  it("labels every bar when they fit", () => {
    expect(labelledIndices(6, 400)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it("labels every n-th bar of a long period, evenly, from the first", () => {
    // 31 days on a 340 px phone chart: room for 7 labels of 44 px, so every 5th day.
    expect(labelledIndices(31, 340)).toEqual([0, 5, 10, 15, 20, 25, 30]);
    // 12 months on a 300 px chart: room for 6, every other month (jan, mar, mai...).
    expect(labelledIndices(12, 300)).toEqual([0, 2, 4, 6, 8, 10]);
    const year = labelledIndices(365, 1000);
    expect(year.length).toBeLessThanOrEqual(22);
    expect(new Set(year.slice(1).map((index, i) => index - year[i]!))).toEqual(new Set([17]));
  });

  it("labels nothing when there is nothing", () => {
    expect(labelledIndices(0, 500)).toEqual([]);
  });
});

describe("compactValue", () => {
  it("writes thousands and millions the Brazilian way", () => {
    expect(compactValue(1500)).toBe("1,5 mil");
    expect(compactValue(2_300_000)).toBe("2,3 mi");
    expect(compactValue(850)).toBe("850");
    expect(compactValue(12.34)).toBe("12,3");
  });
});

describe("indexAt", () => {
  it("finds the bar under the pointer, clamped to the chart", () => {
    expect(indexAt(0, 300, 12)).toBe(0);
    expect(indexAt(149, 300, 12)).toBe(5);
    expect(indexAt(299.9, 300, 12)).toBe(11);
    expect(indexAt(400, 300, 12)).toBe(11);
    expect(indexAt(-3, 300, 12)).toBe(0);
    expect(indexAt(10, 300, 0)).toBe(-1);
  });
});

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
