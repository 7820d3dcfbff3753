// The dashboard (docs/product.md §5.1): every figure computed from the data, for "now" at the pousada
// (America/Sao_Paulo, UTC-3 all year since 2019). The server's clock is fixed here; payments are written straight into
// the table (there is no payments API yet), stays go through the real check-in and check-out.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import request, { type Agent } from "supertest";
import { paymentRefunds, payments } from "@shared/schema/payments";
import type { DashboardStats, RecentTransaction, RevenuePoint, TodayCheckIn } from "@shared/api/dashboard";
import { apiFactories, type ApiFactories } from "../test/factories";
import { ownerAndStaff, testApp, testDatabase } from "../test/harness";
import type { Database } from "../db";

let database: Database;
let owner: Agent;
let staff: Agent;
let app: ReturnType<typeof testApp>;
let api: ApiFactories;

/** Sunday 10 March 2030, 12:00 in São Paulo: "now" for the whole fixture. */
const NOW = "2030-03-10T15:00:00.000Z";
let now = new Date(NOW);
const at = (instant: string) => {
  now = new Date(instant);
};

// ------------------------------------------------------------------ helpers

/** A room at R$ 100,00 a night; its id. */
const createRoom = async (number: string, extra: Record<string, unknown> = {}) =>
  (await api.room({ number, pricePerNight: "100.00", ...extra })).id;

const createGuest = async (firstName: string, lastName: string, phone: string) =>
  (await api.guest({ firstName, lastName, phone })).id;

const book = async (guestId: string, roomId: string, checkInDate: string, checkOutDate: string, status = "confirmed") =>
  (await api.reservation({ guestId, roomId, checkInDate, checkOutDate, status, notes: null })).id;

/** Checks a reservation in with the clock at `instant`; the stay's id. */
async function checkInAt(reservationId: string, instant: string) {
  at(instant);
  return (await api.checkIn(reservationId)).id;
}

async function checkOutAt(stayId: string, instant: string) {
  at(instant);
  await api.checkOut(stayId);
}

type PaymentRow = [createdAt: string, amount: string, status: string, method?: string, description?: string | null];
/** Payments as rows; a 'refunded' one is refunded whole at the same instant, as the refunds API leaves it. */
async function insertPayments(guestId: string, rows: PaymentRow[]) {
  const inserted = await database.db
    .insert(payments)
    .values(
      rows.map(([createdAt, amount, status, method = "pix", description = `Pagamento ${amount}`]) => ({
        guestId,
        amount,
        status,
        method,
        description,
        refundedAmount: status === "refunded" ? amount : "0",
        createdAt: new Date(createdAt),
      })),
    )
    .returning({ id: payments.id, status: payments.status, amount: payments.amount, createdAt: payments.createdAt });
  const refunded = inserted.filter((row) => row.status === "refunded");
  if (refunded.length) {
    await database.db.insert(paymentRefunds).values(
      refunded.map((row) => ({
        paymentId: row.id,
        amount: row.amount,
        reason: "Devolvido",
        createdAt: row.createdAt,
      })),
    );
  }
  return inserted.map((row) => row.id);
}

async function get<T>(path: string): Promise<T> {
  const res = await staff.get(path);
  expect(res.status, res.text).toBe(200);
  return res.body as T;
}

/** A revenue series from `first`, `days` long, "0.00" except on the days given. */
function series(first: string, days: number, amounts: Record<string, string>): RevenuePoint[] {
  return Array.from({ length: days }, (_, index) => {
    const date = new Date(Date.parse(`${first}T00:00:00Z`) + index * 86_400_000).toISOString().slice(0, 10);
    return { date, amount: amounts[date] ?? "0.00" };
  });
}

// ------------------------------------------------------------------ set-up

beforeAll(async () => {
  database = await testDatabase();
});

beforeEach(async () => {
  at(NOW);
  app = testApp(database, { clock: () => now });
  ({ owner, staff } = await ownerAndStaff(database, app));
  api = apiFactories({ owner, staff });
});

// ------------------------------------------------------------------ the fixture

