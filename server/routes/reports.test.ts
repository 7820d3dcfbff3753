// Relatórios (docs/product.md §5.7, docs/decisions/0017): every figure against a fixture computed by hand, payments and
// refunds one second either side of the month and year boundaries at the pousada (America/Sao_Paulo, UTC-3 all year
// since 2019), the worked ADR/RevPAR example, the export read back, and the day's cash closing. Money goes through the
// real API with the server's clock moved to each instant, so payments, refunds and their ledger entries agree as in
// use.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import request, { type Agent } from "supertest";
import { eq } from "drizzle-orm";
import readXlsxFile from "read-excel-file/node";
import { lancamentosFinanceiros } from "@shared/schema/finance";
import { payments } from "@shared/schema/payments";
import { reservations } from "@shared/schema/reservations";
import type { ContaBancariaView } from "@shared/api/finance";
import type { DashboardStats } from "@shared/api/dashboard";
import type { PaymentView } from "@shared/api/payments";
import type {
  CashClosing,
  CashDay,
  FinanceReport,
  GuestsReport,
  OccupancyReport,
  PaymentsReport,
  ReportSummary,
} from "@shared/api/reports";
import { apiFactories, type ApiFactories } from "../test/factories";
import { listening, ownerAndStaff, sessionCookie, testApp, testDatabase } from "../test/harness";
import type { Database } from "../db";

let database: Database;
let owner: Agent;
let staff: Agent;
let app: ReturnType<typeof testApp>;
let api: ApiFactories;

/** The clock starts before every stay of the fixtures, so each booking is accepted. */
const START = "2029-11-01T12:00:00-03:00";
let now = new Date(START);
/** Moves the server's clock to an instant written with its São Paulo offset. */
const at = (instant: string) => {
  now = new Date(instant);
};

let conta: ContaBancariaView;

beforeAll(async () => {
  database = await testDatabase();
});

beforeEach(async () => {
  at(START);
  app = testApp(database, { clock: () => now });
  ({ owner, staff } = await ownerAndStaff(database, app));
  api = apiFactories({ owner, staff });
  conta = (await owner.post("/api/contas-bancarias").send({ nome: "Itaú", tipo: "corrente" }).expect(201)).body;
});

// ------------------------------------------------------------------ helpers

async function read<T>(path: string, agent: Agent = staff): Promise<T> {
  const res = await agent.get(path);
  expect(res.status, res.text).toBe(200);
  return res.body as T;
}
const summary = (from: string, to: string) => read<ReportSummary>(`/api/reports/summary?from=${from}&to=${to}`);
const financeiro = (from: string, to: string) => read<FinanceReport>(`/api/reports/financeiro?from=${from}&to=${to}`);

async function book(values: {
  guestId: string;
  roomId: string;
  checkInDate: string;
  checkOutDate: string;
  status?: string;
  totalAmount?: string;
}) {
  // A total below nights x price is a discount: the owner's, with a reason (docs/product.md §7.6).
  return api.reservation({ status: "confirmed", notes: null, motivoDesconto: "Pacote", ...values }, owner);
}

/** Sets a reservation's creation instant (the API stamps the database's now()). */
async function createdAt(reservationId: string, instant: string) {
  await database.db
    .update(reservations)
    .set({ createdAt: new Date(instant) })
    .where(eq(reservations.id, reservationId));
}

async function payAt(
  instant: string,
  reservationId: string,
  amount: string,
  extra: Record<string, unknown> = {},
): Promise<PaymentView> {
  at(instant);
  const res = await staff
    .post("/api/payments")
    .send({ reservationId, amount, method: "pix", contaBancariaId: conta.id, ...extra });
  expect(res.status, res.text).toBe(201);
  return res.body;
}

async function refundAt(instant: string, paymentId: string, amount: string) {
  at(instant);
  const res = await owner.post(`/api/payments/${paymentId}/refunds`).send({ amount, reason: "Devolução" });
  expect(res.status, res.text).toBe(201);
}

/** A spreadsheet date cell to the second (a day fraction in the file is a double: 21:30 reads back 21:29:59.999). */
function toSecond(cell: unknown) {
  expect(cell).toBeInstanceOf(Date);
  return new Date(Math.round((cell as Date).getTime() / 1000) * 1000).toISOString();
}

function binary(res: request.Response, callback: (error: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on("data", (chunk: Buffer) => chunks.push(chunk));
  res.on("end", () => callback(null, Buffer.concat(chunks)));
}

// ------------------------------------------------------------------ access and bad input

describe("access and bad input", () => {
  it("answers 401 without a session, and serves staff as well as the owner", async () => {
    const anonymous = request(app);
    for (const path of [
      "/api/reports/summary?from=2030-01-01&to=2030-01-31",
      "/api/reports/export?from=2030-01-01&to=2030-01-31&format=csv",
      "/api/fechamentos-caixa?data=2029-11-01",
    ]) {
      expect((await anonymous.get(path)).status).toBe(401);
    }
    expect((await anonymous.post("/api/fechamentos-caixa").send({})).status).toBe(401);
    for (const agent of [owner, staff]) {
      const body = await read<ReportSummary>("/api/reports/summary?from=2030-01-01&to=2030-01-31", agent);
      expect(body.current.totalRevenue).toBe("0.00");
    }
  });

  it("refuses a bad period or format with a Portuguese 400", async () => {
    const cases: Array<[string, string]> = [
      ["/api/reports/summary?to=2030-01-31", "Informe a data inicial"],
      ["/api/reports/summary?from=2030-01-01", "Informe a data final"],
      ["/api/reports/financeiro?from=2030-02-01&to=2030-01-31", "A data final deve ser igual ou posterior à inicial"],
      ["/api/reports/ocupacao?from=2030-13-01&to=2030-12-31", "Data inválida"],
      ["/api/reports/hospedes?from=01/01/2030&to=2030-12-31", "Data inválida"],
      ["/api/reports/pagamentos?from=2028-01-01&to=2030-01-02", "Período muito longo (máximo de 731 dias)"],
      ["/api/reports/export?from=2030-01-01&to=2030-01-31&format=pdf", "Formato inválido: use csv ou xlsx"],
      ["/api/reports/export?from=2030-01-01&to=2030-01-31", "Formato inválido: use csv ou xlsx"],
      ["/api/fechamentos-caixa?data=ontem", "Data inválida"],
      ["/api/fechamentos-caixa", "Informe a data do caixa"],
    ];
    for (const [path, message] of cases) {
      const res = await staff.get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.message, path).toBe(message);
    }
    // Two whole years with a leap day are still one period.
    await read("/api/reports/summary?from=2028-01-01&to=2029-12-31");
  });
});

