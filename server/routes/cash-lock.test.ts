// A closed cash day is locked (docs/product.md §12.14): every kind of money move dated that day on that caixa is
// refused with 409 until the owner reopens it, and payments racing a closing either land before it (counted in its
// expected figure) or are refused after it.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Agent } from "supertest";
import type { ContaBancariaView } from "@shared/api/finance";
import type { PaymentView } from "@shared/api/payments";
import type { CashClosing, CashDay } from "@shared/api/reports";
import { apiFactories, type ApiFactories } from "../test/factories";
import { listening, ownerAndStaff, sessionCookie, testApp, testDatabase } from "../test/harness";
import type { Database } from "../db";

let database: Database;
let owner: Agent;
let staff: Agent;
let app: ReturnType<typeof testApp>;
let api: ApiFactories;
let now = new Date("2029-11-10T09:00:00-03:00");
let caixa: ContaBancariaView;
let banco: ContaBancariaView;
let stayId: string;

const CLOSED =
  "O caixa de 10/11/2029 (Caixa da recepção) está fechado. Registre no dia de hoje ou peça ao proprietário para reabrir.";

beforeAll(async () => {
  database = await testDatabase();
});

/** 'Caixa da recepção' opens with 371.30; a stay of 2 nights at 1000.00 leaves 2000.00 to pay. */
beforeEach(async () => {
  now = new Date("2029-11-10T09:00:00-03:00");
  app = testApp(database, { clock: () => now });
  ({ owner, staff } = await ownerAndStaff(database, app));
  api = apiFactories({ owner, staff });
  caixa = (
    await owner
      .post("/api/contas-bancarias")
      .send({ nome: "Caixa da recepção", tipo: "caixa", saldoInicial: "371,30" })
      .expect(201)
  ).body;
  banco = (await owner.post("/api/contas-bancarias").send({ nome: "Itaú", tipo: "corrente" }).expect(201)).body;
  const guestId = (await api.guest()).id;
  const roomId = (await api.room({ number: "101", pricePerNight: "1000.00" })).id;
  stayId = (
    await api.reservation({
      guestId,
      roomId,
      checkInDate: "2029-11-10",
      checkOutDate: "2029-11-12",
      status: "confirmed",
      notes: null,
    })
  ).id;
});

const pay = (amount: string, agent: Agent = staff) =>
  agent.post("/api/payments").send({ reservationId: stayId, amount, method: "cash", contaBancariaId: caixa.id });
const entry = (body: Record<string, unknown>) =>
  staff.post("/api/lancamentos-financeiros").send({ contaBancariaId: caixa.id, categoria: "Gelo", ...body });
const close = (saldoContado: string) =>
  staff.post("/api/fechamentos-caixa").send({ data: "2029-11-10", contaBancariaId: caixa.id, saldoContado });
const balance = async () =>
  ((await staff.get("/api/contas-bancarias").expect(200)).body as ContaBancariaView[]).find((c) => c.id === caixa.id)!
    .saldoAtual;

describe("a closed cash day", () => {
  it("refuses every kind of money move dated that day on that caixa, and accepts them again once reopened", async () => {
    const paid = (await pay("50.00").expect(201)).body as PaymentView;
    const pending = (
      await entry({
        tipo: "despesa",
        valor: "4.00",
        dataLancamento: "2029-11-10",
        dataVencimento: "2029-11-20",
      }).expect(201)
    ).body;
    const earlier = (await entry({ tipo: "receita", valor: "3.00", dataLancamento: "2029-11-09" }).expect(201)).body;
    now = new Date("2029-11-10T20:00:00-03:00");
    // 371.30 + 50.00 + 3.00 = 424.30 expected; counted as much.
    const closing = (await close("424,30").expect(201)).body as CashClosing;
    expect(closing.saldoEsperado).toBe("424.30");

    const attempts = {
      payment: await pay("10.00"),
      refund: await owner.post(`/api/payments/${paid.id}/refunds`).send({ amount: "5.00", reason: "Devolução" }),
      lancamento: await entry({ tipo: "receita", valor: "2.00", dataLancamento: "2029-11-10" }),
      baixa: await staff.post(`/api/lancamentos-financeiros/${pending.id}/baixa`).send({}),
      estorno: await owner
        .post(`/api/lancamentos-financeiros/${earlier.id}/estorno`)
        .send({ motivo: "Lançado errado" }),
      transferIn: await entry({
        tipo: "transferencia",
        valor: "1.00",
        contaBancariaId: banco.id,
        contaDestinoId: caixa.id,
        dataLancamento: "2029-11-10",
      }),
    };
    for (const [kind, res] of Object.entries(attempts)) {
      expect(res.status, kind).toBe(409);
      expect(res.body.message, kind).toBe(CLOSED);
    }
    expect(await balance()).toBe("424.30");
    // Another day of the same caixa and the same day of another account are open.
    await entry({ tipo: "receita", valor: "2.00", dataLancamento: "2029-11-09" }).expect(201);
    await entry({ tipo: "receita", valor: "2.00", contaBancariaId: banco.id, dataLancamento: "2029-11-10" }).expect(
      201,
    );
    expect(await balance()).toBe("426.30");

    // A baixa made the next day but settled on the closed day is refused too.
    now = new Date("2029-11-11T08:00:00-03:00");
    const lateBaixa = await staff
      .post(`/api/lancamentos-financeiros/${pending.id}/baixa`)
      .send({ dataPagamento: "2029-11-10" });
    expect(lateBaixa.status).toBe(409);
    expect(lateBaixa.body.message).toBe(CLOSED);

    const noReason = await owner.post(`/api/fechamentos-caixa/${closing.id}/reabrir`).send({});
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe("Informe o motivo da reabertura");
    await owner.post(`/api/fechamentos-caixa/${closing.id}/reabrir`).send({ motivo: "Pagamento tardio" }).expect(200);
    await pay("10.00").expect(201);
    expect(await balance()).toBe("436.30");
  });

  it("serializes 20 parallel payments with a closing: each lands before it and is counted, or is refused after it", async () => {
    now = new Date("2029-11-10T20:00:00-03:00");
    const server = await listening(app);
    let statuses: number[];
    let closingStatus: number;
    let closing: CashClosing;
    try {
      const cookie = await sessionCookie(server.base, "recepcao@example.com");
      const post = (path: string, body: unknown) =>
        fetch(`${server.base}${path}`, {
          method: "POST",
          headers: { Cookie: cookie, "Content-Type": "application/json" },
          body: JSON.stringify(body),
        });
      const payments = Array.from({ length: 20 }, () =>
        post("/api/payments", { reservationId: stayId, amount: "10.00", method: "cash", contaBancariaId: caixa.id }),
      );
      const closed = post("/api/fechamentos-caixa", {
        data: "2029-11-10",
        contaBancariaId: caixa.id,
        saldoContado: "371.30",
      });
      const answers = await Promise.all([...payments, closed]);
      statuses = answers.slice(0, 20).map((a) => a.status);
      closingStatus = answers[20]!.status;
      closing = (await answers[20]!.json()) as CashClosing;
    } finally {
      await server.close();
    }
    expect(closingStatus).toBe(201);
    const landed = statuses.filter((s) => s === 201).length;
    expect(landed + statuses.filter((s) => s === 409).length).toBe(20);
    // Whatever landed before the closing is in its expected figure: 371.30 + 10.00 per payment.
    expect(closing.saldoEsperado.replace(".", "")).toBe(String(37130 + 1000 * landed));
    const day = (await staff.get("/api/fechamentos-caixa?data=2029-11-10").expect(200)).body as CashDay;
    expect(day.contas[0]!.recebidoTotal).toBe(`${landed * 10}.00`);
    // Counted 371.30: every payment that landed is a shortfall booked as a 'Quebra de caixa', so the balance is 371.30.
    expect(await balance()).toBe("371.30");
  });
});

