import { describe, expect, it } from "vitest";
import { QueryClient, type QueryKey } from "@tanstack/react-query";
import { invalidateAfter, type Change } from "./invalidation";
import { queryKeys as keys } from "./query-keys";

/** Every read the app makes, each in the cache with some data, as after a morning at the desk. */
const READS: Record<string, QueryKey> = {
  guests: keys.guests.all,
  guestPages: keys.guests.pages({ limit: 50, search: "joao" }),
  guestSummary: keys.guests.summary,
  rooms: keys.rooms.all,
  availability: keys.rooms.availability({ checkIn: "2025-03-01", checkOut: "2025-03-04" }),
  reservations: keys.reservations.all,
  reservationPages: keys.reservations.pages({ limit: 50, status: "pending" }),
  reservationSummary: keys.reservations.summary,
  mapWindow: keys.reservations.window("2025-02-27", "2025-03-13"),
  oneReservation: keys.reservations.one("r1"),
  guestHistory: keys.reservations.ofGuest("g1"),
  frontDesk: keys.stays.overview,
  folio: keys.reservations.folio("r1"),
  stats: keys.dashboard.stats,
  todayCheckIns: keys.dashboard.todayCheckIns,
  revenue: keys.dashboard.revenue(7),
  transactions: keys.dashboard.recentTransactions,
  currentUser: keys.currentUser,
  payments: keys.payments.list({ limit: 50 }),
  receipt: keys.payments.one("p1"),
  contas: keys.finance.contas,
  lancamentos: keys.finance.lancamentos("data", "desc", { limit: "50" }),
  tags: keys.finance.tags,
  pousada: keys.settings.all,
};

/** The names of the reads a change leaves stale. */
async function refreshedBy(change: Change): Promise<string[]> {
  const queryClient = new QueryClient();
  for (const key of Object.values(READS)) queryClient.setQueryData(key, []);
  await invalidateAfter(queryClient, change);
  return Object.entries(READS)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name);
}

describe("invalidateAfter", () => {
  it("a guest's new name reaches every read that shows guest names", async () => {
    expect(await refreshedBy("guestChanged")).toEqual([
      "guests",
      "guestPages",
      "guestSummary",
      "reservations",
      "reservationPages",
      "reservationSummary",
      "mapWindow",
      "oneReservation",
      "guestHistory",
      "frontDesk",
      "folio",
      "todayCheckIns",
      "payments",
      "receipt",
    ]);
  });

  it("a new guest, a tag or a removal only changes the register", async () => {
    const register = ["guests", "guestPages", "guestSummary"];
    expect(await refreshedBy("guestAdded")).toEqual(register);
    expect(await refreshedBy("guestTagsChanged")).toEqual(register);
    expect(await refreshedBy("guestRemoved")).toEqual(register);
  });

  it("a booking refreshes the reservations, free rooms, the front desk and the dashboard's figures and arrivals", async () => {
    const refreshed = await refreshedBy("reservationChanged");
    expect(refreshed).toEqual(
      expect.arrayContaining([
        "reservations",
        "reservationPages",
        "reservationSummary",
        "mapWindow",
        "availability",
        "rooms",
        "frontDesk",
        "stats",
        "todayCheckIns",
      ]),
    );
    expect(refreshed).not.toContain("guests");
    expect(refreshed).not.toContain("revenue");
  });

  it("a check-in or check-out moves the room's status and the reservation's", async () => {
    expect(await refreshedBy("stayChanged")).toEqual(
      expect.arrayContaining([
        "frontDesk",
        "folio",
        "rooms",
        "reservations",
        "reservationPages",
        "reservationSummary",
        "stats",
        "todayCheckIns",
      ]),
    );
  });

  it("a room's status changes the rooms and the figures, not the bookings", async () => {
    expect(await refreshedBy("roomStatusChanged")).toEqual(["rooms", "availability", "stats"]);
  });

  it("a renumbered room reaches the reservations and the front desk that show its number", async () => {
    expect(await refreshedBy("roomChanged")).toEqual(
      expect.arrayContaining(["rooms", "availability", "reservations", "mapWindow", "frontDesk", "todayCheckIns"]),
    );
  });

  it("never touches who is signed in", async () => {
    for (const change of ["guestChanged", "reservationChanged", "stayChanged", "roomChanged"] as const) {
      expect(await refreshedBy(change)).not.toContain("currentUser");
    }
  });

  it("a payment or a refund reaches the bill, the payments, the account's balance and entries, and the revenue", async () => {
    for (const change of ["paymentRecorded", "paymentRefunded"] as const) {
      const refreshed = await refreshedBy(change);
      expect(refreshed).toEqual(
        expect.arrayContaining([
          "folio",
          "reservations",
          "oneReservation",
          "frontDesk",
          "payments",
          "receipt",
          "contas",
          "lancamentos",
          "stats",
          "revenue",
          "transactions",
        ]),
      );
      expect(refreshed).not.toContain("tags");
      expect(refreshed).not.toContain("rooms");
    }
  });

  it("a lançamento moves the entries and the balances, not the payments of stays", async () => {
    expect(await refreshedBy("lancamentoChanged")).toEqual(["contas", "lancamentos"]);
    expect(await refreshedBy("lancamentoTagsChanged")).toEqual(["lancamentos"]);
    expect(await refreshedBy("tagAdded")).toEqual(["tags"]);
  });

  it("the pousada's data reaches what prints it", async () => {
    expect(await refreshedBy("pousadaChanged")).toEqual(expect.arrayContaining(["pousada", "payments", "receipt"]));
  });
});
