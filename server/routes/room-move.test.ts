// Trocar Quarto and capacity (docs/product.md §7.4, §6.2): POST /api/reservations/:id/room-move moves a stay not yet
// checked in whole and splits a guest in the house at a night; the segments carry the no-double-booking guarantee.
// The pousada's clock is fixed at 12 March 2030, noon in São Paulo.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Agent } from "supertest";
import { sql } from "drizzle-orm";
import type { ReservationDetails, ReservationMapStay, RoomListItem } from "@shared/api";
import { apiFactories, type ApiFactories } from "../test/factories";
import { listening, ownerAndStaff, sessionCookie, testApp, testDatabase } from "../test/harness";
import type { Database } from "../db";

let database: Database;
let app: ReturnType<typeof testApp>;
let owner: Agent;
let staff: Agent;
let api: ApiFactories;
let guestId: string;
/** 105 at R$ 150,00 (2 + 1 extra bed), 106 at R$ 200,00 (capacity 2), 107 at R$ 150,00 (capacity 4). */
let r105: string;
let r106: string;
let r107: string;

const clock = () => new Date("2030-03-12T15:00:00.000Z");

beforeAll(async () => {
  database = await testDatabase();
});

beforeEach(async () => {
  app = testApp(database, { clock });
  ({ owner, staff } = await ownerAndStaff(database, app));
  api = apiFactories({ owner, staff });
  guestId = (await api.guest()).id;
  r105 = (await api.room({ number: "105", capacity: 2, extraBeds: 1 })).id;
  r106 = (await api.room({ number: "106", pricePerNight: "200.00" })).id;
  r107 = (await api.room({ number: "107", capacity: 4 })).id;
});

/** A confirmed stay of 10 to 15 March (5 nights) in 105 unless told otherwise; its id. */
async function book(overrides: Record<string, unknown> = {}) {
  const body = { guestId, roomId: r105, checkInDate: "2030-03-10", checkOutDate: "2030-03-15", numberOfGuests: 2 };
  // R$ 700,00 agreed for 5 nights at R$ 150,00 is a discount, within staff's 10%: it says why (docs/product.md §7.6).
  return (await api.reservation({ ...body, status: "confirmed", motivoDesconto: "Tarifa combinada", ...overrides })).id;
}

/** A stay of 10 to 15 March checked in (on the 12th, the clock's day); its reservation's id. */
async function inHouse(overrides: Record<string, unknown> = {}) {
  const id = await book(overrides);
  await api.checkIn(id);
  return id;
}

const move = (id: string, body: Record<string, unknown>, agent = staff) =>
  agent.post(`/api/reservations/${id}/room-move`).send(body);

async function roomsById() {
  const res = await staff.get("/api/rooms").expect(200);
  return Object.fromEntries((res.body as RoomListItem[]).map((room) => [room.number, room]));
}

async function mapOf(from: string, to: string) {
  const res = await staff.get(`/api/reservations?from=${from}&to=${to}`).expect(200);
  return (res.body as ReservationMapStay[]).map((bar) => ({
    roomId: bar.roomId,
    checkInDate: bar.checkInDate,
    checkOutDate: bar.checkOutDate,
  }));
}

describe("moving a stay not yet checked in", () => {
  it("moves the whole reservation, keeps the agreed total and frees the old room for those dates", async () => {
    const id = await book();
    const res = await move(id, { roomId: r107 }).expect(200);
    const body = res.body as ReservationDetails;
    expect(body).toMatchObject({ id, roomId: r107, room: { number: "107" }, totalAmount: "750.00" });
    expect(body.segments).toEqual([
      { roomId: r107, roomNumber: "107", from: "2030-03-10", to: "2030-03-15", pricePerNight: null },
    ]);
    expect(await mapOf("2030-03-01", "2030-03-31")).toEqual([
      { roomId: r107, checkInDate: "2030-03-10", checkOutDate: "2030-03-15" },
    ]);
    await book({ roomId: r105 });
    expect((await roomsById())["105"]!.status).toBe("available");
  });

  it("takes the new room's rate when keepRate is false: 5 nights x (200 - 150) more", async () => {
    const id = await book();
    const res = await move(id, { roomId: r106, keepRate: false }).expect(200);
    expect(res.body).toMatchObject({ totalAmount: "1000.00", statusPagamento: "PENDENTE" });
    expect(res.body.segments).toEqual([
      { roomId: r106, roomNumber: "106", from: "2030-03-10", to: "2030-03-15", pricePerNight: "200.00" },
    ]);
  });
});

