// Check-in / Check-out (docs/product.md §8): each move is one transaction over the stay, the room and the reservation;
// the lists of the screen are computed for "today" at the pousada (America/Sao_Paulo, UTC-3), from the server's clock.
// The clock is fixed here: `at(instant)` moves it.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import request, { type Agent } from "supertest";
import { asc, sql } from "drizzle-orm";
import { payments } from "@shared/schema/payments";
import { reservations } from "@shared/schema/reservations";
import { rooms } from "@shared/schema/rooms";
import { checkInOut } from "@shared/schema/stays";
import type { FrontDeskOverview, StayView } from "@shared/api/stays";
import { apiFactories, type ApiFactories } from "../test/factories";
import { ownerAndStaff, testApp, testDatabase, watersConsumed } from "../test/harness";
import type { Database } from "../db";

let database: Database;
let owner: Agent;
let staff: Agent;
let app: ReturnType<typeof testApp>;
let api: ApiFactories;
let guestId: string;
let roomId: string;

const MISSING_ID = "00000000-0000-4000-8000-000000000000";
/** 10 March 2030, 12:00 in São Paulo. */
const NOON_10_MARCH = "2030-03-10T15:00:00.000Z";

let now = new Date(NOON_10_MARCH);
/** Sets the server's clock. */
const at = (instant: string) => {
  now = new Date(instant);
};

// ------------------------------------------------------------------ helpers

/** A confirmed reservation (the dialog's default), 10 to 13 March in the default room, unless told otherwise; its id. */
async function book(overrides: Record<string, unknown> = {}) {
  const reservation = await api.reservation({
    guestId,
    roomId,
    checkInDate: "2030-03-10",
    checkOutDate: "2030-03-13",
    numberOfGuests: 2,
    status: "confirmed",
    notes: null,
    ...overrides,
  });
  return reservation.id;
}

const checkIn = (reservationId: string, body: Record<string, unknown> = {}) =>
  staff.post("/api/checkinout").send({ reservationId, ...body });
/** The stays here are unpaid: the clerk has confirmed the balance due (the balance rule: payments.test.ts). */
const checkOut = (stayId: string, body: Record<string, unknown> = {}) =>
  staff.put(`/api/checkinout/${stayId}`).send({ confirmarSaldoDevedor: true, ...body });

/** Checks a reservation in at `instant` (the clock stays there); the stay's id. */
async function checkedIn(reservationId: string, instant: string) {
  at(instant);
  return (await api.checkIn(reservationId)).id;
}

async function overview(): Promise<FrontDeskOverview> {
  const res = await staff.get("/api/checkinout/overview").expect(200);
  return res.body;
}

async function roomStatus(id: string) {
  const res = await staff.get("/api/rooms").expect(200);
  return (res.body as Array<{ id: string; status: string }>).find((room) => room.id === id)!.status;
}
async function reservationStatus(id: string) {
  const res = await staff.get(`/api/reservations/${id}`).expect(200);
  return res.body.status as string;
}

/** Everything a check-in or check-out may touch, in full: stays, rooms, reservations. */
async function snapshot() {
  const [stays, roomRows, reservationRows] = await Promise.all([
    database.db.select().from(checkInOut).orderBy(asc(checkInOut.id)),
    database.db.select().from(rooms).orderBy(asc(rooms.id)),
    database.db.select().from(reservations).orderBy(asc(reservations.id)),
  ]);
  return { stays, rooms: roomRows, reservations: reservationRows };
}
const storedStays = () => database.db.select().from(checkInOut);

// ------------------------------------------------------------------ set-up

beforeAll(async () => {
  database = await testDatabase();
});

beforeEach(async () => {
  at(NOON_10_MARCH);
  app = testApp(database, { clock: () => now });
  ({ owner, staff } = await ownerAndStaff(database, app));
  api = apiFactories({ owner, staff });
  guestId = (await api.guest()).id;
  roomId = (await api.room()).id;
});

