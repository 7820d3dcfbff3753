import { describe, expect, it } from "vitest";
import { barPlacement, windowDays } from "./map-window";

describe("reservation map window", () => {
  it("lists the days of the window across a month end", () => {
    expect(windowDays("2026-11-29", 4)).toEqual(["2026-11-29", "2026-11-30", "2026-12-01", "2026-12-02"]);
  });

  it("places a stay from the middle of its check-in day to the middle of its check-out day", () => {
    expect(barPlacement("2026-11-03", "2026-11-05", "2026-11-01", 14)).toEqual({
      start: 2.5,
      span: 2,
      clippedStart: false,
      clippedEnd: false,
    });
  });

  it("clips a stay that began before the window or ends after it", () => {
    expect(barPlacement("2026-10-28", "2026-11-02", "2026-11-01", 14)).toMatchObject({
      start: 0,
      span: 1.5,
      clippedStart: true,
    });
    expect(barPlacement("2026-11-13", "2026-11-20", "2026-11-01", 14)).toMatchObject({
      start: 12.5,
      span: 1.5,
      clippedEnd: true,
    });
  });

  it("leaves out stays outside the window, including one that ends on its first morning", () => {
    expect(barPlacement("2026-10-01", "2026-10-05", "2026-11-01", 14)).toBeNull();
    expect(barPlacement("2026-11-20", "2026-11-22", "2026-11-01", 14)).toBeNull();
  });
});
