import http from "node:http";
import type { AddressInfo } from "node:net";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import request, { type Agent } from "supertest";
import { eq } from "drizzle-orm";
import { reservationCancellations } from "@shared/schema/credits";
import { payments } from "@shared/schema/payments";
import { reservations } from "@shared/schema/reservations";
import { checkInOut } from "@shared/schema/stays";
import type { ReservationStatus } from "@shared/enums";
import { apiFactories, type ApiFactories } from "../test/factories";
import { TEST_PASSWORD, ownerAndStaff, testApp, testDatabase } from "../test/harness";
import type { Database } from "../db";

let database: Database;
let owner: Agent;
let staff: Agent;
let api: ApiFactories;
let guestId: string;
let roomId: string;

const DOUBLE_BOOKED = { message: "Quarto já reservado neste período", field: "roomId" };
const MISSING_ID = "00000000-0000-4000-8000-000000000000";
/** The stays below are in 2030: the server's today is early that year (a stay may start at most two years ahead). */
const clock = () => new Date("2030-03-01T15:00:00.000Z");

// ------------------------------------------------------------------ helpers

/** A POST body for a 3-night stay in the default room, 10 to 13 March 2030. */
const stay = (overrides: Record<string, unknown> = {}) => ({
  guestId,
  roomId,
  checkInDate: "2030-03-10",
  checkOutDate: "2030-03-13",
  numberOfGuests: 2,
  notes: null,
  ...overrides,
});

/** The body of a full edit (the edit dialog): every field but the guest. */
const edit = (overrides: Record<string, unknown> = {}) => {
  const { guestId: _omitted, ...body } = stay(overrides);
  return body;
};

const book = (overrides: Record<string, unknown> = {}, agent = staff) => api.reservation(stay(overrides), agent);

/** A reservation in any status: pending and confirmed through the API, the others as check-in/out would leave them. */
async function reservationIn(status: ReservationStatus, overrides: Record<string, unknown> = {}) {
  const initial = status === "confirmed" ? "confirmed" : "pending";
  const created = await book({ status: initial, ...overrides });
  if (status !== initial) {
    await database.db.update(reservations).set({ status }).where(eq(reservations.id, created.id));
  }
  return created.id;
}

const storedReservations = () => database.db.select().from(reservations);

/** Posts a stay the server must refuse with `status` and this answer; nothing is stored. */
async function expectRefused(overrides: Record<string, unknown>, status: number, answer: unknown) {
  const res = await staff.post("/api/reservations").send(stay(overrides)).expect(status);
  expect(res.body).toEqual(answer);
  expect(await storedReservations()).toHaveLength(0);
}
async function stored(id: string) {
  const [row] = await database.db.select().from(reservations).where(eq(reservations.id, id));
  return row;
}

// ------------------------------------------------------------------ set-up

beforeAll(async () => {
  database = await testDatabase();
});

beforeEach(async () => {
  ({ owner, staff } = await ownerAndStaff(database, testApp(database, { clock })));
  api = apiFactories({ owner, staff });
  guestId = (await api.guest({ phone: "(11) 99999-8888" })).id;
  // Room for four: the tests below change the party up to 3 (capacity, docs/product.md §6.2, has its own tests).
  roomId = (await api.room({ capacity: 4 })).id;
});

// ------------------------------------------------------------------ create and validation