/**
 * A pousada at noon on Sunday 10 March 2030 (São Paulo; UTC = local + 3 h):
 *
 * Rooms (9 active, 107 inactive):
 *   101  stay H 25 Feb - 2 Mar (in 25/02 15:00, out 02/03 11:00), then stay A 10-12 Mar, in at 10/03 00:00:00 -> occupied
 *   102  stay B  9-10 Mar, in at 09/03 23:59:59 (yesterday), leaves today                            -> occupied
 *   103  stay C  3-10 Mar, in at 03/03 09:00 (a week ago, before this hour), leaves today             -> occupied
 *   104  stay D  7-10 Mar, in 07/03 15:00, out today 10/03 10:00                                        -> cleaning
 *   105  stay E  1-9 Mar, in 01/03 15:00, out 09/03 23:59:59 (yesterday); T1 confirmed 11-13 Mar       -> cleaning
 *   106  maintenance; a pending booking 10-11 Mar, a cancelled one 11-12 Mar
 *   107  inactive, marked occupied by hand (counts nowhere)
 *   108  out of order
 *   109  stay J 10-15 Mar, in at 10/03 11:59:59                                                          -> occupied
 *   110  K confirmed 10-11 Mar, not arrived yet; T2 pending 11-12 Mar; another confirmed 12-14 Mar      -> available
 *
 * Payments (local time = UTC - 3):
 *   this month, [01/03 00:00, now):
 *     p2  01/03 00:00:00  200.00 completed       p9  03/03 23:59:59  12.34 completed
 *     p10 04/03 00:00:00    0.20 completed       p3  09/03 23:30:00  33.33 completed
 *     p4  10/03 00:00:00   33.33 completed       p5  10/03 11:00:00   0.10 completed (no description)
 *     p6  05/03 09:00     500.00 pending         p7  06/03 09:00     70.00 failed
 *     p8  07/03 09:00      80.00 refunded
 *   previous month:
 *     p1  28/02 23:59:59  100.00 completed  (one second before March: February's, after the same moment)
 *     q1  31/01 23:59:59 1000.00 completed  (one second before February)
 *     q2  01/02 00:00:00  100.00 completed       q3  10/02 11:59:59  50.00 completed
 *     q4  10/02 12:00:00   40.00 completed  (the same moment as now, a month before: not "so far")
 *     q5  05/02 09:00     999.00 pending
 *   long ago:
 *     r1  10/12/2029 23:59:59 7.00 completed     r2  11/12/2029 00:00:00  5.00 completed
 */
interface Fixture {
  reservations: Record<"A" | "J" | "K", string>;
  stays: Record<"A" | "J", string>;
  payments: Record<string, string>;
}

