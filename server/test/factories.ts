// Records made through the API, as the pousada's people make them: rooms by the owner; guests, reservations,
// check-ins and check-outs by the front desk. A refusal fails the test with the server's answer. Tests keep only
// their own defaults (the stay they book most) on top of these.
import { expect } from "vitest";
import type { Agent, Response } from "supertest";
import type { ContaBancariaView } from "@shared/api/finance";
import type { Guest } from "@shared/api/guests";
import type { ReservationView } from "@shared/api/reservations";
import type { Room } from "@shared/api/rooms";
import type { StayView } from "@shared/api/stays";

/** A POST /api/rooms body: room 101, standard, for two, R$ 150,00 a night, as the room form sends it. */
export const roomBody = (overrides: Record<string, unknown> = {}) => ({
  number: "101",
  type: "standard",
  capacity: 2,
  pricePerNight: "150.00",
  isActive: true,
  amenities: null,
  ...overrides,
});

/** The answer's body, once the status is the expected one (else the test fails showing what the server said). */
function bodyOf<T>(res: Response, status: number): T {
  expect(res.status, res.text).toBe(status);
  return res.body as T;
}

/** Factories over an owner and a staff agent (ownerAndStaff in harness.ts); one per test, so phones start over. */
export function apiFactories({ owner, staff }: { owner: Agent; staff: Agent }) {
  let phones = 0;
  return {
    async room(overrides: Record<string, unknown> = {}) {
      return bodyOf<Room>(await owner.post("/api/rooms").send(roomBody(overrides)), 201);
    },
    /** Ana Souza, with a phone no other guest of these factories has ("(11) 98001-0000", then 98002 ...). */
    async guest(overrides: Record<string, unknown> = {}) {
      const phone = `(11) 9${String(8000 + ++phones).padStart(4, "0")}-0000`;
      const body = { firstName: "Ana", lastName: "Souza", phone, tags: [], ...overrides };
      return bodyOf<Guest>(await staff.post("/api/guests").send(body), 201);
    },
    /** POST /api/reservations with `body` as it is (tests hold their own default stay). */
    async reservation(body: Record<string, unknown>, agent = staff) {
      return bodyOf<ReservationView>(await agent.post("/api/reservations").send(body), 201);
    },
    /** POST /api/contas-bancarias (owner) with `body` as it is. */
    async conta(body: Record<string, unknown>) {
      return bodyOf<ContaBancariaView>(await owner.post("/api/contas-bancarias").send(body), 201);
    },
    async setRoomStatus(id: string, status: string) {
      return bodyOf<Room>(await staff.patch(`/api/rooms/${id}/status`).send({ status }), 200);
    },
    async setReservationStatus(id: string, status: string) {
      return bodyOf<ReservationView>(await staff.put(`/api/reservations/${id}`).send({ status }), 200);
    },
    async checkIn(reservationId: string) {
      return bodyOf<StayView>(await staff.post("/api/checkinout").send({ reservationId }), 201);
    },
    /** Check-out with the balance due confirmed, as the clerk does for a stay left unpaid (docs/product.md §8.2). */
    async checkOut(stayId: string) {
      return bodyOf<StayView>(await staff.put(`/api/checkinout/${stayId}`).send({ confirmarSaldoDevedor: true }), 200);
    },
  };
}
export type ApiFactories = ReturnType<typeof apiFactories>;
