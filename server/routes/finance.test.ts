// The Financeiro module (docs/product.md §10.4): bank accounts, lançamentos and tags. Every balance is checked twice:
// against the amount a person would expect, and against a recomputation from the entries themselves
// (docs/decisions/0015: saldoAtual = opening balance + settled receitas - settled despesas -/+ settled transfers). The
// clock is fixed: "today" at the pousada is 10 March 2030.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import request, { type Agent } from "supertest";
import type { ContaBancariaView, LancamentoView, TagFinanceiraView } from "@shared/api/finance";
import { fromSignedCentavos, toCentavos, toSignedCentavos } from "@shared/money";
import { listening, ownerAndStaff, sessionCookie, testApp, testDatabase } from "../test/harness";
import type { Database } from "../db";

let database: Database;
let owner: Agent;
let staff: Agent;
let app: ReturnType<typeof testApp>;

/** Sunday 10 March 2030, noon in São Paulo. */
const NOW = "2030-03-10T15:00:00.000Z";
const TODAY = "2030-03-10";
let now = new Date(NOW);
const MISSING_ID = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  database = await testDatabase();
});

beforeEach(async () => {
  now = new Date(NOW);
  app = testApp(database, { clock: () => now });
  ({ owner, staff } = await ownerAndStaff(database, app));
});

// ------------------------------------------------------------------ helpers

async function createAccount(body: Record<string, unknown> = {}) {
  const res = await owner.post("/api/contas-bancarias").send({ nome: "Banco do Brasil", tipo: "corrente", ...body });
  expect(res.status, res.text).toBe(201);
  return res.body as ContaBancariaView;
}

async function post(body: Record<string, unknown>, agent = staff) {
  const res = await agent.post("/api/lancamentos-financeiros").send(body);
  expect(res.status, res.text).toBe(201);
  return res.body as LancamentoView;
}

async function accounts() {
  const res = await staff.get("/api/contas-bancarias").expect(200);
  return res.body as ContaBancariaView[];
}
async function allEntries() {
  const res = await staff.get("/api/lancamentos-financeiros").expect(200);
  return res.body as LancamentoView[];
}

/** Every account's balance recomputed from the entries, in centavos: what the stored saldoAtual must equal. */
async function recomputedBalances() {
  const [contas, entries] = await Promise.all([accounts(), allEntries()]);
  const balances = new Map(contas.map((conta) => [conta.id, toSignedCentavos(conta.saldoInicial)]));
  const add = (id: string, centavos: number) => balances.set(id, balances.get(id)! + centavos);
  for (const entry of entries.filter((e) => e.status === "PAGO")) {
    const value = toCentavos(entry.valor);
    if (entry.tipo === "receita") add(entry.contaBancariaId, value);
    if (entry.tipo === "despesa") add(entry.contaBancariaId, -value);
    if (entry.tipo === "transferencia") {
      add(entry.contaBancariaId, -value);
      add(entry.contaDestinoId!, value);
    }
  }
  return { contas, balances };
}

/** Each stored balance is its recomputation, and (when given) the amount a person expects. */
async function expectBalances(expected: Record<string, string> = {}) {
  const { contas, balances } = await recomputedBalances();
  for (const conta of contas) {
    expect(conta.saldoAtual, `${conta.nome}: stored vs recomputed`).toBe(fromSignedCentavos(balances.get(conta.id)!));
    if (expected[conta.id] !== undefined) expect(conta.saldoAtual, conta.nome).toBe(expected[conta.id]);
  }
}

// ------------------------------------------------------------------ accounts