// ------------------------------------------------------------------ revenue at the boundaries

describe("revenue: completed payments minus refunds, by the pousada's calendar", () => {
  /**
   * One stay of R$ 800,00 paid in pieces around midnight of 30 Nov/1 Dec 2029 and 31 Dec 2029/1 Jan 2030, and
   * refunded around 31 Jan/1 Feb 2030:
   *   Nov 2029: 10.00 | Dec 2029: 20.00 + 40.00 = 60.00 | Jan 2030: 80.00 - 5.00 = 75.00 | Feb 2030: -15.00
   */
  async function boundaryFixture() {
    const guestId = (await api.guest({ firstName: "Ana", lastName: "Souza" })).id;
    const roomId = (await api.room({ number: "101", pricePerNight: "100.00" })).id;
    const stay = await book({ guestId, roomId, checkInDate: "2029-12-28", checkOutDate: "2030-01-05" });
    expect(stay.totalAmount).toBe("800.00");
    await payAt("2029-11-30T23:59:59-03:00", stay.id, "10.00");
    await payAt("2029-12-01T00:00:00-03:00", stay.id, "20.00", { method: "cash" });
    const dec31 = await payAt("2029-12-31T23:59:59-03:00", stay.id, "40.00", { method: "credit_card" });
    const jan1 = await payAt("2030-01-01T00:00:00-03:00", stay.id, "80.00");
    await refundAt("2030-01-31T23:59:59-03:00", jan1.id, "5.00");
    await refundAt("2030-02-01T00:00:00-03:00", dec31.id, "15.00");
    return { guestId, roomId, stay };
  }

  it("puts each payment and refund in its month and year, one second either side of midnight", async () => {
    await boundaryFixture();
    const revenue = async (from: string, to: string) => (await summary(from, to)).current.totalRevenue;
    expect(await revenue("2029-11-01", "2029-11-30")).toBe("10.00");
    expect(await revenue("2029-12-01", "2029-12-31")).toBe("60.00");
    expect(await revenue("2030-01-01", "2030-01-31")).toBe("75.00");
    expect(await revenue("2030-02-01", "2030-02-28")).toBe("-15.00");
    expect(await revenue("2029-01-01", "2029-12-31")).toBe("70.00");
    expect(await revenue("2030-01-01", "2030-12-31")).toBe("60.00");
    // Single days: the last second of the year and the first of the next.
    expect(await revenue("2029-12-31", "2029-12-31")).toBe("40.00");
    expect(await revenue("2030-01-01", "2030-01-01")).toBe("80.00");
  });

  it("compares with the previous period: the month before, the year before, or as many days before", async () => {
    await boundaryFixture();
    const jan = await summary("2030-01-01", "2030-01-31");
    expect(jan.previousPeriod).toEqual({ from: "2029-12-01", to: "2029-12-31" });
    expect(jan.previous.totalRevenue).toBe("60.00");
    const year = await summary("2030-01-01", "2030-12-31");
    expect(year.previousPeriod).toEqual({ from: "2029-01-01", to: "2029-12-31" });
    expect(year.previous.totalRevenue).toBe("70.00");
    const days = await summary("2030-01-01", "2030-01-02");
    expect(days.previousPeriod).toEqual({ from: "2029-12-30", to: "2029-12-31" });
    expect(days.previous.totalRevenue).toBe("40.00");
  });

  it("Financeiro: per month and per method, adding up to the summary's total", async () => {
    await boundaryFixture();
    const report = await financeiro("2029-11-15", "2030-02-10");
    expect(report.revenueByMonth).toEqual([
      { month: "2029-11", revenue: "10.00" },
      { month: "2029-12", revenue: "60.00" },
      { month: "2030-01", revenue: "75.00" },
      { month: "2030-02", revenue: "-15.00" },
    ]);
    expect(report.totalRevenue).toBe("130.00");
    expect((await summary("2029-11-15", "2030-02-10")).current.totalRevenue).toBe("130.00");
    // pix 10 + 80 - 5; cash 20; credit card 40 - 15.
    expect(report.revenueByMethod).toEqual([
      { method: "pix", revenue: "85.00" },
      { method: "credit_card", revenue: "25.00" },
      { method: "cash", revenue: "20.00" },
    ]);
    // The ledger: the payments' receitas (Hospedagem) and the refunds' despesas (Estorno), by settlement day.
    expect(report.ledgerTotals).toEqual({ receitas: "150.00", despesas: "20.00", resultado: "130.00" });
    expect(report.ledgerByMonth).toEqual([
      { month: "2029-11", receitas: "10.00", despesas: "0.00", resultado: "10.00" },
      { month: "2029-12", receitas: "60.00", despesas: "0.00", resultado: "60.00" },
      { month: "2030-01", receitas: "80.00", despesas: "5.00", resultado: "75.00" },
      { month: "2030-02", receitas: "0.00", despesas: "15.00", resultado: "-15.00" },
    ]);
    expect(report.ledgerByCategory).toEqual([
      { categoria: "Hospedagem", receitas: "150.00", despesas: "0.00", resultado: "150.00" },
      { categoria: "Estorno", receitas: "0.00", despesas: "20.00", resultado: "-20.00" },
    ]);
    // Balances at the end of a period: only what was settled by then.
    expect(report.accountBalances).toEqual([
      { id: conta.id, nome: "Itaú", tipo: "corrente", isAtiva: true, saldo: "130.00" },
    ]);
    // Up to today, the balance from the ledger is the account's own saldoAtual.
    const accounts = await read<ContaBancariaView[]>("/api/contas-bancarias");
    expect(accounts.find((c) => c.id === conta.id)!.saldoAtual).toBe("130.00");
    const december = await financeiro("2029-12-01", "2029-12-31");
    expect(december.accountBalances[0]!.saldo).toBe("70.00");
    expect(december.totalBalance).toBe("70.00");
  });

  it("agrees with the dashboard's 'Receita Mensal' for the same month", async () => {
    await boundaryFixture();
    at("2030-01-31T23:59:59.500-03:00");
    const stats = await read<DashboardStats>("/api/dashboard/stats");
    const report = await summary("2030-01-01", "2030-01-31");
    const finance = await financeiro("2030-01-01", "2030-01-31");
    expect(stats.monthlyRevenue).toBe("75.00");
    expect(report.current.totalRevenue).toBe(stats.monthlyRevenue);
    expect(finance.totalRevenue).toBe(stats.monthlyRevenue);
    expect(finance.ledgerTotals.resultado).toBe(stats.monthlyRevenue);
  });
});