describe("moving a guest in the house", () => {
  it("splits the stay at today: nights before in 105, from today in 106; rooms, front desk and map follow", async () => {
    const id = await inHouse();
    const res = await move(id, { roomId: r106 }).expect(200);
    expect(res.body).toMatchObject({ roomId: r106, room: { number: "106" }, totalAmount: "750.00" });
    expect(res.body.segments).toEqual([
      { roomId: r105, roomNumber: "105", from: "2030-03-10", to: "2030-03-12", pricePerNight: null },
      { roomId: r106, roomNumber: "106", from: "2030-03-12", to: "2030-03-15", pricePerNight: null },
    ]);

    const rooms = await roomsById();
    expect(rooms["105"]).toMatchObject({ status: "cleaning", currentStay: null });
    expect(rooms["106"]).toMatchObject({
      status: "occupied",
      currentStay: {
        reservationId: id,
        guestName: "Ana Souza",
        checkOutDate: "2030-03-15",
        origem: "balcao",
        channel: null,
      },
    });
    const overview = await staff.get("/api/checkinout/overview").expect(200);
    expect(overview.body.activeStays.map((s: { room: { number: string } }) => s.room.number)).toEqual(["106"]);
    expect(await mapOf("2030-03-01", "2030-03-31")).toEqual(
      [
        { roomId: r105, checkInDate: "2030-03-10", checkOutDate: "2030-03-12" },
        { roomId: r106, checkInDate: "2030-03-12", checkOutDate: "2030-03-15" },
      ].sort((a, b) => (a.roomId < b.roomId ? -1 : 1)),
    );

    // 105 is bookable from the move on, not the night before; 106 is taken.
    const other = (await api.guest()).id;
    await book({ guestId: other, checkInDate: "2030-03-12", checkOutDate: "2030-03-15" });
    const before = await staff
      .post("/api/reservations")
      .send({ guestId: other, roomId: r105, checkInDate: "2030-03-11", checkOutDate: "2030-03-12", numberOfGuests: 1 })
      .expect(409);
    expect(before.body).toEqual({ message: "Quarto já reservado neste período", field: "roomId" });
    const available = await staff.get("/api/rooms/availability?checkIn=2030-03-13&checkOut=2030-03-14").expect(200);
    expect(available.body.map((room: { number: string }) => room.number)).toEqual(["107"]);
  });

  it("splits at a past date and, with keepRate false, charges the moved nights' difference exactly", async () => {
    // 5 nights agreed at R$ 700,00 (R$ 140,00 a night); the 4 from the 11th move to 106 at R$ 200,00
    const id = await inHouse({ totalAmount: "700.00" });
    const res = await move(id, { roomId: r106, date: "2030-03-11", keepRate: false }).expect(200);
    // 700 + 4 x (200 - 140) = 940
    expect(res.body.totalAmount).toBe("940.00");
    expect(res.body.segments).toEqual([
      { roomId: r105, roomNumber: "105", from: "2030-03-10", to: "2030-03-11", pricePerNight: null },
      { roomId: r106, roomNumber: "106", from: "2030-03-11", to: "2030-03-15", pricePerNight: "200.00" },
    ]);
  });

  it("lists the bill's nights room by room, adding up to the agreed total", async () => {
    const id = await inHouse();
    await move(id, { roomId: r106 }).expect(200);
    const folio = await staff.get(`/api/reservations/${id}/folio`).expect(200);
    const nights = (folio.body.lines as Array<{ kind: string; description: string; quantity: number; total: string }>)
      .filter((line) => line.kind === "diarias")
      .map(({ description, quantity, total }) => ({ description, quantity, total }));
    expect(nights).toEqual([
      { description: "Diárias - Quarto 105, 10/03/2030 a 12/03/2030", quantity: 2, total: "300.00" },
      { description: "Diárias - Quarto 106, 12/03/2030 a 15/03/2030", quantity: 3, total: "450.00" },
    ]);
    expect(folio.body.total).toBe("750.00");
  });

  it("refuses a date in the future or outside the stay, a taken room and the same room", async () => {
    const id = await inHouse();
    const future = await move(id, { roomId: r106, date: "2030-03-13" }).expect(400);
    expect(future.body).toEqual({
      message: "A troca de um hóspede hospedado vale a partir de hoje ou de uma data passada",
      field: "date",
    });
    const outside = await move(id, { roomId: r106, date: "2030-03-09" }).expect(400);
    expect(outside.body).toEqual({ message: "A data da troca deve ser uma noite desta estadia", field: "date" });
    await book({
      guestId: (await api.guest()).id,
      roomId: r106,
      checkInDate: "2030-03-13",
      checkOutDate: "2030-03-20",
    });
    const taken = await move(id, { roomId: r106 }).expect(409);
    expect(taken.body).toEqual({ message: "Quarto 106 ocupado na noite de 13/03/2030", field: "roomId" });
    const same = await move(id, { roomId: r105 }).expect(409);
    expect(same.body).toEqual({ message: "A reserva já está neste quarto", field: "roomId" });
    const bad = await move(id, { roomId: "106" }).expect(400);
    expect(bad.body).toMatchObject({ message: "Selecione um quarto", field: "roomId" });
    // nothing moved
    const after = await staff.get(`/api/reservations/${id}`).expect(200);
    expect(after.body.segments).toEqual([
      { roomId: r105, roomNumber: "105", from: "2030-03-10", to: "2030-03-15", pricePerNight: null },
    ]);
  });

  it("refuses a PUT that changes an in-house guest's room", async () => {
    const id = await inHouse();
    const res = await staff
      .put(`/api/reservations/${id}`)
      .send({ roomId: r106, checkInDate: "2030-03-10", checkOutDate: "2030-03-15", numberOfGuests: 2 })
      .expect(409);
    expect(res.body).toEqual({ message: "Para hóspedes hospedados, use Trocar Quarto", field: "roomId" });
  });

  it("is recorded in the audit log as a change of the reservation", async () => {
    const id = await inHouse();
    await move(id, { roomId: r106 }).expect(200);
    const { rows } = await database.pool.query(
      "SELECT action, entity, entity_id, path FROM audit_log WHERE path LIKE '%room-move'",
    );
    expect(rows).toEqual([
      { action: "update", entity: "reservation", entity_id: id, path: `/api/reservations/${id}/room-move` },
    ]);
  });
});

