// Configurações > Tarifário and GET /api/rates/quote (docs/product.md §15): who may change the tarifário, what bad
// input answers, and the quote over the stored rules. The arithmetic's worked examples are server/domain/rate-quote.test.ts's.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Agent } from "supertest";
import type { Quote, TarifarioView } from "@shared/api/rates";
import { apiFactories, type ApiFactories } from "../test/factories";
import { ownerAndStaff, testApp, testDatabase } from "../test/harness";
import type { Database } from "../db";

let database: Database;
let owner: Agent;
let staff: Agent;
let app: ReturnType<typeof testApp>;
let api: ApiFactories;
const now = new Date("2026-11-26T13:00:00.000Z");

const base = {
  prices: {
    standard: {
      occupancy: ["180,00", "220,00"],
      weekend: ["230.00", "280.00"],
      extraBed: "70.00",
      childBands: [
        { maxAge: 4, price: "0" },
        { maxAge: 11, price: "60.00" },
      ],
    },
  },
};

beforeAll(async () => {
  database = await testDatabase();
});

beforeEach(async () => {
  app = testApp(database, { clock: () => now });
  ({ owner, staff } = await ownerAndStaff(database, app));
  api = apiFactories({ owner, staff });
});

const quote = (agent: Agent, query: Record<string, string>) => agent.get("/api/rates/quote").query(query);

