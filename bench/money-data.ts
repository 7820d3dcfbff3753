// The money of the benches' hotel (npm run bench:money): three years of payments of its stays with their receitas,
// refunds, the pousada's other lançamentos (despesas, receitas, transfers, pending bills, reversals), consumption
// lines, two cash drawers closed every day, and the audit log of all that. Written with SQL (generate_series and
// setseed, so every run gets the same shape) into a database holding the hotel (hotel-data.ts) and its owner.
import type pg from "pg";

/** The issue's hotel (issue 23) at scale 1; every count is multiplied by the scale. */
export const MONEY_AT_SCALE_1 = {
  payments: 150_000,
  otherEntries: 100_000,
  consumption: 200_000,
  audit: 1_000_000,
} as const;
/** Refunded payments: one in fifty. */
const REFUND_EVERY = 50;
const ZONE = "America/Sao_Paulo";

/** The bank accounts: two cash drawers (closed every day) and two banks. */
const ACCOUNTS = [
  { nome: "Caixa Recepção", tipo: "caixa", saldo: "500.00" },
  { nome: "Caixa Restaurante", tipo: "caixa", saldo: "300.00" },
  { nome: "Banco do Brasil", tipo: "corrente", saldo: "25000.00" },
  { nome: "Nubank", tipo: "corrente", saldo: "8000.00" },
];

const DESPESA_CATEGORIES = [
  "Fornecedores", "Salários", "Energia", "Água", "Internet", "Manutenção", "Limpeza", "Alimentação", "Impostos",
  "Comissões",
]; // prettier-ignore
const RECEITA_CATEGORIES = ["Eventos", "Estacionamento", "Lavanderia", "Outras receitas"];