async function buildFixture(): Promise<Fixture> {
  const ana = await createGuest("Ana", "Souza", "(11) 99999-0001");
  const bruno = await createGuest("Bruno", "Lima", "(21) 98888-0002");
  const carla = await createGuest("Carla", "Dias", "(31) 97777-0003");
  const diego = await createGuest("Diego", "Rocha", "(41) 96666-0004");
  const elisa = await createGuest("Elisa", "Prado", "(51) 95555-0005");
  const julia = await createGuest("Júlia", "Neves", "(61) 94444-0006");
  const karen = await createGuest("Karen", "Alves", "(71) 3333-0007");

  const room: Record<string, string> = {};
  for (const number of ["101", "102", "103", "104", "105", "106", "108", "109", "110"])
    room[number] = await createRoom(number);
  room["107"] = await createRoom("107", { isActive: false });
  await api.setRoomStatus(room["106"]!, "maintenance");
  await api.setRoomStatus(room["107"]!, "occupied");
  await api.setRoomStatus(room["108"]!, "out_of_order");

  // Stays, in the order they happened.
  const h = await checkInAt(await book(diego, room["101"]!, "2030-02-25", "2030-03-02"), "2030-02-25T18:00:00Z");
  const e = await checkInAt(await book(elisa, room["105"]!, "2030-03-01", "2030-03-09"), "2030-03-01T18:00:00Z");
  await checkOutAt(h, "2030-03-02T14:00:00Z");
  await checkInAt(await book(carla, room["103"]!, "2030-03-03", "2030-03-10"), "2030-03-03T12:00:00Z");
  const d = await checkInAt(await book(diego, room["104"]!, "2030-03-07", "2030-03-10"), "2030-03-07T18:00:00Z");
  await checkInAt(await book(bruno, room["102"]!, "2030-03-09", "2030-03-10"), "2030-03-10T02:59:59Z");
  await checkOutAt(e, "2030-03-10T02:59:59Z");
  const reservationA = await book(ana, room["101"]!, "2030-03-10", "2030-03-12");
  const stayA = await checkInAt(reservationA, "2030-03-10T03:00:00Z");
  await checkOutAt(d, "2030-03-10T13:00:00Z");
  const reservationJ = await book(julia, room["109"]!, "2030-03-10", "2030-03-15");
  const stayJ = await checkInAt(reservationJ, "2030-03-10T14:59:59Z");
  at(NOW);

  // Bookings still to come.
  const reservationK = await book(karen, room["110"]!, "2030-03-10", "2030-03-11");
  await book(bruno, room["110"]!, "2030-03-11", "2030-03-12", "pending"); // T2
  await book(carla, room["110"]!, "2030-03-12", "2030-03-14");
  await book(elisa, room["105"]!, "2030-03-11", "2030-03-13"); // T1
  await book(ana, room["106"]!, "2030-03-10", "2030-03-11", "pending");
  const cancelled = await book(diego, room["106"]!, "2030-03-11", "2030-03-12");
  await staff.put(`/api/reservations/${cancelled}`).send({ status: "cancelled" }).expect(200);

  const names = ["p1", "p2", "p3", "p4", "p5", "p6", "p7", "p8", "p9", "p10", "q1", "q2", "q3", "q4", "q5", "r1", "r2"];
  const ids = await insertPayments(ana, [
    ["2030-03-01T02:59:59Z", "100.00", "completed"], // p1
    ["2030-03-01T03:00:00Z", "200.00", "completed", "credit_card"], // p2
    ["2030-03-10T02:30:00Z", "33.33", "completed", "cash", "Diária"], // p3
    ["2030-03-10T03:00:00Z", "33.33", "completed", "debit_card", "Diária"], // p4
    ["2030-03-10T14:00:00Z", "0.10", "completed", "cash", null], // p5
    ["2030-03-05T12:00:00Z", "500.00", "pending"], // p6
    ["2030-03-06T12:00:00Z", "70.00", "failed"], // p7
    ["2030-03-07T12:00:00Z", "80.00", "refunded"], // p8
    ["2030-03-04T02:59:59Z", "12.34", "completed", "bank_transfer", "Frigobar"], // p9
    ["2030-03-04T03:00:00Z", "0.20", "completed", "pix", "Taxa"], // p10
    ["2030-02-01T02:59:59Z", "1000.00", "completed"], // q1
    ["2030-02-01T03:00:00Z", "100.00", "completed"], // q2
    ["2030-02-10T14:59:59Z", "50.00", "completed"], // q3
    ["2030-02-10T15:00:00Z", "40.00", "completed"], // q4
    ["2030-02-05T12:00:00Z", "999.00", "pending"], // q5
    ["2029-12-11T02:59:59Z", "7.00", "completed"], // r1
    ["2029-12-11T03:00:00Z", "5.00", "completed"], // r2
  ]);
  return {
    reservations: { A: reservationA, J: reservationJ, K: reservationK },
    stays: { A: stayA, J: stayJ },
    payments: Object.fromEntries(names.map((name, index) => [name, ids[index]!])),
  };
}

// ------------------------------------------------------------------ stats

