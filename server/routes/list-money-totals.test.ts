// The totals under the payments and lançamentos lists (docs/product.md §12.1): summed on the server over the whole
// filter (not one page), as exact decimal strings; the sums below are worked out by hand.
import { beforeAll, describe, expect, it } from "vitest";
import type { Agent } from "supertest";
import { apiFactories } from "../test/factories";
import { ownerAndStaff, testApp, testDatabase } from "../test/harness";

const NOW = "2030-03-10T15:00:00.000Z";
let owner: Agent;
let staff: Agent;
let contaId: string;
let otherContaId: string;

beforeAll(async () => {
  const database = await testDatabase();
  const app = testApp(database, { clock: () => new Date(NOW) });
  ({ owner, staff } = await ownerAndStaff(database, app));
  const api = apiFactories({ owner, staff });
  const conta = await owner.post("/api/contas-bancarias").send({ nome: "Itaú", tipo: "corrente" }).expect(201);
  const other = await owner.post("/api/contas-bancarias").send({ nome: "Caixa", tipo: "caixa" }).expect(201);
  [contaId, otherContaId] = [conta.body.id as string, other.body.id as string];
  const guestId = (await api.guest()).id;
  const roomId = (await api.room({ number: "101", pricePerNight: "1000.00" })).id;
  const reservationId = (
    await api.reservation({ guestId, roomId, checkInDate: "2030-03-10", checkOutDate: "2030-03-13" })
  ).id;
  for (const [amount, method] of [
    ["100.10", "pix"],
    ["200.20", "pix"],
    ["0.05", "pix"],
    ["999.99", "cash"],
  ]) {
    await staff.post("/api/payments").send({ reservationId, amount, method, contaBancariaId: contaId }).expect(201);
  }
  for (const [tipo, valor, conta] of [
    ["despesa", "10.01", contaId],
    ["despesa", "0.02", contaId],
    ["despesa", "500.00", otherContaId],
  ] as const) {
    const body = { tipo, valor, contaBancariaId: conta, categoria: "Geral", dataLancamento: "2030-03-10" };
    await staff.post("/api/lancamentos-financeiros").send(body).expect(201);
  }
});

describe("GET /api/payments/summary", () => {
  it("sums every payment the filter matches, beyond the first page", async () => {
    const page = await staff.get("/api/payments").query({ method: "pix", limit: "1" }).expect(200);
    expect(page.body).toHaveLength(1);
    // 100.10 + 200.20 + 0.05
    expect((await staff.get("/api/payments/summary").query({ method: "pix" }).expect(200)).body).toEqual({
      total: "300.35",
    });
    // + 999.99
    expect((await staff.get("/api/payments/summary").expect(200)).body).toEqual({ total: "1300.34" });
    expect((await staff.get("/api/payments/summary").query({ search: "ninguém" }).expect(200)).body).toEqual({
      total: "0.00",
    });
  });

  it("refuses a bad filter in Portuguese", async () => {
    const bad = await staff.get("/api/payments/summary").query({ from: "2030-03-11", to: "2030-03-10" }).expect(400);
    expect(bad.body.message).toBe("A data final deve ser igual ou posterior à inicial");
  });
});

describe("GET /api/lancamentos-financeiros/summary", () => {
  it("sums the receitas and the despesas the filter matches, apart", async () => {
    // Receitas: the four payments' 1300.34; despesas: 10.01 + 0.02 on Itaú, 500.00 on Caixa.
    expect((await staff.get("/api/lancamentos-financeiros/summary").expect(200)).body).toEqual({
      receitas: "1300.34",
      despesas: "510.03",
    });
    const itau = await staff.get("/api/lancamentos-financeiros/summary").query({ contaBancariaId: contaId });
    expect(itau.body).toEqual({ receitas: "1300.34", despesas: "10.03" });
    const caixa = await staff.get("/api/lancamentos-financeiros/summary").query({ contaBancariaId: otherContaId });
    expect(caixa.body).toEqual({ receitas: "0.00", despesas: "500.00" });
  });
});