describe("creating a reservation", () => {
  it("stores it and answers 201 with the guest's name and phone and the room's number", async () => {
    const res = await staff
      .post("/api/reservations")
      .send(stay({ status: "confirmed", notes: "Chega tarde" }))
      .expect(201);
    expect(res.body).toMatchObject({
      guestId,
      roomId,
      checkInDate: "2030-03-10",
      checkOutDate: "2030-03-13",
      numberOfGuests: 2,
      totalAmount: "450.00",
      status: "confirmed",
      statusPagamento: "PENDENTE",
      notes: "Chega tarde",
      guest: { id: guestId, firstName: "Ana", lastName: "Souza", phone: "11999998888" },
      room: { id: roomId, number: "101", type: "standard", pricePerNight: "150.00" },
    });
    expect(await storedReservations()).toHaveLength(1);
  });

  it("starts as pending when no status is sent, with 1 guest by default", async () => {
    const { numberOfGuests: _omitted, ...body } = stay();
    const res = await staff.post("/api/reservations").send(body).expect(201);
    expect(res.body).toMatchObject({ status: "pending", numberOfGuests: 1 });
  });

  it.each([
    [{ guestId: "" }, "Selecione um hóspede para continuar"],
    [{ guestId: undefined }, "Selecione um hóspede para continuar"],
    [{ roomId: "" }, "Selecione um quarto"],
    [{ roomId: undefined }, "Selecione um quarto"],
    [{ roomId: "101" }, "Selecione um quarto"],
    [{ numberOfGuests: 0 }, "Pelo menos 1 hóspede"],
    [{ numberOfGuests: -3 }, "Pelo menos 1 hóspede"],
    [{ numberOfGuests: 51 }, "Máximo 50 hóspedes"],
    [{ numberOfGuests: 2.5 }, "Informe um número inteiro de hóspedes"],
    [{ checkInDate: "" }, "Data de check-in é obrigatória"],
    [{ checkInDate: undefined }, "Data de check-in é obrigatória"],
    [{ checkOutDate: "" }, "Data de check-out é obrigatória"],
    [{ checkOutDate: undefined }, "Data de check-out é obrigatória"],
    [{ checkInDate: "2030-02-30" }, "Data inválida"],
    [{ checkOutDate: "13/03/2030" }, "Data inválida"],
    [{ checkOutDate: "2030-03-10" }, "A data de check-out deve ser posterior à data de check-in"],
    [{ checkOutDate: "2030-03-09" }, "A data de check-out deve ser posterior à data de check-in"],
    [{ status: "reserved" }, "Status de reserva inválido"],
    [{ status: "checked_in" }, "Uma nova reserva começa como Pendente ou Confirmada"],
    [{ status: "completed" }, "Uma nova reserva começa como Pendente ou Confirmada"],
    [{ status: "cancelled" }, "Uma nova reserva começa como Pendente ou Confirmada"],
    [{ totalAmount: "12,345" }, "Valor inválido. Use o formato 1.200,00"],
    [{ totalAmount: "-10.00" }, "Valor inválido. Use o formato 1.200,00"],
    [{ totalAmount: "123456789.00" }, "Valor inválido. Use o formato 1.200,00"],
  ])("refuses %o with 400 and the Portuguese message, storing nothing", async (override, message) => {
    const res = await staff.post("/api/reservations").send(stay(override)).expect(400);
    expect(res.body.message).toBe(message);
    expect(await storedReservations()).toHaveLength(0);
  });

  it("names the check-out field when the check-out is not after the check-in", async () => {
    const res = await staff
      .post("/api/reservations")
      .send(stay({ checkOutDate: "2030-03-10" }))
      .expect(400);
    expect(res.body.field).toBe("checkOutDate");
  });

  it.each([
    ["statusPagamento", { statusPagamento: "PAGO" }],
    ["id", { id: MISSING_ID }],
    ["createdAt", { createdAt: "2020-01-01T00:00:00Z" }],
    ["desconto", { desconto: "10" }],
  ])("refuses the unknown field %s instead of storing it", async (key, override) => {
    const res = await staff.post("/api/reservations").send(stay(override)).expect(400);
    expect(res.body.message).toBe(`Campo não permitido: ${key}`);
    expect(await storedReservations()).toHaveLength(0);
  });

  it.each([
    ["guestId", "Hóspede não encontrado"],
    ["roomId", "Quarto não encontrado"],
  ])("refuses a %s that does not exist", async (field, message) => {
    await expectRefused({ [field]: MISSING_ID }, 400, { message, field });
  });

  it("refuses an inactive room", async () => {
    const inactive = await api.room({ number: "102", isActive: false });
    await expectRefused({ roomId: inactive.id }, 400, {
      message: "Este quarto está inativo e não pode ser reservado",
      field: "roomId",
    });
  });

  it("refuses an out-of-order room, but books a room in cleaning or maintenance", async () => {
    const broken = await api.room({ number: "102" });
    await api.setRoomStatus(broken.id, "out_of_order");
    await expectRefused({ roomId: broken.id }, 409, {
      message: "Este quarto está fora de ordem e não pode ser reservado",
      field: "roomId",
    });

    await api.setRoomStatus(roomId, "maintenance");
    await book();
  });

  it("needs a signed-in user and refuses a request from a foreign origin", async () => {
    const anonymous = await request(testApp(database)).get("/api/reservations").expect(401);
    expect(anonymous.body.message).toBe("Unauthorized");
    const forged = await staff.post("/api/reservations").set("Origin", "https://evil.example").send(stay()).expect(403);
    expect(forged.body.message).toBe("Origem da requisição não permitida");
    expect(await storedReservations()).toHaveLength(0);
  });
});

// ------------------------------------------------------------------ money