describe("GET /api/dashboard/stats", () => {
  it("computes every figure of the fixture", async () => {
    await buildFixture();
    const stats = await get<DashboardStats>("/api/dashboard/stats");
    expect(stats).toEqual({
      // Active rooms with status occupied: 101, 102, 103, 109 (107 is inactive).
      occupiedRooms: 4,
      // Check-ins in [10/03 00:00, 11/03 00:00) local: A at 00:00:00 and J at 11:59:59; B (23:59:59 on the 9th) is not.
      todayCheckins: 2,
      // Completed since 01/03 00:00 local: p2 200.00 + p9 12.34 + p10 0.20 + p3 33.33 + p4 33.33 + p5 0.10 = 279.30
      // (p1, at 23:59:59 on 28 Feb, is February's; p6-p8 are not completed).
      monthlyRevenue: "279.30",
      // 4 / 9 active rooms = 44.4% -> 44.
      occupancyRate: 44,
      activeRooms: 9,
      // 2 check-ins (A, J) - 1 check-out (D at 10:00; E left at 23:59:59 yesterday).
      occupiedChangeToday: 1,
      todayCheckouts: 1,
      // B, at 23:59:59 on the 9th.
      yesterdayCheckins: 1,
      // February up to 10/02 12:00 local, [01/02 00:00, 10/02 12:00): q2 100.00 + q3 50.00 = 150.00
      // (q1 is January's, q4 is at 12:00:00 exactly, q5 pending, p1 after the same moment).
      previousMonthRevenue: "150.00",
      // (279.30 - 150.00) / 150.00 = 0.862 -> 86.2 %.
      revenueChangePercent: 86.2,
      // At 03/03 12:00 local: C (in at 09:00 that day) and E (in 01/03, out 09/03) -> 2 / 9 = 22.2% -> 22
      // (H left on 02/03; D came on 07/03).
      occupancyRateWeekAgo: 22,
      // Active stays whose booking ends today: B and C (A leaves on the 12th, J on the 15th).
      checkoutsToday: 2,
      // Pending or confirmed bookings starting 11/03: T1 (105, confirmed) and T2 (110, pending); not the cancelled one.
      arrivalsTomorrow: 2,
    } satisfies DashboardStats);
  });

  it("answers zeros, not errors, for an empty pousada", async () => {
    expect(await get<DashboardStats>("/api/dashboard/stats")).toEqual({
      occupiedRooms: 0,
      todayCheckins: 0,
      monthlyRevenue: "0.00",
      occupancyRate: 0,
      activeRooms: 0,
      occupiedChangeToday: 0,
      todayCheckouts: 0,
      yesterdayCheckins: 0,
      previousMonthRevenue: "0.00",
      revenueChangePercent: null,
      occupancyRateWeekAgo: 0,
      checkoutsToday: 0,
      arrivalsTomorrow: 0,
    } satisfies DashboardStats);
  });

  it.each([
    // [now (UTC), the pousada's time, monthlyRevenue, todayCheckins]
    ["2030-03-01T02:59:59Z", "28/02 23:59:59", "99.00", 0], // still February: February's payment, no check-in yet
    ["2030-03-01T03:00:00Z", "01/03 00:00:00", "0.00", 1], // March has begun, nothing paid before this instant
    ["2030-03-01T03:00:01Z", "01/03 00:00:01", "10.00", 1],
  ])("starts the month and the day at local midnight: at %s (%s)", async (instant, _local, revenue, checkins) => {
    const guest = await createGuest("Ana", "Souza", "(11) 99999-0001");
    const room = await createRoom("101");
    await checkInAt(await book(guest, room, "2030-03-01", "2030-03-02"), "2030-03-01T03:00:00Z");
    await insertPayments(guest, [
      ["2030-02-28T12:00:00Z", "99.00", "completed"], // February's
      ["2030-03-01T03:00:00Z", "10.00", "completed"], // the first instant of March, counted once "now" is past it
      ["2030-03-01T02:59:59Z", "1.00", "pending"],
    ]);
    at(instant);
    const stats = await get<DashboardStats>("/api/dashboard/stats");
    expect(stats.monthlyRevenue).toBe(revenue);
    expect(stats.todayCheckins).toBe(checkins);
  });
});

// ------------------------------------------------------------------ revenue chart

