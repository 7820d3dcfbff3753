// The money's summary tables (migrations/0016, docs/decisions/0045) against a full scan of the rows: seeded random
// payments, refunds, lançamentos settled and pending, 'Dar baixa', estornos, transfers, cash closings with their
// differences and reopenings, over twelve days at the pousada, the payments of each day's evening past UTC's
// midnight, and each day's moves sent in parallel on a real socket. The reports read the summaries; the expected
// figures here are computed from the lançamentos, payments and refunds themselves, by SQL written in this test.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { FinanceReport, CashDay } from "@shared/api/reports";
import { apiFactories } from "../test/factories";
import { listening, ownerAndStaff, sessionCookie, testApp, testDatabase } from "../test/harness";
import type { Database } from "../db";
import { rebuildMoneySummaries } from "../storage/money-summaries";
import { seeded } from "../test/seeded";

let database: Database;
let now = new Date("2029-12-01T12:00:00-03:00");
let server: Awaited<ReturnType<typeof listening>>;
let cookies: { owner: string; staff: string };

beforeAll(async () => {
  database = await testDatabase();
});
afterAll(async () => {
  await server?.close();
});

async function call(method: string, path: string, body?: unknown, who: "owner" | "staff" = "owner") {
  const res = await fetch(`${server.base}${path}`, {
    method,
    headers: { Cookie: cookies[who], "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 500) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

const rows = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute(query)).rows as T[];

describe("the money's summaries", () => {
  it("equal a full scan of the rows after random moves, many of them at the same time", async () => {
    const app = testApp(database, { clock: () => now });
    const { owner, staff } = await ownerAndStaff(database, app);
    const api = apiFactories({ owner, staff });
    server = await listening(app);
    cookies = {
      owner: await sessionCookie(server.base, "dono@example.com"),
      staff: await sessionCookie(server.base, "recepcao@example.com"),
    };
    const account = async (nome: string, tipo: string, saldoInicial: string) =>
      (await call("POST", "/api/contas-bancarias", { nome, tipo, saldoInicial })).body.id as string;
    const caixaA = await account("Caixa recepção", "caixa", "100.00");
    const caixaB = await account("Caixa bar", "caixa", "0.00");
    const banco = await account("Itaú", "corrente", "5000.00");
    const accounts = [caixaA, caixaB, banco];
    const guest = await api.guest();
    const stays: Array<{ id: string }> = [];
    for (const number of ["101", "102", "103"]) {
      const room = await api.room({ number, pricePerNight: "900.00" });
      stays.push(
        await api.reservation({
          guestId: guest.id,
          roomId: room.id,
          checkInDate: "2029-12-01",
          checkOutDate: "2029-12-20",
          status: "confirmed",
          notes: null,
        }),
      );
    }

    const rng = seeded(23);
    const pick = <T>(list: readonly T[]) => list[Math.floor(rng() * list.length)]!;
    const cents = (max: number) => `${1 + Math.floor(rng() * max)}.${String(Math.floor(rng() * 100)).padStart(2, "0")}`;
    const payments: Array<{ id: string; amount: string }> = [];
    const entries: string[] = [];
    const closings: string[] = [];
    let succeeded = 0;

    /** One random move at the clock's instant; a move refused by the rules (a 4xx) is part of the game. */
    async function move(day: string) {
      const kind = rng();
      let answer;
      if (kind < 0.3) {
        const method = pick(["cash", "pix", "credit_card", "debit_card"] as const);
        answer = await call(
          "POST",
          "/api/payments",
          {
            reservationId: pick(stays).id,
            amount: cents(150),
            method,
            contaBancariaId: method === "cash" ? pick([caixaA, caixaB]) : banco,
          },
          "staff",
        );
        if (answer.status === 201)
          payments.push({ id: answer.body.id as string, amount: answer.body.amount as string });
      } else if (kind < 0.5) {
        const pending = rng() < 0.3;
        answer = await call("POST", "/api/lancamentos-financeiros", {
          tipo: pick(["receita", "despesa"] as const),
          valor: cents(300),
          contaBancariaId: pick(accounts),
          categoria: pick(["Fornecedores", "Energia", "Eventos"]),
          ...(pending && { dataVencimento: "2029-12-28" }),
        });
        if (answer.status === 201) entries.push(answer.body.id as string);
      } else if (kind < 0.6) {
        const from = pick(accounts);
        answer = await call("POST", "/api/lancamentos-financeiros", {
          tipo: "transferencia",
          valor: cents(80),
          contaBancariaId: from,
          contaDestinoId: pick(accounts.filter((a) => a !== from)),
          categoria: "Transferência",
        });
        if (answer.status === 201) entries.push(answer.body.id as string);
      } else if (kind < 0.7 && entries.length) {
        answer = await call("POST", `/api/lancamentos-financeiros/${pick(entries)}/baixa`, { dataPagamento: day });
      } else if (kind < 0.8 && entries.length) {
        answer = await call("POST", `/api/lancamentos-financeiros/${pick(entries)}/estorno`, {
          motivo: "Lançado errado",
        });
      } else if (kind < 0.9 && payments.length) {
        const payment = pick(payments);
        const amount = rng() < 0.5 ? payment.amount : "1.00";
        answer = await call("POST", `/api/payments/${payment.id}/refunds`, { amount, reason: "Desistência" });
      } else if (kind < 0.95) {
        answer = await call(
          "POST",
          "/api/fechamentos-caixa",
          { data: day, contaBancariaId: pick([caixaA, caixaB]), saldoContado: cents(2000) },
          "staff",
        );
        if (answer.status === 201) closings.push(answer.body.id as string);
      } else if (closings.length) {
        answer = await call("POST", `/api/fechamentos-caixa/${pick(closings)}/reabrir`, { motivo: "Recontagem" });
      }
      if (answer && answer.status < 300) succeeded++;
    }

    const days = Array.from({ length: 12 }, (_, i) => `2029-12-${String(i + 1).padStart(2, "0")}`);
    for (const day of days) {
      // Noon, and 22:30 at the pousada: already the next day in UTC.
      for (const time of ["12:00:00", "22:30:00"]) {
        now = new Date(`${day}T${time}-03:00`);
        await Promise.all(Array.from({ length: 8 }, () => move(day)));
      }
    }
    expect(succeeded).toBeGreaterThan(120);

    // The summaries hold exactly what the rows add up to.
    const ledgerScan = sql`
      SELECT conta::text, data::text, movimento, categoria, sum(valor)::text AS total, count(*)::int AS quantidade FROM (
        SELECT conta_bancaria_id AS conta, data_pagamento AS data,
               CASE tipo WHEN 'transferencia' THEN 'saida' ELSE tipo END AS movimento, categoria, valor
        FROM lancamentos_financeiros WHERE status = 'PAGO'
        UNION ALL
        SELECT conta_destino_id, data_pagamento, 'entrada', categoria, valor
        FROM lancamentos_financeiros WHERE status = 'PAGO' AND tipo = 'transferencia'
      ) l GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`;
    const ledgerSummary = sql`
      SELECT conta_bancaria_id::text AS conta, data::text, movimento, categoria, total::text, quantidade
      FROM resumo_lancamentos_dia WHERE quantidade <> 0 ORDER BY 1, 2, 3, 4`;
    const scanned = await rows(ledgerScan);
    expect(scanned.length).toBeGreaterThan(40);
    expect(await rows(ledgerSummary)).toEqual(scanned);

    const paymentsScan = sql`
      SELECT data::text, metodo, sum(recebido)::numeric(15, 2)::text AS recebido,
             sum(estornado)::numeric(15, 2)::text AS estornado FROM (
        SELECT (created_at AT TIME ZONE 'UTC')::date AS data, method AS metodo, amount AS recebido, 0 AS estornado
        FROM payments WHERE status IN ('completed', 'refunded')
        UNION ALL
        SELECT (r.created_at AT TIME ZONE 'UTC')::date, p.method, 0, r.amount
        FROM payment_refunds r JOIN payments p ON p.id = r.payment_id
      ) m GROUP BY 1, 2 ORDER BY 1, 2`;
    const paymentsSummary = sql`
      SELECT data::text, metodo, recebido::text, estornado::text FROM resumo_pagamentos_dia
      WHERE recebido <> 0 OR estornado <> 0 ORDER BY 1, 2`;
    const scannedPayments = await rows<{ estornado: string }>(paymentsScan);
    expect(scannedPayments.filter((r) => r.estornado !== "0.00").length).toBeGreaterThan(3);
    expect(await rows(paymentsSummary)).toEqual(scannedPayments);

    // Each account's balance at each day's end, and each caixa's opening, as the reports give them, against the
    // ledger's rows; the last day's balance is also the one the app keeps on the account itself.
    const balances = await rows<{ id: string; data: string; saldo: string }>(sql`
      SELECT c.id::text, d::date::text AS data, (c.saldo_inicial + coalesce((
        SELECT sum(CASE WHEN l.tipo = 'receita' THEN l.valor WHEN l.tipo = 'despesa' THEN -l.valor
                        WHEN l.conta_destino_id = c.id THEN l.valor ELSE -l.valor END)
        FROM lancamentos_financeiros l
        WHERE (l.conta_bancaria_id = c.id OR l.conta_destino_id = c.id) AND l.status = 'PAGO'
          AND l.data_pagamento <= d::date), 0))::text AS saldo
      FROM contas_bancarias c, generate_series('2029-11-30'::date, '2029-12-12'::date, interval '1 day') d`);
    const revenue = await rows<{ data: string; total: string }>(sql`
      SELECT d::date::text AS data, ((
        SELECT coalesce(sum(amount), 0) FROM payments
        WHERE status IN ('completed', 'refunded') AND method <> 'guest_credit'
          AND created_at >= (d::date::timestamp AT TIME ZONE 'America/Sao_Paulo')
          AND created_at < ((d::date + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo')
      ) - (
        SELECT coalesce(sum(amount), 0) FROM payment_refunds
        WHERE created_at >= (d::date::timestamp AT TIME ZONE 'America/Sao_Paulo')
          AND created_at < ((d::date + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo')
      ))::numeric(15, 2)::text AS total
      FROM generate_series('2029-12-01'::date, '2029-12-12'::date, interval '1 day') d`);
    for (const day of days) {
      const report = (await call("GET", `/api/reports/financeiro?from=2029-12-01&to=${day}`))
        .body as unknown as FinanceReport;
      for (const b of report.accountBalances)
        expect({ day, id: b.id, saldo: b.saldo }).toEqual({
          day,
          id: b.id,
          saldo: balances.find((x) => x.id === b.id && x.data === day)!.saldo,
        });
      const single = (await call("GET", `/api/reports/financeiro?from=${day}&to=${day}`))
        .body as unknown as FinanceReport;
      expect({ day, revenue: single.totalRevenue }).toEqual({
        day,
        revenue: revenue.find((r) => r.data === day)!.total,
      });
      const cash = (await call("GET", `/api/fechamentos-caixa?data=${day}`)).body as unknown as CashDay;
      const previous = new Date(Date.parse(day) - 86_400_000).toISOString().slice(0, 10);
      for (const c of cash.contas)
        expect({ day, id: c.conta.id, saldo: c.saldoAbertura }).toEqual({
          day,
          id: c.conta.id,
          saldo: balances.find((x) => x.id === c.conta.id && x.data === previous)!.saldo,
        });
    }
    const kept = await rows<{ id: string; saldo: string }>(
      sql`SELECT id::text, saldo_atual::text AS saldo FROM contas_bancarias ORDER BY id`,
    );
    for (const k of kept) expect(k.saldo).toBe(balances.find((x) => x.id === k.id && x.data === "2029-12-12")!.saldo);

    // A rebuild from the rows (what a restore runs after loading them) writes the same figures.
    await database.db.transaction((tx) => rebuildMoneySummaries(tx));
    expect(await rows(ledgerSummary)).toEqual(scanned);
    expect(await rows(paymentsSummary)).toEqual(scannedPayments);
  }, 240_000);
});