describe("moves at the same time", () => {
  it("two clerks moving two guests into 106 at once: one 200, one 409, and 106 holds one guest", async () => {
    const first = await inHouse();
    const second = await inHouse({ guestId: (await api.guest()).id, roomId: r107 });
    const server = await listening(app);
    try {
      const [dono, recepcao] = [
        await sessionCookie(server.base, "dono@example.com"),
        await sessionCookie(server.base, "recepcao@example.com"),
      ];
      const moveBy = (cookie: string, id: string) =>
        fetch(`${server.base}/api/reservations/${id}/room-move`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Cookie: cookie },
          body: JSON.stringify({ roomId: r106 }),
        }).then(async (res) => ({ status: res.status, body: (await res.json()) as { message?: string } }));
      const answers = await Promise.all([moveBy(dono, first), moveBy(recepcao, second)]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expect(["Quarto já reservado neste período", "Quarto 106 ocupado na noite de 12/03/2030"]).toContain(
        answers.find((a) => a.status === 409)!.body.message,
      );
    } finally {
      await server.close();
    }
    const { rows } = await database.pool.query(
      "SELECT count(*)::int AS n FROM reservation_segments WHERE room_id = $1 AND live",
      [r106],
    );
    expect(rows).toEqual([{ n: 1 }]);
  });

  it("a move racing a new booking of the same room and nights: one wins, the other is refused", async () => {
    const id = await inHouse();
    const other = (await api.guest()).id;
    const server = await listening(app);
    try {
      const cookie = await sessionCookie(server.base, "recepcao@example.com");
      const post = (path: string, body: unknown) =>
        fetch(`${server.base}${path}`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Cookie: cookie },
          body: JSON.stringify(body),
        }).then((res) => res.status);
      const statuses = await Promise.all([
        post(`/api/reservations/${id}/room-move`, { roomId: r106 }),
        post("/api/reservations", {
          guestId: other,
          roomId: r106,
          checkInDate: "2030-03-14",
          checkOutDate: "2030-03-16",
          numberOfGuests: 1,
        }),
      ]);
      expect(statuses.filter((s) => s === 409)).toHaveLength(1);
      expect(statuses.filter((s) => s === 200 || s === 201)).toHaveLength(1);
    } finally {
      await server.close();
    }
    const { rows } = await database.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM reservation_segments WHERE room_id = ${r106} AND live`,
    );
    expect(rows).toEqual([{ n: 1 }]);
  });
});

describe("capacity", () => {
  it("refuses more guests than the room holds on create, edit and move; extra beds raise the limit", async () => {
    const over = await staff
      .post("/api/reservations")
      .send({ guestId, roomId: r106, checkInDate: "2030-03-10", checkOutDate: "2030-03-12", numberOfGuests: 3 })
      .expect(409);
    expect(over.body).toEqual({ message: "O quarto 106 comporta no máximo 2 hóspedes", field: "numberOfGuests" });

    // 105: capacity 2 plus 1 extra bed
    const id = await book({ numberOfGuests: 3 });
    const edit = { roomId: r105, checkInDate: "2030-03-10", checkOutDate: "2030-03-15" };
    const tooMany = await staff
      .put(`/api/reservations/${id}`)
      .send({ ...edit, numberOfGuests: 4 })
      .expect(409);
    expect(tooMany.body).toEqual({ message: "O quarto 105 comporta no máximo 3 hóspedes", field: "numberOfGuests" });
    const moved = await move(id, { roomId: r106 }).expect(409);
    expect(moved.body).toEqual({ message: "O quarto 106 comporta no máximo 2 hóspedes", field: "numberOfGuests" });
    await move(id, { roomId: r107 }).expect(200);
  });

  it("keeps extra beds between 0 and 4 in the room register", async () => {
    const res = await owner
      .post("/api/rooms")
      .send({ number: "108", pricePerNight: "100,00", extraBeds: 5 })
      .expect(400);
    expect(res.body).toMatchObject({ message: "Camas extras deve ser entre 0 e 4", field: "extraBeds" });
    const room = await api.room({ number: "109" });
    expect(room.extraBeds).toBe(0);
  });
});
