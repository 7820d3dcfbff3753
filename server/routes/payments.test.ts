// Payments of stays (docs/product.md §10.6): one transaction writes the payment, its receita in the chosen account, the
// pagamentos_reserva link, the account's balance and the reservation's statusPagamento; refunds undo part or all of
// it; the folio shows the bill; the PIX code is built offline; check-out asks about a balance due. The clock is
// fixed: "today" at the pousada is 10 March 2030.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import request, { type Agent } from "supertest";
import { asc, eq } from "drizzle-orm";
import { pagamentosReserva } from "@shared/schema/payments";
import { reservations } from "@shared/schema/reservations";
import type { ContaBancariaView, LancamentoView } from "@shared/api/finance";
import type { Folio, PaymentView, PixCode } from "@shared/api/payments";
import type { ReservationView } from "@shared/api/reservations";
import type { SettingsView } from "@shared/api/settings";
import { DEFAULT_GERAL } from "@shared/validators/settings";
import { apiFactories, type ApiFactories } from "../test/factories";
import { listening, ownerAndStaff, sessionCookie, testApp, testDatabase, watersConsumed } from "../test/harness";
import type { Database } from "../db";

let database: Database;
let owner: Agent;
let staff: Agent;
let app: ReturnType<typeof testApp>;
let api: ApiFactories;

const NOW = "2030-03-10T15:00:00.000Z";
let now = new Date(NOW);
const MISSING_ID = "00000000-0000-4000-8000-000000000000";

let conta: ContaBancariaView;
let guestId: string;
let roomId: string;
/** 10 to 13 March in room 101 at R$ 100,00 a night: a bill of R$ 300,00. */
let reservationId: string;

beforeAll(async () => {
  database = await testDatabase();
});

beforeEach(async () => {
  now = new Date(NOW);
  app = testApp(database, { clock: () => now });
  ({ owner, staff } = await ownerAndStaff(database, app));
  api = apiFactories({ owner, staff });
  const res = await owner
    .post("/api/contas-bancarias")
    .send({ nome: "Itaú", tipo: "corrente", pixTipo: "email", pixChave: "pix@pousada.com.br" })
    .expect(201);
  conta = res.body;
  guestId = (await api.guest({ firstName: "Ana", lastName: "Souza", cpf: "529.982.247-25" })).id;
  roomId = (await api.room({ number: "101", pricePerNight: "100.00" })).id;
  reservationId = (await book()).id;
});

// ------------------------------------------------------------------ helpers

async function book(overrides: Record<string, unknown> = {}) {
  return api.reservation({
    guestId,
    roomId,
    checkInDate: "2030-03-10",
    checkOutDate: "2030-03-13",
    status: "confirmed",
    notes: null,
    ...overrides,
  });
}

async function pay(amount: string, overrides: Record<string, unknown> = {}) {
  const res = await staff
    .post("/api/payments")
    .send({ reservationId, amount, method: "pix", contaBancariaId: conta.id, ...overrides });
  expect(res.status, res.text).toBe(201);
  return res.body as PaymentView;
}

async function refund(paymentId: string, amount: string, reason = "Hóspede saiu antes") {
  const res = await owner.post(`/api/payments/${paymentId}/refunds`).send({ amount, reason });
  expect(res.status, res.text).toBe(201);
  return res.body as PaymentView;
}

async function reservation(id = reservationId) {
  return (await staff.get(`/api/reservations/${id}`).expect(200)).body as ReservationView;
}
async function balance(id = conta.id) {
  const res = await staff.get("/api/contas-bancarias").expect(200);
  return (res.body as ContaBancariaView[]).find((c) => c.id === id)!.saldoAtual;
}
async function entries() {
  return (await staff.get("/api/lancamentos-financeiros/data/asc").expect(200)).body as LancamentoView[];
}
async function folio(id = reservationId) {
  return (await staff.get(`/api/reservations/${id}/folio`).expect(200)).body as Folio;
}
async function links(id = reservationId) {
  return database.db
    .select({ valor: pagamentosReserva.valor, paymentId: pagamentosReserva.paymentId })
    .from(pagamentosReserva)
    .where(eq(pagamentosReserva.reservaId, id))
    .orderBy(asc(pagamentosReserva.createdAt), asc(pagamentosReserva.valor));
}

// ------------------------------------------------------------------ recording a payment