describe("bank accounts", () => {
  it("creates an account from the form's fields, its balance starting at the opening balance", async () => {
    const res = await owner.post("/api/contas-bancarias").send({
      nome: "Itaú",
      tipo: "corrente",
      banco: "Itaú Unibanco",
      agencia: "0001",
      conta: "12345-6",
      saldoInicial: 1500.5,
      ativo: true,
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      nome: "Itaú",
      tipo: "corrente",
      banco: "Itaú Unibanco",
      agencia: "0001",
      conta: "12345-6",
      saldoInicial: "1500.50",
      saldoAtual: "1500.50",
      isAtiva: true,
      pixTipo: null,
      pixChave: null,
      createdAt: NOW,
    } satisfies Partial<ContaBancariaView>);
  });

  it("takes '150,50' and an empty opening balance (0), and a caixa with no bank data", async () => {
    expect((await createAccount({ saldoInicial: "150,50" })).saldoAtual).toBe("150.50");
    const caixa = await createAccount({ nome: "Caixa da recepção", tipo: "caixa", saldoInicial: "" });
    expect(caixa).toMatchObject({ saldoInicial: "0.00", saldoAtual: "0.00", banco: null, agencia: null });
  });

  it("lists the active accounts first, each group by name, to staff too", async () => {
    await createAccount({ nome: "Sicredi" });
    const inactive = await createAccount({ nome: "Antigo", ativo: false });
    await createAccount({ nome: "Bradesco" });
    const list = await accounts();
    expect(list.map((conta) => [conta.nome, conta.isAtiva])).toEqual([
      ["Bradesco", true],
      ["Sicredi", true],
      ["Antigo", false],
    ]);
    expect(list[2]!.id).toBe(inactive.id);
  });

  it.each([
    [{ tipo: "corrente" }, "nome"],
    [{ nome: "  ", tipo: "corrente" }, "nome"],
    [{ nome: "Itaú" }, "tipo"],
    [{ nome: "Itaú", tipo: "cofre" }, "tipo"],
  ])("answers 'Nome e tipo são obrigatórios' for %j", async (body, field) => {
    const res = await owner.post("/api/contas-bancarias").send(body).expect(400);
    expect(res.body).toMatchObject({ message: "Nome e tipo são obrigatórios", field });
    expect(await accounts()).toEqual([]);
  });

  it.each([
    [{ pixTipo: "cpf", pixChave: "123.456.789-09" }, "12345678909"],
    [{ pixTipo: "cnpj", pixChave: "11.222.333/0001-81" }, "11222333000181"],
    [{ pixTipo: "email", pixChave: " Pousada@Example.com " }, "pousada@example.com"],
    [{ pixTipo: "telefone", pixChave: "(24) 99999-8888" }, "+5524999998888"],
    [
      { pixTipo: "aleatoria", pixChave: "123E4567-E89B-12D3-A456-426614174000" },
      "123e4567-e89b-12d3-a456-426614174000",
    ],
  ])("keeps a PIX key %j as payers' apps expect it", async (pix, stored) => {
    expect((await createAccount(pix)).pixChave).toBe(stored);
  });

  it.each([
    [{ pixTipo: "cpf", pixChave: "123.456.789-00" }, "pixChave", "Chave PIX inválida: informe um CPF válido"],
    [
      { pixTipo: "telefone", pixChave: "9999-8888" },
      "pixChave",
      "Chave PIX inválida: informe o celular com DDD, ex.: (11) 99999-9999",
    ],
    [{ pixTipo: "email", pixChave: "pousada" }, "pixChave", "Chave PIX inválida: informe um e-mail válido"],
    [{ pixChave: "pousada@example.com" }, "pixTipo", "Escolha o tipo da chave PIX"],
    [{ pixTipo: "email" }, "pixChave", "Informe a chave PIX"],
  ])("refuses the PIX key %j with 400", async (pix, field, message) => {
    const res = await owner
      .post("/api/contas-bancarias")
      .send({ nome: "Itaú", tipo: "corrente", ...pix })
      .expect(400);
    expect(res.body).toMatchObject({ message, field });
  });

  it("lets only the owner create and edit accounts (403 for staff, nothing written)", async () => {
    const res = await staff.post("/api/contas-bancarias").send({ nome: "Itaú", tipo: "corrente" }).expect(403);
    expect(res.body).toEqual({ message: "Acesso restrito ao proprietário" });
    const conta = await createAccount();
    const edit = await staff.put(`/api/contas-bancarias/${conta.id}`).send({ nome: "Outro", tipo: "corrente" });
    expect(edit.status).toBe(403);
    expect((await accounts())[0]!.nome).toBe("Banco do Brasil");
  });

  it("edits an account, deactivates it and activates it again; its balance stays", async () => {
    const conta = await createAccount({ saldoInicial: "100.00", pixTipo: "email", pixChave: "a@b.com" });
    await post({ tipo: "receita", valor: "50.00", contaBancariaId: conta.id });
    const edited = await owner
      .put(`/api/contas-bancarias/${conta.id}`)
      .send({ nome: "BB Pousada", tipo: "poupanca", banco: "Banco do Brasil", ativo: false })
      .expect(200);
    expect(edited.body).toMatchObject({
      nome: "BB Pousada",
      tipo: "poupanca",
      isAtiva: false,
      saldoInicial: "100.00",
      saldoAtual: "150.00",
      pixChave: "a@b.com",
    });
    const removedKey = await owner
      .put(`/api/contas-bancarias/${conta.id}`)
      .send({ nome: "BB Pousada", tipo: "poupanca", ativo: true, pixTipo: null, pixChave: "" })
      .expect(200);
    expect(removedKey.body).toMatchObject({ isAtiva: true, pixTipo: null, pixChave: null, saldoAtual: "150.00" });
  });

  it("corrects the opening balance while no entry touches the account, and refuses it after one (409)", async () => {
    const conta = await createAccount({ saldoInicial: "100.00" });
    const corrected = await owner
      .put(`/api/contas-bancarias/${conta.id}`)
      .send({ nome: conta.nome, tipo: conta.tipo, saldoInicial: "-20.5" })
      .expect(200);
    expect(corrected.body).toMatchObject({ saldoInicial: "-20.50", saldoAtual: "-20.50" });

    await post({ tipo: "despesa", valor: "10.00", contaBancariaId: conta.id });
    const res = await owner
      .put(`/api/contas-bancarias/${conta.id}`)
      .send({ nome: conta.nome, tipo: conta.tipo, saldoInicial: "0" })
      .expect(409);
    expect(res.body).toEqual({
      message:
        "O saldo inicial não pode mais ser alterado: esta conta já tem lançamentos. Registre um lançamento de ajuste.",
      field: "saldoInicial",
    });
    // The same value is no change: accepted.
    await owner
      .put(`/api/contas-bancarias/${conta.id}`)
      .send({ nome: conta.nome, tipo: conta.tipo, saldoInicial: "-20.50" })
      .expect(200);
    await expectBalances({ [conta.id]: "-30.50" });
  });

  it("answers 404 for an account that does not exist", async () => {
    for (const id of [MISSING_ID, "abc"]) {
      const res = await owner.put(`/api/contas-bancarias/${id}`).send({ nome: "X", tipo: "caixa" }).expect(404);
      expect(res.body).toEqual({ message: "Conta bancária não encontrada" });
    }
  });
});