describe("price and nights", () => {
  it.each([
    ["3 nights at 150.00", "150.00", "2030-03-10", "2030-03-13", "450.00"],
    ["1 night", "150.00", "2030-03-10", "2030-03-11", "150.00"],
    ["across a month end", "200", "2030-01-30", "2030-02-02", "600.00"],
    ["3 nights at 0.10, without float drift", "0.10", "2030-03-10", "2030-03-13", "0.30"],
    ["3 nights at 33.33", "33.33", "2030-03-10", "2030-03-13", "99.99"],
    ["7 nights at 189,90", "189,90", "2030-03-01", "2030-03-08", "1329.30"],
  ])("computes the total when none is sent: %s", async (_case, price, checkInDate, checkOutDate, total) => {
    const room = await api.room({ number: "202", pricePerNight: price });
    const created = await book({ roomId: room.id, checkInDate, checkOutDate });
    expect(created.totalAmount).toBe(total);
    expect((await stored(created.id))!.totalAmount).toBe(total);
  });

  it("computes the total when the total is sent empty", async () => {
    expect((await book({ totalAmount: "" })).totalAmount).toBe("450.00");
  });

  it.each([
    ["399.90", "399.90"],
    ["399,9", "399.90"],
    ["0", "0.00"],
    ["0.10", "0.10"],
    ["1234567.89", "1234567.89"],
    ["99999999.99", "99999999.99"],
  ])("keeps a total sent by hand (%j) as the exact decimal %j", async (sent, kept) => {
    // Below nights x price (R$ 450,00) it is a discount: the owner's, with its reason (docs/product.md §7.6).
    const created = await book({ totalAmount: sent, motivoDesconto: "Acordo" }, owner);
    expect(created.totalAmount).toBe(kept);
    const list = await staff.get("/api/reservations").expect(200);
    expect(list.body[0].totalAmount).toBe(kept);
    expect((await stored(created.id))!.totalAmount).toBe(kept);
  });

  it("refuses with 400, not a server error, a computed total too large to store", async () => {
    const tooLarge = { message: "Valor total acima do máximo permitido (R$ 99.999.999,99)", field: "totalAmount" };
    const palace = await api.room({ number: "999", pricePerNight: "50000000.00" });
    await book({ roomId: palace.id, checkInDate: "2030-03-10", checkOutDate: "2030-03-11" }); // one night fits
    const twoNights = stay({ roomId: palace.id, checkInDate: "2030-04-10", checkOutDate: "2030-04-12" });
    const res = await staff.post("/api/reservations").send(twoNights).expect(400);
    expect(res.body).toEqual(tooLarge);
    expect(await storedReservations()).toHaveLength(1);

    const created = await book();
    const edited = await staff
      .put(`/api/reservations/${created.id}`)
      .send(edit({ roomId: palace.id }))
      .expect(400);
    expect(edited.body).toEqual(tooLarge);
    expect(await stored(created.id)).toMatchObject({ roomId, totalAmount: "450.00" });
  });

  it("recomputes the total on a full edit without one, from the new room and dates", async () => {
    const created = await book();
    const suite = await api.room({ number: "301", type: "suite", pricePerNight: "320.50" });
    const res = await staff
      .put(`/api/reservations/${created.id}`)
      .send(edit({ roomId: suite.id, checkInDate: "2030-03-10", checkOutDate: "2030-03-12" }))
      .expect(200);
    expect(res.body).toMatchObject({ roomId: suite.id, totalAmount: "641.00", room: { number: "301", type: "suite" } });
  });

  it("keeps a total sent by hand on a full edit", async () => {
    const created = await book();
    const res = await staff
      .put(`/api/reservations/${created.id}`)
      .send(edit({ totalAmount: "420,00", motivoDesconto: "Acordo" }))
      .expect(200);
    expect(res.body.totalAmount).toBe("420.00");
  });

  it("leaves the total alone on a status change", async () => {
    const created = await book({ totalAmount: "123.45", motivoDesconto: "Acordo" }, owner);
    const res = await staff.put(`/api/reservations/${created.id}`).send({ status: "confirmed" }).expect(200);
    expect(res.body.totalAmount).toBe("123.45");
  });
});

// ------------------------------------------------------------------ no double booking