describe("POST /api/payments", () => {
  it("writes the payment, its receita in the account, the link, the balance and statusPagamento, in one go", async () => {
    const payment = await pay("120,50", { description: "Sinal" });
    expect(payment).toMatchObject({
      reservationId,
      guestId,
      amount: "120.50",
      method: "pix",
      status: "completed",
      description: "Sinal",
      refundedAmount: "0.00",
      contaBancariaId: conta.id,
      guest: { id: guestId, firstName: "Ana", lastName: "Souza", cpfMasked: "***.982.247-**" },
      room: { id: roomId, number: "101" },
      contaBancaria: { id: conta.id, nome: "Itaú" },
      refunds: [],
      createdAt: NOW,
    } satisfies Partial<PaymentView>);
    expect(JSON.stringify(payment)).not.toContain("52998224725");

    const [entry] = await entries();
    expect(entry).toMatchObject({
      id: payment.lancamentoId,
      tipo: "receita",
      categoria: "Hospedagem",
      valor: "120.50",
      status: "PAGO",
      dataLancamento: "2030-03-10",
      contaBancaria: { id: conta.id },
    });
    expect(entry!.descricao).toBe("Pagamento de hospedagem: Ana Souza, quarto 101 (PIX) - Sinal");
    expect(await balance()).toBe("120.50");
    expect(await links()).toEqual([{ valor: "120.50", paymentId: payment.id }]);
    expect((await reservation()).statusPagamento).toBe("PARCIAL");

    await pay("179.50", { method: "cash" });
    expect((await reservation()).statusPagamento).toBe("PAGO");
    expect(await balance()).toBe("300.00");
  });

  it("refuses an amount above the balance due, naming it, and writes nothing", async () => {
    await pay("250.00");
    const res = await staff
      .post("/api/payments")
      .send({ reservationId, amount: "50.01", method: "cash", contaBancariaId: conta.id })
      .expect(409);
    expect(res.body).toEqual({ message: "Valor acima do saldo devedor (R$\u00a050,00)", field: "amount" });
    await pay("50.00");
    const paid = await staff
      .post("/api/payments")
      .send({ reservationId, amount: "0.01", method: "cash", contaBancariaId: conta.id })
      .expect(409);
    expect(paid.body.message).toBe("Valor acima do saldo devedor (R$\u00a00,00)");
    expect(await balance()).toBe("300.00");
    expect(await entries()).toHaveLength(2);
  });

  it("counts consumption in the bill", async () => {
    await watersConsumed(database, { reservationId, guestId }, 2);
    await pay("300.00");
    expect((await reservation()).statusPagamento).toBe("PARCIAL");
    const res = await staff
      .post("/api/payments")
      .send({ reservationId, amount: "9.01", method: "cash", contaBancariaId: conta.id })
      .expect(409);
    expect(res.body.message).toBe("Valor acima do saldo devedor (R$\u00a09,00)");
    await pay("9.00");
    expect((await reservation()).statusPagamento).toBe("PAGO");
  });

  it("refuses a cancelled or no-show reservation, an inactive or unknown account, an unknown reservation", async () => {
    const cancelled = await book({ checkInDate: "2030-04-01", checkOutDate: "2030-04-02" });
    await api.setReservationStatus(cancelled.id, "cancelled");
    const res = await staff
      .post("/api/payments")
      .send({ reservationId: cancelled.id, amount: "10", method: "pix", contaBancariaId: conta.id })
      .expect(409);
    expect(res.body).toEqual({
      message: 'Esta reserva está "Cancelada": não é possível receber por ela.',
      field: "reservationId",
    });

    const unknownAccount = await staff
      .post("/api/payments")
      .send({ reservationId, amount: "10", method: "pix", contaBancariaId: MISSING_ID })
      .expect(400);
    expect(unknownAccount.body).toMatchObject({ message: "Conta bancária não encontrada", field: "contaBancariaId" });

    await owner.put(`/api/contas-bancarias/${conta.id}`).send({ nome: "Itaú", tipo: "corrente", ativo: false });
    const inactive = await staff
      .post("/api/payments")
      .send({ reservationId, amount: "10", method: "pix", contaBancariaId: conta.id })
      .expect(409);
    expect(inactive.body.message).toBe(
      'A conta "Itaú" está inativa. Ative-a em Contas Bancárias ou escolha outra conta.',
    );

    const unknown = await staff
      .post("/api/payments")
      .send({ reservationId: MISSING_ID, amount: "10", method: "pix", contaBancariaId: conta.id })
      .expect(404);
    expect(unknown.body).toEqual({ message: "Reserva não encontrada" });
    expect(await entries()).toEqual([]);
    expect((await reservation()).statusPagamento).toBe("PENDENTE");
  });

  it.each([
    [{ amount: "10", method: "pix" }, "reservationId", "Escolha a hospedagem"],
    [{ reservationId: "{r}", method: "pix" }, "amount", "Informe o valor"],
    [{ reservationId: "{r}", amount: "0,00", method: "pix" }, "amount", "O valor deve ser maior que zero"],
    [{ reservationId: "{r}", amount: "10", method: "cheque" }, "method", "Escolha a forma de pagamento"],
    [{ reservationId: "{r}", amount: "10", method: "pix", contaBancariaId: "" }, "contaBancariaId", "Escolha a conta"],
  ])("refuses %j with 400", async (body, field, message) => {
    const withIds = JSON.parse(JSON.stringify({ contaBancariaId: conta.id, ...body }).replace("{r}", reservationId));
    const res = await staff.post("/api/payments").send(withIds).expect(400);
    expect(res.body).toMatchObject({ message, field });
  });

  it("sums 20 simultaneous payments of one stay exactly and never overpays (1000.00 bill, 20 x 100.00)", async () => {
    const big = await book({
      roomId: (await api.room({ number: "201", pricePerNight: "250.00" })).id,
      checkInDate: "2030-03-10",
      checkOutDate: "2030-03-14",
    });
    expect(big.totalAmount).toBe("1000.00");
    const server = await listening(app);
    let statuses: number[];
    try {
      const cookie = await sessionCookie(server.base, "recepcao@example.com");
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          fetch(`${server.base}/api/payments`, {
            method: "POST",
            headers: { Cookie: cookie, "Content-Type": "application/json" },
            body: JSON.stringify({ reservationId: big.id, amount: "100.00", method: "pix", contaBancariaId: conta.id }),
          }),
        ),
      );
      statuses = answers.map((a) => a.status);
      for (const answer of answers.filter((a) => a.status === 409)) {
        expect((await answer.json()).message).toMatch(/^Valor acima do saldo devedor \(R\$\s/);
      }
    } finally {
      await server.close();
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    const bill = await folio(big.id);
    expect(bill).toMatchObject({ total: "1000.00", paid: "1000.00", balance: "0.00", statusPagamento: "PAGO" });
    expect((await reservation(big.id)).statusPagamento).toBe("PAGO");
    expect(await balance()).toBe("1000.00");
    expect(await links(big.id)).toHaveLength(10);
  });
});

