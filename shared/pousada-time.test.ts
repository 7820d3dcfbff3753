import { describe, expect, it } from "vitest";
import { calendarDateAt, dayBounds, previousMonthStart, shiftDate, startOfDay } from "./pousada-time";

describe("the pousada's calendar (America/Sao_Paulo)", () => {
  it("puts an instant on the São Paulo date, not the UTC one", () => {
    expect(calendarDateAt(new Date("2026-11-23T02:59:59Z"))).toBe("2026-11-22"); // 23:59:59 in São Paulo
    expect(calendarDateAt(new Date("2026-11-23T03:00:00Z"))).toBe("2026-11-23"); // midnight in São Paulo
  });

  it("starts a day at local midnight (UTC-3 since 2019)", () => {
    expect(startOfDay("2026-11-22").toISOString()).toBe("2026-11-22T03:00:00.000Z");
    expect(dayBounds("2026-12-31")).toEqual({
      start: new Date("2026-12-31T03:00:00Z"),
      end: new Date("2027-01-01T03:00:00Z"),
    });
  });

  it("follows a daylight-saving change where the zone had one", () => {
    // São Paulo's last DST began at midnight on 2018-11-04: that day started at 01:00, UTC-2 from then on.
    expect(startOfDay("2018-11-04").toISOString()).toBe("2018-11-04T03:00:00.000Z");
    expect(startOfDay("2018-11-05").toISOString()).toBe("2018-11-05T02:00:00.000Z");
    // It ended at midnight on 2019-02-17, back to 23:00 of the 16th: the 17th began at the second midnight.
    expect(startOfDay("2019-02-16").toISOString()).toBe("2019-02-16T02:00:00.000Z");
    expect(startOfDay("2019-02-17").toISOString()).toBe("2019-02-17T03:00:00.000Z");
  });

  it("does calendar arithmetic on dates", () => {
    expect(shiftDate("2026-12-31", 1)).toBe("2027-01-01");
    expect(shiftDate("2026-03-01", -1)).toBe("2026-02-28");
    expect(previousMonthStart("2026-01-15")).toBe("2025-12-01");
    expect(previousMonthStart("2026-11-22")).toBe("2026-10-01");
  });
});