// ------------------------------------------------------------------ check-in

describe("check-in", () => {
  it("records the stay at the server's clock, occupies the room and marks the reservation checked in", async () => {
    const reservationId = await book();
    const res = await checkIn(reservationId, {
      guestId,
      roomId,
      // What the old client sends: accepted, but the server's clock decides.
      checkInTime: "2020-01-01T00:00:00.000Z",
      actualCheckInDate: "2020-01-01T00:00:00.000Z",
      notes: "Chegou de ônibus",
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      reservationId,
      guestId,
      roomId,
      checkInTime: NOON_10_MARCH,
      actualCheckInDate: NOON_10_MARCH,
      checkOutTime: null,
      actualCheckOutDate: null,
      notes: "Chegou de ônibus",
      guest: { firstName: "Ana", lastName: "Souza", phone: "11980010000" },
      room: { number: "101", type: "standard" },
      reservation: {
        checkInDate: "2030-03-10",
        checkOutDate: "2030-03-13",
        numberOfGuests: 2,
        totalAmount: "450.00",
        status: "checked_in",
      },
    });

    expect(await roomStatus(roomId)).toBe("occupied");
    expect(await reservationStatus(reservationId)).toBe("checked_in");
    const list = await staff.get("/api/checkinout").expect(200);
    expect(list.body).toEqual([res.body]);
    expect(await storedStays()).toHaveLength(1);
  });

  it("checks a guest into a room still in cleaning from this morning's departure", async () => {
    const previous = await book({ checkInDate: "2030-03-07", checkOutDate: "2030-03-10" });
    const stayId = await checkedIn(previous, "2030-03-07T18:00:00Z");
    at("2030-03-10T13:00:00Z");
    await checkOut(stayId).expect(200);
    expect(await roomStatus(roomId)).toBe("cleaning");

    const next = await book({ checkInDate: "2030-03-10", checkOutDate: "2030-03-12" });
    await checkedIn(next, NOON_10_MARCH);
    expect(await roomStatus(roomId)).toBe("occupied");
  });

  type Refusal = [
    name: string,
    status: number,
    answer: { message: string; field?: string },
    /** Builds the situation (the clock may move); returns the POST body. */
    setup: () => Promise<Record<string, unknown>>,
  ];
  const refusals: Refusal[] = [
    [
      "a pending reservation",
      409,
      { message: 'Só é possível fazer check-in de uma reserva confirmada (esta está "Pendente").', field: "status" },
      async () => ({ reservationId: await book({ status: "pending" }) }),
    ],
    [
      "a cancelled reservation",
      409,
      { message: 'Só é possível fazer check-in de uma reserva confirmada (esta está "Cancelada").', field: "status" },
      async () => {
        const id = await book();
        await api.setReservationStatus(id, "cancelled");
        return { reservationId: id };
      },
    ],
    [
      "a no-show",
      409,
      {
        message: 'Só é possível fazer check-in de uma reserva confirmada (esta está "Não Compareceu").',
        field: "status",
      },
      async () => {
        const id = await book();
        await api.setReservationStatus(id, "no_show");
        return { reservationId: id };
      },
    ],
    [
      "a reservation already checked in (twice)",
      409,
      { message: "O check-in desta reserva já foi realizado.", field: "reservationId" },
      async () => {
        const id = await book();
        await checkedIn(id, "2030-03-10T14:00:00Z");
        at(NOON_10_MARCH);
        return { reservationId: id };
      },
    ],
    [
      "a reservation already checked out",
      409,
      { message: "O check-in desta reserva já foi realizado.", field: "reservationId" },
      async () => {
        const id = await book({ checkInDate: "2030-03-09", checkOutDate: "2030-03-11" });
        const stayId = await checkedIn(id, "2030-03-09T18:00:00Z");
        at("2030-03-10T13:00:00Z");
        await checkOut(stayId).expect(200);
        at(NOON_10_MARCH);
        return { reservationId: id };
      },
    ],
    [
      "a reservation before its check-in date",
      409,
      { message: "O check-in desta reserva é só em 11/03/2030.", field: "checkInDate" },
      async () => ({ reservationId: await book({ checkInDate: "2030-03-11", checkOutDate: "2030-03-13" }) }),
    ],
    [
      "a reservation whose stay is already over",
      409,
      { message: "Esta reserva terminou em 09/03/2030: marque-a como Não Compareceu.", field: "checkOutDate" },
      async () => ({ reservationId: await book({ checkInDate: "2030-03-05", checkOutDate: "2030-03-09" }) }),
    ],
    [
      "a room still occupied by a guest who has not checked out",
      409,
      { message: "O quarto 101 está ocupado.", field: "roomId" },
      async () => {
        const late = await book({ checkInDate: "2030-03-07", checkOutDate: "2030-03-10" });
        await checkedIn(late, "2030-03-07T18:00:00Z");
        at(NOON_10_MARCH);
        return { reservationId: await book({ checkInDate: "2030-03-10", checkOutDate: "2030-03-12" }) };
      },
    ],
    [
      "a room out of order",
      409,
      { message: "O quarto 101 está fora de ordem.", field: "roomId" },
      async () => {
        const id = await book();
        await api.setRoomStatus(roomId, "out_of_order");
        return { reservationId: id };
      },
    ],
    [
      "another guest than the reservation's",
      400,
      { message: "O hóspede ou o quarto informado não é o desta reserva", field: "reservationId" },
      async () => ({
        reservationId: await book(),
        guestId: (await api.guest({ firstName: "Bruno", lastName: "Lima" })).id,
        roomId,
      }),
    ],
    [
      "another room than the reservation's",
      400,
      { message: "O hóspede ou o quarto informado não é o desta reserva", field: "reservationId" },
      async () => ({ reservationId: await book(), guestId, roomId: (await api.room({ number: "102" })).id }),
    ],
    [
      "a reservation that does not exist",
      404,
      { message: "Reserva não encontrada" },
      async () => ({ reservationId: MISSING_ID }),
    ],
  ];

  it.each(refusals)(
    "refuses %s with %i and the Portuguese message, changing nothing",
    async (_name, status, answer, setup) => {
      const body = await setup();
      const before = await snapshot();
      const res = await staff.post("/api/checkinout").send(body);
      expect(res.status, res.text).toBe(status);
      expect(res.body).toEqual(answer);
      expect(await snapshot()).toEqual(before);
    },
  );

  it.each([
    ["no reservation", {}, "Selecione uma reserva", "reservationId"],
    ["a malformed reservation id", { reservationId: "abc" }, "Selecione uma reserva", "reservationId"],
    ["a status of its own", { reservationId: MISSING_ID, status: "checked_in" }, "Campo não permitido: status", ""],
    ["notes too long", { reservationId: MISSING_ID, notes: "x".repeat(2001) }, "Máximo de 2000 caracteres", "notes"],
  ])("refuses a body with %s with 400 %j", async (_name, body, message, field) => {
    const id = await book();
    const before = await snapshot();
    const res = await staff.post("/api/checkinout").send(body).expect(400);
    expect(res.body).toMatchObject({ message, field });
    expect(await snapshot()).toEqual(before);
    expect(await reservationStatus(id)).toBe("confirmed");
  });

  it("lets exactly one of two simultaneous check-ins of one reservation through", async () => {
    const reservationId = await book();
    const answers = await Promise.all([checkIn(reservationId), checkIn(reservationId)]);

    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body).toEqual({
      message: "O check-in desta reserva já foi realizado.",
      field: "reservationId",
    });
    expect(await storedStays()).toHaveLength(1);
    expect(await roomStatus(roomId)).toBe("occupied");
    expect(await reservationStatus(reservationId)).toBe("checked_in");
  });

  it("lets exactly one of two simultaneous check-ins into one room through", async () => {
    // Back to back in room 101: last night's guest (arriving after midnight) and tonight's.
    const lastNight = await book({ checkInDate: "2030-03-09", checkOutDate: "2030-03-10" });
    const tonight = await book({ checkInDate: "2030-03-10", checkOutDate: "2030-03-12" });
    const answers = await Promise.all([checkIn(lastNight), checkIn(tonight)]);

    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.status === 409)!.body).toEqual({
      message: "O quarto 101 está ocupado.",
      field: "roomId",
    });
    expect(await storedStays()).toHaveLength(1);
    const statuses = [await reservationStatus(lastNight), await reservationStatus(tonight)].sort();
    expect(statuses).toEqual(["checked_in", "confirmed"]);
  });
});