// ------------------------------------------------------------------ entries and balances

describe("lançamentos and balances", () => {
  let itau: ContaBancariaView;
  let caixa: ContaBancariaView;

  beforeEach(async () => {
    itau = await createAccount({ nome: "Itaú", saldoInicial: "1000.00" });
    caixa = await createAccount({ nome: "Caixa", tipo: "caixa", saldoInicial: "200.00" });
  });

  it("settles an entry dated today: a receita adds, a despesa takes away, with the account's name and 'Geral'", async () => {
    const receita = await post({
      tipo: "receita",
      valor: "150,25",
      categoria: "",
      descricao: "Diária avulsa",
      dataLancamento: TODAY,
      contaBancariaId: itau.id,
    });
    expect(receita).toMatchObject({
      tipo: "receita",
      valor: "150.25",
      categoria: "Geral",
      descricao: "Diária avulsa",
      dataLancamento: TODAY,
      dataPagamento: TODAY,
      status: "PAGO",
      contaBancaria: { id: itau.id, nome: "Itaú", banco: null },
      contaDestino: null,
      tags: [],
      vencido: false,
      estornadoPorId: null,
      createdAt: NOW,
    } satisfies Partial<LancamentoView>);
    await post({ tipo: "despesa", valor: 0.1, categoria: "Limpeza", contaBancariaId: itau.id });
    await post({ tipo: "despesa", valor: "0.20", contaBancariaId: itau.id });
    await expectBalances({ [itau.id]: "1149.95", [caixa.id]: "200.00" });
  });

  it("settles an entry without a date as of today, and one dated in the past as of its date", async () => {
    const undated = await post({ tipo: "receita", valor: "10.00", contaBancariaId: caixa.id });
    expect(undated).toMatchObject({ dataLancamento: TODAY, status: "PAGO", dataPagamento: TODAY });
    const past = await post({
      tipo: "receita",
      valor: "5.00",
      dataLancamento: "2030-02-01",
      contaBancariaId: caixa.id,
    });
    expect(past).toMatchObject({ status: "PAGO", dataPagamento: "2030-02-01" });
    await expectBalances({ [caixa.id]: "215.00" });
  });

  it("moves a transfer out of one account and into the other, in one entry", async () => {
    const transfer = await post({
      tipo: "transferencia",
      valor: "300.00",
      contaBancariaId: itau.id,
      contaDestinoId: caixa.id,
      descricao: "Troco para a semana",
    });
    expect(transfer).toMatchObject({
      status: "PAGO",
      contaBancaria: { id: itau.id, nome: "Itaú" },
      contaDestino: { id: caixa.id, nome: "Caixa" },
    });
    await expectBalances({ [itau.id]: "700.00", [caixa.id]: "500.00" });
  });

  it("keeps a bill with a future due date PENDENTE out of the balance until 'Dar baixa', then overdue after its date", async () => {
    const conta = await post({
      tipo: "despesa",
      valor: "89.90",
      categoria: "Energia",
      dataVencimento: "2030-03-15",
      contaBancariaId: itau.id,
    });
    expect(conta).toMatchObject({ status: "PENDENTE", dataPagamento: null, vencido: false });
    const future = await post({
      tipo: "receita",
      valor: "40.00",
      dataLancamento: "2030-03-20",
      contaBancariaId: caixa.id,
    });
    expect(future.status).toBe("PENDENTE");
    await expectBalances({ [itau.id]: "1000.00", [caixa.id]: "200.00" });

    now = new Date("2030-03-16T15:00:00Z");
    expect((await allEntries()).find((e) => e.id === conta.id)!.vencido).toBe(true);

    const settled = await staff.post(`/api/lancamentos-financeiros/${conta.id}/baixa`).send({}).expect(200);
    expect(settled.body).toMatchObject({ status: "PAGO", dataPagamento: "2030-03-16", vencido: false });
    await expectBalances({ [itau.id]: "910.10", [caixa.id]: "200.00" });

    const again = await staff.post(`/api/lancamentos-financeiros/${conta.id}/baixa`).send({}).expect(409);
    expect(again.body).toEqual({
      message: 'Só é possível dar baixa em um lançamento pendente (este está "Pago").',
      field: "status",
    });
    await expectBalances({ [itau.id]: "910.10" });
  });

  it("settles on a given past date, never a future one", async () => {
    const bill = await post({
      tipo: "despesa",
      valor: "30.00",
      dataVencimento: "2030-04-01",
      contaBancariaId: caixa.id,
    });
    const future = await staff
      .post(`/api/lancamentos-financeiros/${bill.id}/baixa`)
      .send({ dataPagamento: "2030-03-11" })
      .expect(400);
    expect(future.body).toMatchObject({
      message: "A data do pagamento não pode ser depois de hoje (10/03/2030)",
      field: "dataPagamento",
    });
    const res = await staff
      .post(`/api/lancamentos-financeiros/${bill.id}/baixa`)
      .send({ dataPagamento: "2030-03-09" })
      .expect(200);
    expect(res.body).toMatchObject({ status: "PAGO", dataPagamento: "2030-03-09" });
    await expectBalances({ [caixa.id]: "170.00" });
    for (const id of [MISSING_ID, "abc"]) {
      const missing = await staff.post(`/api/lancamentos-financeiros/${id}/baixa`).send({}).expect(404);
      expect(missing.body).toEqual({ message: "Lançamento não encontrado" });
    }
  });

  it("reverses each kind of settled entry with its opposite, linked both ways, and the balances come back", async () => {
    const receita = await post({ tipo: "receita", valor: "120.00", descricao: "Passeio", contaBancariaId: itau.id });
    const despesa = await post({ tipo: "despesa", valor: "45.50", categoria: "Mercado", contaBancariaId: caixa.id });
    const transfer = await post({
      tipo: "transferencia",
      valor: "80.00",
      contaBancariaId: itau.id,
      contaDestinoId: caixa.id,
    });
    await expectBalances({ [itau.id]: "1040.00", [caixa.id]: "234.50" });

    const reverse = (id: string) =>
      owner.post(`/api/lancamentos-financeiros/${id}/estorno`).send({ motivo: "Lançado por engano" });
    const r1 = (await reverse(receita.id).expect(201)).body as LancamentoView;
    expect(r1).toMatchObject({
      tipo: "despesa",
      valor: "120.00",
      descricao: "Estorno: Passeio",
      observacoes: "Lançado por engano",
      status: "PAGO",
      estornoDeId: receita.id,
      contaBancaria: { id: itau.id },
    });
    const r2 = (await reverse(despesa.id).expect(201)).body as LancamentoView;
    expect(r2).toMatchObject({
      tipo: "receita",
      categoria: "Mercado",
      descricao: "Estorno: Mercado",
      estornoDeId: despesa.id,
    });
    const r3 = (await reverse(transfer.id).expect(201)).body as LancamentoView;
    expect(r3).toMatchObject({
      tipo: "transferencia",
      contaBancaria: { id: caixa.id },
      contaDestino: { id: itau.id },
      estornoDeId: transfer.id,
    });
    await expectBalances({ [itau.id]: "1000.00", [caixa.id]: "200.00" });

    const entries = await allEntries();
    expect(entries.find((e) => e.id === receita.id)!.estornadoPorId).toBe(r1.id);
    expect(entries.find((e) => e.id === transfer.id)!.estornadoPorId).toBe(r3.id);

    const twice = await reverse(receita.id).expect(409);
    expect(twice.body).toEqual({ message: "Este lançamento já foi estornado.", field: "id" });
    const ofReversal = await reverse(r1.id).expect(409);
    expect(ofReversal.body.message).toBe("Este lançamento já é um estorno e não pode ser estornado.");
    await expectBalances({ [itau.id]: "1000.00", [caixa.id]: "200.00" });
  });

  it("calls off a pending bill (CANCELADO) without touching the balance, once", async () => {
    const bill = await post({
      tipo: "despesa",
      valor: "500.00",
      dataVencimento: "2030-04-10",
      observacoes: "Boleto",
      contaBancariaId: itau.id,
    });
    const res = await owner
      .post(`/api/lancamentos-financeiros/${bill.id}/estorno`)
      .send({ motivo: "Fornecedor cancelou" })
      .expect(200);
    expect(res.body).toMatchObject({
      id: bill.id,
      status: "CANCELADO",
      observacoes: "Boleto\nCancelado: Fornecedor cancelou",
    });
    await expectBalances({ [itau.id]: "1000.00" });
    const again = await owner.post(`/api/lancamentos-financeiros/${bill.id}/estorno`).send({ motivo: "De novo" });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Este lançamento já foi cancelado.");
    const settle = await staff.post(`/api/lancamentos-financeiros/${bill.id}/baixa`).send({}).expect(409);
    expect(settle.body.message).toBe('Só é possível dar baixa em um lançamento pendente (este está "Cancelado").');
  });

  it("lets only the owner reverse, and asks for the reason", async () => {
    const receita = await post({ tipo: "receita", valor: "10.00", contaBancariaId: itau.id });
    const res = await staff
      .post(`/api/lancamentos-financeiros/${receita.id}/estorno`)
      .send({ motivo: "Engano" })
      .expect(403);
    expect(res.body).toEqual({ message: "Acesso restrito ao proprietário" });
    const noReason = await owner.post(`/api/lancamentos-financeiros/${receita.id}/estorno`).send({}).expect(400);
    expect(noReason.body).toMatchObject({ message: "Informe o motivo", field: "motivo" });
    await expectBalances({ [itau.id]: "1010.00" });
    expect((await allEntries()).length).toBe(1);
  });

  it("lets exactly one of two simultaneous reversals of one entry through (201 and 409)", async () => {
    const receita = await post({ tipo: "receita", valor: "77.70", contaBancariaId: itau.id });
    const server = await listening(app);
    try {
      const cookies = await Promise.all([
        sessionCookie(server.base, "dono@example.com"),
        sessionCookie(server.base, "dono@example.com"),
      ]);
      const answers = await Promise.all(
        cookies.map((cookie) =>
          fetch(`${server.base}/api/lancamentos-financeiros/${receita.id}/estorno`, {
            method: "POST",
            headers: { Cookie: cookie, "Content-Type": "application/json" },
            body: JSON.stringify({ motivo: "Duas pessoas clicaram" }),
          }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    } finally {
      await server.close();
    }
    expect((await allEntries()).filter((e) => e.estornoDeId === receita.id)).toHaveLength(1);
    await expectBalances({ [itau.id]: "1000.00" });
  });

  it("leaves the exact balance after 50 entries posted at once on one account", async () => {
    const server = await listening(app);
    const amounts = Array.from({ length: 50 }, (_, i) => ({
      tipo: i % 3 === 0 ? "despesa" : "receita",
      valor: `${(i * 7) % 23}.${String((i * 37) % 100).padStart(2, "0")}`.replace(/^0\.00$/, "0.01"),
    }));
    try {
      const cookie = await sessionCookie(server.base, "recepcao@example.com");
      const answers = await Promise.all(
        amounts.map((body) =>
          fetch(`${server.base}/api/lancamentos-financeiros`, {
            method: "POST",
            headers: { Cookie: cookie, "Content-Type": "application/json" },
            body: JSON.stringify({ ...body, contaBancariaId: itau.id }),
          }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(amounts.map(() => 201));
    } finally {
      await server.close();
    }
    const expected = amounts.reduce(
      (sum, { tipo, valor }) => sum + (tipo === "receita" ? toCentavos(valor) : -toCentavos(valor)),
      100000,
    );
    expect(await allEntries()).toHaveLength(50);
    await expectBalances({ [itau.id]: fromSignedCentavos(expected) });
  });

  it.each([
    [{ valor: "10.00", contaBancariaId: "{itau}" }, "tipo"],
    [{ tipo: "bonus", valor: "10.00", contaBancariaId: "{itau}" }, "tipo"],
    [{ tipo: "receita", contaBancariaId: "{itau}" }, "valor"],
    [{ tipo: "receita", valor: "", contaBancariaId: "{itau}" }, "valor"],
    [{ tipo: "receita", valor: "10.00" }, "contaBancariaId"],
    [{ tipo: "receita", valor: "10.00", contaBancariaId: "" }, "contaBancariaId"],
  ])("answers 'Tipo, valor e conta são obrigatórios' for %j", async (body, field) => {
    const withIds = JSON.parse(JSON.stringify(body).replace("{itau}", itau.id));
    const res = await staff.post("/api/lancamentos-financeiros").send(withIds).expect(400);
    expect(res.body).toMatchObject({ message: "Tipo, valor e conta são obrigatórios", field });
    expect(await allEntries()).toEqual([]);
  });

  it.each([
    [{ tipo: "receita", valor: "0" }, "valor", "O valor deve ser maior que zero"],
    [{ tipo: "receita", valor: "-5" }, "valor", "Valor inválido. Use o formato 1.200,00"],
    [{ tipo: "receita", valor: "1.234" }, "valor", "Valor inválido. Use o formato 1.200,00"],
    [{ tipo: "transferencia", valor: "5" }, "contaDestinoId", "Escolha a conta de destino da transferência"],
    [
      { tipo: "transferencia", valor: "5", contaDestinoId: "{itau}" },
      "contaDestinoId",
      "A conta de destino deve ser outra conta",
    ],
    [
      { tipo: "receita", valor: "5", contaDestinoId: "{caixa}" },
      "contaDestinoId",
      "Só uma transferência tem conta de destino",
    ],
    [{ tipo: "receita", valor: "5", dataLancamento: "2030-02-30" }, "dataLancamento", "Data inválida"],
  ])("refuses %j with 400 and its message", async (body, field, message) => {
    const withIds = JSON.parse(JSON.stringify(body).replace("{itau}", itau.id).replace("{caixa}", caixa.id));
    const res = await staff
      .post("/api/lancamentos-financeiros")
      .send({ contaBancariaId: itau.id, ...withIds })
      .expect(400);
    expect(res.body).toMatchObject({ message, field });
  });

  it("refuses an unknown or inactive account, and an unknown tag, writing nothing", async () => {
    const unknown = await staff
      .post("/api/lancamentos-financeiros")
      .send({ tipo: "receita", valor: "5", contaBancariaId: MISSING_ID })
      .expect(400);
    expect(unknown.body).toMatchObject({ message: "Conta bancária não encontrada", field: "contaBancariaId" });

    await owner
      .put(`/api/contas-bancarias/${caixa.id}`)
      .send({ nome: "Caixa", tipo: "caixa", ativo: false })
      .expect(200);
    const inactive = await staff
      .post("/api/lancamentos-financeiros")
      .send({ tipo: "transferencia", valor: "5", contaBancariaId: itau.id, contaDestinoId: caixa.id })
      .expect(409);
    expect(inactive.body).toEqual({
      message: 'A conta "Caixa" está inativa. Ative-a em Contas Bancárias ou escolha outra conta.',
      field: "contaDestinoId",
    });
    const badTag = await staff
      .post("/api/lancamentos-financeiros")
      .send({ tipo: "receita", valor: "5", contaBancariaId: itau.id, tagIds: [MISSING_ID] })
      .expect(400);
    expect(badTag.body).toMatchObject({ field: "tagIds" });
    expect(await allEntries()).toEqual([]);
    await expectBalances({ [itau.id]: "1000.00", [caixa.id]: "200.00" });
  });

  it("refuses an entry that would take a balance past what the account can hold (409), writing nothing", async () => {
    await post({ tipo: "receita", valor: "9999999998000.00", contaBancariaId: itau.id });
    await post({ tipo: "receita", valor: "999.99", contaBancariaId: itau.id });
    await expectBalances({ [itau.id]: "9999999999999.99" });
    const res = await staff
      .post("/api/lancamentos-financeiros")
      .send({ tipo: "receita", valor: "0.01", contaBancariaId: itau.id })
      .expect(409);
    expect(res.body).toEqual({
      message: 'O saldo da conta "Itaú" passaria do limite de R$\u00a09.999.999.999.999,99.',
      field: "valor",
    });
    expect(await allEntries()).toHaveLength(2);
    await expectBalances({ [itau.id]: "9999999999999.99" });
  });
});

// ------------------------------------------------------------------ the table: sort, filters, pages

describe("the lançamentos table", () => {
  let itau: ContaBancariaView;
  let caixa: ContaBancariaView;
  const ids: Record<string, string> = {};

  beforeEach(async () => {
    itau = await createAccount({ nome: "Itaú", saldoInicial: "1000.00" });
    caixa = await createAccount({ nome: "Caixa", tipo: "caixa" });
    // [name, recorded at, body]: b and c share a date (c recorded later); d was a bill for the 8th, due on the 9th,
    // recorded on the 7th and never settled (overdue today); e is due on the 20th.
    const rows: Array<[string, string, Record<string, unknown>]> = [
      [
        "a",
        "2030-03-01T13:00:00Z",
        { tipo: "receita", valor: "200.00", descricao: "Evento", contaBancariaId: itau.id },
      ],
      [
        "b",
        "2030-03-05T13:00:00Z",
        { tipo: "despesa", valor: "15.00", categoria: "Padaria", contaBancariaId: caixa.id },
      ],
      [
        "c",
        "2030-03-05T14:00:00Z",
        { tipo: "transferencia", valor: "100.00", contaBancariaId: itau.id, contaDestinoId: caixa.id },
      ],
      [
        "d",
        "2030-03-07T13:00:00Z",
        {
          tipo: "despesa",
          valor: "1000.00",
          dataLancamento: "2030-03-08",
          dataVencimento: "2030-03-09",
          categoria: "Reforma",
          contaBancariaId: itau.id,
        },
      ],
      ["e", NOW, { tipo: "receita", valor: "9.99", dataVencimento: "2030-03-20", contaBancariaId: caixa.id }],
    ];
    for (const [name, at, body] of rows) {
      now = new Date(at);
      ids[name] = (await post(body)).id;
    }
    now = new Date(NOW);
  });

  it("keeps the balances of the fixture: the pending d and e are in none", async () => {
    await expectBalances({ [itau.id]: "1100.00", [caixa.id]: "85.00" });
  });

  const order = async (path: string) => {
    const res = await staff.get(path).expect(200);
    const names = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
    return (res.body as LancamentoView[]).map((entry) => names[entry.id]);
  };

  it.each([
    ["data/desc", ["e", "d", "c", "b", "a"]],
    ["data/asc", ["a", "b", "c", "d", "e"]],
    ["valor/desc", ["d", "a", "c", "b", "e"]],
    ["valor/asc", ["e", "b", "c", "a", "d"]],
    ["tipo/asc", ["b", "d", "a", "e", "c"]],
    ["tipo/desc", ["c", "e", "a", "d", "b"]],
  ])("sorts by %s (ties by creation, in the same direction)", async (sort, expected) => {
    expect(await order(`/api/lancamentos-financeiros/${sort}`)).toEqual(expected);
  });

  it("lists the newest first without a sort in the path", async () => {
    expect(await order("/api/lancamentos-financeiros")).toEqual(["e", "d", "c", "b", "a"]);
  });

  it.each([
    ["descricao/asc", "Ordenação inválida: use data, tipo ou valor", "field"],
    ["DATA/desc", "Ordenação inválida: use data, tipo ou valor", "field"],
    ["valor/up", "Direção inválida: use asc ou desc", "direction"],
    ["data/DESC", "Direção inválida: use asc ou desc", "direction"],
  ])("answers 400 for /%s", async (sort, message, field) => {
    const res = await staff.get(`/api/lancamentos-financeiros/${sort}`).expect(400);
    expect(res.body).toMatchObject({ message, field });
  });

  it.each([
    ["tipo=despesa", ["d", "b"]],
    [`from=2030-03-05&to=2030-03-08`, ["d", "c", "b"]],
    ["situacao=pendente", ["e", "d"]],
    ["situacao=vencido", ["d"]],
    ["situacao=pago", ["c", "b", "a"]],
    ["search=padar", ["b"]],
    ["search=Caixa", ["e", "b"]],
  ])("filters by ?%s", async (query, expected) => {
    expect(await order(`/api/lancamentos-financeiros/data/desc?${query}`)).toEqual(expected);
  });

  it("filters by account (either side of a transfer) and by tag", async () => {
    expect(await order(`/api/lancamentos-financeiros/data/desc?contaBancariaId=${caixa.id}`)).toEqual(["e", "c", "b"]);
    const tag = (await staff.post("/api/tags-financeiras").send({ nome: "Obra" }).expect(201))
      .body as TagFinanceiraView;
    await staff
      .put(`/api/lancamentos-financeiros/${ids.d}/tags`)
      .send({ tagIds: [tag.id] })
      .expect(200);
    expect(await order(`/api/lancamentos-financeiros/valor/asc?tagId=${tag.id}`)).toEqual(["d"]);
  });

  it("pages with limit and cursor, with the total on the first page, in any sort", async () => {
    for (const [sort, expected] of [
      ["valor/desc", ["d", "a", "c", "b", "e"]],
      ["tipo/asc", ["b", "d", "a", "e", "c"]],
      ["data/desc", ["e", "d", "c", "b", "a"]],
    ] as const) {
      const seen: string[] = [];
      let cursor: string | undefined;
      let first = true;
      do {
        const res = await staff
          .get(`/api/lancamentos-financeiros/${sort}`)
          .query({ limit: 2, ...(cursor && { cursor }) })
          .expect(200);
        expect(res.headers["x-total-count"]).toBe(first ? "5" : undefined);
        first = false;
        const names = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
        seen.push(...(res.body as LancamentoView[]).map((entry) => names[entry.id]!));
        cursor = res.headers["x-next-cursor"];
      } while (cursor);
      expect(seen, sort).toEqual(expected);
    }
    const bad = await staff.get("/api/lancamentos-financeiros/data/desc?limit=2&cursor=xyz").expect(400);
    expect(bad.body).toMatchObject({ message: "Página inválida: recarregue a lista", field: "cursor" });
  });

  it("refuses bad filters with 400 in Portuguese", async () => {
    const res = await staff.get("/api/lancamentos-financeiros/data/desc?situacao=atrasado").expect(400);
    expect(res.body).toMatchObject({ message: "Situação inválida", field: "situacao" });
    const tipo = await staff.get("/api/lancamentos-financeiros?tipo=bonus").expect(400);
    expect(tipo.body).toMatchObject({ message: "Tipo inválido", field: "tipo" });
  });
});

// ------------------------------------------------------------------ tags

describe("tags", () => {
  it("creates a tag with the default colour, lists them by name, and refuses a name already used in any case", async () => {
    const vip = await staff.post("/api/tags-financeiras").send({ nome: "VIP" }).expect(201);
    expect(vip.body).toMatchObject({ nome: "VIP", cor: "#3B82F6", descricao: null, createdAt: NOW });
    await staff.post("/api/tags-financeiras").send({ nome: "Eventos", cor: "#10b981" }).expect(201);
    for (const nome of ["VIP", "vip", " Vip "]) {
      const res = await staff.post("/api/tags-financeiras").send({ nome }).expect(409);
      expect(res.body).toEqual({ message: "Já existe uma tag com este nome.", field: "nome" });
    }
    const list = await owner.get("/api/tags-financeiras").expect(200);
    expect((list.body as TagFinanceiraView[]).map((tag) => [tag.nome, tag.cor])).toEqual([
      ["Eventos", "#10B981"],
      ["VIP", "#3B82F6"],
    ]);
  });

  it.each([
    [{}, "nome", "Nome é obrigatório"],
    [{ nome: "   " }, "nome", "Nome é obrigatório"],
    [{ nome: "Obra", cor: "azul" }, "cor", "Cor inválida: use o formato #RRGGBB"],
    [{ nome: "Obra", cor: "#12345" }, "cor", "Cor inválida: use o formato #RRGGBB"],
  ])("refuses %j with 400", async (body, field, message) => {
    const res = await staff.post("/api/tags-financeiras").send(body).expect(400);
    expect(res.body).toMatchObject({ message, field });
  });

  it("tags an entry when it is created and replaces its tags later, shown as {id, nome, cor} by name", async () => {
    const conta = await createAccount();
    const a = (await staff.post("/api/tags-financeiras").send({ nome: "Obra", cor: "#EF4444" }))
      .body as TagFinanceiraView;
    const b = (await staff.post("/api/tags-financeiras").send({ nome: "Anual" })).body as TagFinanceiraView;
    const entry = await post({ tipo: "despesa", valor: "10", contaBancariaId: conta.id, tagIds: [a.id, b.id, a.id] });
    expect(entry.tags).toEqual([
      { id: b.id, nome: "Anual", cor: "#3B82F6" },
      { id: a.id, nome: "Obra", cor: "#EF4444" },
    ]);
    const res = await staff
      .put(`/api/lancamentos-financeiros/${entry.id}/tags`)
      .send({ tagIds: [a.id] })
      .expect(200);
    expect(res.body.tags).toEqual([{ id: a.id, nome: "Obra", cor: "#EF4444" }]);
    await staff.put(`/api/lancamentos-financeiros/${entry.id}/tags`).send({ tagIds: [] }).expect(200);
    expect((await allEntries())[0]!.tags).toEqual([]);
    const missing = await staff.put(`/api/lancamentos-financeiros/${MISSING_ID}/tags`).send({ tagIds: [] }).expect(404);
    expect(missing.body).toEqual({ message: "Lançamento não encontrado" });
  });
});

// ------------------------------------------------------------------ sessions

describe("access", () => {
  it.each([
    ["GET", "/api/contas-bancarias"],
    ["POST", "/api/contas-bancarias"],
    ["GET", "/api/lancamentos-financeiros/data/desc"],
    ["POST", "/api/lancamentos-financeiros"],
    ["GET", "/api/tags-financeiras"],
    ["POST", "/api/tags-financeiras"],
  ])("%s %s needs a session (401)", async (method, path) => {
    const agent = request(app);
    const res = await (method === "GET" ? agent.get(path) : agent.post(path).send({}));
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Unauthorized" });
  });
});
