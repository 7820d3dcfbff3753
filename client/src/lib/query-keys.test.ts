import { describe, expect, it } from "vitest";
import { queryKeys, urlOfQueryKey } from "./query-keys";

describe("urlOfQueryKey", () => {
  it("joins the key's parts with / (docs/product.md §12.1)", () => {
    expect(urlOfQueryKey(queryKeys.rooms.all)).toBe("/api/rooms");
    expect(urlOfQueryKey(queryKeys.stays.overview)).toBe("/api/checkinout/overview");
    expect(urlOfQueryKey(queryKeys.reservations.folio("r1"))).toBe("/api/reservations/r1/folio");
    expect(urlOfQueryKey(queryKeys.reservations.one("r1"))).toBe("/api/reservations/r1");
  });

  it("reads a list's pages and its counts at the list's own address", () => {
    expect(urlOfQueryKey(queryKeys.guests.pages({ limit: 20, search: "joão silva" }))).toBe(
      "/api/guests?limit=20&search=jo%C3%A3o+silva",
    );
    expect(urlOfQueryKey(queryKeys.guests.summary)).toBe("/api/guests/summary");
    expect(urlOfQueryKey(queryKeys.reservations.pages({ limit: 50, status: "cancelled" }))).toBe(
      "/api/reservations?limit=50&status=cancelled",
    );
    expect(urlOfQueryKey(queryKeys.reservations.summary)).toBe("/api/reservations/summary");
  });

  it("turns a trailing object into the query string, leaving empty values out", () => {
    expect(urlOfQueryKey(queryKeys.dashboard.revenue(30))).toBe("/api/dashboard/revenue?days=30");
    expect(urlOfQueryKey(queryKeys.reservations.ofGuest("g 1"))).toBe("/api/reservations?guestId=g+1");
    expect(urlOfQueryKey(queryKeys.rooms.availability({ checkIn: "2025-03-01", checkOut: "2025-03-04" }))).toBe(
      "/api/rooms/availability?checkIn=2025-03-01&checkOut=2025-03-04",
    );
    expect(
      urlOfQueryKey(
        queryKeys.rooms.availability({ checkIn: "2025-03-01", checkOut: "2025-03-04", excludeReservationId: "r1" }),
      ),
    ).toBe("/api/rooms/availability?checkIn=2025-03-01&checkOut=2025-03-04&excludeReservationId=r1");
  });
});