// ------------------------------------------------------------------ check-out

describe("check-out", () => {
  let reservationId: string;
  let stayId: string;
  const CHECK_IN = "2030-03-10T17:30:00.000Z";
  const CHECK_OUT = "2030-03-13T14:05:00.000Z";

  beforeEach(async () => {
    reservationId = await book();
    stayId = await checkedIn(reservationId, CHECK_IN);
  });

  it("closes the stay at the server's clock, sends the room to cleaning and completes the reservation", async () => {
    at(CHECK_OUT);
    const res = await checkOut(stayId, {
      checkOutTime: "2020-01-01T00:00:00.000Z",
      actualCheckOutDate: "2020-01-01T00:00:00.000Z",
      notes: "Deixou a chave na portaria",
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      id: stayId,
      checkInTime: CHECK_IN,
      actualCheckInDate: CHECK_IN,
      checkOutTime: CHECK_OUT,
      actualCheckOutDate: CHECK_OUT,
      notes: "Deixou a chave na portaria",
      reservation: { status: "completed" },
    });
    expect(await roomStatus(roomId)).toBe("cleaning");
    expect(await reservationStatus(reservationId)).toBe("completed");
    expect(await storedStays()).toHaveLength(1);
  });

  it("refuses a second check-out with 409 and keeps the first one's times", async () => {
    at(CHECK_OUT);
    await checkOut(stayId).expect(200);
    await api.setRoomStatus(roomId, "available"); // housekeeping done
    at("2030-03-13T16:00:00Z");
    const before = await snapshot();

    const res = await checkOut(stayId).expect(409);
    expect(res.body).toEqual({ message: "O check-out desta hospedagem já foi realizado.", field: "checkOutTime" });
    expect(await snapshot()).toEqual(before);
    expect(await roomStatus(roomId)).toBe("available");
  });

  it("lets exactly one of two simultaneous check-outs through", async () => {
    at(CHECK_OUT);
    const answers = await Promise.all([checkOut(stayId), checkOut(stayId)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const [stay] = await storedStays();
    expect(stay!.checkOutTime).toEqual(new Date(CHECK_OUT));
  });

  it.each([
    [MISSING_ID, 404, { message: "Registro de hospedagem não encontrado" }],
    ["abc", 404, { message: "Registro de hospedagem não encontrado" }],
  ])("answers a check-out of %s with %i", async (id, status, answer) => {
    const before = await snapshot();
    const res = await checkOut(id).expect(status);
    expect(res.body).toEqual(answer);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses an unknown field with 400 and changes nothing", async () => {
    const before = await snapshot();
    const res = await checkOut(stayId, { status: "completed" }).expect(400);
    expect(res.body.message).toBe("Campo não permitido: status");
    expect(await snapshot()).toEqual(before);
  });
});

// ------------------------------------------------------------------ atomicity

describe("a failure in the middle leaves nothing changed", () => {
  /** Makes every UPDATE of `table` fail inside the database, as a lost connection or a full disk would. */
  async function breakUpdatesOf(table: "rooms" | "reservations") {
    await database.db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION test_fail_update() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'falha simulada em %', TG_TABLE_NAME; END $$`),
    );
    await database.db.execute(
      sql.raw(
        `CREATE TRIGGER test_fail_update BEFORE UPDATE ON "${table}" FOR EACH ROW EXECUTE FUNCTION test_fail_update()`,
      ),
    );
  }
  async function repair() {
    await database.db.execute(sql.raw(`DROP TRIGGER IF EXISTS test_fail_update ON "rooms"`));
    await database.db.execute(sql.raw(`DROP TRIGGER IF EXISTS test_fail_update ON "reservations"`));
    await database.db.execute(sql.raw(`DROP FUNCTION IF EXISTS test_fail_update()`));
  }
  afterEach(repair);

  it("the broken update really fails (the trigger works on this database)", async () => {
    await breakUpdatesOf("rooms");
    await expect(staff.patch(`/api/rooms/${roomId}/status`).send({ status: "cleaning" })).resolves.toMatchObject({
      status: 500,
    });
    await repair();
    await api.setRoomStatus(roomId, "cleaning");
  });

  it.each(["rooms", "reservations"] as const)(
    "check-in: when the update of %s fails, no stay is written and room and reservation keep their status",
    async (table) => {
      const reservationId = await book();
      const before = await snapshot();
      await breakUpdatesOf(table);

      const res = await checkIn(reservationId).expect(500);
      expect(res.body).toEqual({ message: "Erro interno do servidor. Tente novamente." });
      expect(await storedStays()).toHaveLength(0);
      expect(await snapshot()).toEqual(before);

      await repair();
      await checkIn(reservationId).expect(201); // nothing half-done stands in the way of a retry
      expect(await roomStatus(roomId)).toBe("occupied");
    },
  );

  it.each(["rooms", "reservations"] as const)(
    "check-out: when the update of %s fails, the stay stays open and room and reservation keep their status",
    async (table) => {
      const reservationId = await book();
      const stayId = await checkedIn(reservationId, NOON_10_MARCH);
      at("2030-03-13T14:00:00Z");
      const before = await snapshot();
      await breakUpdatesOf(table);

      await checkOut(stayId).expect(500);
      expect(await snapshot()).toEqual(before);
      const [stay] = await storedStays();
      expect(stay!.checkOutTime).toBeNull();
      expect(await roomStatus(roomId)).toBe("occupied");
      expect(await reservationStatus(reservationId)).toBe("checked_in");

      await repair();
      await checkOut(stayId).expect(200);
      expect(await roomStatus(roomId)).toBe("cleaning");
    },
  );
});

// ------------------------------------------------------------------ the screen's lists

const ids = (list: Array<{ id: string }>) => list.map((item) => item.id);

describe("the overview around midnight in São Paulo", () => {
  it("makes a reservation for the 10th pending at local midnight (03:00 UTC), not a second before", async () => {
    const reservationId = await book();

    at("2030-03-10T02:59:59Z"); // 9 March, 23:59:59 at the pousada
    const evening = await overview();
    expect(evening.today).toBe("2030-03-09");
    expect(evening.pendingCheckIns).toEqual([]);
    const before = await snapshot();
    const early = await checkIn(reservationId).expect(409);
    expect(early.body).toEqual({ message: "O check-in desta reserva é só em 10/03/2030.", field: "checkInDate" });
    expect(await snapshot()).toEqual(before);

    at("2030-03-10T03:00:00Z"); // 10 March, 00:00
    const midnight = await overview();
    expect(midnight.today).toBe("2030-03-10");
    expect(midnight.pendingCheckIns).toHaveLength(1);
    expect(midnight.pendingCheckIns[0]).toMatchObject({
      id: reservationId,
      checkInDate: "2030-03-10",
      checkOutDate: "2030-03-13",
      numberOfGuests: 2,
      status: "confirmed",
      guest: { firstName: "Ana", lastName: "Souza" },
      room: { number: "101" },
    });
    const res = await checkIn(reservationId).expect(201);
    expect(res.body.checkInTime).toBe("2030-03-10T03:00:00.000Z");
    expect((await overview()).pendingCheckIns).toEqual([]);
  });

  it("keeps a reservation pending through its check-out day, and refuses it from the next local midnight", async () => {
    // Booked for the night of the 9th; the guest may still arrive after midnight, on the 10th.
    const reservationId = await book({ checkInDate: "2030-03-09", checkOutDate: "2030-03-10" });

    at("2030-03-11T02:59:59Z"); // 10 March, 23:59:59
    expect(ids((await overview()).pendingCheckIns)).toEqual([reservationId]);

    at("2030-03-11T03:00:00Z"); // 11 March, 00:00: the stay is over
    expect((await overview()).pendingCheckIns).toEqual([]);
    const before = await snapshot();
    const res = await checkIn(reservationId).expect(409);
    expect(res.body).toEqual({
      message: "Esta reserva terminou em 10/03/2030: marque-a como Não Compareceu.",
      field: "checkOutDate",
    });
    expect(await snapshot()).toEqual(before);
  });

  describe("active stays: leaving today, then late", () => {
    let leavingTenth: string; // room 101, 8 to 10 March
    let leavingEleventh: string; // room 102, 8 to 11 March

    beforeEach(async () => {
      const room102 = (await api.room({ number: "102" })).id;
      const bruno = (await api.guest({ firstName: "Bruno", lastName: "Lima" })).id;
      leavingTenth = await checkedIn(
        await book({ checkInDate: "2030-03-08", checkOutDate: "2030-03-10" }),
        "2030-03-08T18:00:00Z",
      );
      leavingEleventh = await checkedIn(
        await book({ guestId: bruno, roomId: room102, checkInDate: "2030-03-08", checkOutDate: "2030-03-11" }),
        "2030-03-08T19:00:00Z",
      );
    });

    // [instant (UTC), the pousada's date, {stay: [departsToday, late]}, check-outs due]
    it.each([
      ["2030-03-10T02:59:59Z", "2030-03-09", { tenth: [false, false], eleventh: [false, false] }, []],
      ["2030-03-10T03:00:00Z", "2030-03-10", { tenth: [true, false], eleventh: [false, false] }, ["tenth"]],
      // Late from the check-out hour (12:00 by default, Configurações > Geral) of the departure day.
      ["2030-03-10T14:59:59Z", "2030-03-10", { tenth: [true, false], eleventh: [false, false] }, ["tenth"]],
      ["2030-03-10T15:00:00Z", "2030-03-10", { tenth: [true, true], eleventh: [false, false] }, ["tenth"]],
      ["2030-03-11T02:59:59Z", "2030-03-10", { tenth: [true, true], eleventh: [false, false] }, ["tenth"]],
      ["2030-03-11T03:00:00Z", "2030-03-11", { tenth: [false, true], eleventh: [true, false] }, ["tenth", "eleventh"]],
      ["2030-03-12T03:00:00Z", "2030-03-12", { tenth: [false, true], eleventh: [false, true] }, ["tenth", "eleventh"]],
    ] as const)("at %s (%s in São Paulo)", async (instant, today, flags, due) => {
      at(instant);
      const screen = await overview();
      const stayIds = { tenth: leavingTenth, eleventh: leavingEleventh };
      expect(screen.today).toBe(today);
      expect(ids(screen.activeStays)).toEqual([leavingTenth, leavingEleventh]); // earliest departure first
      for (const [name, [departsToday, late]] of Object.entries(flags)) {
        const stay = screen.activeStays.find((s) => s.id === stayIds[name as keyof typeof stayIds]);
        expect(stay, name).toMatchObject({ departsToday, late, checkOutTime: null });
      }
      expect(ids(screen.checkOutsDue)).toEqual(due.map((name) => stayIds[name]));
      expect(screen.totalRecords).toBe(2);
    });

    it("drops a stay from the lists at check-out but keeps it in the total", async () => {
      at("2030-03-10T13:00:00Z");
      await checkOut(leavingTenth).expect(200);
      const screen = await overview();
      expect(ids(screen.activeStays)).toEqual([leavingEleventh]);
      expect(screen.checkOutsDue).toEqual([]);
      expect(screen.totalRecords).toBe(2);
    });
  });

  it("lists as pending only confirmed reservations due by today whose stay is not over and that have no check-in", async () => {
    // At noon on 10 March. One room per reservation, so that the statuses of the rooms do not interfere.
    const roomFor = async (number: string) => (await api.room({ number })).id;
    const dueToday = await book({
      roomId: await roomFor("201"),
      checkInDate: "2030-03-10",
      checkOutDate: "2030-03-12",
    });
    const dueYesterday = await book({
      roomId: await roomFor("202"),
      checkInDate: "2030-03-09",
      checkOutDate: "2030-03-11",
    });
    const leavingToday = await book({
      roomId: await roomFor("203"),
      checkInDate: "2030-03-08",
      checkOutDate: "2030-03-10",
    });
    await book({ roomId: await roomFor("204"), checkInDate: "2030-03-05", checkOutDate: "2030-03-09" }); // over
    await book({ roomId: await roomFor("205"), checkInDate: "2030-03-11", checkOutDate: "2030-03-12" }); // tomorrow
    await book({ roomId: await roomFor("206"), status: "pending" }); // not confirmed
    const cancelled = await book({ roomId: await roomFor("207") });
    await api.setReservationStatus(cancelled, "cancelled");
    const noShow = await book({ roomId: await roomFor("208") });
    await api.setReservationStatus(noShow, "no_show");
    const inHouse = await book({ roomId: await roomFor("209") });
    const inHouseStay = await checkedIn(inHouse, "2030-03-10T14:00:00Z");
    const gone = await book({ roomId: await roomFor("210"), checkInDate: "2030-03-07", checkOutDate: "2030-03-10" });
    const goneStay = await checkedIn(gone, "2030-03-07T18:00:00Z");
    at("2030-03-10T13:00:00Z");
    await checkOut(goneStay).expect(200);

    at(NOON_10_MARCH);
    const screen = await overview();
    expect(screen.today).toBe("2030-03-10");
    // Earliest check-in date first.
    expect(ids(screen.pendingCheckIns)).toEqual([leavingToday, dueYesterday, dueToday]);
    expect(ids(screen.activeStays)).toEqual([inHouseStay]);
    expect(screen.checkOutsDue).toEqual([]);
    expect(screen.totalRecords).toBe(2);
  });
});

// ------------------------------------------------------------------ reads

describe("reading stays", () => {
  it("lists every stay, the latest check-in first, with guest, room and booking", async () => {
    const bruno = (await api.guest({ firstName: "Bruno", lastName: "Lima" })).id;
    const room102 = (await api.room({ number: "102" })).id;
    const first = await checkedIn(
      await book({ checkInDate: "2030-03-08", checkOutDate: "2030-03-10" }),
      "2030-03-08T18:00:00Z",
    );
    at("2030-03-10T13:00:00Z");
    await checkOut(first).expect(200);
    const second = await checkedIn(await book({ guestId: bruno, roomId: room102 }), NOON_10_MARCH);

    const res = await staff.get("/api/checkinout").expect(200);
    const list = res.body as StayView[];
    expect(ids(list)).toEqual([second, first]);
    expect(list[0]).toMatchObject({
      guest: { firstName: "Bruno", lastName: "Lima" },
      room: { number: "102" },
      checkOutTime: null,
    });
    expect(list[1]).toMatchObject({ room: { number: "101" }, checkOutTime: "2030-03-10T13:00:00.000Z" });
  });

  it("reads a stay's folio: nights, payments (completed ones in the total) and consumption", async () => {
    const reservationId = await book();
    const stayId = await checkedIn(reservationId, NOON_10_MARCH);
    await database.db.insert(payments).values([
      {
        reservationId,
        guestId,
        amount: "100.00",
        method: "pix",
        status: "completed",
        description: "Sinal",
        createdAt: new Date("2030-03-01T12:00:00Z"),
      },
      {
        reservationId,
        guestId,
        amount: "0.10",
        method: "cash",
        status: "completed",
        createdAt: new Date("2030-03-10T15:10:00Z"),
      },
      {
        reservationId,
        guestId,
        amount: "0.20",
        method: "cash",
        status: "completed",
        createdAt: new Date("2030-03-10T15:20:00Z"),
      },
      {
        reservationId,
        guestId,
        amount: "300.00",
        method: "credit_card",
        status: "pending",
        createdAt: new Date("2030-03-10T15:30:00Z"),
      },
      { guestId, amount: "999.00", method: "pix", status: "completed" }, // another bill of the same guest
    ]);
    await watersConsumed(database, { reservationId, guestId }, 3, new Date("2030-03-11T01:00:00Z")); // 22:00 on 10 March, Brasília

    const res = await staff.get(`/api/checkinout/${stayId}/folio`).expect(200);
    expect(res.body).toMatchObject({
      stay: { id: stayId, reservationId, room: { number: "101" } },
      nights: 3,
      paidTotal: "100.30",
      consumedTotalCentavos: 1350,
      consumption: [
        {
          productName: "Água mineral",
          quantity: 3,
          unitPrice: 450,
          totalAmount: 1350,
          consumedAt: "2030-03-11T01:00:00.000Z",
        },
      ],
    });
    expect(res.body.payments.map((p: { amount: string; status: string }) => [p.amount, p.status])).toEqual([
      ["100.00", "completed"],
      ["0.10", "completed"],
      ["0.20", "completed"],
      ["300.00", "pending"],
    ]);

    for (const id of [MISSING_ID, "abc"]) {
      const missing = await staff.get(`/api/checkinout/${id}/folio`).expect(404);
      expect(missing.body).toEqual({ message: "Registro de hospedagem não encontrado" });
    }
  });
});

// ------------------------------------------------------------------ who may

describe("access", () => {
  it.each([
    ["GET", "/api/checkinout"],
    ["GET", "/api/checkinout/overview"],
    ["GET", `/api/checkinout/${MISSING_ID}/folio`],
    ["POST", "/api/checkinout"],
    ["PUT", `/api/checkinout/${MISSING_ID}`],
  ])("%s %s needs a session (401) and changes nothing", async (method, path) => {
    const reservationId = await book();
    const before = await snapshot();
    const anonymous = request(app);
    const req = method === "GET" ? anonymous.get(path) : method === "POST" ? anonymous.post(path) : anonymous.put(path);
    const res = await req.send(method === "GET" ? undefined : { reservationId }).expect(401);
    expect(res.body.message).toBe("Unauthorized");
    expect(await snapshot()).toEqual(before);
  });

  it("is open to staff and to the owner alike", async () => {
    const first = await book({ checkInDate: "2030-03-10", checkOutDate: "2030-03-11" });
    const second = await book({ roomId: (await api.room({ number: "102" })).id });
    const byStaff = await checkIn(first).expect(201);
    const byOwner = await owner.post("/api/checkinout").send({ reservationId: second }).expect(201);
    await owner.put(`/api/checkinout/${byStaff.body.id}`).send({ confirmarSaldoDevedor: true }).expect(200);
    await staff.put(`/api/checkinout/${byOwner.body.id}`).send({ confirmarSaldoDevedor: true }).expect(200);
    for (const agent of [staff, owner]) {
      await agent.get("/api/checkinout").expect(200);
      await agent.get("/api/checkinout/overview").expect(200);
      await agent.get(`/api/checkinout/${byStaff.body.id}/folio`).expect(200);
    }
  });
});