// ------------------------------------------------------------------ room figures

describe("room-nights, ADR and RevPAR", () => {
  /** Five active rooms (three standard, two deluxe) and one inactive. */
  async function rooms() {
    const ids: string[] = [];
    for (const [number, type] of [
      ["101", "standard"],
      ["102", "standard"],
      ["103", "standard"],
      ["201", "deluxe"],
      ["202", "deluxe"],
    ] as const) {
      ids.push((await api.room({ number, type, pricePerNight: "100.00" })).id);
    }
    await api.room({ number: "999", isActive: false });
    return ids;
  }

  it("gives the worked example: 139 over 6 room-nights, 5 rooms, 28 days -> ADR 23.17, RevPAR 0.99", async () => {
    const [room101, room102] = await rooms();
    const guestId = (await api.guest()).id;
    await book({
      guestId,
      roomId: room101!,
      checkInDate: "2030-02-10",
      checkOutDate: "2030-02-16",
      totalAmount: "139.00",
    });
    // Cancelled and pending stays sell no nights.
    const cancelled = await book({ guestId, roomId: room102!, checkInDate: "2030-02-01", checkOutDate: "2030-02-05" });
    await api.setReservationStatus(cancelled.id, "cancelled");
    await book({ guestId, roomId: room102!, checkInDate: "2030-02-20", checkOutDate: "2030-02-22", status: "pending" });

    const { current } = await summary("2030-02-01", "2030-02-28");
    expect(current).toMatchObject({
      roomNightsSold: 6,
      roomNightsAvailable: 140,
      roomNightOccupancyRate: 4,
      roomRevenue: "139.00",
      adr: "23.17",
      revpar: "0.99",
    });
  });

  it("prorates a stay across the period's edges and splits it per room type; occupancy per day", async () => {
    const [room101, , , room201] = await rooms();
    const guestId = (await api.guest()).id;
    // 30 Jan - 2 Feb: 3 nights for 300.00, 1 of them in February (100.00).
    await book({
      guestId,
      roomId: room201!,
      checkInDate: "2030-01-30",
      checkOutDate: "2030-02-02",
      totalAmount: "300.00",
    });
    // 27 Feb - 3 Mar: 4 nights for 250.00, 2 in February (125.00).
    await book({
      guestId,
      roomId: room101!,
      checkInDate: "2030-02-27",
      checkOutDate: "2030-03-03",
      totalAmount: "250.00",
    });

    const { current, previous } = await summary("2030-02-01", "2030-02-28");
    expect(current).toMatchObject({ roomNightsSold: 3, roomNightsAvailable: 140, roomRevenue: "225.00", adr: "75.00" });
    expect(current.revpar).toBe("1.61"); // 225 / 140 = 1.607
    expect(previous).toMatchObject({
      roomNightsSold: 2,
      roomNightsAvailable: 155,
      roomRevenue: "200.00",
      adr: "100.00",
    });

    const occupancy = await read<OccupancyReport>("/api/reports/ocupacao?from=2030-02-01&to=2030-02-28");
    expect(occupancy.byDay).toHaveLength(28);
    expect(occupancy.byDay[0]).toEqual({ date: "2030-02-01", roomsSold: 1, rate: 20 });
    expect(occupancy.byDay[1]).toEqual({ date: "2030-02-02", roomsSold: 0, rate: 0 });
    expect(occupancy.byDay[27]).toEqual({ date: "2030-02-28", roomsSold: 1, rate: 20 });
    expect(occupancy.byRoomType).toEqual([
      {
        type: "standard",
        rooms: 3,
        roomNightsSold: 2,
        roomNightsAvailable: 84,
        rate: 2,
        roomRevenue: "125.00",
        adr: "62.50",
      },
      {
        type: "deluxe",
        rooms: 2,
        roomNightsSold: 1,
        roomNightsAvailable: 56,
        rate: 2,
        roomRevenue: "100.00",
        adr: "100.00",
      },
    ]);
    expect(occupancy).toMatchObject({ roomNightsSold: 3, roomNightsAvailable: 140, rate: 2 });
  });

  it("Ocupação: a stay moved mid-way counts each night in the room it was slept in (docs/product.md §7.4)", async () => {
    const [room101, , , room201] = await rooms();
    const guestId = (await api.guest()).id;
    // 4 nights, R$ 400,00: 10 and 11 February in 101 (standard), 12 and 13 in 201 (deluxe)
    const stay = await book({
      guestId,
      roomId: room101!,
      checkInDate: "2030-02-10",
      checkOutDate: "2030-02-14",
      totalAmount: "400.00",
    });
    at("2030-02-12T12:00:00-03:00");
    await api.checkIn(stay.id);
    await staff.post(`/api/reservations/${stay.id}/room-move`).send({ roomId: room201 }).expect(200);

    const occupancy = await read<OccupancyReport>("/api/reports/ocupacao?from=2030-02-01&to=2030-02-28");
    expect(
      occupancy.byRoomType.map(({ type, roomNightsSold, roomRevenue }) => ({ type, roomNightsSold, roomRevenue })),
    ).toEqual([
      { type: "standard", roomNightsSold: 2, roomRevenue: "200.00" },
      { type: "deluxe", roomNightsSold: 2, roomRevenue: "200.00" },
    ]);
    expect(occupancy.byDay.slice(9, 14).map((day) => day.roomsSold)).toEqual([1, 1, 1, 1, 0]);
  });

  it("Ocupação: rooms by status now, 'Manutenção' counting out of order too", async () => {
    const [, room102, room103, room201, room202] = await rooms();
    await api.setRoomStatus(room102!, "occupied");
    await api.setRoomStatus(room103!, "cleaning");
    await api.setRoomStatus(room201!, "maintenance");
    await api.setRoomStatus(room202!, "out_of_order");
    const occupancy = await read<OccupancyReport>("/api/reports/ocupacao?from=2029-11-01&to=2029-11-30");
    expect(occupancy.rooms).toEqual({ available: 1, occupied: 1, cleaning: 1, maintenance: 2, total: 5 });
    expect(occupancy.occupancyRate).toBe(20);
  });

  it("counts reservations made in the period (not cancelled), the average ticket and the occupancy rate", async () => {
    const [room101, room102, room103] = await rooms();
    const guestId = (await api.guest()).id;
    const a = await book({ guestId, roomId: room101!, checkInDate: "2029-11-10", checkOutDate: "2029-11-13" });
    const b = await book({ guestId, roomId: room102!, checkInDate: "2029-11-10", checkOutDate: "2029-11-12" });
    const c = await book({ guestId, roomId: room103!, checkInDate: "2029-11-20", checkOutDate: "2029-11-21" });
    await api.setReservationStatus(c.id, "cancelled");
    await createdAt(a.id, "2029-11-01T00:00:00-03:00");
    await createdAt(b.id, "2029-11-30T23:59:59-03:00");
    await createdAt(c.id, "2029-11-15T10:00:00-03:00");
    await payAt("2029-11-10T14:00:00-03:00", a.id, "300.00");
    await payAt("2029-11-10T15:00:00-03:00", b.id, "33.33");
    // Room 101 checked in on the 10th and not out yet: 1 of 5 rooms occupied at the end of November.
    at("2029-11-10T16:00:00-03:00");
    await api.checkIn(a.id);

    const { current, previous } = await summary("2029-11-01", "2029-11-30");
    expect(current).toMatchObject({
      totalRevenue: "333.33",
      reservations: 2,
      averageTicket: "166.67",
      occupancyRate: 20,
      roomNightsSold: 5,
      roomNightsAvailable: 150,
      roomNightOccupancyRate: 3,
    });
    expect(previous).toMatchObject({ totalRevenue: "0.00", reservations: 0, averageTicket: "0.00", occupancyRate: 0 });
  });
});