describe("GET /api/dashboard/revenue", () => {
  beforeEach(async () => {
    await buildFixture();
  });

  it("gives 7 São Paulo days, oldest first, with exact decimal sums", async () => {
    expect(await get<RevenuePoint[]>("/api/dashboard/revenue?days=7")).toEqual(
      series("2030-03-04", 7, {
        "2030-03-04": "0.20", // p10 at 00:00:00; p9 (23:59:59 the day before) is outside the 7 days
        "2030-03-09": "33.33", // p3: 02:30 UTC on the 10th is 23:30 on the 9th at the pousada
        "2030-03-10": "33.43", // p4 33.33 + p5 0.10
      }),
    );
  });

  it("gives 30 days", async () => {
    const points = await get<RevenuePoint[]>("/api/dashboard/revenue?days=30");
    expect(points).toEqual(
      series("2030-02-09", 30, {
        "2030-02-10": "90.00", // q3 50.00 + q4 40.00
        "2030-02-28": "100.00", // p1
        "2030-03-01": "200.00", // p2
        "2030-03-03": "12.34", // p9
        "2030-03-04": "0.20",
        "2030-03-09": "33.33",
        "2030-03-10": "33.43",
      }),
    );
  });

  it("gives 90 days", async () => {
    const points = await get<RevenuePoint[]>("/api/dashboard/revenue?days=90");
    expect(points).toHaveLength(90);
    expect(points).toEqual(
      series("2029-12-11", 90, {
        "2029-12-11": "5.00", // r2 at 00:00:00; r1 (23:59:59 on 10/12) is one day too old
        "2030-01-31": "1000.00", // q1
        "2030-02-01": "100.00", // q2
        "2030-02-10": "90.00",
        "2030-02-28": "100.00",
        "2030-03-01": "200.00",
        "2030-03-03": "12.34",
        "2030-03-04": "0.20",
        "2030-03-09": "33.33",
        "2030-03-10": "33.43",
      }),
    );
  });

  it.each(["days=8", "days=abc", "days=", ""])("refuses ?%s with 400", async (query) => {
    const res = await staff.get(`/api/dashboard/revenue?${query}`).expect(400);
    expect(res.body).toMatchObject({ message: "Período inválido: use 7, 30 ou 90 dias", field: "days" });
  });
});

// ------------------------------------------------------------------ revenue with refunds

describe("revenue with a refund (payments minus refunds, by the moment each was recorded)", () => {
  it("takes a refund off the month and the day it was made, whichever month its payment was in", async () => {
    const conta = await owner.post("/api/contas-bancarias").send({ nome: "Caixa", tipo: "caixa" }).expect(201);
    const guest = await createGuest("Ana", "Souza", "(11) 99999-0001");
    const room = await createRoom("101", { pricePerNight: "200.00" });
    at("2030-02-05T12:00:00Z");
    const reservationId = await book(guest, room, "2030-03-10", "2030-03-13"); // R$ 600,00
    const pay = async (amount: string) =>
      (
        await staff
          .post("/api/payments")
          .send({ reservationId, amount, method: "pix", contaBancariaId: conta.body.id })
          .expect(201)
      ).body.id as string;
    const february = await pay("300.00"); // 05/02 09:00 at the pousada
    at("2030-03-05T12:00:00Z");
    const march = await pay("100.00");
    at("2030-03-08T12:00:00Z");
    await owner.post(`/api/payments/${february}/refunds`).send({ amount: "50.00", reason: "Desconto" }).expect(201);
    at("2030-03-09T12:00:00Z");
    await owner.post(`/api/payments/${march}/refunds`).send({ amount: "100.00", reason: "Cobrado a mais" }).expect(201);
    at(NOW);

    const stats = await get<DashboardStats>("/api/dashboard/stats");
    // March: 100.00 paid - 50.00 - 100.00 refunded = -50.00; February so far: 300.00.
    expect(stats.monthlyRevenue).toBe("-50.00");
    expect(stats.previousMonthRevenue).toBe("300.00");
    expect(stats.revenueChangePercent).toBe(-116.7);
    expect(await get<RevenuePoint[]>("/api/dashboard/revenue?days=7")).toEqual(
      series("2030-03-04", 7, { "2030-03-05": "100.00", "2030-03-08": "-50.00", "2030-03-09": "-100.00" }),
    );
    // The February payment partly refunded is still a completed transaction; the March one, refunded whole, is not.
    expect((await get<RecentTransaction[]>("/api/dashboard/recent-transactions")).map((t) => t.id)).toEqual([february]);
  });
});

// ------------------------------------------------------------------ recent transactions