describe("no double booking", () => {
  it("refuses a stay that shares a night with a live one, and allows back-to-back stays", async () => {
    await book({ checkInDate: "2030-03-10", checkOutDate: "2030-03-13" });

    for (const [checkInDate, checkOutDate] of [
      ["2030-03-12", "2030-03-14"],
      ["2030-03-08", "2030-03-11"],
      ["2030-03-11", "2030-03-12"],
      ["2030-03-01", "2030-03-31"],
    ]) {
      const res = await staff.post("/api/reservations").send(stay({ checkInDate, checkOutDate })).expect(409);
      expect(res.body).toEqual(DOUBLE_BOOKED);
    }
    expect(await storedReservations()).toHaveLength(1);

    await book({ checkInDate: "2030-03-13", checkOutDate: "2030-03-15" }); // check-in on the check-out day
    await book({ checkInDate: "2030-03-07", checkOutDate: "2030-03-10" }); // check-out on the check-in day
    const other = await api.room({ number: "102" });
    await book({ roomId: other.id }); // same dates, another room
    expect(await storedReservations()).toHaveLength(4);
  });

  it.each(["cancelled", "no_show"] as const)("lets a %s reservation release the room", async (status) => {
    const first = await book();
    await staff.put(`/api/reservations/${first.id}`).send({ status }).expect(200);
    await book();
    expect(await storedReservations()).toHaveLength(2);
  });

  it("refuses to re-open a cancelled reservation whose dates were taken meanwhile, and keeps it cancelled", async () => {
    const first = await book();
    await staff.put(`/api/reservations/${first.id}`).send({ status: "cancelled" }).expect(200);
    await book({ checkInDate: "2030-03-12", checkOutDate: "2030-03-14" });

    const res = await staff.put(`/api/reservations/${first.id}`).send({ status: "pending" }).expect(409);
    expect(res.body).toEqual(DOUBLE_BOOKED);
    expect((await stored(first.id))!.status).toBe("cancelled");
  });

  it("re-opens a cancelled reservation whose room is still free", async () => {
    const first = await book();
    await staff.put(`/api/reservations/${first.id}`).send({ status: "cancelled" }).expect(200);
    await book({ checkInDate: "2030-03-13", checkOutDate: "2030-03-15" });
    const res = await staff.put(`/api/reservations/${first.id}`).send({ status: "pending" }).expect(200);
    expect(res.body.status).toBe("pending");
  });

  it("refuses to move a stay's dates onto another stay, and changes nothing", async () => {
    await book({ checkInDate: "2030-03-20", checkOutDate: "2030-03-25" });
    const moving = await book({ notes: "antes" });

    const res = await staff
      .put(`/api/reservations/${moving.id}`)
      .send(edit({ checkInDate: "2030-03-18", checkOutDate: "2030-03-21", notes: "depois" }))
      .expect(409);
    expect(res.body).toEqual(DOUBLE_BOOKED);
    expect(await stored(moving.id)).toMatchObject({
      checkInDate: "2030-03-10",
      checkOutDate: "2030-03-13",
      notes: "antes",
    });
  });

  it("refuses to move a stay into another room that is taken on those dates", async () => {
    const other = await api.room({ number: "102" });
    await book({ roomId: other.id });
    const moving = await book();
    const res = await staff
      .put(`/api/reservations/${moving.id}`)
      .send(edit({ roomId: other.id }))
      .expect(409);
    expect(res.body).toEqual(DOUBLE_BOOKED);
    expect((await stored(moving.id))!.roomId).toBe(roomId);
  });

  it("lets a stay move over its own old dates and end where the next one begins", async () => {
    await book({ checkInDate: "2030-03-14", checkOutDate: "2030-03-16" });
    const moving = await book();
    const res = await staff
      .put(`/api/reservations/${moving.id}`)
      .send(edit({ checkInDate: "2030-03-11", checkOutDate: "2030-03-14" }))
      .expect(200);
    expect(res.body).toMatchObject({ checkInDate: "2030-03-11", checkOutDate: "2030-03-14" });
  });

  it("allows exactly one of 50 simultaneous bookings of the same room and dates", async () => {
    const server = http.createServer(testApp(database, { clock }));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const login = await fetch(`${base}/api/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: "recepcao@example.com", password: TEST_PASSWORD }),
      });
      expect(login.status).toBe(200);
      const cookie = login.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; ");
      expect(cookie).toContain("hospeda.sid=");

      const body = JSON.stringify(stay({ status: "confirmed" }));
      const attempts = Array.from({ length: 50 }, () =>
        fetch(`${base}/api/reservations`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Cookie: cookie },
          body,
        }).then(async (res) => ({ status: res.status, body: (await res.json()) as { message?: string } })),
      );
      const answers = await Promise.all(attempts);

      const created = answers.filter((a) => a.status === 201);
      const refused = answers.filter((a) => a.status === 409);
      expect(created).toHaveLength(1);
      expect(refused).toHaveLength(49);
      for (const answer of refused) expect(answer.body.message).toBe("Quarto já reservado neste período");
      expect(await storedReservations()).toHaveLength(1);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

// ------------------------------------------------------------------ status moves

describe("status moves", () => {
  it.each([
    ["pending", "confirmed"],
    ["confirmed", "pending"],
    ["pending", "cancelled"],
    ["pending", "no_show"],
    ["confirmed", "cancelled"],
    ["confirmed", "no_show"],
    ["cancelled", "pending"],
    ["no_show", "pending"],
  ] as const)("moves %s -> %s", async (from, to) => {
    const id = await reservationIn(from);
    const res = await staff.put(`/api/reservations/${id}`).send({ status: to }).expect(200);
    expect(res.body).toMatchObject({ id, status: to, room: { number: "101" } });
    const list = await staff.get("/api/reservations").expect(200);
    expect(list.body).toMatchObject([{ id, status: to }]);
  });

  const label = (from: string, to: string) => `Não é possível mudar uma reserva de "${from}" para "${to}".`;
  const BY_CHECK_IN_SCREEN = "Check-in e check-out são registrados na tela Check-in / Check-out.";

  it.each([
    ["cancelled", "confirmed", label("Cancelada", "Confirmada")],
    ["cancelled", "no_show", label("Cancelada", "Não Compareceu")],
    ["no_show", "confirmed", label("Não Compareceu", "Confirmada")],
    ["no_show", "cancelled", label("Não Compareceu", "Cancelada")],
    ["pending", "checked_in", BY_CHECK_IN_SCREEN],
    ["confirmed", "checked_in", BY_CHECK_IN_SCREEN],
    ["confirmed", "completed", BY_CHECK_IN_SCREEN],
    ["cancelled", "completed", BY_CHECK_IN_SCREEN],
    ["checked_in", "completed", BY_CHECK_IN_SCREEN],
    ["checked_in", "pending", label("Check-in Realizado", "Pendente")],
    ["checked_in", "confirmed", label("Check-in Realizado", "Confirmada")],
    ["checked_in", "cancelled", label("Check-in Realizado", "Cancelada")],
    ["checked_in", "no_show", label("Check-in Realizado", "Não Compareceu")],
    ["completed", "pending", label("Concluída", "Pendente")],
    ["completed", "cancelled", label("Concluída", "Cancelada")],
    ["completed", "checked_in", BY_CHECK_IN_SCREEN],
  ] as const)("refuses %s -> %s with 409 and changes nothing", async (from, to, message) => {
    const id = await reservationIn(from);
    const before = await stored(id);
    const res = await staff.put(`/api/reservations/${id}`).send({ status: to }).expect(409);
    expect(res.body).toEqual({ message, field: "status" });
    expect(await stored(id)).toEqual(before);
  });

  it("refuses a refused move inside a full edit too, keeping the other fields", async () => {
    const id = await reservationIn("cancelled");
    const res = await staff
      .put(`/api/reservations/${id}`)
      .send(edit({ status: "confirmed", numberOfGuests: 4, notes: "mudou" }))
      .expect(409);
    expect(res.body.message).toBe(label("Cancelada", "Confirmada"));
    expect(await stored(id)).toMatchObject({ status: "cancelled", numberOfGuests: 2, notes: null });
  });

  it("lets a checked-in stay be edited while it keeps its status", async () => {
    const id = await reservationIn("checked_in");
    const res = await staff
      .put(`/api/reservations/${id}`)
      .send(edit({ checkOutDate: "2030-03-14", notes: "estendeu uma noite" }))
      .expect(200);
    expect(res.body).toMatchObject({ status: "checked_in", checkOutDate: "2030-03-14", totalAmount: "600.00" });
  });

  it("refuses an unknown status on a status change", async () => {
    const id = await reservationIn("pending");
    const res = await staff.put(`/api/reservations/${id}`).send({ status: "checked_out" }).expect(400);
    expect(res.body.message).toBe("Status de reserva inválido");
    expect((await stored(id))!.status).toBe("pending");
  });
});

// ------------------------------------------------------------------ full edit

describe("editing a reservation", () => {
  it("changes the stay and answers with the fresh view", async () => {
    const created = await book();
    const res = await staff
      .put(`/api/reservations/${created.id}`)
      .send(
        edit({
          checkInDate: "2030-04-01",
          checkOutDate: "2030-04-05",
          numberOfGuests: 3,
          notes: "Berço",
          status: "confirmed",
        }),
      )
      .expect(200);
    expect(res.body).toMatchObject({
      id: created.id,
      checkInDate: "2030-04-01",
      checkOutDate: "2030-04-05",
      numberOfGuests: 3,
      notes: "Berço",
      status: "confirmed",
      totalAmount: "600.00",
      guest: { firstName: "Ana", phone: "11999998888" },
    });
  });

  it.each([
    [{ roomId: "" }, "Selecione um quarto"],
    [{ numberOfGuests: 0 }, "Pelo menos 1 hóspede"],
    [{ numberOfGuests: 51 }, "Máximo 50 hóspedes"],
    [{ checkInDate: "" }, "Data de check-in é obrigatória"],
    [{ checkOutDate: "" }, "Data de check-out é obrigatória"],
    [{ checkOutDate: "2030-03-01" }, "A data de check-out deve ser posterior à data de check-in"],
    [{ status: "reserved" }, "Status de reserva inválido"],
  ])("refuses %o with the Portuguese message and changes nothing", async (override, message) => {
    const created = await book();
    const before = await stored(created.id);
    const res = await staff.put(`/api/reservations/${created.id}`).send(edit(override)).expect(400);
    expect(res.body.message).toBe(message);
    expect(await stored(created.id)).toEqual(before);
  });

  it("refuses to change the guest or other unknown fields", async () => {
    const created = await book();
    const other = await api.guest({ firstName: "Bruno", phone: "(21) 98888-7777" });
    await staff
      .put(`/api/reservations/${created.id}`)
      .send({ ...edit(), guestId: other.id })
      .expect(400);
    await staff
      .put(`/api/reservations/${created.id}`)
      .send({ status: "confirmed", statusPagamento: "PAGO" })
      .expect(400);
    expect(await stored(created.id)).toMatchObject({ guestId, status: "pending", statusPagamento: "PENDENTE" });
  });

  it("refuses to move a stay into an inactive or out-of-order room", async () => {
    const created = await book();
    const inactive = await api.room({ number: "102", isActive: false });
    const broken = await api.room({ number: "103" });
    await api.setRoomStatus(broken.id, "out_of_order");

    const toInactive = await staff
      .put(`/api/reservations/${created.id}`)
      .send(edit({ roomId: inactive.id }))
      .expect(400);
    expect(toInactive.body.message).toBe("Este quarto está inativo e não pode ser reservado");
    const toBroken = await staff
      .put(`/api/reservations/${created.id}`)
      .send(edit({ roomId: broken.id }))
      .expect(409);
    expect(toBroken.body.message).toBe("Este quarto está fora de ordem e não pode ser reservado");
    expect((await stored(created.id))!.roomId).toBe(roomId);
  });

  it("answers 404 'Reserva não encontrada' for an unknown or malformed id", async () => {
    for (const id of [MISSING_ID, "abc"]) {
      const put = await staff.put(`/api/reservations/${id}`).send({ status: "confirmed" }).expect(404);
      expect(put.body.message).toBe("Reserva não encontrada");
      const del = await owner.delete(`/api/reservations/${id}`).expect(404);
      expect(del.body.message).toBe("Reserva não encontrada");
    }
  });
});

// ------------------------------------------------------------------ reads

describe("reading reservations", () => {
  it("lists every reservation with the guest's name and phone and the room's number, latest stays first", async () => {
    const bruno = await api.guest({ firstName: "Bruno", lastName: "Lima", phone: "(21) 98888-7777" });
    const suite = await api.room({ number: "12A", type: "suite", pricePerNight: "300.00" });
    const early = await book();
    const late = await book({
      guestId: bruno.id,
      roomId: suite.id,
      checkInDate: "2030-05-01",
      checkOutDate: "2030-05-02",
    });

    const res = await staff.get("/api/reservations").expect(200);
    expect(res.body.map((r: { id: string }) => r.id)).toEqual([late.id, early.id]);
    expect(res.body[0]).toMatchObject({
      guest: { id: bruno.id, firstName: "Bruno", lastName: "Lima", phone: "21988887777" },
      room: { id: suite.id, number: "12A", type: "suite", pricePerNight: "300.00" },
    });
    expect(Object.keys(res.body[0].guest).sort()).toEqual(["firstName", "id", "lastName", "phone"]);
    expect(res.body[1]).toMatchObject({ guest: { firstName: "Ana", lastName: "Souza" }, room: { number: "101" } });
  });

  it("reads one reservation in full, and answers 404 for an unknown one", async () => {
    const created = await book({ notes: "Berço" });
    const res = await staff.get(`/api/reservations/${created.id}`).expect(200);
    expect(res.body).toMatchObject({
      id: created.id,
      notes: "Berço",
      totalAmount: "450.00",
      guest: { id: guestId, firstName: "Ana", lastName: "Souza", phone: "11999998888" },
      room: { id: roomId, number: "101" },
    });
    for (const id of [MISSING_ID, "abc"]) {
      const missing = await staff.get(`/api/reservations/${id}`).expect(404);
      expect(missing.body.message).toBe("Reserva não encontrada");
    }
  });

  describe("a date window (the reservation map)", () => {
    // Room 101: A 1-5 Dec, B 5-10 Dec, C 10-12 Dec (cancelled); room 102: D 20-25 Dec.
    let ids: Record<"A" | "B" | "C" | "D", string>;
    let otherRoomId: string;
    beforeEach(async () => {
      otherRoomId = (await api.room({ number: "102" })).id;
      const a = await book({ checkInDate: "2030-12-01", checkOutDate: "2030-12-05" });
      const b = await book({ checkInDate: "2030-12-05", checkOutDate: "2030-12-10", status: "confirmed" });
      const c = await book({ checkInDate: "2030-12-10", checkOutDate: "2030-12-12" });
      await staff.put(`/api/reservations/${c.id}`).send({ status: "cancelled" }).expect(200);
      const d = await book({ roomId: otherRoomId, checkInDate: "2030-12-20", checkOutDate: "2030-12-25" });
      ids = { A: a.id, B: b.id, C: c.id, D: d.id };
    });

    it.each([
      ["2030-12-05", "2030-12-10", ["B"]],
      ["2030-12-04", "2030-12-11", ["A", "B"]],
      ["2030-12-01", "2030-12-02", ["A"]],
      ["2030-12-10", "2030-12-12", []], // only the cancelled C: it no longer holds the room
      ["2030-11-01", "2030-12-01", []],
      ["2030-12-12", "2030-12-20", []],
      ["2030-12-11", "2030-12-21", ["D"]],
      ["2030-11-01", "2031-01-01", ["A", "B", "D"]],
    ])("from %s to %s gives exactly the live stays %j", async (from, to, expected) => {
      const res = await staff.get("/api/reservations").query({ from, to }).expect(200);
      const names = Object.entries(ids)
        .filter(([, id]) => res.body.some((r: { id: string }) => r.id === id))
        .map(([name]) => name);
      expect(names).toEqual(expected);
      expect(res.body).toHaveLength(expected.length);
    });

    it("gives each stay its room, dates, status and guest name", async () => {
      const res = await staff.get("/api/reservations").query({ from: "2030-12-04", to: "2030-12-21" }).expect(200);
      const byId = (id: string) => res.body.find((r: { id: string }) => r.id === id);
      expect(byId(ids.B)).toMatchObject({
        roomId,
        checkInDate: "2030-12-05",
        checkOutDate: "2030-12-10",
        status: "confirmed",
        guestFirstName: "Ana",
        guestLastName: "Souza",
      });
      expect(byId(ids.D)).toMatchObject({ roomId: otherRoomId, checkInDate: "2030-12-20", status: "pending" });
    });

    // The bars read the segments' copies (migrations/0034): a new status and the guest's new name reach the map.
    it("shows a stay's new status and its guest's new name", async () => {
      await staff.put(`/api/reservations/${ids.B}`).send({ status: "pending" }).expect(200);
      await staff
        .put(`/api/guests/${guestId}`)
        .send({ firstName: "Ana Maria", lastName: "Souza Lima", phone: "(11) 99999-8888" })
        .expect(200);
      const res = await staff.get("/api/reservations").query({ from: "2030-12-05", to: "2030-12-06" }).expect(200);
      expect(res.body).toStrictEqual([
        {
          id: ids.B,
          roomId,
          checkInDate: "2030-12-05",
          checkOutDate: "2030-12-10",
          status: "pending",
          origem: "balcao",
          kind: "reservation",
          guestFirstName: "Ana Maria",
          guestLastName: "Souza Lima",
          channel: null,
        },
      ]);
    });

    // The bars are the window SQL's rows as they come (windowStays): toStrictEqual holds every key a bar carries,
    // and nothing of the guest beyond the name.
    it("answers a room's stays in date order, each with exactly the fields of a bar", async () => {
      const res = await staff.get("/api/reservations").query({ from: "2030-12-01", to: "2030-12-12" }).expect(200);
      const bar = { roomId, kind: "reservation", origem: "balcao", guestFirstName: "Ana", guestLastName: "Souza" };
      expect(res.body).toStrictEqual([
        { ...bar, id: ids.A, checkInDate: "2030-12-01", checkOutDate: "2030-12-05", status: "pending", channel: null },
        {
          ...bar,
          id: ids.B,
          checkInDate: "2030-12-05",
          checkOutDate: "2030-12-10",
          status: "confirmed",
          channel: null,
        },
      ]);
    });

    it.each([
      [{ from: "2030-12-01" }, "Data final é obrigatória"],
      [{ to: "2030-12-01" }, "Data inicial é obrigatória"],
      [{ from: "2030-12-10", to: "2030-12-10" }, "A data final deve ser posterior à inicial"],
      [{ from: "2030-12-10", to: "2030-12-01" }, "A data final deve ser posterior à inicial"],
      [{ from: "2030-01-01", to: "2031-06-01" }, "Período muito longo (máximo de 400 dias)"],
      [{ from: "ontem", to: "2030-12-01" }, "Data inválida"],
    ])("refuses the window %o", async (query, message) => {
      const res = await staff.get("/api/reservations").query(query).expect(400);
      expect(res.body.message).toBe(message);
    });
  });
});

// ------------------------------------------------------------------ availability

describe("rooms available for a stay", () => {
  const available = async (query: Record<string, string>) => {
    const res = await staff.get("/api/rooms/availability").query(query).expect(200);
    return res.body.map((r: { number: string }) => r.number);
  };
  const MARCH = { checkIn: "2030-03-10", checkOut: "2030-03-13" };

  it("offers active rooms not out of order with no live stay on those dates", async () => {
    // 101: free (default room)
    await api.room({ number: "102", isActive: false });
    const broken = await api.room({ number: "103" });
    await api.setRoomStatus(broken.id, "out_of_order");
    const taken = await api.room({ number: "104" });
    const takenStay = await book({ roomId: taken.id, checkInDate: "2030-03-12", checkOutDate: "2030-03-15" });
    const cancelled = await api.room({ number: "105" });
    const cancelledStay = await book({ roomId: cancelled.id });
    await staff.put(`/api/reservations/${cancelledStay.id}`).send({ status: "cancelled" }).expect(200);
    const noShow = await api.room({ number: "106" });
    const noShowStay = await book({ roomId: noShow.id });
    await staff.put(`/api/reservations/${noShowStay.id}`).send({ status: "no_show" }).expect(200);
    const backToBack = await api.room({ number: "107" });
    await book({ roomId: backToBack.id, checkInDate: "2030-03-05", checkOutDate: "2030-03-10" });
    await book({ roomId: backToBack.id, checkInDate: "2030-03-13", checkOutDate: "2030-03-20" });
    const occupiedToday = await api.room({ number: "108" });
    await api.setRoomStatus(occupiedToday.id, "occupied");
    const checkedIn = await api.room({ number: "109" });
    await reservationIn("checked_in", { roomId: checkedIn.id });

    expect(await available(MARCH)).toEqual(["101", "105", "106", "107", "108"]);
    expect(await available({ ...MARCH, excludeReservationId: takenStay.id })).toEqual([
      "101",
      "104",
      "105",
      "106",
      "107",
      "108",
    ]);
    // other windows: 107 is taken before the 10th; in February every active, working room is free
    expect(await available({ checkIn: "2030-03-01", checkOut: "2030-03-10" })).not.toContain("107");
    expect(await available({ checkIn: "2030-02-01", checkOut: "2030-02-05" })).toEqual([
      "101",
      "104",
      "105",
      "106",
      "107",
      "108",
      "109",
    ]);
  });

  it.each([
    [{ checkOut: "2030-03-13" }, "Data de check-in é obrigatória"],
    [{ checkIn: "2030-03-10" }, "Data de check-out é obrigatória"],
    [{ checkIn: "2030-03-10", checkOut: "2030-03-10" }, "A data final deve ser posterior à inicial"],
    [{ ...MARCH, excludeReservationId: "abc" }, "Reserva inválida"],
  ])("refuses %o", async (query, message) => {
    const res = await staff.get("/api/rooms/availability").query(query).expect(400);
    expect(res.body.message).toBe(message);
  });
});

// ------------------------------------------------------------------ roles and deletion

describe("who may do what", () => {
  it("lets staff create and edit reservations but not delete them", async () => {
    const created = await book({}, staff);
    await staff
      .put(`/api/reservations/${created.id}`)
      .send(edit({ numberOfGuests: 3 }))
      .expect(200);
    await staff.put(`/api/reservations/${created.id}`).send({ status: "confirmed" }).expect(200);

    const res = await staff.delete(`/api/reservations/${created.id}`).expect(403);
    expect(res.body.message).toBe("Acesso restrito ao proprietário");
    expect(await stored(created.id)).toMatchObject({ numberOfGuests: 3, status: "confirmed" });
  });

  it("lets the owner delete a reservation, which frees its room", async () => {
    const created = await book({}, owner);
    await owner.delete(`/api/reservations/${created.id}`).expect(204);
    expect((await owner.get("/api/reservations")).body).toEqual([]);
    await owner.delete(`/api/reservations/${created.id}`).expect(404);
    await book();
  });

  it("deletes a reservation cancelled with no money on it, with its cancellation record", async () => {
    const created = await book({}, owner);
    await owner.put(`/api/reservations/${created.id}`).send({ status: "cancelled" }).expect(200);
    expect(await database.db.select().from(reservationCancellations)).toHaveLength(1);
    await owner.delete(`/api/reservations/${created.id}`).expect(204);
    expect(await stored(created.id)).toBeUndefined();
    expect(await database.db.select().from(reservationCancellations)).toEqual([]);
  });

  it("keeps a cancellation that kept a fee: the reservation is not deleted", async () => {
    const created = await book({}, owner);
    await owner.put(`/api/reservations/${created.id}`).send({ status: "cancelled" }).expect(200);
    await database.db.update(reservationCancellations).set({ fee: "50.00" });
    const res = await owner.delete(`/api/reservations/${created.id}`).expect(409);
    expect(res.body.message).toBe(
      "Não é possível excluir esta reserva: ela já tem check-in, pagamentos ou consumos registrados. Cancele-a em vez de excluir.",
    );
    expect(await stored(created.id)).toBeDefined();
    expect(await database.db.select().from(reservationCancellations)).toHaveLength(1);
  });

  it.each([
    [
      "a check-in record",
      (reservationId: string) =>
        database.db
          .insert(checkInOut)
          .values({ reservationId, guestId, roomId, checkInTime: new Date(), actualCheckInDate: new Date() }),
    ],
    [
      "a payment",
      (reservationId: string) =>
        database.db
          .insert(payments)
          .values({ reservationId, guestId, amount: "100.00", method: "pix", status: "completed" }),
    ],
  ])("refuses to delete a reservation with %s, and deletes nothing", async (what, attach) => {
    const created = await book();
    await attach(created.id);
    const res = await owner.delete(`/api/reservations/${created.id}`).expect(409);
    expect(res.body.message).toBe(
      "Não é possível excluir esta reserva: ela já tem check-in, pagamentos ou consumos registrados. Cancele-a em vez de excluir.",
    );
    expect(await stored(created.id)).toBeDefined();
    expect(await database.db.select().from(checkInOut)).toHaveLength(what === "a check-in record" ? 1 : 0);
    expect(await database.db.select().from(payments)).toHaveLength(what === "a payment" ? 1 : 0);
  });
});