// ------------------------------------------------------------------ Pagamentos and Hóspedes tabs

describe("Pagamentos and Hóspedes tabs", () => {
  it("lists the 10 most recent completed payments of the period, newest first", async () => {
    const guestId = (await api.guest({ firstName: "Bruno", lastName: "Lima" })).id;
    const roomId = (await api.room({ number: "101", pricePerNight: "1000.00" })).id;
    const stay = await book({ guestId, roomId, checkInDate: "2029-12-01", checkOutDate: "2029-12-03" });
    for (let day = 1; day <= 12; day++) {
      const dd = String(day).padStart(2, "0");
      await payAt(`2029-11-${dd}T10:00:00-03:00`, stay.id, `${day}.00`, { description: day === 12 ? null : `P${day}` });
    }
    // Wholly refunded: no longer completed, not listed.
    const refunded = await payAt("2029-11-20T10:00:00-03:00", stay.id, "50.00");
    await refundAt("2029-11-20T11:00:00-03:00", refunded.id, "50.00");
    // Outside the period.
    await payAt("2029-12-01T00:00:00-03:00", stay.id, "7.00");

    const report = await read<PaymentsReport>("/api/reports/pagamentos?from=2029-11-01&to=2029-11-30");
    expect(report.count).toBe(12);
    expect(report.total).toBe("78.00");
    expect(report.recent.map((p) => p.amount)).toEqual([
      "12.00",
      "11.00",
      "10.00",
      "9.00",
      "8.00",
      "7.00",
      "6.00",
      "5.00",
      "4.00",
      "3.00",
    ]);
    expect(report.recent[0]).toMatchObject({
      guestName: "Bruno Lima",
      method: "pix",
      description: null,
      createdAt: "2029-11-12T13:00:00.000Z",
    });
    expect(report.recent[1]!.description).toBe("P11");
  });

  it("Hóspedes: the register's counts, the top spenders of the period, new and returning guests", async () => {
    const roomId = (await api.room({ number: "101", pricePerNight: "100.00" })).id;
    const room2 = (await api.room({ number: "102", pricePerNight: "100.00" })).id;
    const ana = (await api.guest({ firstName: "Ana", lastName: "Souza", email: "ana@example.com" })).id;
    const bia = (await api.guest({ firstName: "beatriz", lastName: "lopes" })).id;
    const caio = (await api.guest({ firstName: "Caio", lastName: "Reis", email: "caio@example.com" })).id;
    await api.guest({ firstName: "Duda", lastName: "Melo" });

    const anaOld = await book({ guestId: ana, roomId, checkInDate: "2029-11-02", checkOutDate: "2029-11-04" });
    const anaNew = await book({ guestId: ana, roomId, checkInDate: "2029-12-10", checkOutDate: "2029-12-12" });
    const biaStay = await book({ guestId: bia, roomId: room2, checkInDate: "2029-12-10", checkOutDate: "2029-12-13" });
    const caioStay = await book({ guestId: caio, roomId, checkInDate: "2029-12-20", checkOutDate: "2029-12-23" });
    await createdAt(anaOld.id, "2029-11-01T10:00:00-03:00");
    await createdAt(anaNew.id, "2029-12-02T10:00:00-03:00");
    await createdAt(biaStay.id, "2029-12-03T10:00:00-03:00");
    await createdAt(caioStay.id, "2029-12-04T10:00:00-03:00");

    await payAt("2029-11-03T10:00:00-03:00", anaOld.id, "200.00"); // November: not in the period
    await payAt("2029-12-10T10:00:00-03:00", anaNew.id, "150.00");
    const biaPaid = await payAt("2029-12-10T11:00:00-03:00", biaStay.id, "300.00");
    await refundAt("2029-12-11T10:00:00-03:00", biaPaid.id, "120.00");
    await payAt("2029-12-20T10:00:00-03:00", caioStay.id, "200.00");
    const caioBack = await payAt("2029-12-20T10:30:00-03:00", caioStay.id, "0.01");
    await refundAt("2029-12-20T10:40:00-03:00", caioBack.id, "0.01");

    const report = await read<GuestsReport>("/api/reports/hospedes?from=2029-12-01&to=2029-12-31");
    expect(report).toMatchObject({
      totalGuests: 4,
      guestsWithEmail: 2,
      reservationsInPeriod: 3,
      newGuests: 2,
      returningGuests: 1,
    });
    expect(report.topGuests.map((g) => [g.initials, g.firstName, g.lastName, g.spent])).toEqual([
      ["CR", "Caio", "Reis", "200.00"],
      ["BL", "beatriz", "lopes", "180.00"],
      ["AS", "Ana", "Souza", "150.00"],
    ]);
    expect(Date.parse(report.topGuests[0]!.createdAt)).not.toBeNaN();
    expect(JSON.stringify(report)).not.toMatch(/ana@example\.com|"cpf"|"phone"/);
  });

  it("Hóspedes: five top spenders among seven, a tie at the fifth place settled by name, refunds netted", async () => {
    const roomId = (await api.room({ number: "101", pricePerNight: "1000.00" })).id;
    // [first name, paid, refunded]: Zeca and Bruno tie at R$ 100,00 for the fifth place; Hugo's refund leaves him
    // R$ 90,00, below them; Igor's leaves him the first place.
    const spenders: Array<[string, string, string | null]> = [
      ["Zeca", "100.00", null],
      ["Igor", "900.00", "150.00"],
      ["Hugo", "290.00", "200.00"],
      ["Bruno", "100.00", null],
      ["Fabi", "400.00", null],
      ["Gil", "300.00", null],
      ["Eva", "200.00", null],
    ];
    for (const [index, [firstName, paid, refunded]] of spenders.entries()) {
      const guestId = (await api.guest({ firstName, lastName: "Teste" })).id;
      const day = String(1 + index * 2).padStart(2, "0");
      const next = String(2 + index * 2).padStart(2, "0");
      const stay = await book({ guestId, roomId, checkInDate: `2029-12-${day}`, checkOutDate: `2029-12-${next}` });
      const payment = await payAt(`2029-12-${day}T10:00:00-03:00`, stay.id, paid);
      if (refunded) await refundAt(`2029-12-${day}T11:00:00-03:00`, payment.id, refunded);
    }
    const report = await read<GuestsReport>("/api/reports/hospedes?from=2029-12-01&to=2029-12-31");
    expect(report.topGuests.map((g) => [g.firstName, g.spent])).toEqual([
      ["Igor", "750.00"],
      ["Fabi", "400.00"],
      ["Gil", "300.00"],
      ["Eva", "200.00"],
      ["Bruno", "100.00"],
    ]);
  });

  it("Hóspedes: top spenders at the pousada's midnight, in the UTC month before or after it", async () => {
    const roomId = (await api.room({ number: "101", pricePerNight: "1000.00" })).id;
    const stays: Record<string, string> = {};
    for (const [index, firstName] of ["Ana", "Beto", "Caio", "Davi"].entries()) {
      const guestId = (await api.guest({ firstName, lastName: "Borda" })).id;
      const day = String(1 + index * 2).padStart(2, "0");
      const next = String(2 + index * 2).padStart(2, "0");
      stays[firstName] = (
        await book({ guestId, roomId, checkInDate: `2031-01-${day}`, checkOutDate: `2031-01-${next}` })
      ).id;
    }
    // 23:30 on 30 November is already December in UTC: not in a period that starts on 1 December.
    await payAt("2029-11-30T23:30:00-03:00", stays.Ana!, "100.00");
    await payAt("2029-12-01T00:30:00-03:00", stays.Ana!, "40.00");
    // 22:00 on 28 February is March in UTC, still February at the pousada; 00:10 on 1 March is not.
    await payAt("2030-02-28T22:00:00-03:00", stays.Beto!, "70.00");
    await payAt("2030-03-01T00:10:00-03:00", stays.Beto!, "500.00");
    const caio = await payAt("2030-01-15T12:00:00-03:00", stays.Caio!, "300.00");
    await refundAt("2030-02-28T23:59:00-03:00", caio.id, "20.00");
    await refundAt("2030-03-01T00:30:00-03:00", caio.id, "250.00");
    // Davi's November payment is refunded in part on 1 December: alone, R$ -10,00 in the period; then R$ 30,00 at
    // 23:00 on 31 December (January in UTC).
    const davi = await payAt("2029-11-30T22:00:00-03:00", stays.Davi!, "60.00");
    await refundAt("2029-12-01T01:00:00-03:00", davi.id, "10.00");
    await payAt("2029-12-31T23:00:00-03:00", stays.Davi!, "30.00");

    const top = async (from: string, to: string) =>
      (await read<GuestsReport>(`/api/reports/hospedes?from=${from}&to=${to}`)).topGuests.map((g) => [
        g.firstName,
        g.spent,
      ]);
    expect(await top("2029-12-01", "2030-02-28")).toEqual([
      ["Caio", "280.00"],
      ["Beto", "70.00"],
      ["Ana", "40.00"],
      ["Davi", "20.00"],
    ]);
    expect(await top("2030-01-01", "2030-12-31")).toEqual([
      ["Beto", "570.00"],
      ["Caio", "30.00"],
    ]);
    expect(await top("2029-11-01", "2029-11-30")).toEqual([
      ["Ana", "100.00"],
      ["Davi", "60.00"],
    ]);
    // One day, read from the rows alone.
    expect(await top("2029-12-01", "2029-12-01")).toEqual([["Ana", "40.00"]]);
  });
});

