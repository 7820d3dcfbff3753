import { describe, expect, it } from "vitest";
import { isMinorOn, resolveGuestCounts } from "./stay-guests";

describe("resolveGuestCounts", () => {
  it.each([
    [{}, undefined],
    [{ numberOfGuests: 3 }, { numberOfGuests: 3, adults: 3, children: 0 }],
    [
      { adults: 2, children: 1 },
      { numberOfGuests: 3, adults: 2, children: 1 },
    ],
    [
      { numberOfGuests: 4, children: 1 },
      { numberOfGuests: 4, adults: 3, children: 1 },
    ],
    [{ children: 2 }, { numberOfGuests: 3, adults: 1, children: 2 }],
    [{ adults: 2 }, { numberOfGuests: 2, adults: 2, children: 0 }],
  ])("%j gives %j", (values, expected) => {
    expect(resolveGuestCounts(values)).toEqual(expected);
  });
});

describe("isMinorOn", () => {
  it.each([
    ["2012-03-11", "2030-03-10", true],
    ["2012-03-10", "2030-03-10", false],
    ["2012-02-29", "2030-02-28", true],
    ["2012-02-29", "2030-03-01", false],
    ["1985-06-20", "2030-03-10", false],
    [null, "2030-03-10", false],
  ])("born %s, on %s: %s", (birthDate, date, expected) => {
    expect(isMinorOn(birthDate, date)).toBe(expected);
  });
});
