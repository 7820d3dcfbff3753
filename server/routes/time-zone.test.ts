// The pousada's clock (docs/product.md §12.12, docs/decisions/0021-the-pousada-time-zone.md): the time zone is a
// setting of Configurações > Geral, and "today", the front desk, the dashboard, the cash day, report bounds and the
// exports follow it. The fixture is a pousada in Manaus (UTC-4) at 23:30 on 31 March 2030, which is already
// 03:30 UTC on 1 April, and 00:30 on 1 April in São Paulo: every expected value below is Manaus's.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Agent } from "supertest";
import { auditLog } from "@shared/schema/settings";
import type { ContaBancariaView } from "@shared/api/finance";
import type { DashboardStats, RevenuePoint, TodayCheckIn } from "@shared/api/dashboard";
import type { CashDay, PaymentsReport } from "@shared/api/reports";
import type { SettingsView } from "@shared/api/settings";
import type { FrontDeskOverview } from "@shared/api/stays";
import { DEFAULT_GERAL } from "@shared/validators/settings";
import { apiFactories, type ApiFactories } from "../test/factories";
import { ownerAndStaff, signedInAgent, testApp, testDatabase } from "../test/harness";
import type { Database } from "../db";

let database: Database;
let owner: Agent;
let staff: Agent;
let app: ReturnType<typeof testApp>;
let api: ApiFactories;

const START = "2030-03-20T15:00:00.000Z";
let now = new Date(START);
const at = (instant: string) => {
  now = new Date(instant);
};

/** 23:30 on 31 March 2030 in Manaus. */
const MANAUS_2330 = "2030-04-01T03:30:00.000Z";

const MANAUS = { ...DEFAULT_GERAL, timeZone: "America/Manaus" };

async function read<T>(path: string, agent: Agent = staff): Promise<T> {
  const res = await agent.get(path);
  expect(res.status, res.text).toBe(200);
  return res.body as T;
}

beforeAll(async () => {
  database = await testDatabase();
});

beforeEach(async () => {
  at(START);
  app = testApp(database, { clock: () => now });
  ({ owner, staff } = await ownerAndStaff(database, app));
  api = apiFactories({ owner, staff });
});

describe("the time zone in Configurações > Geral", () => {
  it("is Brasília time until the owner chooses another, for the settings and the signed-in user alike", async () => {
    expect((await read<SettingsView>("/api/settings")).geral.timeZone).toBe("America/Sao_Paulo");
    expect((await read<{ pousadaTimeZone: string }>("/api/auth/user")).pousadaTimeZone).toBe("America/Sao_Paulo");

    const saved = await owner.put("/api/settings").send(MANAUS);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toEqual({ ...DEFAULT_GERAL, timeZone: "America/Manaus" });
    expect((await read<SettingsView>("/api/settings")).geral.timeZone).toBe("America/Manaus");
    expect((await read<{ pousadaTimeZone: string }>("/api/auth/user")).pousadaTimeZone).toBe("America/Manaus");
  });

  it("takes only Brazil's zones, in Portuguese; staff cannot change it; a body without it keeps the saved one", async () => {
    for (const timeZone of ["Europe/Lisbon", "America/New_York", "UTC", "", 42, "america/manaus"]) {
      const res = await owner.put("/api/settings").send({ ...MANAUS, timeZone });
      expect(res.status, String(timeZone)).toBe(400);
      expect(res.body.message).toBe("Fuso horário inválido: escolha um dos fusos horários do Brasil");
    }
    const denied = await staff.put("/api/settings").send(MANAUS);
    expect(denied.status).toBe(403);
    expect((await read<SettingsView>("/api/settings")).geral.timeZone).toBe("America/Sao_Paulo");

    await owner
      .put("/api/settings")
      .send({ ...MANAUS, timeZone: "America/Noronha" })
      .expect(200);
    const { timeZone: _zone, ...withoutZone } = MANAUS;
    const kept = await owner.put("/api/settings").send({ ...withoutZone, checkOutTime: "11:00" });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body.timeZone).toBe("America/Noronha");
    expect((await read<SettingsView>("/api/settings")).geral).toEqual({
      ...DEFAULT_GERAL,
      checkOutTime: "11:00",
      timeZone: "America/Noronha",
    });
  });

  it("keeps one whole Geral under parallel saves of different zones", async () => {
    const bodies = ["America/Manaus", "America/Rio_Branco", "America/Noronha", "America/Cuiaba"].flatMap((zone, i) => [
      { ...MANAUS, timeZone: zone, checkInTime: `1${i}:00` },
      { ...MANAUS, timeZone: zone, checkInTime: `1${i}:30` },
    ]);
    const answers = await Promise.all(bodies.map((body) => owner.put("/api/settings").send(body)));
    expect(answers.map((res) => res.status)).toEqual(bodies.map(() => 200));
    const stored = (await read<SettingsView>("/api/settings")).geral;
    expect(bodies).toContainEqual(stored);
  });

  it("is read by every instance at once: no instance keeps an old zone", async () => {
    const other = testApp(database, { clock: () => now });
    const staffThere = await signedInAgent(other, "recepcao@example.com");
    at(MANAUS_2330);
    expect((await read<FrontDeskOverview>("/api/checkinout/overview", staffThere)).today).toBe("2030-04-01");
    await owner.put("/api/settings").send(MANAUS).expect(200);
    expect((await read<FrontDeskOverview>("/api/checkinout/overview", staffThere)).today).toBe("2030-03-31");
    await owner.put("/api/settings").send(DEFAULT_GERAL).expect(200);
    expect((await read<FrontDeskOverview>("/api/checkinout/overview", staffThere)).today).toBe("2030-04-01");
  });
});

