// Cancellations and no-shows that hold money (docs/product.md §10.7): refused without a split of the net amount paid;
// with one, refunds, a fee and a guest credit in one transaction, the bill balancing to zero; the credit pays another
// stay of the same guest, never below zero. The clock is fixed: "today" at the pousada is 10 March 2030.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Agent } from "supertest";
import type { GuestCredits } from "@shared/api/credits";
import type { ContaBancariaView, LancamentoView } from "@shared/api/finance";
import type { Folio } from "@shared/api/payments";
import type { FinanceReport, ReportSummary } from "@shared/api/reports";
import { apiFactories, type ApiFactories } from "../test/factories";
import { listening, ownerAndStaff, sessionCookie, testApp, testDatabase } from "../test/harness";
import type { Database } from "../db";

let database: Database;
let owner: Agent;
let staff: Agent;
let app: ReturnType<typeof testApp>;
let api: ApiFactories;
let contaId: string;
let guestId: string;
let roomId: string;
/** 10 to 13 March in room 101 at R$ 100,00 a night (R$ 300,00), R$ 200,00 paid by PIX into Itaú. */
let reservationId: string;
/** The app's clock: 10 March 2030 unless a test moves it on. */
let now: Date;

beforeAll(async () => {
  database = await testDatabase();
});

beforeEach(async () => {
  now = new Date("2030-03-10T15:00:00.000Z");
  app = testApp(database, { clock: () => now });
  ({ owner, staff } = await ownerAndStaff(database, app));
  api = apiFactories({ owner, staff });
  contaId = (await owner.post("/api/contas-bancarias").send({ nome: "Itaú", tipo: "corrente" }).expect(201)).body.id;
  guestId = (await api.guest({ firstName: "Ana", lastName: "Souza" })).id;
  roomId = (await api.room({ number: "101", pricePerNight: "100.00" })).id;
  reservationId = (await book("2030-03-10", "2030-03-13")).id;
  await pay(reservationId, { amount: "200,00", method: "pix", contaBancariaId: contaId }).expect(201);
});

const book = (checkInDate: string, checkOutDate: string) =>
  api.reservation({ guestId, roomId, checkInDate, checkOutDate, status: "confirmed", notes: null });
const pay = (id: string, body: Record<string, unknown>) =>
  staff.post("/api/payments").send({ reservationId: id, ...body });
const cancel = (body: Record<string, unknown>) => staff.put(`/api/reservations/${reservationId}`).send(body);
const folio = async (id = reservationId) =>
  (await staff.get(`/api/reservations/${id}/folio`).expect(200)).body as Folio;
const credits = async () => (await staff.get(`/api/guests/${guestId}/credits`).expect(200)).body as GuestCredits;
const balance = async () =>
  ((await staff.get("/api/contas-bancarias").expect(200)).body as ContaBancariaView[]).find((c) => c.id === contaId)!
    .saldoAtual;
const entries = async () =>
  (await staff.get("/api/lancamentos-financeiros/data/asc").expect(200)).body as LancamentoView[];

const SPLIT = { status: "cancelled", destinoPagamentos: { reembolso: "70,00", multa: "30,00", credito: "100,00" } };