// ------------------------------------------------------------------ refunds

describe("POST /api/payments/:id/refunds", () => {
  it("refunds part, then the rest, recomputing statusPagamento and the account each time", async () => {
    const first = await pay("300.00");
    expect((await reservation()).statusPagamento).toBe("PAGO");

    now = new Date("2030-03-11T12:00:00Z");
    const partial = await refund(first.id, "100,00", "Uma diária a menos");
    expect(partial).toMatchObject({ status: "completed", refundedAmount: "100.00" });
    expect(partial.refunds).toEqual([
      expect.objectContaining({
        amount: "100.00",
        reason: "Uma diária a menos",
        createdAt: "2030-03-11T12:00:00.000Z",
      }),
    ]);
    expect((await reservation()).statusPagamento).toBe("PARCIAL");
    expect(await balance()).toBe("200.00");

    now = new Date("2030-03-11T12:05:00Z");
    const whole = await refund(first.id, "200.00", "Reserva desfeita");
    expect(whole).toMatchObject({ status: "refunded", refundedAmount: "300.00" });
    expect(whole.refunds.map((r) => r.amount)).toEqual(["100.00", "200.00"]);
    expect((await reservation()).statusPagamento).toBe("PENDENTE");
    expect(await balance()).toBe("0.00");

    const despesas = (await entries()).filter((e) => e.tipo === "despesa");
    expect(despesas.map((e) => [e.categoria, e.valor, e.status, e.dataLancamento])).toEqual([
      ["Estorno", "100.00", "PAGO", "2030-03-11"],
      ["Estorno", "200.00", "PAGO", "2030-03-11"],
    ]);
    expect((await links()).map((l) => l.valor)).toEqual(["300.00", "-100.00", "-200.00"]);

    const again = await owner.post(`/api/payments/${first.id}/refunds`).send({ amount: "1", reason: "De novo" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Este pagamento já foi estornado integralmente.");
  });

  it("never refunds more than what is left of the payment", async () => {
    const payment = await pay("80.00");
    await refund(payment.id, "30.00");
    const res = await owner.post(`/api/payments/${payment.id}/refunds`).send({ amount: "50.01", reason: "Teste" });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: "Valor acima do que resta deste pagamento (R$\u00a050,00)", field: "amount" });
    expect(await balance()).toBe("50.00");
  });

  it("lets concurrent refunds of one payment add up to at most its amount", async () => {
    const payment = await pay("100.00");
    const server = await listening(app);
    let statuses: number[];
    try {
      const cookie = await sessionCookie(server.base, "dono@example.com");
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          fetch(`${server.base}/api/payments/${payment.id}/refunds`, {
            method: "POST",
            headers: { Cookie: cookie, "Content-Type": "application/json" },
            body: JSON.stringify({ amount: "30.00", reason: "Concorrência" }),
          }),
        ),
      );
      statuses = answers.map((a) => a.status);
    } finally {
      await server.close();
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    const view = (await staff.get(`/api/payments/${payment.id}`).expect(200)).body as PaymentView;
    expect(view).toMatchObject({ refundedAmount: "90.00", status: "completed" });
    expect(await balance()).toBe("10.00");
  });

  it("is owner-only, asks for a reason, and answers 404 for an unknown payment", async () => {
    const payment = await pay("50.00");
    const res = await staff.post(`/api/payments/${payment.id}/refunds`).send({ amount: "10", reason: "Teste" });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ message: "Acesso restrito ao proprietário" });
    const noReason = await owner.post(`/api/payments/${payment.id}/refunds`).send({ amount: "10" }).expect(400);
    expect(noReason.body).toMatchObject({ message: "Informe o motivo do estorno", field: "reason" });
    for (const id of [MISSING_ID, "abc"]) {
      const missing = await owner.post(`/api/payments/${id}/refunds`).send({ amount: "1", reason: "Teste" });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: "Pagamento não encontrado" });
    }
    expect(await balance()).toBe("50.00");
  });

  it("keeps the payment's and the refund's entries out of 'Estornar' in the Financeiro", async () => {
    const payment = await pay("60.00");
    await refund(payment.id, "20.00");
    const all = await entries();
    const receita = all.find((e) => e.tipo === "receita");
    const despesa = all.find((e) => e.tipo === "despesa");
    const byPayment = await owner
      .post(`/api/lancamentos-financeiros/${receita!.id}/estorno`)
      .send({ motivo: "Engano" })
      .expect(409);
    expect(byPayment.body.message).toBe(
      "Este lançamento foi gerado por um pagamento de hospedagem: para desfazê-lo, estorne o pagamento em Pagamentos.",
    );
    const byRefund = await owner
      .post(`/api/lancamentos-financeiros/${despesa!.id}/estorno`)
      .send({ motivo: "Engano" })
      .expect(409);
    expect(byRefund.body.message).toBe(
      "Este lançamento é o estorno de um pagamento de hospedagem e não pode ser estornado.",
    );
    expect(await balance()).toBe("40.00");
  });
});

