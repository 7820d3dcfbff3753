import { describe, expect, it } from "vitest";
import {
  arrivalsTomorrowHref,
  arrivalsTomorrowText,
  checkoutsTodayHref,
  checkoutsTodayText,
} from "./notification-texts";

describe("notification texts", () => {
  it("uses the singular for one and the plural otherwise", () => {
    expect(checkoutsTodayText(1)).toBe("1 check-out hoje");
    expect(checkoutsTodayText(3)).toBe("3 check-outs hoje");
    expect(checkoutsTodayText(0)).toBe("0 check-outs hoje");
    expect(arrivalsTomorrowText(1)).toBe("1 reserva amanhã");
    expect(arrivalsTomorrowText(5)).toBe("5 reservas amanhã");
    expect(arrivalsTomorrowText(0)).toBe("0 reservas amanhã");
  });

  it("opens the reservations list filtered to tomorrow's arrivals, across a month's end", () => {
    expect(arrivalsTomorrowHref("2026-11-30")).toBe("/reservations?arrivals=2026-12-01");
  });

  it("opens the reservations list filtered to today's departures", () => {
    expect(checkoutsTodayHref("2026-11-30")).toBe("/reservations?departures=2026-11-30");
  });
});