describe("PUT /api/reservations/:id to cancelled or no_show", () => {
  it("refuses to drop money without a word: 409 naming the amount paid", async () => {
    const res = await cancel({ status: "cancelled" });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message:
        "Esta reserva tem R$\u00a0200,00 em pagamentos: informe o que fazer com o valor (reembolso, multa ou crédito)",
      field: "destinoPagamentos",
    });
    expect((await folio()).balance).toBe("100.00");
  });

  it("refuses a split that does not add up to what was paid (400, in Portuguese)", async () => {
    const res = await cancel({ status: "no_show", destinoPagamentos: { reembolso: "50,00", credito: "100,00" } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Reembolso, multa e crédito devem somar R$\u00a0200,00, o valor pago pela reserva");
    const bad = await cancel({ status: "cancelled", destinoPagamentos: { multa: "doze" } });
    expect(bad.status).toBe(400);
  });

  it("refunds, keeps the fee, turns the rest into a credit, and the bill balances to zero", async () => {
    const res = await cancel(SPLIT);
    expect(res.status, res.text).toBe(200);
    expect(res.body.status).toBe("cancelled");
    const bill = await folio();
    expect(bill).toMatchObject({ total: "30.00", paid: "30.00", balance: "0.00", statusPagamento: "PAGO" });
    expect(bill.lines).toMatchObject([{ kind: "multa", description: "Multa de cancelamento", total: "30.00" }]);
    expect(bill.lines).toHaveLength(1);
    expect(await balance()).toBe("130.00"); // 200,00 in, 70,00 refunded; the fee and the credit stay
    const ledger = await entries();
    // Decision 0037: R$ 30,00 of the R$ 200,00 receita 'Hospedagem' reclassified, on the day it came in; no despesa.
    expect(ledger.map((e) => [e.tipo, e.categoria, e.valor, e.dataPagamento]).sort()).toEqual([
      ["despesa", "Estorno", "70.00", "2030-03-10"],
      ["receita", "Hospedagem", "170.00", "2030-03-10"],
      ["receita", "Multa de cancelamento", "30.00", "2030-03-10"],
    ]);
    const report = (await staff.get("/api/reports/financeiro?from=2030-03-01&to=2030-03-31").expect(200))
      .body as FinanceReport;
    // In: 200,00 (170,00 lodging + 30,00 fee); out: the 70,00 refunded; kept: 130,00, the account's balance.
    expect(report.ledgerTotals).toEqual({ receitas: "200.00", despesas: "70.00", resultado: "130.00" });
    expect(report.ledgerByCategory.map((c) => [c.categoria, c.receitas, c.despesas])).toEqual([
      ["Hospedagem", "170.00", "0.00"],
      ["Estorno", "0.00", "70.00"],
      ["Multa de cancelamento", "30.00", "0.00"],
    ]);
    const mine = await credits();
    expect(mine.available).toBe("100.00");
    expect(mine.credits).toMatchObject([
      { amount: "100.00", balance: "100.00", expiresOn: "2031-03-10", usable: true },
    ]);
  });

  it("keeps the whole payment as the fee weeks later: the receita renamed on its own day, nothing booked today", async () => {
    now = new Date("2030-04-02T15:00:00.000Z");
    await staff
      .put(`/api/reservations/${reservationId}`)
      .send({ status: "no_show", destinoPagamentos: { multa: "200,00" } })
      .expect(200);
    expect((await entries()).map((e) => [e.tipo, e.categoria, e.valor, e.dataPagamento])).toEqual([
      ["receita", "Multa de cancelamento", "200.00", "2030-03-10"],
    ]);
    const month = async (from: string, to: string) =>
      ((await staff.get(`/api/reports/financeiro?from=${from}&to=${to}`).expect(200)).body as FinanceReport)
        .ledgerTotals;
    expect(await month("2030-03-01", "2030-03-31")).toEqual({
      receitas: "200.00",
      despesas: "0.00",
      resultado: "200.00",
    });
    expect(await month("2030-04-01", "2030-04-30")).toEqual({ receitas: "0.00", despesas: "0.00", resultado: "0.00" });
    expect(await balance()).toBe("200.00");
  });

  it("leaves the fee and the payments of a cancelled stay alone: no reversal, no refund afterwards", async () => {
    await cancel(SPLIT).expect(200);
    const fee = (await entries()).find((e) => e.categoria === "Multa de cancelamento")!;
    const reversal = await owner.post(`/api/lancamentos-financeiros/${fee.id}/estorno`).send({ motivo: "Engano" });
    expect(reversal.status).toBe(409);
    expect(reversal.body.message).toBe(
      "Este lançamento é a multa de uma reserva cancelada, retida de um pagamento de hospedagem, e não pode ser estornado.",
    );
    const [payment] = (await folio()).payments;
    const refund = await owner.post(`/api/payments/${payment!.id}/refunds`).send({ amount: "10,00", reason: "Erro" });
    expect(refund.status).toBe(409);
    expect(refund.body.message).toBe(
      "Esta reserva foi cancelada e o destino dos pagamentos já foi definido (reembolso, multa ou crédito): o pagamento não pode ser estornado.",
    );
    expect(await balance()).toBe("130.00");
    expect((await credits()).available).toBe("100.00");
  });

  it("cancels a reservation with nothing paid without asking, and its bill is zero", async () => {
    const unpaid = await book("2030-04-01", "2030-04-03");
    await staff.put(`/api/reservations/${unpaid.id}`).send({ status: "cancelled" }).expect(200);
    expect(await folio(unpaid.id)).toMatchObject({ total: "0.00", paid: "0.00", balance: "0.00" });
  });

  it("lets one of two clerks cancelling at once settle the money: refunded and credited once", async () => {
    const server = await listening(app);
    let statuses: number[];
    try {
      const cookie = await sessionCookie(server.base, "recepcao@example.com");
      const answers = await Promise.all(
        [1, 2].map(() =>
          fetch(`${server.base}/api/reservations/${reservationId}`, {
            method: "PUT",
            headers: { Cookie: cookie, "Content-Type": "application/json" },
            body: JSON.stringify(SPLIT),
          }),
        ),
      );
      statuses = answers.map((a) => a.status).sort();
    } finally {
      await server.close();
    }
    expect(statuses).toEqual([200, 409]);
    expect(await balance()).toBe("130.00");
    expect((await credits()).credits).toHaveLength(1);
    expect(await folio()).toMatchObject({ total: "30.00", paid: "30.00", balance: "0.00" });
  });
});