// ------------------------------------------------------------------ reading payments

describe("GET /api/payments", () => {
  it("lists payments newest first, with guest, room and account, filtered by period, method and reservation", async () => {
    const other = await book({ roomId: (await api.room({ number: "102", pricePerNight: "90.00" })).id });
    now = new Date("2030-03-09T02:59:59Z"); // 23:59:59 on the 8th at the pousada
    const p1 = await pay("10.00", { method: "cash" });
    now = new Date("2030-03-09T03:00:00Z"); // 00:00 on the 9th
    const p2 = await pay("20.00", { reservationId: other.id });
    now = new Date(NOW);
    const p3 = await pay("30.00", { method: "credit_card" });

    const ids = async (query = "") =>
      ((await staff.get(`/api/payments${query}`).expect(200)).body as PaymentView[]).map((p) => p.id);
    expect(await ids()).toEqual([p3.id, p2.id, p1.id]);
    expect(await ids("?method=cash")).toEqual([p1.id]);
    expect(await ids(`?reservationId=${other.id}`)).toEqual([p2.id]);
    expect(await ids("?from=2030-03-09&to=2030-03-09")).toEqual([p2.id]);
    expect(await ids("?to=2030-03-08")).toEqual([p1.id]);
    expect(await ids("?search=102")).toEqual([p2.id]);

    const list = (await owner.get("/api/payments").expect(200)).body as PaymentView[];
    expect(list[1]).toMatchObject({
      room: { number: "102" },
      guest: { firstName: "Ana" },
      contaBancaria: { nome: "Itaú" },
    });

    const page = await staff.get("/api/payments?limit=2").expect(200);
    expect(page.headers["x-total-count"]).toBe("3");
    expect((page.body as PaymentView[]).map((p) => p.id)).toEqual([p3.id, p2.id]);
    const next = await staff.get(`/api/payments?limit=2&cursor=${page.headers["x-next-cursor"]}`).expect(200);
    expect((next.body as PaymentView[]).map((p) => p.id)).toEqual([p1.id]);
    expect(next.headers["x-next-cursor"]).toBeUndefined();

    const bad = await staff.get("/api/payments?from=2030-03-10&to=2030-03-01").expect(400);
    expect(bad.body).toMatchObject({ message: "A data final deve ser igual ou posterior à inicial", field: "to" });
    const method = await staff.get("/api/payments?method=cheque").expect(400);
    expect(method.body).toMatchObject({ message: "Escolha a forma de pagamento", field: "method" });
  });

  it("reads one payment, 404 for an unknown one", async () => {
    const payment = await pay("10.00");
    const res = await staff.get(`/api/payments/${payment.id}`).expect(200);
    expect(res.body).toEqual(payment);
    for (const id of [MISSING_ID, "abc"]) {
      expect((await staff.get(`/api/payments/${id}`).expect(404)).body).toEqual({
        message: "Pagamento não encontrado",
      });
    }
  });
});