describe("the tarifário", () => {
  it("is read by everyone and changed by the owner only", async () => {
    expect((await staff.put("/api/rates/base").send(base)).status).toBe(403);
    expect(
      (
        await staff
          .post("/api/rates/policies")
          .send({ name: "Padrão", rows: [{ daysBefore: 0, refundPercent: 0, creditPercent: 0 }] })
      ).status,
    ).toBe(403);
    const saved = await owner.put("/api/rates/base").send(base);
    expect(saved.status, saved.text).toBe(200);
    // The form's "180,00" is stored as the API's "180.00"
    expect(saved.body.prices.standard.occupancy).toEqual(["180.00", "220.00"]);
    const view = (await staff.get("/api/rates").expect(200)).body as TarifarioView;
    expect(view.base?.prices.standard?.extraBed).toBe("70.00");
    expect(view.settings.weekendNights).toEqual([5, 6]);
    expect(view.seasons).toEqual([]);
  });

  it("answers bad input with 400 and a Portuguese message", async () => {
    const bad = await owner
      .post("/api/rates/seasons")
      .send({ name: "Alta", startDate: "2027-01-10", endDate: "2027-01-05", prices: {} });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("A data final deve ser posterior à inicial");
    const price = await owner.put("/api/rates/base").send({ prices: { standard: { occupancy: ["abc"] } } });
    expect(price.status).toBe(400);
    expect(price.text).toContain("Valor inválido. Use o formato 1.200,00");
    const nothing = await owner
      .post("/api/rates/restrictions")
      .send({ startDate: "2027-01-01", endDate: "2027-01-02" });
    expect(nothing.status).toBe(400);
    expect(nothing.text).toContain("Escolha ao menos uma restrição");
  });

  it("keeps a policy a package names, and two policies from sharing a name", async () => {
    const rows = [{ daysBefore: 30, refundPercent: 90, creditPercent: 0 }];
    const policy = await owner.post("/api/rates/policies").send({ name: "Pacotes", rows, creditMonths: 6 });
    expect(policy.status, policy.text).toBe(201);
    // Parallel creations under one name: one is made, the other is told why
    const twins = await Promise.all(
      [1, 2].map(() => owner.post("/api/rates/policies").send({ name: "Flexível", rows })),
    );
    expect(twins.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(twins.find((r) => r.status === 409)!.body.message).toBe("Já existe uma política com esse nome");
    const pkg = await owner.post("/api/rates/packages").send({
      name: "Réveillon",
      startDate: "2026-12-28",
      endDate: "2027-01-03",
      depositPercent: 100,
      cancellationPolicyId: policy.body.id,
      prices: { standard: { packagePrice: ["2400.00", "3000.00"] } },
    });
    expect(pkg.status, pkg.text).toBe(201);
    const removal = await owner.delete(`/api/rates/policies/${policy.body.id}`);
    expect(removal.status).toBe(409);
    expect(removal.body.message).toBe("Há pacotes com esta política: troque-a antes de excluí-la");
  });
});

describe("GET /api/rates/quote", () => {
  it("needs a session", async () => {
    const res = await (await import("supertest")).default(app).get("/api/rates/quote");
    expect(res.status).toBe(401);
  });

  it("validates the query in Portuguese", async () => {
    const room = await api.room({ number: "101", capacity: 2, pricePerNight: "200.00" });
    const ok = { roomId: room.id, checkInDate: "2027-01-10", checkOutDate: "2027-01-12", adults: "2" };
    const backwards = await quote(staff, { ...ok, checkOutDate: "2027-01-09" });
    expect(backwards.status).toBe(400);
    expect(backwards.text).toContain("A data de check-out deve ser posterior à data de check-in");
    const ages = await quote(staff, { ...ok, childrenAges: "3,dez" });
    expect(ages.status).toBe(400);
    expect(ages.text).toContain("Idades das crianças inválidas");
    expect((await quote(staff, { ...ok, adults: "0" })).text).toContain("Informe ao menos um adulto");
    const missing = await quote(staff, { ...ok, roomId: "00000000-0000-4000-8000-000000000000" });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Quarto não encontrado");
  });

  it("prices the stay from the stored rules, with the holidays of the pousada's state and its restrictions", async () => {
    const room = await api.room({ number: "101", capacity: 2, extraBeds: 1, pricePerNight: "200.00" });
    await owner.put("/api/rates/base").send(base).expect(200);
    await owner
      .put("/api/rates/holiday")
      .send({ prices: { standard: { occupancy: ["300.00", "350.00"] } }, minStay: 3 })
      .expect(200);
    await owner
      .put("/api/rates/settings")
      .send({ losDiscounts: [{ minNights: 3, percent: 5 }], paymentDiscounts: [{ method: "pix", percent: 5 }] })
      .expect(200);
    await owner
      .post("/api/rates/restrictions")
      .send({ startDate: "2026-12-31", endDate: "2026-12-31", closedToArrival: true })
      .expect(201);

    // Friday 30 Oct to Monday 2 Nov 2026 (Finados): 280 + 280 + 350 = 910,00, −5% (45,50)
    const res = await quote(staff, {
      roomId: room.id,
      checkInDate: "2026-10-30",
      checkOutDate: "2026-11-02",
      adults: "2",
      childrenAges: "3",
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      nights: [
        { date: "2026-10-30", price: "280.00", rule: "Tarifa base (fim de semana)" },
        { date: "2026-10-31", price: "280.00", rule: "Tarifa base (fim de semana)" },
        { date: "2026-11-01", price: "350.00", rule: "Feriado: Dia de Finados" },
      ],
      extras: [{ label: "Cama extra: 1 × 3 noites", amount: "210.00" }],
      discounts: [{ label: "Desconto de 5% para 3 noites ou mais", amount: "45.50" }],
      // 910,00 + 210,00 − 45,50
      total: "1074.50",
      restrictions: [],
      deposit: { percent: 100, amount: "1074.50", dueAt: "2026-11-27T13:00:00.000Z" },
      cancellationPolicy: null,
    } satisfies Quote);

    const closed = await quote(staff, {
      roomId: room.id,
      checkInDate: "2026-12-31",
      checkOutDate: "2027-01-01",
      adults: "2",
    });
    expect(closed.status).toBe(200);
    expect((closed.body as Quote).restrictions).toEqual([
      { code: "min_stay", message: "Estadia mínima de 3 noites no feriado: Ano Novo" },
      { code: "closed_to_arrival", message: "Entrada fechada em 31/12/2026" },
    ]);
  });
});