describe("GET /api/dashboard/recent-transactions", () => {
  it("lists the 5 latest completed payments, latest first, with id, description, method, amount and date", async () => {
    const { payments: p } = await buildFixture();
    const list = await get<RecentTransaction[]>("/api/dashboard/recent-transactions");
    // p6-p8 (pending, failed, refunded) are newer than p10 and p9 but do not count.
    expect(list).toEqual([
      { id: p.p5, description: null, method: "cash", amount: "0.10", createdAt: "2030-03-10T14:00:00.000Z" },
      { id: p.p4, description: "Diária", method: "debit_card", amount: "33.33", createdAt: "2030-03-10T03:00:00.000Z" },
      { id: p.p3, description: "Diária", method: "cash", amount: "33.33", createdAt: "2030-03-10T02:30:00.000Z" },
      { id: p.p10, description: "Taxa", method: "pix", amount: "0.20", createdAt: "2030-03-04T03:00:00.000Z" },
      {
        id: p.p9,
        description: "Frigobar",
        method: "bank_transfer",
        amount: "12.34",
        createdAt: "2030-03-04T02:59:59.000Z",
      },
    ] satisfies RecentTransaction[]);
  });

  it("answers an empty list when nothing was paid", async () => {
    const guest = await createGuest("Ana", "Souza", "(11) 99999-0001");
    await insertPayments(guest, [["2030-03-05T12:00:00Z", "500.00", "pending"]]);
    expect(await get<RecentTransaction[]>("/api/dashboard/recent-transactions")).toEqual([]);
  });
});

// ------------------------------------------------------------------ today's check-ins

describe("GET /api/dashboard/today-checkins", () => {
  it("lists today's check-ins with their times, then the confirmed arrivals still expected, with real names and rooms", async () => {
    const { reservations: r, stays: s } = await buildFixture();
    const list = await get<TodayCheckIn[]>("/api/dashboard/today-checkins");
    // Not B (checked in at 23:59:59 yesterday), not the pending booking of room 106, not T1/T2 (tomorrow).
    expect(list).toEqual([
      {
        reservationId: r.A,
        stayId: s.A,
        guest: { firstName: "Ana", lastName: "Souza", phone: "11999990001" },
        room: { number: "101" },
        checkInDate: "2030-03-10",
        checkOutDate: "2030-03-12",
        checkInTime: "2030-03-10T03:00:00.000Z",
        actualCheckInDate: "2030-03-10T03:00:00.000Z",
      },
      {
        reservationId: r.J,
        stayId: s.J,
        guest: { firstName: "Júlia", lastName: "Neves", phone: "61944440006" },
        room: { number: "109" },
        checkInDate: "2030-03-10",
        checkOutDate: "2030-03-15",
        checkInTime: "2030-03-10T14:59:59.000Z",
        actualCheckInDate: "2030-03-10T14:59:59.000Z",
      },
      {
        reservationId: r.K,
        stayId: null,
        guest: { firstName: "Karen", lastName: "Alves", phone: "7133330007" },
        room: { number: "110" },
        checkInDate: "2030-03-10",
        checkOutDate: "2030-03-11",
        checkInTime: null,
        actualCheckInDate: null,
      },
    ] satisfies TodayCheckIn[]);
  });

  it("moves an expected arrival to the checked-in ones at check-in, and starts a new list at local midnight", async () => {
    const guest = await createGuest("Ana", "Souza", "(11) 99999-0001");
    const room = await createRoom("101");
    const reservationId = await book(guest, room, "2030-03-09", "2030-03-11");

    at("2030-03-09T15:00:00Z");
    expect(await get<TodayCheckIn[]>("/api/dashboard/today-checkins")).toMatchObject([
      { reservationId, stayId: null, checkInTime: null },
    ]);
    const stayId = await checkInAt(reservationId, "2030-03-10T02:59:59Z"); // 23:59:59 on the 9th
    expect(await get<TodayCheckIn[]>("/api/dashboard/today-checkins")).toMatchObject([
      { reservationId, stayId, checkInTime: "2030-03-10T02:59:59.000Z" },
    ]);
    at("2030-03-10T03:00:00Z");
    expect(await get<TodayCheckIn[]>("/api/dashboard/today-checkins")).toEqual([]);
  });
});

// ------------------------------------------------------------------ who may

describe("access", () => {
  const routes = [
    "/api/dashboard/stats",
    "/api/dashboard/recent-transactions",
    "/api/dashboard/revenue?days=7",
    "/api/dashboard/today-checkins",
  ];

  it.each(routes)("GET %s needs a session (401)", async (path) => {
    const res = await request(app).get(path).expect(401);
    expect(res.body.message).toBe("Unauthorized");
  });

  it.each(routes)("GET %s is open to staff and to the owner", async (path) => {
    await staff.get(path).expect(200);
    await owner.get(path).expect(200);
  });
});