describe("paying with the guest's credit", () => {
  beforeEach(async () => {
    await cancel(SPLIT).expect(200);
  });

  it("draws the credit down on another stay, with no account and no receita", async () => {
    const next = await book("2030-04-01", "2030-04-03"); // R$ 200,00
    const res = await pay(next.id, { amount: "80,00", method: "guest_credit" });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ amount: "80.00", method: "guest_credit", contaBancaria: null });
    expect(await folio(next.id)).toMatchObject({ paid: "80.00", balance: "120.00", statusPagamento: "PARCIAL" });
    expect((await credits()).available).toBe("20.00");
    expect(await balance()).toBe("130.00");
  });

  it("leaves a payment drawn from credit out of the revenue: that money was counted when it was paid", async () => {
    const next = await book("2030-04-01", "2030-04-03");
    await pay(next.id, { amount: "80,00", method: "guest_credit" }).expect(201);
    // R$ 200,00 received by PIX on 10 March, R$ 70,00 of it refunded: R$ 130,00, whatever the credit paid since.
    const report = (await staff.get("/api/reports/financeiro?from=2030-03-01&to=2030-03-31").expect(200))
      .body as FinanceReport;
    expect(report.totalRevenue).toBe("130.00");
    expect(report.revenueByMethod).toEqual([{ method: "pix", revenue: "130.00" }]);
    const summary = (await staff.get("/api/reports/summary?from=2030-03-01&to=2030-03-31").expect(200))
      .body as ReportSummary;
    expect(summary.current.totalRevenue).toBe("130.00");
  });

  it("never draws below zero: two payments of R$ 60,00 on R$ 100,00 at once, one 201 and one 409", async () => {
    const first = await book("2030-04-01", "2030-04-03");
    const second = await book("2030-05-01", "2030-05-03");
    const server = await listening(app);
    let answers: Response[];
    try {
      const cookie = await sessionCookie(server.base, "recepcao@example.com");
      answers = await Promise.all(
        [first.id, second.id].map((id) =>
          fetch(`${server.base}/api/payments`, {
            method: "POST",
            headers: { Cookie: cookie, "Content-Type": "application/json" },
            body: JSON.stringify({ reservationId: id, amount: "60.00", method: "guest_credit" }),
          }),
        ),
      );
    } finally {
      await server.close();
    }
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect((await refused.json()).message).toBe("Crédito do hóspede insuficiente (disponível: R$\u00a040,00)");
    expect((await credits()).available).toBe("40.00");
  });

  it("refunds a payment drawn from credit back to the credit, never to an account", async () => {
    const next = await book("2030-04-01", "2030-04-03");
    const paid = (await pay(next.id, { amount: "80,00", method: "guest_credit" }).expect(201)).body as { id: string };
    expect((await credits()).available).toBe("20.00");
    await owner
      .post(`/api/payments/${paid.id}/refunds`)
      .send({ amount: "30,00", reason: "Diária a menos" })
      .expect(201);
    expect((await credits()).available).toBe("50.00");
    const rest = await owner.post(`/api/payments/${paid.id}/refunds`).send({ amount: "50,00", reason: "Desistência" });
    expect(rest.status, rest.text).toBe(201);
    expect(rest.body).toMatchObject({ status: "refunded", refundedAmount: "80.00" });
    expect((await credits()).credits).toMatchObject([{ amount: "100.00", balance: "100.00" }]);
    expect(await folio(next.id)).toMatchObject({ paid: "0.00", balance: "200.00" });
    expect(await balance()).toBe("130.00");
    expect((await entries()).filter((e) => e.categoria === "Estorno").map((e) => e.valor)).toEqual(["70.00"]);
  });

  it("still asks for an account for any other method", async () => {
    const next = await book("2030-04-01", "2030-04-03");
    const res = await pay(next.id, { amount: "10,00", method: "pix" });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: "contaBancariaId", message: "Escolha a conta" });
  });
});