// ------------------------------------------------------------------ the folio

describe("GET /api/reservations/:id/folio", () => {
  it("bills the nights at the room's price, every consumption line, payments and refunds, and the balance", async () => {
    await watersConsumed(database, { reservationId, guestId }, 3, new Date("2030-03-11T01:00:00Z")); // 22:00 on 10 March, Brasília
    const payment = await pay("200.00");
    await refund(payment.id, "50.00");

    const bill = await folio();
    expect(bill).toMatchObject({
      reservationId,
      guest: { id: guestId, firstName: "Ana", lastName: "Souza", cpfMasked: "***.982.247-**", phone: "11980010000" },
      room: { id: roomId, number: "101", type: "standard" },
      checkInDate: "2030-03-10",
      checkOutDate: "2030-03-13",
      nights: 3,
      total: "313.50",
      paid: "150.00",
      balance: "163.50",
      statusPagamento: "PARCIAL",
    } satisfies Partial<Folio>);
    expect(bill.lines).toEqual([
      {
        kind: "diarias",
        description: "Diárias - Quarto 101 (Standard)",
        quantity: 3,
        unitPrice: "100.00",
        total: "300.00",
        at: null,
        consumptionId: null,
      },
      expect.objectContaining({
        kind: "consumo",
        description: "Água mineral",
        quantity: 3,
        unitPrice: "4.50",
        total: "13.50",
        at: "2030-03-11T01:00:00.000Z",
      }),
    ]);
    expect(bill.payments).toHaveLength(1);
    expect(bill.payments[0]).toMatchObject({
      amount: "200.00",
      refundedAmount: "50.00",
      refunds: [{ amount: "50.00" }],
    });
    expect(JSON.stringify(bill)).not.toContain("52998224725");
  });

  it("bills an agreed total per night when it divides evenly, else as one line; a discount as its own line; a credit is a negative balance", async () => {
    // R$ 100,00 a night: 4 nights agreed at R$ 480,00 (above the estimate, no discount) are 4 x R$ 120,00.
    const even = await book({ checkInDate: "2030-04-01", checkOutDate: "2030-04-05", totalAmount: "480.00" });
    expect((await folio(even.id)).lines[0]).toMatchObject({ quantity: 4, unitPrice: "120.00", total: "480.00" });

    const deal = await book({ checkInDate: "2030-05-01", checkOutDate: "2030-05-04", totalAmount: "350.00" });
    const dealBill = await folio(deal.id);
    expect(dealBill.lines[0]).toEqual({
      kind: "diarias",
      description: "Diárias - Quarto 101 (Standard) (3 diárias, valor combinado)",
      quantity: 1,
      unitPrice: "350.00",
      total: "350.00",
      at: null,
      consumptionId: null,
    });
    await pay("350.00", { reservationId: deal.id });
    // The owner lowers the agreed total after the payment, with a reason: the guest has a credit, and the bill
    // shows the nights at their price and the discount (R$ 300,00 - R$ 200,00) as its own line.
    const stayBody = { roomId, checkInDate: "2030-05-01", checkOutDate: "2030-05-04", numberOfGuests: 1 };
    await owner
      .put(`/api/reservations/${deal.id}`)
      .send({ ...stayBody, totalAmount: "200.00", motivoDesconto: "Cortesia" })
      .expect(200);
    const lowered = await folio(deal.id);
    expect(lowered).toMatchObject({ total: "200.00", paid: "350.00", balance: "-150.00", statusPagamento: "PAGO" });
    expect(lowered.lines.map(({ kind, quantity, unitPrice, total }) => [kind, quantity, unitPrice, total])).toEqual([
      ["diarias", 3, "100.00", "300.00"],
      ["desconto", 1, "-100.00", "-100.00"],
    ]);
    expect((await reservation(deal.id)).statusPagamento).toBe("PAGO");
    // Raised above what was paid: the stored statusPagamento follows the new total.
    await staff
      .put(`/api/reservations/${deal.id}`)
      .send({ ...stayBody, totalAmount: "400.00" })
      .expect(200);
    expect((await reservation(deal.id)).statusPagamento).toBe("PARCIAL");
    expect(await folio(deal.id)).toMatchObject({ balance: "50.00", statusPagamento: "PARCIAL" });
  });

  it("answers 404 for an unknown reservation", async () => {
    for (const id of [MISSING_ID, "abc"]) {
      const res = await staff.get(`/api/reservations/${id}/folio`).expect(404);
      expect(res.body).toEqual({ message: "Reserva não encontrada" });
    }
  });
});