// ------------------------------------------------------------------ export

describe("GET /api/reports/export", () => {
  async function exportFixture() {
    const guestId = (await api.guest({ firstName: '=HYPERLINK("x")', lastName: "Silva" })).id;
    const roomId = (await api.room({ number: "101", pricePerNight: "1500.00" })).id;
    const stay = await book({ guestId, roomId, checkInDate: "2030-01-10", checkOutDate: "2030-01-12" });
    await createdAt(stay.id, "2030-01-03T10:00:00-03:00");
    await payAt("2030-01-05T09:07:00-03:00", stay.id, "1234.56", { description: "Sinal; parte 1" });
    await payAt("2030-01-06T23:59:59-03:00", stay.id, "0.50", { description: "-2+3", method: "cash" });
    await payAt("2030-02-01T00:00:00-03:00", stay.id, "10.00"); // outside January
    // Two bottles of water (R$ 6,50 each, in centavos) charged during the stay.
    const water = await staff
      .post("/api/products")
      .send({ name: "Água mineral", category: "beverage", price: 650, stock: "24", tags: [], isActive: true })
      .expect(201);
    at("2030-01-10T14:00:00-03:00");
    await api.checkIn(stay.id);
    at("2030-01-11T21:30:00-03:00");
    await staff
      .post("/api/product-consumption")
      .send({ reservationId: stay.id, productId: water.body.id, quantity: 2 })
      .expect(201);
    return stay;
  }

  it("downloads a CSV for Brazilian spreadsheets: BOM, ';', 1.234,56, dd/MM/yyyy, formulas neutralised", async () => {
    await exportFixture();
    const res = await staff
      .get("/api/reports/export?from=2030-01-01&to=2030-01-31&format=csv")
      .buffer(true)
      .parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="relatorio-2030-01-01-a-2030-01-31.csv"');
    const bytes = res.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString("utf8").slice(1).split("\r\n");
    expect(lines[0]).toBe("Pagamentos");
    expect(lines[1]).toBe("Data;Hóspede;Quarto;Forma de pagamento;Status;Valor;Estornado;Conta;Descrição");
    expect(lines[2]).toBe(
      `05/01/2030 09:07;"'=HYPERLINK(""x"") Silva";101;PIX;Concluído;1.234,56;0,00;Itaú;"Sinal; parte 1"`,
    );
    expect(lines[3]).toBe(`06/01/2030 23:59;"'=HYPERLINK(""x"") Silva";101;Dinheiro;Concluído;0,50;0,00;Itaú;'-2+3`);
    expect(lines[4]).toBe("");
    expect(lines[5]).toBe("Reservas");
    expect(lines[7]).toBe(
      `10/01/2030;12/01/2030;2;"'=HYPERLINK(""x"") Silva";101;1;Check-in Realizado;Parcial;3.000,00`,
    );
    expect(lines[8]).toBe("");
    const ledger = lines.indexOf("Lançamentos");
    expect(lines[ledger + 2]).toMatch(/^05\/01\/2030;Receita;Hospedagem;.*;Itaú;;1\.234,56;Pago;;05\/01\/2030$/);
    const consumption = lines.indexOf("Consumo");
    expect(lines[consumption + 1]).toBe("Data;Hóspede;Produto;Quantidade;Preço unitário;Total");
    expect(lines[consumption + 2]).toBe(`11/01/2030 21:30;"'=HYPERLINK(""x"") Silva";Água mineral;2;6,50;13,00`);
  });

  it("lists on its Reservas sheet exactly the reservations the summary counts for the period", async () => {
    const guestId = (await api.guest()).id;
    const roomId = (await api.room({ number: "101" })).id;
    // Made in January: a December stay (counted), a cancelled one (not); made in December: a January stay (not).
    const december = await book({ guestId, roomId, checkInDate: "2030-12-10", checkOutDate: "2030-12-12" });
    await createdAt(december.id, "2030-01-20T10:00:00-03:00");
    const cancelled = await book({ guestId, roomId, checkInDate: "2030-01-20", checkOutDate: "2030-01-22" });
    await staff.put(`/api/reservations/${cancelled.id}`).send({ status: "cancelled" }).expect(200);
    await createdAt(cancelled.id, "2030-01-21T10:00:00-03:00");
    const earlier = await book({ guestId, roomId, checkInDate: "2030-01-05", checkOutDate: "2030-01-07" });
    await createdAt(earlier.id, "2029-12-20T10:00:00-03:00");

    expect((await summary("2030-01-01", "2030-01-31")).current.reservations).toBe(1);
    const res = await staff
      .get("/api/reports/export?from=2030-01-01&to=2030-01-31&format=csv")
      .buffer(true)
      .parse(binary);
    const lines = (res.body as Buffer).toString("utf8").slice(1).split("\r\n");
    const sheet = lines.slice(lines.indexOf("Reservas") + 2, lines.indexOf("Lançamentos") - 1);
    expect(sheet).toEqual(["10/12/2030;12/12/2030;2;Ana Souza;101;1;Confirmada;Pendente;300,00"]);
  });

  it("downloads an XLSX with a sheet per table, real numbers and dates", async () => {
    await exportFixture();
    const res = await owner
      .get("/api/reports/export?from=2030-01-01&to=2030-01-31&format=xlsx")
      .buffer(true)
      .parse(binary);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="relatorio-2030-01-01-a-2030-01-31.xlsx"');
    // Announced for the browser's progress: 2 payments, 1 reservation, 2 lançamentos, 1 consumption line.
    expect(res.headers["x-export-rows"]).toBe("6");
    const sheets = await readXlsxFile(res.body as Buffer);
    expect(sheets.map((s) => s.sheet)).toEqual(["Pagamentos", "Reservas", "Lançamentos", "Consumo"]);
    const paymentRows = sheets[0]!.data;
    expect(paymentRows[0]).toEqual([
      "Data",
      "Hóspede",
      "Quarto",
      "Forma de pagamento",
      "Status",
      "Valor",
      "Estornado",
      "Conta",
      "Descrição",
    ]);
    expect(paymentRows).toHaveLength(3);
    const [when, guest, room, method, status, value, refunded, account, description] = paymentRows[1]!;
    // The clerk's wall clock (09:07 at the pousada), as the spreadsheet shows it.
    expect(toSecond(when)).toBe("2030-01-05T09:07:00.000Z");
    expect([guest, room, method, status, value, refunded, account, description]).toEqual([
      '=HYPERLINK("x") Silva',
      "101",
      "PIX",
      "Concluído",
      1234.56,
      0,
      "Itaú",
      "Sinal; parte 1",
    ]);
    const reservationsSheet = sheets[1]!.data;
    expect(reservationsSheet[1]!.slice(0, 3)).toEqual([
      new Date("2030-01-10T00:00:00Z"),
      new Date("2030-01-12T00:00:00Z"),
      2,
    ]);
    expect(reservationsSheet[1]![8]).toBe(3000);
    expect(sheets[2]!.data).toHaveLength(3);
    const [consumedAt, ...consumption] = sheets[3]!.data[1]!;
    expect(toSecond(consumedAt)).toBe("2030-01-11T21:30:00.000Z");
    expect(consumption).toEqual(['=HYPERLINK("x") Silva', "Água mineral", 2, 6.5, 13]);
  });

  it("pages through more rows than one read holds, each row once", async () => {
    const guestId = (await api.guest()).id;
    const roomId = (await api.room({ number: "101", pricePerNight: "10000.00" })).id;
    const stay = await book({ guestId, roomId, checkInDate: "2030-01-10", checkOutDate: "2030-01-20" });
    // 1,203 payments at one instant: the pages' keys must break ties by id.
    await database.db.insert(payments).values(
      Array.from({ length: 1203 }, (_, index) => ({
        guestId,
        reservationId: stay.id,
        amount: "1.00",
        method: "pix",
        status: "completed",
        description: `P${index}`,
        createdAt: new Date("2030-01-05T12:00:00.123-03:00"),
      })),
    );
    // And a third of them microseconds later, finer than a JS Date: each page's key must keep them.
    await database.pool.query(
      "UPDATE payments SET created_at = created_at + (1 + (substr(description, 2)::int % 7)) * interval '1 microsecond' WHERE substr(description, 2)::int % 3 = 0",
    );
    const res = await staff
      .get("/api/reports/export?from=2030-01-01&to=2030-01-31&format=csv")
      .buffer(true)
      .parse(binary);
    const lines = (res.body as Buffer).toString("utf8").split("\r\n");
    const paymentLines = lines.filter((line) => /;P\d+$/.test(line));
    expect(paymentLines).toHaveLength(1203);
    expect(new Set(paymentLines).size).toBe(1203);
  });

  it("pages through more lançamentos of one day than one read holds, each once (pages keyed by a date)", async () => {
    const conta = await owner
      .post("/api/contas-bancarias")
      .send({ nome: "Conta do teste de páginas", tipo: "corrente", saldoInicial: "0,00" })
      .expect(201);
    await database.db.insert(lancamentosFinanceiros).values(
      Array.from({ length: 1203 }, (_, index) => ({
        contaBancariaId: conta.body.id as string,
        tipo: "despesa",
        descricao: `L${index}`,
        valor: "1.00",
        dataLancamento: "2030-01-05",
      })),
    );
    const res = await staff
      .get("/api/reports/export?from=2030-01-01&to=2030-01-31&format=csv")
      .buffer(true)
      .parse(binary);
    const ledgerLines = (res.body as Buffer)
      .toString("utf8")
      .split("\r\n")
      .filter((line) => /;L\d+;/.test(line));
    expect(ledgerLines).toHaveLength(1203);
    expect(new Set(ledgerLines.map((line) => /;(L\d+);/.exec(line)![1])).size).toBe(1203);
  });
});

