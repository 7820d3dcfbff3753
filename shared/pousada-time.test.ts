import { describe, expect, it } from "vitest";
import {
  TIME_ZONE_IDS,
  brDateTimeAt,
  calendarDateAt,
  clockTimeAt,
  dayBounds,
  previousMonthStart,
  shiftDate,
  startOfDay,
  timeZoneOf,
  wallClockAsUtc,
} from "./pousada-time";

const SP = "America/Sao_Paulo";

describe("the pousada's calendar (America/Sao_Paulo)", () => {
  it("puts an instant on the São Paulo date, not the UTC one", () => {
    expect(calendarDateAt(new Date("2026-11-23T02:59:59Z"), SP)).toBe("2026-11-22"); // 23:59:59 in São Paulo
    expect(calendarDateAt(new Date("2026-11-23T03:00:00Z"), SP)).toBe("2026-11-23"); // midnight in São Paulo
  });

  it("starts a day at local midnight (UTC-3 since 2019)", () => {
    expect(startOfDay("2026-11-22", SP).toISOString()).toBe("2026-11-22T03:00:00.000Z");
    expect(dayBounds("2026-12-31", SP)).toEqual({
      start: new Date("2026-12-31T03:00:00Z"),
      end: new Date("2027-01-01T03:00:00Z"),
    });
  });

  it("follows a daylight-saving change where the zone had one", () => {
    // São Paulo's last DST began at midnight on 2018-11-04: that day started at 01:00, UTC-2 from then on.
    expect(startOfDay("2018-11-04", SP).toISOString()).toBe("2018-11-04T03:00:00.000Z");
    expect(startOfDay("2018-11-05", SP).toISOString()).toBe("2018-11-05T02:00:00.000Z");
    // It ended at midnight on 2019-02-17, back to 23:00 of the 16th: the 17th began at the second midnight.
    expect(startOfDay("2019-02-16", SP).toISOString()).toBe("2019-02-16T02:00:00.000Z");
    expect(startOfDay("2019-02-17", SP).toISOString()).toBe("2019-02-17T03:00:00.000Z");
  });

  it("does calendar arithmetic on dates", () => {
    expect(shiftDate("2026-12-31", 1)).toBe("2027-01-01");
    expect(shiftDate("2026-03-01", -1)).toBe("2026-02-28");
    expect(previousMonthStart("2026-01-15")).toBe("2025-12-01");
    expect(previousMonthStart("2026-11-22")).toBe("2026-10-01");
  });
});

describe("the pousada's calendar in the other Brazilian zones", () => {
  it("puts 03:30 UTC on the previous day in Manaus, Rio Branco and Cuiabá, the same day in Noronha", () => {
    const instant = new Date("2026-11-27T03:30:00Z");
    expect(calendarDateAt(instant, "America/Manaus")).toBe("2026-11-26"); // 23:30
    expect(clockTimeAt(instant, "America/Manaus")).toBe("23:30");
    expect(calendarDateAt(instant, "America/Rio_Branco")).toBe("2026-11-26"); // 22:30
    expect(clockTimeAt(instant, "America/Rio_Branco")).toBe("22:30");
    expect(calendarDateAt(instant, "America/Cuiaba")).toBe("2026-11-26"); // 23:30
    expect(calendarDateAt(instant, SP)).toBe("2026-11-27"); // 00:30
    expect(clockTimeAt(instant, "America/Noronha")).toBe("01:30");
  });

  it("starts the day at each zone's midnight and writes its wall clock", () => {
    expect(dayBounds("2026-11-26", "America/Manaus")).toEqual({
      start: new Date("2026-11-26T04:00:00Z"),
      end: new Date("2026-11-27T04:00:00Z"),
    });
    expect(startOfDay("2026-11-26", "America/Rio_Branco").toISOString()).toBe("2026-11-26T05:00:00.000Z");
    expect(startOfDay("2026-11-26", "America/Noronha").toISOString()).toBe("2026-11-26T02:00:00.000Z");
    expect(brDateTimeAt(new Date("2026-11-27T03:30:05Z"), "America/Manaus")).toBe("26/11/2026 23:30:05");
    expect(wallClockAsUtc(new Date("2026-11-27T03:30:05Z"), "America/Manaus").toISOString()).toBe(
      "2026-11-26T23:30:05.000Z",
    );
  });

  it("offers the sixteen zones Node knows, and reads anything else as Brasília time", () => {
    expect(TIME_ZONE_IDS).toHaveLength(16);
    const known = Intl.supportedValuesOf("timeZone");
    for (const zone of TIME_ZONE_IDS) expect(known, zone).toContain(zone);
    expect(timeZoneOf("America/Manaus")).toBe("America/Manaus");
    expect(timeZoneOf("Europe/Lisbon")).toBe(SP);
    expect(timeZoneOf(null)).toBe(SP);
  });
});

describe("shiftDate", () => {
  it.each([
    ["2030-03-10", 1, "2030-03-11"],
    ["2030-01-31", 1, "2030-02-01"],
    ["2030-12-31", 1, "2031-01-01"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2030-03-01", -1, "2030-02-28"],
    ["2030-03-10", 0, "2030-03-10"],
  ])("%s + %i days is %s", (date, days, expected) => {
    expect(shiftDate(date, days)).toBe(expected);
  });
});
