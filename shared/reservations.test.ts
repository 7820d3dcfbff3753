import { describe, expect, it } from "vitest";
import { RESERVATION_STATUSES, type ReservationStatus } from "./enums";
import { allowedStatusMoves, canMoveStatus, estimateStayTotal, isLiveStatus, nightsBetween } from "./reservations";

describe("nightsBetween", () => {
  it.each([
    ["2030-03-10", "2030-03-13", 3],
    ["2030-03-10", "2030-03-11", 1],
    ["2030-01-30", "2030-02-02", 3], // across a month
    ["2030-12-30", "2031-01-02", 3], // across a year
    ["2028-02-28", "2028-03-01", 2], // leap year
    ["2030-02-28", "2030-03-01", 1],
    ["2030-10-15", "2030-10-22", 7], // whatever the local daylight-saving rules, dates are date-only
  ])("%s -> %s is %i nights", (checkIn, checkOut, nights) => {
    expect(nightsBetween(checkIn, checkOut)).toBe(nights);
  });

  it.each([
    ["same day", "2030-03-10", "2030-03-10"],
    ["check-out before check-in", "2030-03-10", "2030-03-05"],
    ["an unreadable date", "2030-03-10", "amanhã"],
    ["empty dates", "", ""],
  ])("counts at least 1 night (%s)", (_case, checkIn, checkOut) => {
    expect(nightsBetween(checkIn, checkOut)).toBe(1);
  });
});

describe("estimateStayTotal", () => {
  it.each([
    ["2030-03-10", "2030-03-13", "150.00", "450.00"],
    ["2030-03-10", "2030-03-11", "150", "150.00"],
    ["2030-03-10", "2030-03-10", "150.00", "150.00"], // minimum one night
    ["2030-03-10", "2030-03-13", "0.10", "0.30"], // 3 * 0.1 is 0.30000000000000004 in floating point
    ["2030-03-10", "2030-03-13", "33.33", "99.99"],
    ["2030-03-01", "2030-03-08", "189.9", "1329.30"],
    ["2030-03-10", "2030-03-11", "1234567.89", "1234567.89"],
  ])("%s -> %s at %s a night is %s", (checkIn, checkOut, price, total) => {
    expect(estimateStayTotal(checkIn, checkOut, price)).toBe(total);
  });
});

describe("reservation statuses", () => {
  it("lets only cancelled and no-show reservations release the room", () => {
    expect(RESERVATION_STATUSES.filter(isLiveStatus)).toEqual(["pending", "confirmed", "checked_in", "completed"]);
  });

  // Every move a person may make by hand (docs/product.md §7.2); staying put is always allowed.
  const ALLOWED: Array<[ReservationStatus, ReservationStatus]> = [
    ["pending", "confirmed"],
    ["confirmed", "pending"],
    ["pending", "cancelled"],
    ["pending", "no_show"],
    ["confirmed", "cancelled"],
    ["confirmed", "no_show"],
    ["cancelled", "pending"],
    ["no_show", "pending"],
  ];
  const allPairs = RESERVATION_STATUSES.flatMap((from) => RESERVATION_STATUSES.map((to) => [from, to] as const));
  const isAllowed = (from: ReservationStatus, to: ReservationStatus) =>
    from === to || ALLOWED.some(([f, t]) => f === from && t === to);

  it.each(allPairs)("%s -> %s follows the table", (from, to) => {
    expect(canMoveStatus(from, to)).toBe(isAllowed(from, to));
  });

  it("offers the dropdown exactly the allowed moves, and none out of checked_in or completed", () => {
    for (const from of RESERVATION_STATUSES) {
      const expected = ALLOWED.filter(([f]) => f === from).map(([, t]) => t);
      expect([...allowedStatusMoves(from)].sort()).toEqual(expected.sort());
    }
    expect(allowedStatusMoves("checked_in")).toEqual([]);
    expect(allowedStatusMoves("completed")).toEqual([]);
  });

  it("never reaches checked_in or completed by hand", () => {
    for (const from of ["pending", "confirmed", "cancelled", "no_show"] as const) {
      expect(canMoveStatus(from, "checked_in")).toBe(false);
      expect(canMoveStatus(from, "completed")).toBe(false);
    }
  });
});