// ------------------------------------------------------------------ PIX and the pousada's data

describe("the pousada's data and the PIX code", () => {
  const pousada = {
    nomeFantasia: "Pousada Recanto das Águas Claras",
    razaoSocial: "Recanto LTDA",
    documento: "11.222.333/0001-81",
    endereco: "Rua da Praia, 10",
    cidade: "São Sebastião do Paraíso",
    uf: "MG",
    telefone: "(35) 99999-0000",
    email: "Contato@Recanto.com.br",
  };

  it("keeps Dados da Pousada on the server: the owner writes, everyone reads", async () => {
    expect((await staff.get("/api/settings").expect(200)).body).toEqual({
      pousada: null,
      geral: DEFAULT_GERAL,
    } satisfies SettingsView);
    const denied = await staff.put("/api/settings/pousada").send(pousada).expect(403);
    expect(denied.body).toEqual({ message: "Acesso restrito ao proprietário" });
    const saved = await owner.put("/api/settings/pousada").send(pousada).expect(200);
    expect(saved.body).toMatchObject({
      documento: "11222333000181",
      telefone: "35999990000",
      email: "contato@recanto.com.br",
    });
    expect((await staff.get("/api/settings").expect(200)).body).toEqual({ pousada: saved.body, geral: DEFAULT_GERAL });
  });

  it.each([
    [{ documento: "11.222.333/0001-82" }, "documento", "CNPJ ou CPF inválido"],
    [{ nomeFantasia: "" }, "nomeFantasia", "Informe o nome da pousada"],
    [{ cidade: undefined }, "cidade", "Informe a cidade"],
    [{ uf: "XX" }, "uf", "Escolha o estado (UF)"],
  ])("refuses Dados da Pousada with %j (400)", async (change, field, message) => {
    const res = await owner
      .put("/api/settings/pousada")
      .send({ ...pousada, ...change })
      .expect(400);
    expect(res.body).toMatchObject({ message, field });
    expect((await staff.get("/api/settings").expect(200)).body).toEqual({ pousada: null, geral: DEFAULT_GERAL });
  });

  it("asks for the pousada's data, then for a key, before building a code", async () => {
    const noPousada = await staff
      .post("/api/payments/pix")
      .send({ contaBancariaId: conta.id, amount: "100", reservationId })
      .expect(409);
    expect(noPousada.body).toEqual({
      message: "Cadastre os dados da pousada em Configurações > Geral para gerar o PIX",
      field: "pousada",
    });
    await owner.put("/api/settings/pousada").send(pousada).expect(200);
    const noKey = (await owner.post("/api/contas-bancarias").send({ nome: "Caixa", tipo: "caixa" }))
      .body as ContaBancariaView;
    const res = await staff.post("/api/payments/pix").send({ contaBancariaId: noKey.id, amount: "100", reservationId });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: "Esta conta não tem chave PIX cadastrada", field: "contaBancariaId" });
  });

  it("builds the static BR Code of the amount, with the key, the cut names, the reservation's txid and a valid CRC", async () => {
    await owner.put("/api/settings/pousada").send(pousada).expect(200);
    // A known id, so that the txid and the CRC are written out below (the CRC worked out apart from server code).
    const knownId = "5b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d";
    await database.db.update(reservations).set({ id: knownId }).where(eq(reservations.id, reservationId));
    const res = await staff
      .post("/api/payments/pix")
      .send({ contaBancariaId: conta.id, amount: "150,5", reservationId: knownId })
      .expect(200);
    const code = res.body as PixCode;
    expect(code).toMatchObject({
      chave: "pix@pousada.com.br",
      recebedor: "POUSADA RECANTO DAS AGUAS",
      cidade: "SAO SEBASTIAO D",
      txid: "HOSP5B1C2D3E4F504A6B8C7D9",
    });
    expect(code.payload).toBe(
      "000201" +
        "26400014br.gov.bcb.pix0118pix@pousada.com.br" +
        "52040000" +
        "5303986" +
        "5406150.50" +
        "5802BR" +
        "5925POUSADA RECANTO DAS AGUAS" +
        "6015SAO SEBASTIAO D" +
        "62290525HOSP5B1C2D3E4F504A6B8C7D9" +
        "6304" +
        "6849",
    );
    expect(code.svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 (\d+) \1"[^>]*>/);
    expect(code.svg).toContain("<path");
  });

  it("refuses a code above the balance due, and for a cancelled stay", async () => {
    await owner.put("/api/settings/pousada").send(pousada).expect(200);
    await pay("250.00");
    const res = await staff
      .post("/api/payments/pix")
      .send({ contaBancariaId: conta.id, amount: "60.00", reservationId })
      .expect(409);
    expect(res.body).toEqual({ message: "Valor acima do saldo devedor (R$\u00a050,00)", field: "amount" });
    const bad = await staff.post("/api/payments/pix").send({ contaBancariaId: conta.id, reservationId }).expect(400);
    expect(bad.body).toMatchObject({ message: "Informe o valor", field: "amount" });
  });
});

