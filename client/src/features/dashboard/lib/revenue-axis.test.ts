import { describe, expect, it } from "vitest";
import { axisLabel, axisLabelIndices } from "./revenue-axis";

describe("revenue chart axis", () => {
  it("labels every bar of a week, and five spread bars of longer periods", () => {
    expect(axisLabelIndices(7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(axisLabelIndices(30)).toEqual([0, 7, 15, 22, 29]);
    expect(axisLabelIndices(90)).toEqual([0, 22, 45, 67, 89]);
  });

  it("names weekdays for a week and day/month beyond", () => {
    expect(axisLabel("2026-03-09", 7)).toBe("Seg");
    expect(axisLabel("2026-03-15", 7)).toBe("Dom");
    expect(axisLabel("2026-03-14", 7)).toBe("Sáb");
    expect(axisLabel("2026-03-09", 30)).toBe("09/03");
  });
});
