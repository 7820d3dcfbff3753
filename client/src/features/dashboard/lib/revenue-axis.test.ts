import { describe, expect, it } from "vitest";
import { axisLabel } from "./revenue-axis";

describe("revenue chart axis", () => {
  it("names weekdays for a week and day/month beyond", () => {
    expect(axisLabel("2026-03-09", 7)).toBe("Seg");
    expect(axisLabel("2026-03-15", 7)).toBe("Dom");
    expect(axisLabel("2026-03-14", 7)).toBe("Sáb");
    expect(axisLabel("2026-03-09", 30)).toBe("09/03");
  });
});
