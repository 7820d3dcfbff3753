import { describe, expect, it } from "vitest";
import type { ReservationRecord } from "../api/use-reservations";
import { filterReservations } from "./reservation-search";

const reservation = (id: string, guest: [string, string], room: string, status: string) =>
  ({ id, status, guest: { firstName: guest[0], lastName: guest[1] }, room: { number: room } }) as ReservationRecord;

const list = [
  reservation("a", ["Ana", "Souza"], "101", "confirmed"),
  reservation("b", ["João", "Pereira"], "12", "pending"),
  reservation("c", ["Maria", "Ana Lima"], "201", "cancelled"),
];
const ids = (found: ReservationRecord[]) => found.map((r) => r.id);

describe("filterReservations", () => {
  it("matches the guest's full name in any case, across first and last name", () => {
    expect(ids(filterReservations(list, "ANA SOUZA", "all"))).toEqual(["a"]);
    expect(ids(filterReservations(list, "ana", "all"))).toEqual(["a", "c"]);
    expect(ids(filterReservations(list, "joão", "all"))).toEqual(["b"]);
  });

  it("matches the room number", () => {
    expect(ids(filterReservations(list, "20", "all"))).toEqual(["c"]);
    expect(ids(filterReservations(list, " 12 ", "all"))).toEqual(["b"]);
  });

  it("filters by status, together with the search", () => {
    expect(ids(filterReservations(list, "", "pending"))).toEqual(["b"]);
    expect(ids(filterReservations(list, "ana", "cancelled"))).toEqual(["c"]);
    expect(ids(filterReservations(list, "", "all"))).toEqual(["a", "b", "c"]);
  });
});