const sqlList = (values: string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(", ")}]`;

/** How much money a database holds: what the bench's header prints. */
export async function moneyCounts(client: pg.ClientBase) {
  const { rows } = await client.query(`SELECT (SELECT count(*) FROM payments)::int AS payments,
      (SELECT count(*) FROM lancamentos_financeiros)::int AS lancamentos,
      (SELECT count(*) FROM product_consumption)::int AS consumption,
      (SELECT count(*) FROM fechamentos_caixa)::int AS closings,
      (SELECT count(*) FROM audit_log)::int AS audit`);
  return rows[0] as Record<"payments" | "lancamentos" | "consumption" | "closings" | "audit", number>;
}

/** Loads the money (in one transaction) and returns its counts and how long it took, vacuum apart. */
export async function loadMoney(client: pg.ClientBase, scale: number) {
  const count = (n: number) => Math.max(1, Math.round(n * scale));
  const started = performance.now();
  const q = (text: string, values: unknown[] = []) => client.query(text, values);
  await q("BEGIN");
  await q("SELECT setseed(0.2311)");
  const owner = (await q(`SELECT id, email FROM users WHERE role = 'owner' ORDER BY created_at LIMIT 1`)).rows[0] as {
    id: string;
    email: string;
  };
  for (const a of ACCOUNTS) {
    await q(
      `INSERT INTO contas_bancarias (nome, tipo, saldo_inicial, saldo_atual, created_at) VALUES ($1, $2, $3, $3, now() - interval '4 years')`,
      [a.nome, a.tipo, a.saldo],
    );
  }
  const conta = async (nome: string) =>
    (await q(`SELECT id FROM contas_bancarias WHERE nome = $1`, [nome])).rows[0].id as string;
  const caixa1 = await conta(ACCOUNTS[0]!.nome);
  const caixa2 = await conta(ACCOUNTS[1]!.nome);
  const bb = await conta(ACCOUNTS[2]!.nome);
  const nubank = await conta(ACCOUNTS[3]!.nome);

  // Payments: one to four per stay that has begun, split evenly, recorded at the stay's days from 15:00 on; cash
  // into a drawer, cards into Nubank, PIX and transfers into Banco do Brasil. The latest ones, up to the count.
  await q(
    `CREATE TEMP TABLE bench_pay ON COMMIT DROP AS
     SELECT gen_random_uuid() AS id, gen_random_uuid() AS lanc_id, x.* FROM (
       SELECT r.id AS res_id, r.guest_id, round(r.total_amount / n.parts, 2) AS amount, m.method,
         CASE m.method WHEN 'cash' THEN (CASE WHEN abs(hashtext(r.id::text || i)) % 3 = 0 THEN $2 ELSE $1 END)::uuid
                       WHEN 'credit_card' THEN $4::uuid WHEN 'debit_card' THEN $4::uuid ELSE $3::uuid END AS conta,
         ((r.check_in_date + (i - 1)) + time '15:00' + (abs(hashtext(r.id::text || i || 't')) % 28800) * interval '1 second')
           AT TIME ZONE '${ZONE}' AS at
       FROM reservations r
       CROSS JOIN LATERAL (SELECT 1 + abs(hashtext(r.id::text)) % 4 AS parts) n
       CROSS JOIN LATERAL generate_series(1, n.parts) i
       CROSS JOIN LATERAL (SELECT (ARRAY['credit_card', 'debit_card', 'pix', 'cash', 'bank_transfer'])[1 + abs(hashtext(r.id::text || i || 'm')) % 5] AS method) m
       WHERE r.status IN ('checked_in', 'completed')
     ) x WHERE x.at < now() ORDER BY x.at DESC LIMIT $5`,
    [caixa1, caixa2, bb, nubank, count(MONEY_AT_SCALE_1.payments)],
  );
  await q(
    `INSERT INTO lancamentos_financeiros (id, conta_bancaria_id, tipo, categoria, descricao, valor, data_lancamento,
       status, data_pagamento, criado_por, created_at, updated_at)
     SELECT lanc_id, conta, 'receita', 'Hospedagem', 'Pagamento de hospedagem', amount, (at AT TIME ZONE '${ZONE}')::date,
       'PAGO', (at AT TIME ZONE '${ZONE}')::date, $1, at, at FROM bench_pay`,
    [owner.id],
  );
  await q(
    `INSERT INTO payments (id, reservation_id, guest_id, amount, method, status, description, conta_bancaria_id,
       lancamento_id, created_by, created_at, updated_at)
     SELECT id, res_id, guest_id, amount, method, 'completed', CASE WHEN abs(hashtext(id::text)) % 3 = 0 THEN 'Diárias' END,
       conta, lanc_id, $1, at, at FROM bench_pay`,
    [owner.id],
  );
  await q(
    `INSERT INTO pagamentos_reserva (reserva_id, lancamento_financeiro_id, payment_id, valor, data_pagamento, metodo_pagamento, created_at)
     SELECT res_id, lanc_id, id, amount, at, method, at FROM bench_pay`,
  );

  // Refunds: one payment in fifty, in full (the payment becomes refunded) or half, two days after it.
  await q(
    `CREATE TEMP TABLE bench_refund ON COMMIT DROP AS
     SELECT gen_random_uuid() AS id, gen_random_uuid() AS lanc_id, p.id AS payment_id, p.res_id, p.conta, p.method,
       CASE WHEN abs(hashtext(p.id::text || 'r')) % 2 = 0 THEN p.amount ELSE round(p.amount / 2, 2) END AS amount,
       p.at + interval '2 days' AS at
     FROM bench_pay p WHERE abs(hashtext(p.id::text)) % ${REFUND_EVERY} = 0 AND p.at + interval '2 days' < now()`,
  );
  await q(
    `INSERT INTO lancamentos_financeiros (id, conta_bancaria_id, tipo, categoria, descricao, valor, data_lancamento,
       status, data_pagamento, criado_por, created_at, updated_at)
     SELECT lanc_id, conta, 'despesa', 'Estorno de hospedagem', 'Estorno de pagamento', amount,
       (at AT TIME ZONE '${ZONE}')::date, 'PAGO', (at AT TIME ZONE '${ZONE}')::date, $1, at, at FROM bench_refund`,
    [owner.id],
  );
  await q(
    `INSERT INTO payment_refunds (id, payment_id, amount, reason, lancamento_id, created_by, created_at)
     SELECT id, payment_id, amount, 'Hóspede desistiu', lanc_id, $1, at FROM bench_refund`,
    [owner.id],
  );
  await q(
    `INSERT INTO pagamentos_reserva (reserva_id, lancamento_financeiro_id, payment_id, valor, data_pagamento, metodo_pagamento, created_at)
     SELECT res_id, lanc_id, payment_id, -amount, at, method, at FROM bench_refund`,
  );
  await q(
    `UPDATE payments p SET refunded_amount = r.amount, status = CASE WHEN r.amount = p.amount THEN 'refunded' ELSE 'completed' END
     FROM bench_refund r WHERE r.payment_id = p.id`,
  );

  // The pousada's other lançamentos over three years: 60% despesas, 34% receitas, 6% transfers; most settled on
  // their day, the last month's partly still pending, a few cancelled; one settled in a hundred reversed.
  await q(
    `CREATE TEMP TABLE bench_other ON COMMIT DROP AS
     SELECT gen_random_uuid() AS id, y.*,
       CASE WHEN y.tipo = 'despesa' THEN (${sqlList(DESPESA_CATEGORIES)})[1 + floor(r3 * ${DESPESA_CATEGORIES.length})::int]
            WHEN y.tipo = 'receita' THEN (${sqlList(RECEITA_CATEGORIES)})[1 + floor(r3 * ${RECEITA_CATEGORIES.length})::int]
            ELSE 'Transferência' END AS categoria,
       CASE WHEN y.dia > current_date - 30 AND r4 < 0.4 THEN 'PENDENTE' WHEN r4 < 0.02 THEN 'PENDENTE'
            WHEN r4 < 0.05 THEN 'CANCELADO' ELSE 'PAGO' END AS status
     FROM (
       SELECT x.*, CASE WHEN r1 < 0.6 THEN 'despesa' WHEN r1 < 0.94 THEN 'receita' ELSE 'transferencia' END AS tipo,
         (ARRAY[$1, $2, $3, $4]::uuid[])[1 + floor(r2 * 4)::int] AS conta,
         (ARRAY[$3, $4, $1, $3]::uuid[])[1 + floor(r2 * 4)::int] AS destino,
         current_date - floor(r5 * 1095)::int AS dia,
         round((20 + random() * 1980)::numeric, 2) AS valor
       FROM (SELECT random() AS r1, random() AS r2, random() AS r3, random() AS r4, random() AS r5
             FROM generate_series(1, $5)) x
     ) y`,
    [caixa1, caixa2, bb, nubank, count(MONEY_AT_SCALE_1.otherEntries)],
  );
  await q(
    `INSERT INTO lancamentos_financeiros (id, conta_bancaria_id, conta_destino_id, tipo, categoria, descricao, valor,
       data_lancamento, data_vencimento, status, data_pagamento, criado_por, created_at, updated_at)
     SELECT id, conta, CASE WHEN tipo = 'transferencia' THEN destino END, tipo, categoria, categoria || ' do dia', valor,
       dia, CASE WHEN status = 'PENDENTE' THEN dia + 10 END, status, CASE WHEN status = 'PAGO' THEN dia END, $1,
       dia + time '10:00', dia + time '10:00'
     FROM bench_other`,
    [owner.id],
  );
  await q(
    `INSERT INTO lancamentos_financeiros (conta_bancaria_id, conta_destino_id, tipo, categoria, descricao, valor,
       data_lancamento, status, data_pagamento, estorno_de_id, criado_por, created_at, updated_at)
     SELECT CASE WHEN tipo = 'transferencia' THEN destino ELSE conta END, CASE WHEN tipo = 'transferencia' THEN conta END,
       CASE tipo WHEN 'receita' THEN 'despesa' WHEN 'despesa' THEN 'receita' ELSE 'transferencia' END, categoria,
       'Estorno: lançado por engano', valor, dia + 1, 'PAGO', dia + 1, id, $1, dia + time '16:00', dia + time '16:00'
     FROM bench_other WHERE status = 'PAGO' AND dia < current_date AND abs(hashtext(id::text)) % 100 = 0`,
    [owner.id],
  );
  // Each account's balance: the opening plus everything settled in it (as the app keeps it).
  await q(
    `UPDATE contas_bancarias c SET saldo_atual = c.saldo_inicial + coalesce((
       SELECT sum(CASE WHEN l.tipo = 'receita' THEN l.valor WHEN l.tipo = 'despesa' THEN -l.valor
                       WHEN l.conta_destino_id = c.id THEN l.valor ELSE -l.valor END)
       FROM lancamentos_financeiros l
       WHERE (l.conta_bancaria_id = c.id OR l.conta_destino_id = c.id) AND l.status = 'PAGO'), 0)`,
  );

  // Two cash drawers closed every day of the three years, the counted cash what was expected.
  await q(
    `INSERT INTO fechamentos_caixa (data, conta_bancaria_id, saldo_esperado, saldo_contado, diferenca, fechado_por, fechado_em)
     SELECT d::date, c, 0, 0, 0, $3, (d::date + time '22:00') AT TIME ZONE '${ZONE}'
     FROM generate_series(current_date - 1095, current_date - 1, interval '1 day') d, unnest(ARRAY[$1, $2]::uuid[]) c`,
    [caixa1, caixa2, owner.id],
  );

  // Consumption: 30 products, lines charged to stays that have begun, during their first days.
  await q(
    `INSERT INTO products (name, category, price, unit, stock)
     SELECT 'Produto ' || i, (ARRAY['food', 'beverage', 'service', 'laundry'])[1 + i % 4], 500 + i * 150, 'un', 1000
     FROM generate_series(1, 30) i`,
  );
  await q(
    `INSERT INTO product_consumption (reservation_id, guest_id, product_id, quantity, unit_price, total_amount, consumed_at, created_by, created_at)
     SELECT s.id, s.guest_id, p.id, x.qty, p.price, p.price * x.qty, t.at, $1, t.at FROM (
       SELECT 1 + floor(random() * (SELECT count(*) FROM bench_pay))::int AS k, 1 + floor(random() * 30)::int AS pk,
              1 + floor(random() * 3)::int AS qty, random() AS r FROM generate_series(1, $2)
     ) x
     JOIN (SELECT row_number() OVER (ORDER BY id) AS k, res_id AS id, guest_id, at FROM bench_pay) s ON s.k = x.k
     JOIN (SELECT row_number() OVER (ORDER BY name) AS pk, id, price FROM products) p ON p.pk = x.pk
     CROSS JOIN LATERAL (SELECT least(s.at + x.r * interval '30 hours', now()) AS at) t`,
    [owner.id, count(MONEY_AT_SCALE_1.consumption)],
  );

  // The audit log: what the server writes for each of those writes and reads, over three years.
  await q(
    `INSERT INTO audit_log (at, user_id, user_email, action, entity, entity_id, method, path, status, ip)
     SELECT now() - r1 * interval '1095 days', $1, $2,
       (ARRAY['create', 'update', 'delete', 'view', 'export'])[1 + floor(r2 * 5)::int],
       (ARRAY['payment', 'lancamento', 'reservation', 'guest', 'product-consumption', 'fechamento-caixa'])[1 + floor(r3 * 6)::int],
       gen_random_uuid()::text, 'POST', '/api/payments', 201, '127.0.0.1'
     FROM (SELECT random() AS r1, random() AS r2, random() AS r3 FROM generate_series(1, $3)) x`,
    [owner.id, owner.email, count(MONEY_AT_SCALE_1.audit)],
  );
  const counts = await moneyCounts(client);
  await q("COMMIT");
  const loadMs = performance.now() - started;
  const vacuumStarted = performance.now();
  await q(
    // reservation_segments too: the hotel's loader leaves the rows its trigger wrote unanalyzed.
    `VACUUM ANALYZE reservation_segments, contas_bancarias, lancamentos_financeiros, payments, payment_refunds, pagamentos_reserva,
       fechamentos_caixa, products, product_consumption, audit_log`,
  );
  return { counts, loadMs, vacuumMs: performance.now() - vacuumStarted };
}