describe("a pousada in Manaus at 23:30 (03:30 UTC the next day)", () => {
  let caixa: ContaBancariaView;
  let arrivingToday: string;
  let arrivingTomorrow: string;

  beforeEach(async () => {
    await owner.put("/api/settings").send(MANAUS).expect(200);
    caixa = (await owner.post("/api/contas-bancarias").send({ nome: "Caixa", tipo: "caixa" }).expect(201)).body;
    const guestId = (await api.guest()).id;
    const room101 = (await api.room({ number: "101", pricePerNight: "150.00" })).id;
    const room102 = (await api.room({ number: "102", pricePerNight: "150.00" })).id;
    const stay = { guestId, status: "confirmed", notes: null };
    arrivingToday = (
      await api.reservation({ ...stay, roomId: room101, checkInDate: "2030-03-31", checkOutDate: "2030-04-02" })
    ).id;
    arrivingTomorrow = (
      await api.reservation({ ...stay, roomId: room102, checkInDate: "2030-04-01", checkOutDate: "2030-04-03" })
    ).id;
    const pay = async (instant: string, amount: string) => {
      at(instant);
      const body = { reservationId: arrivingToday, amount, method: "cash", contaBancariaId: caixa.id };
      const res = await staff.post("/api/payments").send(body);
      expect(res.status, res.text).toBe(201);
    };
    await pay("2030-03-20T15:00:00.000Z", "100.00"); // 11:00 on 20 March in Manaus
    await pay("2030-04-01T03:10:00.000Z", "50.00"); // 23:10 on 31 March in Manaus
    await database.db.insert(auditLog).values({
      at: new Date("2030-04-01T03:10:00.000Z"),
      userEmail: "recepcao@example.com",
      action: "create",
      entity: "payment",
      method: "POST",
      path: "/api/payments",
      status: 201,
    });
    at(MANAUS_2330);
  });

  it("the front desk's today is 31 March: the 31st's arrival checks in, the 1st's is not yet due", async () => {
    const overview = await read<FrontDeskOverview>("/api/checkinout/overview");
    expect(overview.today).toBe("2030-03-31");
    expect(overview.pendingCheckIns.map((r) => r.id)).toEqual([arrivingToday]);

    const early = await staff.post("/api/checkinout").send({ reservationId: arrivingTomorrow });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe("O check-in desta reserva é só em 01/04/2030.");
    expect((await staff.post("/api/checkinout").send({ reservationId: arrivingToday })).status).toBe(201);
  });

  it("the dashboard counts 31 March as today and March as this month", async () => {
    await staff.post("/api/checkinout").send({ reservationId: arrivingToday }).expect(201);
    const stats = await read<DashboardStats>("/api/dashboard/stats");
    expect(stats.todayCheckins).toBe(1);
    expect(stats.monthlyRevenue).toBe("150.00");
    expect(stats.arrivalsTomorrow).toBe(1);
    const arrivals = await read<TodayCheckIn[]>("/api/dashboard/today-checkins");
    expect(arrivals.map((a) => a.reservationId)).toEqual([arrivingToday]);
    const revenue = await read<RevenuePoint[]>("/api/dashboard/revenue?days=7");
    expect(revenue.at(-1)).toEqual({ date: "2030-03-31", amount: "50.00" });
    expect(revenue[0]).toEqual({ date: "2030-03-25", amount: "0.00" });
  });

  it("the 23:10 cash payment is in 31 March's cash, and 1 April cannot be closed yet", async () => {
    const day = await read<CashDay>("/api/fechamentos-caixa?data=2030-03-31");
    expect(day.contas.map((c) => [c.conta.nome, c.saldoAbertura, c.recebidoTotal, c.saldoEsperado])).toEqual([
      ["Caixa", "100.00", "50.00", "150.00"],
    ]);
    const early = await staff
      .post("/api/fechamentos-caixa")
      .send({ data: "2030-04-01", contaBancariaId: caixa.id, saldoContado: "150.00" });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe("Não é possível fechar o caixa de um dia que ainda não chegou");
    const closing = await staff
      .post("/api/fechamentos-caixa")
      .send({ data: "2030-03-31", contaBancariaId: caixa.id, saldoContado: "150.00" });
    expect(closing.status, closing.text).toBe(201);
    expect(closing.body.diferenca).toBe("0.00");
  });

  it("a report of 31 March runs from its midnight to the next in Manaus, and the exports print Manaus time", async () => {
    const report = await read<PaymentsReport>("/api/reports/pagamentos?from=2030-03-31&to=2030-03-31");
    expect([report.count, report.total]).toEqual([1, "50.00"]);
    expect(report.recent.map((p) => p.createdAt)).toEqual(["2030-04-01T03:10:00.000Z"]);

    const csv = await staff.get("/api/reports/export?from=2030-03-31&to=2030-03-31&format=csv");
    expect(csv.status).toBe(200);
    const paymentLines = csv.text.split("\r\n").filter((line) => line.includes(";Dinheiro;"));
    expect(paymentLines).toEqual([expect.stringMatching(/^31\/03\/2030 23:10;Ana Souza;101;Dinheiro;/)]);

    const audit = await owner.get("/api/audit/export?from=2030-03-31&to=2030-03-31");
    expect(audit.status).toBe(200);
    expect(audit.headers["content-disposition"]).toBe('attachment; filename="auditoria-2030-03-31.csv"');
    const lines = audit.text.split("\r\n").filter(Boolean);
    expect(lines.slice(1)).toEqual([
      "31/03/2030 23:10:00;recepcao@example.com;;Criação;payment;;POST;/api/payments;201;;;",
    ]);
  });
});
