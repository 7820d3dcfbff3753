// The whole day, every method (docs/product.md §12.14): card payments book the acquirer's fee as a despesa 'Taxa de
// cartão' and an expected settlement date, so an account's balance shows what is still to arrive ('A receber'); the
// closing lists the day's receipts by method and account, each line 'Conferido' by the clerk; the day is complete
// when every line is conferido and every caixa closed.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Agent } from "supertest";
import type { ContaBancariaView } from "@shared/api/finance";
import type { PaymentView } from "@shared/api/payments";
import type { CashDay } from "@shared/api/reports";
import { apiFactories } from "../test/factories";
import { ownerAndStaff, testApp, testDatabase } from "../test/harness";
import type { Database } from "../db";

let database: Database;
let owner: Agent;
let staff: Agent;
let now = new Date("2029-11-10T09:00:00-03:00");
let caixa: ContaBancariaView;
let itau: ContaBancariaView;
let stayId: string;

beforeAll(async () => {
  database = await testDatabase();
});

/** Débito 1,99%, crédito 3,49%; 'Caixa' opens with R$ 100,00, 'Itaú' with nothing; a stay of 2 x R$ 500,00. */
beforeEach(async () => {
  now = new Date("2029-11-10T09:00:00-03:00");
  const app = testApp(database, { clock: () => now });
  ({ owner, staff } = await ownerAndStaff(database, app));
  const api = apiFactories({ owner, staff });
  const geral = (await owner.get("/api/settings").expect(200)).body.geral;
  await owner
    .put("/api/settings")
    .send({ ...geral, cardFeeDebitPercent: "1,99", cardFeeCreditPercent: "3,49" })
    .expect(200);
  caixa = (
    await owner.post("/api/contas-bancarias").send({ nome: "Caixa", tipo: "caixa", saldoInicial: "100,00" }).expect(201)
  ).body;
  itau = (await owner.post("/api/contas-bancarias").send({ nome: "Itaú", tipo: "corrente" }).expect(201)).body;
  const guestId = (await api.guest()).id;
  const roomId = (await api.room({ number: "101", pricePerNight: "500.00" })).id;
  stayId = (
    await api.reservation({
      guestId,
      roomId,
      checkInDate: "2029-11-10",
      checkOutDate: "2029-11-12",
      status: "confirmed",
    })
  ).id;
});

const pay = async (amount: string, method: string, conta: ContaBancariaView) =>
  (
    await staff
      .post("/api/payments")
      .send({ reservationId: stayId, amount, method, contaBancariaId: conta.id })
      .expect(201)
  ).body as PaymentView;
const accounts = async () =>
  new Map(
    ((await staff.get("/api/contas-bancarias").expect(200)).body as ContaBancariaView[]).map((c) => [
      c.nome,
      { saldoAtual: c.saldoAtual, aReceber: c.aReceber },
    ]),
  );
const cashDay = async () => (await staff.get("/api/fechamentos-caixa?data=2029-11-10").expect(200)).body as CashDay;
const check = (conta: ContaBancariaView, metodo: string, conferido = true) =>
  staff
    .post("/api/fechamentos-caixa/conferencias")
    .send({ data: "2029-11-10", contaBancariaId: conta.id, metodo, conferido });

describe("card payments", () => {
  it("book the acquirer's fee and an expected settlement date; the balance tells what is still to arrive", async () => {
    await pay("100.00", "cash", caixa);
    await pay("200.00", "pix", itau);
    const debit = await pay("150.00", "debit_card", itau);
    const credit = await pay("300.00", "credit_card", itau);
    expect(debit.dataPrevistaRecebimento).toBe("2029-11-11");
    expect(credit.dataPrevistaRecebimento).toBe("2029-12-10");

    // Fees: 150,00 x 1,99% = 2,985 -> 2,99; 300,00 x 3,49% = 10,47.
    const entries = (await owner.get(`/api/lancamentos-financeiros/data/desc?contaBancariaId=${itau.id}`).expect(200))
      .body as Array<{ tipo: string; categoria: string; valor: string }>;
    expect(
      entries
        .filter((e) => e.categoria === "Taxa de cartão")
        .map(({ tipo, valor }) => ({ tipo, valor }))
        .sort((a, b) => a.valor.localeCompare(b.valor)),
    ).toEqual([
      { tipo: "despesa", valor: "10.47" },
      { tipo: "despesa", valor: "2.99" },
    ]);
    // Itaú: 200,00 + 150,00 - 2,99 + 300,00 - 10,47 = 636,54, of which 147,01 + 289,53 = 436,54 still to arrive.
    expect((await accounts()).get("Itaú")).toEqual({ saldoAtual: "636.54", aReceber: "436.54" });
    expect((await accounts()).get("Caixa")).toEqual({ saldoAtual: "200.00", aReceber: "0.00" });
    // The next day the débito has arrived; the crédito is still on its way.
    now = new Date("2029-11-11T12:00:00-03:00");
    expect((await accounts()).get("Itaú")).toEqual({ saldoAtual: "636.54", aReceber: "289.53" });
  });
});

describe("the day's receipts by method and account", () => {
  it("lists every method with its total, marks each line 'Conferido' (twice at once is one mark), and completes the day", async () => {
    await pay("100.00", "cash", caixa);
    await pay("200.00", "pix", itau);
    await pay("150.00", "debit_card", itau);
    await pay("300.00", "credit_card", itau);

    const before = await cashDay();
    expect(before.recebimentos.map((r) => [r.conta.nome, r.method, r.amount, r.count, r.conferido])).toEqual([
      ["Caixa", "cash", "100.00", 1, null],
      ["Itaú", "credit_card", "300.00", 1, null],
      ["Itaú", "debit_card", "150.00", 1, null],
      ["Itaú", "pix", "200.00", 1, null],
    ]);
    expect(before.recebimentosTotal).toBe("750.00");
    expect(before.completo).toBe(false);

    const lines: Array<[ContaBancariaView, string]> = [
      [caixa, "cash"],
      [itau, "credit_card"],
      [itau, "debit_card"],
      [itau, "pix"],
    ];
    const marks = await Promise.all([...lines, ...lines].map(([conta, metodo]) => check(conta, metodo)));
    for (const res of marks) expect(res.status, res.text).toBe(200);
    expect(marks[0]!.body.conferido).toMatchObject({ nome: expect.any(String), em: now.toISOString() });
    // Every line conferido, the caixa still open: not complete yet.
    expect((await cashDay()).completo).toBe(false);
    await staff
      .post("/api/fechamentos-caixa")
      .send({ data: "2029-11-10", contaBancariaId: caixa.id, saldoContado: "200,00" })
      .expect(201);
    expect((await cashDay()).completo).toBe(true);

    const unmarked = await check(itau, "pix", false).expect(200);
    expect(unmarked.body).toMatchObject({ method: "pix", amount: "200.00", conferido: null });
    expect((await cashDay()).completo).toBe(false);

    const none = await check(itau, "bank_transfer");
    expect(none.status).toBe(404);
    expect(none.body.message).toBe("Não há recebimentos desta forma de pagamento nesta conta neste dia");
    const bad = await check(itau, "cheque");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Forma de pagamento inválida");
  });
});
