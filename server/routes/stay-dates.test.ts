// A stay's dates after check-in and finding stays by day (docs/product.md §8.2, §8.4, §12.5): an early departure
// ends the stay today and frees the nights left; an extension checks the room's next nights first; the list filters
// by arrivals, departures and guests in the house. The pousada's clock is fixed at 12 March 2030, noon in São Paulo.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Agent } from "supertest";
import { apiFactories, type ApiFactories } from "../test/factories";
import { ownerAndStaff, testApp, testDatabase } from "../test/harness";
import type { Database } from "../db";

let database: Database;
let staff: Agent;
let api: ApiFactories;
let guestId: string;
let r105: string;

const clock = () => new Date("2030-03-12T15:00:00.000Z");

beforeAll(async () => {
  database = await testDatabase();
});

beforeEach(async () => {
  let owner: Agent;
  ({ owner, staff } = await ownerAndStaff(database, testApp(database, { clock })));
  api = apiFactories({ owner, staff });
  guestId = (await api.guest()).id;
  r105 = (await api.room({ number: "105" })).id;
});

/** A confirmed stay in 105 (R$ 150,00 a night), 10 to 15 March unless told otherwise; its id. */
async function book(overrides: Record<string, unknown> = {}) {
  const body = { guestId, roomId: r105, checkInDate: "2030-03-10", checkOutDate: "2030-03-15", numberOfGuests: 2 };
  // R$ 700,00 agreed for 5 nights at R$ 150,00 is a discount, within staff's 10%: it says why (docs/product.md §7.6).
  return (await api.reservation({ ...body, status: "confirmed", motivoDesconto: "Tarifa combinada", ...overrides })).id;
}

const reservation = async (id: string) => (await staff.get(`/api/reservations/${id}`).expect(200)).body;

describe("an early departure", () => {
  it("with shortenStay ends the stay today, frees the nights left and takes only them off the total", async () => {
    const id = await book({ totalAmount: "700.00" });
    const stay = await api.checkIn(id);
    await staff.put(`/api/checkinout/${stay.id}`).send({ shortenStay: true, confirmarSaldoDevedor: true }).expect(200);

    // 5 nights agreed at R$ 700,00; 3 nights removed (12, 13, 14): 700 - 420 = 280
    expect(await reservation(id)).toMatchObject({
      checkOutDate: "2030-03-12",
      totalAmount: "280.00",
      status: "completed",
      segments: [{ roomId: r105, roomNumber: "105", from: "2030-03-10", to: "2030-03-12", pricePerNight: null }],
    });
    await book({ guestId: (await api.guest()).id, checkInDate: "2030-03-12", checkOutDate: "2030-03-15" });
  });

  it("without shortenStay keeps the dates and the total, as before", async () => {
    const id = await book();
    const stay = await api.checkIn(id);
    await api.checkOut(stay.id);
    expect(await reservation(id)).toMatchObject({ checkOutDate: "2030-03-15", totalAmount: "750.00" });
  });

  it("asks for the balance of the shortened bill, not the booked one", async () => {
    const id = await book();
    const stay = await api.checkIn(id);
    const res = await staff.put(`/api/checkinout/${stay.id}`).send({ shortenStay: true }).expect(409);
    // 2 nights x R$ 150,00 left to pay, not 5
    expect(res.body).toEqual({ message: "Hóspede com saldo devedor de R$\u00a0300,00", field: "saldoDevedor" });
  });
});

describe("extending a stay in the house", () => {
  it("says which night is taken, and extends into free nights", async () => {
    const id = await book();
    await api.checkIn(id);
    await book({ guestId: (await api.guest()).id, checkInDate: "2030-03-17", checkOutDate: "2030-03-19" });
    const edit = { roomId: r105, checkInDate: "2030-03-10", numberOfGuests: 2 };

    const taken = await staff
      .put(`/api/reservations/${id}`)
      .send({ ...edit, checkOutDate: "2030-03-18" })
      .expect(409);
    expect(taken.body).toEqual({ message: "Quarto 105 ocupado na noite de 17/03/2030", field: "checkOutDate" });

    await staff
      .put(`/api/reservations/${id}`)
      .send({ ...edit, checkOutDate: "2030-03-17" })
      .expect(200);
    expect((await reservation(id)).segments).toEqual([
      { roomId: r105, roomNumber: "105", from: "2030-03-10", to: "2030-03-17", pricePerNight: null },
    ]);
  });
});

describe("finding stays by day", () => {
  it("filters the list by arrivals, departures and guests in the house, live reservations only", async () => {
    const arriving = await book({ checkInDate: "2030-03-20", checkOutDate: "2030-03-22" });
    const leaving = await book({ checkInDate: "2030-03-18", checkOutDate: "2030-03-20" });
    const staying = await book({ checkInDate: "2030-03-10", checkOutDate: "2030-03-15" });
    const cancelled = await book({ checkInDate: "2030-03-25", checkOutDate: "2030-03-27" });
    await api.setReservationStatus(cancelled, "cancelled");
    await book({ checkInDate: "2030-03-25", checkOutDate: "2030-03-26" }); // its nights, taken again

    const idsOf = async (query: string) =>
      ((await staff.get(`/api/reservations?${query}`).expect(200)).body as Array<{ id: string }>).map((r) => r.id);
    expect(await idsOf("arrivals=2030-03-20")).toEqual([arriving]);
    expect(await idsOf("departures=2030-03-20")).toEqual([leaving]);
    expect(await idsOf("inHouse=2030-03-12")).toEqual([staying]);
    expect(await idsOf("inHouse=2030-03-15")).toEqual([]);
    expect(await idsOf("arrivals=2030-03-25&status=cancelled")).toEqual([]);
    expect(await idsOf("arrivals=2030-03-25&live=false")).toEqual([cancelled]);
  });

  it("answers a bad day with a Portuguese 400", async () => {
    const res = await staff.get("/api/reservations?departures=amanha").expect(400);
    expect(res.body).toMatchObject({ message: "Data inválida", field: "departures" });
  });
});