// ------------------------------------------------------------------ check-out with a balance due

describe("check-out with a balance due", () => {
  it("answers 409 naming the balance unless the clerk confirms; a paid stay leaves without asking", async () => {
    const stay = await api.checkIn(reservationId);
    await pay("120.00");
    const refused = await staff.put(`/api/checkinout/${stay.id}`).send({}).expect(409);
    expect(refused.body).toEqual({ message: "Hóspede com saldo devedor de R$\u00a0180,00", field: "saldoDevedor" });
    expect((await reservation()).status).toBe("checked_in");
    await staff.put(`/api/checkinout/${stay.id}`).send({ confirmarSaldoDevedor: true }).expect(200);
    expect((await reservation()).status).toBe("completed");

    const paid = await book({ roomId: (await api.room({ number: "102" })).id });
    const paidStay = await api.checkIn(paid.id);
    await pay(paid.totalAmount, { reservationId: paid.id });
    await staff.put(`/api/checkinout/${paidStay.id}`).send({}).expect(200);
  });

  it("refuses a confirmation that is not true or false (400)", async () => {
    const stay = await api.checkIn(reservationId);
    const res = await staff.put(`/api/checkinout/${stay.id}`).send({ confirmarSaldoDevedor: "sim" }).expect(400);
    expect(res.body).toMatchObject({ field: "confirmarSaldoDevedor" });
  });
});

// ------------------------------------------------------------------ sessions

describe("access", () => {
  it.each([
    ["get", "/api/payments"],
    ["post", "/api/payments"],
    ["post", "/api/payments/pix"],
    ["get", `/api/reservations/${MISSING_ID}/folio`],
    ["get", "/api/settings"],
  ] as const)("%s %s needs a session (401)", async (method, path) => {
    const res = await request(app)[method](path);
    expect(res.status).toBe(401);
  });
});
