import { describe, expect, it } from "vitest";
import type { TodayCheckIn } from "@shared/api";
import { arrivalMoment } from "./arrival-moment";

const arrival = (overrides: Partial<TodayCheckIn>): TodayCheckIn => ({
  reservationId: "r1",
  stayId: null,
  guest: { firstName: "Joana", lastName: "Souza", phone: "11987654321" },
  room: { number: "101" },
  checkInDate: "2026-11-22",
  checkOutDate: "2026-11-24",
  checkInTime: null,
  actualCheckInDate: null,
  ...overrides,
});

describe("arrivalMoment", () => {
  it("gives a late arrival the day and the time of its check-in, and the day it was booked for", () => {
    // Booked for 21/11; checked in on 22/11 at 20:04 in São Paulo (23:04 UTC).
    const late = arrival({
      stayId: "s1",
      checkInDate: "2026-11-21",
      checkInTime: "2026-11-22T23:04:00.000Z",
      actualCheckInDate: "2026-11-22T23:04:00.000Z",
    });
    expect(arrivalMoment(late)).toEqual({ date: "22/11/2026", time: "20:04", bookedDate: "21/11/2026" });
  });

  it("reads the day in São Paulo: 23:30 there is already the next day in UTC", () => {
    const evening = arrival({
      stayId: "s1",
      checkInTime: "2026-11-23T02:30:00.000Z",
      actualCheckInDate: "2026-11-23T02:30:00.000Z",
    });
    expect(arrivalMoment(evening)).toEqual({ date: "22/11/2026", time: "23:30", bookedDate: null });
  });

  it("shows the booked day, and no time, while the guest is expected", () => {
    expect(arrivalMoment(arrival({}))).toEqual({ date: "22/11/2026", time: null, bookedDate: null });
  });
});