describe("the difference of a closing, booked", () => {
  const entriesOf = async () =>
    (
      (await owner.get(`/api/lancamentos-financeiros/data/desc?contaBancariaId=${caixa.id}`).expect(200))
        .body as Array<{
        tipo: string;
        categoria: string;
        valor: string;
        dataPagamento: string;
      }>
    ).map(({ tipo, categoria, valor, dataPagamento }) => ({ tipo, categoria, valor, dataPagamento }));

  it("books a shortfall as 'Quebra de caixa', reverses it on reopening, and closes again as version 2", async () => {
    now = new Date("2029-11-10T20:00:00-03:00");
    const closing = (await close("370,00").expect(201)).body as CashClosing;
    expect(closing).toMatchObject({ saldoEsperado: "371.30", saldoContado: "370.00", diferenca: "-1.30", versao: 1 });
    expect(await balance()).toBe("370.00");
    expect(await entriesOf()).toEqual([
      { tipo: "despesa", categoria: "Quebra de caixa", valor: "1.30", dataPagamento: "2029-11-10" },
    ]);

    now = new Date("2029-11-11T08:00:00-03:00");
    const reopened = await owner
      .post(`/api/fechamentos-caixa/${closing.id}/reabrir`)
      .send({ motivo: "Achei R$ 1,30 na gaveta" })
      .expect(200);
    expect(reopened.body).toMatchObject({
      motivoReabertura: "Achei R$ 1,30 na gaveta",
      reabertoPor: { nome: expect.any(String) },
    });
    expect(await balance()).toBe("371.30");
    expect(await entriesOf()).toHaveLength(2);
    expect(await entriesOf()).toContainEqual({
      tipo: "receita",
      categoria: "Quebra de caixa",
      valor: "1.30",
      dataPagamento: "2029-11-10",
    });

    const again = (await close("371,30").expect(201)).body as CashClosing;
    expect(again).toMatchObject({ saldoEsperado: "371.30", diferenca: "0.00", versao: 2 });
    expect(await balance()).toBe("371.30");
    expect(await entriesOf()).toHaveLength(2);
  });

  it("refuses an estorno of the booked difference by hand (409): only reopening the day reverses it", async () => {
    now = new Date("2029-11-10T20:00:00-03:00");
    await close("370,00").expect(201);
    const [quebra] = (await owner.get(`/api/lancamentos-financeiros/data/desc?contaBancariaId=${caixa.id}`).expect(200))
      .body as Array<{ id: string }>;
    now = new Date("2029-11-11T08:00:00-03:00");
    const refused = await owner
      .post(`/api/lancamentos-financeiros/${quebra!.id}/estorno`)
      .send({ motivo: "Conferido de novo" })
      .expect(409);
    expect(refused.body.message).toBe(
      "Este lançamento é a diferença do fechamento de caixa de 10/11/2029: ele só é desfeito reabrindo o caixa desse dia (Relatórios > Caixa do dia).",
    );
    expect(await balance()).toBe("370.00");
    expect(await entriesOf()).toHaveLength(1);
  });

  it("books a surplus as 'Sobra de caixa'", async () => {
    now = new Date("2029-11-10T20:00:00-03:00");
    expect((await close("375,00").expect(201)).body).toMatchObject({ diferenca: "3.70" });
    expect(await balance()).toBe("375.00");
    expect(await entriesOf()).toEqual([
      { tipo: "receita", categoria: "Sobra de caixa", valor: "3.70", dataPagamento: "2029-11-10" },
    ]);
  });
});