// ------------------------------------------------------------------ the day's cash

describe("Fechamento de caixa", () => {
  let caixa: ContaBancariaView;
  let stayId: string;

  /**
   * 'Caixa da recepção' is registered with 100.00; on 10 Nov 2029 it receives 50.00 cash and 30.00 by card, refunds 10.00,
   * takes in 25.00 of other receitas and pays out 5.00; with 7.00 received the day before, the day opens at
   * 107.00 and expects 107 + 80 - 10 + 25 - 5 = 197.00.
   */
  async function cashFixture() {
    caixa = (
      await owner
        .post("/api/contas-bancarias")
        .send({ nome: "Caixa da recepção", tipo: "caixa", saldoInicial: "100,00" })
    ).body;
    await owner.post("/api/contas-bancarias").send({ nome: "Caixa antigo", tipo: "caixa", ativo: false }).expect(201);
    const guestId = (await api.guest()).id;
    const roomId = (await api.room({ number: "101", pricePerNight: "100.00" })).id;
    stayId = (await book({ guestId, roomId, checkInDate: "2029-11-10", checkOutDate: "2029-11-12" })).id;
    // The day before: 7.00 in, part of the opening balance of the 10th.
    await payAt("2029-11-09T20:00:00-03:00", stayId, "7.00", { method: "cash", contaBancariaId: caixa.id });
    const cash = await payAt("2029-11-10T09:00:00-03:00", stayId, "50.00", {
      method: "cash",
      contaBancariaId: caixa.id,
    });
    await payAt("2029-11-10T10:00:00-03:00", stayId, "30.00", { method: "debit_card", contaBancariaId: caixa.id });
    await payAt("2029-11-10T10:30:00-03:00", stayId, "40.00"); // into the bank account: not this cash
    await refundAt("2029-11-10T11:00:00-03:00", cash.id, "10.00");
    at("2029-11-10T12:00:00-03:00");
    await staff
      .post("/api/lancamentos-financeiros")
      .send({
        tipo: "receita",
        valor: "25.00",
        contaBancariaId: caixa.id,
        categoria: "Frigobar",
        dataLancamento: "2029-11-10",
      })
      .expect(201);
    await staff
      .post("/api/lancamentos-financeiros")
      .send({
        tipo: "despesa",
        valor: "5.00",
        contaBancariaId: caixa.id,
        categoria: "Gelo",
        dataLancamento: "2029-11-10",
      })
      .expect(201);
    at("2029-11-10T20:00:00-03:00");
  }

  const close = (body: Record<string, unknown>, agent: Agent = staff) =>
    agent.post("/api/fechamentos-caixa").send({ data: "2029-11-10", contaBancariaId: caixa.id, ...body });

  it("shows each active caixa's day from the ledger, and records a closing with its difference", async () => {
    await cashFixture();
    const day = await read<CashDay>("/api/fechamentos-caixa?data=2029-11-10");
    expect(day.data).toBe("2029-11-10");
    expect(day.contas).toHaveLength(1);
    expect(day.contas[0]).toEqual({
      conta: { id: caixa.id, nome: "Caixa da recepção" },
      saldoAbertura: "107.00",
      recebidoPorMetodo: [
        { method: "cash", amount: "50.00", count: 1 },
        { method: "debit_card", amount: "30.00", count: 1 },
      ],
      recebidoTotal: "80.00",
      estornos: "10.00",
      outrasEntradas: "25.00",
      outrasSaidas: "5.00",
      saldoEsperado: "197.00",
      fechamento: null,
      reabertos: [],
    });

    const res = await close({ saldoContado: "190,50", observacoes: "Faltou troco" });
    expect(res.status, res.text).toBe(201);
    const closing = res.body as CashClosing;
    expect(closing).toMatchObject({
      data: "2029-11-10",
      contaBancariaId: caixa.id,
      saldoEsperado: "197.00",
      saldoContado: "190.50",
      diferenca: "-6.50",
      observacoes: "Faltou troco",
      fechadoPor: { nome: "Teste Silva" },
      fechadoEm: "2029-11-10T23:00:00.000Z",
      reabertoPor: null,
      reabertoEm: null,
      motivoReabertura: null,
      versao: 1,
    });
    // The shortfall of 6.50 is booked as a 'Quebra de caixa': the account holds the counted cash.
    const accounts = await read<ContaBancariaView[]>("/api/contas-bancarias");
    expect(accounts.find((c) => c.id === caixa.id)!.saldoAtual).toBe("190.50");
    const after = await read<CashDay>("/api/fechamentos-caixa?data=2029-11-10");
    expect(after.contas[0]!.fechamento).toEqual(closing);
  });

  it("refuses a second closing of the day (409), and lets only the owner reopen it", async () => {
    await cashFixture();
    const first = (await close({ saldoContado: "197.00" }).expect(201)).body as CashClosing;
    const again = await close({ saldoContado: "197.00" }, owner);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'O caixa "Caixa da recepção" de 10/11/2029 já foi fechado. Para corrigir, o proprietário deve reabri-lo.',
    );
    const forbidden = await staff
      .post(`/api/fechamentos-caixa/${first.id}/reabrir`)
      .send({ motivo: "Contagem errada" });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe("Acesso restrito ao proprietário");

    at("2029-11-11T08:00:00-03:00");
    const reopened = await owner
      .post(`/api/fechamentos-caixa/${first.id}/reabrir`)
      .send({ motivo: "Contagem errada" })
      .expect(200);
    expect(reopened.body).toMatchObject({
      id: first.id,
      reabertoEm: "2029-11-11T11:00:00.000Z",
      diferenca: "0.00",
      motivoReabertura: "Contagem errada",
      versao: 1,
    });
    expect((await owner.post(`/api/fechamentos-caixa/${first.id}/reabrir`).send({ motivo: "De novo" })).status).toBe(
      409,
    );
    expect(
      (
        await owner
          .post("/api/fechamentos-caixa/00000000-0000-4000-8000-000000000000/reabrir")
          .send({ motivo: "Contagem errada" })
      ).status,
    ).toBe(404);

    const second = (await close({ saldoContado: "200.00" }).expect(201)).body as CashClosing;
    expect(second).toMatchObject({ diferenca: "3.00", versao: 2 });
    const day = await read<CashDay>("/api/fechamentos-caixa?data=2029-11-10");
    expect(day.contas[0]!.fechamento!.id).toBe(second.id);
    expect(day.contas[0]!.reabertos.map((c) => c.id)).toEqual([first.id]);
  });

  it("refuses bad closings with a Portuguese 4xx", async () => {
    await cashFixture();
    const bank = await close({ contaBancariaId: conta.id, saldoContado: "1" });
    expect(bank.status).toBe(400);
    expect(bank.body.message).toBe("Escolha um caixa ativo (conta do tipo Caixa)");
    const future = await close({ data: "2029-11-11", saldoContado: "1" });
    expect(future.status).toBe(400);
    expect(future.body.message).toBe("Não é possível fechar o caixa de um dia que ainda não chegou");
    for (const [body, message] of [
      [{ saldoContado: "" }, "Informe o valor contado"],
      [{ saldoContado: "-5" }, "Valor inválido. Use o formato 1.200,00"],
      [{ saldoContado: "1", contaBancariaId: "x" }, "Escolha o caixa"],
      [{ saldoContado: "1", data: "2029-02-30" }, "Data inválida"],
    ] as const) {
      const res = await close(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const unknown = await close({ saldoContado: "1", contaBancariaId: "00000000-0000-4000-8000-000000000000" });
    expect(unknown.status).toBe(404);
  });

  it("lets exactly one of concurrent closings of the same day win", async () => {
    await cashFixture();
    const server = await listening(app);
    let statuses: number[];
    try {
      const cookie = await sessionCookie(server.base, "recepcao@example.com");
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, index) =>
          fetch(`${server.base}/api/fechamentos-caixa`, {
            method: "POST",
            headers: { Cookie: cookie, "Content-Type": "application/json" },
            body: JSON.stringify({ data: "2029-11-10", contaBancariaId: caixa.id, saldoContado: `${190 + index}.00` }),
          }),
        ),
      );
      statuses = answers.map((a) => a.status);
    } finally {
      await server.close();
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    const day = await read<CashDay>("/api/fechamentos-caixa?data=2029-11-10");
    expect(day.contas[0]!.fechamento).not.toBeNull();
    expect(day.contas[0]!.reabertos).toEqual([]);
  });
});
