// The optional PSP (docs/decisions/0065) against the fake API Pix (server/test/fake-psp.ts): a pending online booking
// gets a dynamic charge; the PSP's webhook records the Pix through the payment path, which confirms the reservation;
// a Pix is recorded once however often and however concurrently it is delivered; a forged call records nothing; a
// Pix that can pay nothing stays in the desk's list; a PSP that fails leaves the static code.
import { Writable } from "node:stream";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import pino from "pino";
import request from "supertest";
import type { Agent } from "supertest";
import { connect, type Database } from "../db";
import { registerPixWebhooks, type PixPsp } from "../domain/pix-psp";
import { bacenPixProvider } from "../pix-provider/bacen-api";
import { apiFactories, type ApiFactories } from "../test/factories";
import { startFakePsp, type FakePix, type FakePsp } from "../test/fake-psp";
import { listening, ownerAndStaff, testApp, testDatabase, testDatabaseUrl } from "../test/harness";
import { bookingBody, stay } from "../test/online-booking";

const CLIENT_ID = "hospeda-cliente";
const CLIENT_SECRET = "segredo-do-cliente-0123456789";
const WEBHOOK_SECRET = "Wh00kSegredoDoWebhook_0123456789abcdef";
const CHAVE = "pix@mare.com.br";

let database: Database;
let fake: FakePsp;
let owner: Agent;
let staff: Agent;
let api: ApiFactories;
let app: ReturnType<typeof testApp>;
let server: Awaited<ReturnType<typeof listening>>;
let now: Date;
let contaId: string;
let logLines: string[];
let psp: PixPsp;

/** An online booking from its own address (the availability read 3 s before): 600,00, deposit 300,00. */
async function bookOnline(n: number) {
  const address = `10.0.0.${n}`;
  await request(app).get("/api/public/availability").set("X-Forwarded-For", address).query(stay).expect(200);
  now = new Date(now.getTime() + 3000);
  const res = await request(app).post("/api/public/bookings").set("X-Forwarded-For", address).send(bookingBody(n));
  expect(res.status, res.text).toBe(201);
  const { rows } = await database.pool.query<{ id: string }>(
    "SELECT reservation_id AS id FROM public_bookings WHERE phone = $1",
    [`219${String(7000 + n).padStart(4, "0")}1234`],
  );
  return { code: res.body.code as string, pix: res.body.pix as { payload: string } | null, id: rows[0]!.id };
}

const txidOf = (payload: string) => [...fake.cobs.values()].find((cob) => cob.pixCopiaECola === payload)!.txid;

const statusOf = async (id: string) => (await staff.get(`/api/reservations/${id}`).expect(200)).body.status as string;

async function paymentsOf(id: string) {
  const { rows } = await database.pool.query<{ amount: string; method: string; created_by: string | null }>(
    "SELECT amount, method, created_by FROM payments WHERE reservation_id = $1",
    [id],
  );
  return rows;
}

async function count(table: string) {
  const { rows } = await database.pool.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`);
  return Number(rows[0]!.n);
}

const postWebhook = (body: unknown, secret = WEBHOOK_SECRET, base = server.base, from?: string) =>
  fetch(`${base}/api/webhooks/pix/${secret}/pix`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(from ? { "X-Forwarded-For": from } : {}) },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

beforeAll(async () => {
  database = await testDatabase();
  fake = await startFakePsp({ clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, keys: [CHAVE] });
});

afterAll(async () => {
  await fake.close();
});

beforeEach(async () => {
  now = new Date("2026-11-26T13:00:00.000Z");
  logLines = [];
  const logger = pino(
    { level: "info" },
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString("utf8"));
        done();
      },
    }),
  );
  const provider = bacenPixProvider({
    apiUrl: fake.apiUrl,
    tokenUrl: fake.tokenUrl,
    clientId: CLIENT_ID,
    clientSecret: CLIENT_SECRET,
    allowLocal: true,
    timeoutMs: 1000,
  });
  psp = { provider, webhookSecret: WEBHOOK_SECRET, logger };
  fake.setDown(false);
  fake.tokensIssued = 0;
  fake.cobs.clear();
  fake.requests.length = 0;
  app = testApp(database, {
    clock: () => now,
    env: { NODE_ENV: "test", TRUST_PROXY: 1, APP_ORIGIN: undefined },
    pixPsp: psp,
  });
  ({ owner, staff } = await ownerAndStaff(database, app));
  api = apiFactories({ owner, staff });
  await owner
    .put("/api/settings/pousada")
    .send({ nomeFantasia: "Pousada Maré Alta", cidade: "Paraty", uf: "RJ", telefone: "(24) 99988-7766" })
    .expect(200);
  contaId = (await api.conta({ nome: "Itaú", tipo: "corrente", pixTipo: "email", pixChave: CHAVE })).id;
  await owner
    .put("/api/settings/booking-page")
    .send({ enabled: true, roomTypes: ["standard"], maxPendingPerPhone: 2 })
    .expect(200);
  await api.room({ number: "101", pricePerNight: "200.00" });
  await api.room({ number: "102", pricePerNight: "200.00" });
  server = await listening(app);
  expect(await registerPixWebhooks(database.db, psp, server.base)).toBe(1);
});

afterEach(async () => {
  await server.close();
});

describe("the dynamic charge", () => {
  it("is made for a pending online booking's deposit and shown again while it lives, on one token", async () => {
    const booked = await bookOnline(1);
    expect(fake.cobs.size).toBe(1);
    const [cob] = [...fake.cobs.values()];
    expect(cob).toMatchObject({ valor: "300.00", chave: CHAVE, expiracao: 86400, status: "ATIVA" });
    expect(cob!.txid).toMatch(/^HOSP[0-9A-F]{28}$/);
    // The PSP's code: its location in field 26, no key and no amount of the static code.
    expect(booked.pix!.payload).toBe(cob!.pixCopiaECola);
    expect(booked.pix!.payload).toContain(`25${String(cob!.location.length).padStart(2, "0")}${cob!.location}`);
    expect(booked.pix!.payload).not.toContain(CHAVE);

    // The guest's page and the desk's 'Gerar PIX do sinal' show the same charge: no second cob.
    const view = await request(app).get(`/api/public/bookings/${booked.code}`).expect(200);
    expect(view.body.pix.payload).toBe(cob!.pixCopiaECola);
    const desk = await staff
      .post("/api/payments/pix")
      .send({ contaBancariaId: contaId, amount: "300.00", reservationId: booked.id })
      .expect(200);
    expect(desk.body).toMatchObject({ payload: cob!.pixCopiaECola, txid: cob!.txid, chave: CHAVE });
    expect(fake.cobs.size).toBe(1);

    // Another amount is another charge, on the same cached token.
    const part = await staff
      .post("/api/payments/pix")
      .send({ contaBancariaId: contaId, amount: "120.00", reservationId: booked.id })
      .expect(200);
    expect(fake.cobs.get(part.body.txid)).toMatchObject({ valor: "120.00", expiracao: 86400 });
    expect(fake.cobs.size).toBe(2);
    expect(fake.tokensIssued).toBe(1);
  });

  it("takes a new token when the PSP stops accepting the old one", async () => {
    const booked = await bookOnline(1);
    fake.expireTokens();
    await staff
      .post("/api/payments/pix")
      .send({ contaBancariaId: contaId, amount: "50.00", reservationId: booked.id })
      .expect(200);
    expect(fake.tokensIssued).toBe(2);
    expect(fake.requests.filter((line) => line.startsWith("PUT /v2/cob/"))).toHaveLength(3);
    expect(fake.cobs.size).toBe(2);
  });
});

describe("the webhook", () => {
  it("records the Pix as a PIX payment that confirms the reservation, audited as the PSP's", async () => {
    const booked = await bookOnline(1);
    const pix = fake.pay(txidOf(booked.pix!.payload));
    expect(await fake.deliver(CHAVE, [pix])).toEqual([200]);
    expect(await statusOf(booked.id)).toBe("confirmed");
    expect(await paymentsOf(booked.id)).toEqual([{ amount: "300.00", method: "pix", created_by: null }]);
    const { rows } = await database.pool.query(
      "SELECT user_id, entity, path, ip FROM audit_log WHERE path IN ('psp-pix', 'sinal-pago') ORDER BY path",
    );
    expect(rows).toEqual([
      { user_id: null, entity: "payment", path: "psp-pix", ip: "127.0.0.1" },
      { user_id: null, entity: "reservation", path: "sinal-pago", ip: null },
    ]);
    const contas = await owner.get("/api/contas-bancarias").expect(200);
    expect(contas.body.find((c: { id: string }) => c.id === contaId).saldoAtual).toBe("300.00");
    // The guest's page now says paid, with no PIX to pay.
    const view = await request(app).get(`/api/public/bookings/${booked.code}`).expect(200);
    expect(view.body).toMatchObject({ status: "confirmed", paid: true, pix: null });
  });

  it("records one payment when the same Pix arrives 20 times at once", async () => {
    const booked = await bookOnline(1);
    const pix = fake.pay(txidOf(booked.pix!.payload));
    const statuses = await fake.deliver(CHAVE, [pix], { copies: 20 });
    expect(statuses).toEqual(Array.from({ length: 20 }, () => 200));
    expect(await paymentsOf(booked.id)).toEqual([{ amount: "300.00", method: "pix", created_by: null }]);
    expect(await count("pix_recebidos")).toBe(1);
    expect(await count("lancamentos_financeiros")).toBe(1);
    expect(await statusOf(booked.id)).toBe("confirmed");
    // And once more later: 200, nothing new.
    const again = await postWebhook({ pix: [pix] });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ recebidos: 0, duplicados: 1, desconhecidos: 0, pendentes: 0 });
    expect(await count("payments")).toBe(1);
  });

  it("records one payment when two instances each get the same Pix 10 times at once", async () => {
    const booked = await bookOnline(1);
    const pix = fake.pay(txidOf(booked.pix!.payload));
    const otherDatabase = connect(testDatabaseUrl(), 4);
    const other = await listening(testApp(otherDatabase, { clock: () => now, pixPsp: psp }));
    try {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          postWebhook({ pix: [pix] }, WEBHOOK_SECRET, i % 2 ? other.base : server.base),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
      const results = await Promise.all(answers.map((answer) => answer.json() as Promise<{ recebidos: number }>));
      expect(results.filter((result) => result.recebidos === 1)).toHaveLength(1);
    } finally {
      await other.close();
      await otherDatabase.close();
    }
    expect(await paymentsOf(booked.id)).toEqual([{ amount: "300.00", method: "pix", created_by: null }]);
    expect(await count("lancamentos_financeiros")).toBe(1);
  });

  it("is rate-limited per address before the secret is even compared", async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    // Until the first 429 (the bucket leaks 10 a second, so a slow machine needs more than 600), at most 2 000.
    for (let batch = 0; batch < 40 && !statuses.includes(429); batch++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => postWebhook({ pix: [] }, "adivinhando", server.base, "203.0.113.9")),
      );
      statuses.push(...answers.map((answer) => answer.status));
      retryAfter ??= answers.find((answer) => answer.status === 429)?.headers.get("retry-after") ?? null;
    }
    // The bucket holds 600: the first 600 are judged (401), then the flood meets 429 with Retry-After.
    expect(statuses.slice(0, 600).every((status) => status === 401)).toBe(true);
    expect(statuses).toContain(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await postWebhook({ pix: [] }, "adivinhando", server.base, "203.0.113.10")).status).toBe(401);
  });

  it("records two different Pix of one delivery, each on its reservation", async () => {
    const first = await bookOnline(1);
    const second = await bookOnline(2);
    const pixA = fake.pay(txidOf(first.pix!.payload));
    const pixB = fake.pay(txidOf(second.pix!.payload));
    const res = await postWebhook({ pix: [pixA, pixB] });
    expect(await res.json()).toEqual({ recebidos: 2, duplicados: 0, desconhecidos: 0, pendentes: 0 });
    expect(await statusOf(first.id)).toBe("confirmed");
    expect(await statusOf(second.id)).toBe("confirmed");
    expect(await paymentsOf(first.id)).toEqual([{ amount: "300.00", method: "pix", created_by: null }]);
    expect(await paymentsOf(second.id)).toEqual([{ amount: "300.00", method: "pix", created_by: null }]);
  });

  it("records nothing for a wrong secret or a Pix the PSP does not know, and the PSP's amount over the claim's", async () => {
    const booked = await bookOnline(1);
    const pix = fake.pay(txidOf(booked.pix!.payload));
    const wrong = await postWebhook({ pix: [pix] }, "x".repeat(WEBHOOK_SECRET.length));
    expect(wrong.status).toBe(401);
    const forged: FakePix = { ...pix, endToEndId: "E60701190202611261300abcdefghijk" };
    const unknown = await postWebhook({ pix: [forged] });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ recebidos: 0, duplicados: 0, desconhecidos: 1, pendentes: 0 });
    expect(await count("payments")).toBe(0);
    expect(await count("pix_recebidos")).toBe(0);
    expect(await statusOf(booked.id)).toBe("pending");

    // A real Pix claimed for more than was paid is recorded as the PSP says: 300,00, not 9999,00.
    const inflated = await postWebhook({ pix: [{ ...pix, valor: "9999.00" }] });
    expect(await inflated.json()).toEqual({ recebidos: 1, duplicados: 0, desconhecidos: 0, pendentes: 0 });
    expect(await paymentsOf(booked.id)).toEqual([{ amount: "300.00", method: "pix", created_by: null }]);
  });

  it("answers 400 to a malformed body, 413 to a large one, and never logs the secret", async () => {
    expect((await postWebhook("{nope")).status).toBe(400);
    // The PSP's test call when the webhook is registered (no Pix): 200, nothing recorded.
    const ping = await postWebhook({ evento: "teste_webhook" });
    expect(ping.status).toBe(200);
    expect(await ping.json()).toEqual({ recebidos: 0, duplicados: 0, desconhecidos: 0, pendentes: 0 });
    expect((await postWebhook({ pix: [{ endToEndId: "E1", valor: "1.00", horario: "x" }] })).status).toBe(400);
    expect((await postWebhook({ pix: [], padding: "x".repeat(40_000) })).status).toBe(413);
    expect(logLines.join("")).not.toContain(WEBHOOK_SECRET);
  });

  it("answers 503 while the PSP cannot confirm the Pix, and records it once at the PSP's next delivery", async () => {
    const booked = await bookOnline(1);
    const pix = fake.pay(txidOf(booked.pix!.payload));
    fake.fail({ match: /^GET \/v2\/pix\//, status: 500, times: 2 });
    expect(await fake.deliver(CHAVE, [pix])).toEqual([503, 503, 200]);
    expect(await paymentsOf(booked.id)).toHaveLength(1);
    expect(await statusOf(booked.id)).toBe("confirmed");
  });
});

describe("a Pix that can pay nothing", () => {
  it("stays in the desk's list: a Pix to the key without a charge, and one for a cancelled reservation", async () => {
    const booked = await bookOnline(1);
    const loose = fake.payKey("50.00");
    await database.pool.query("UPDATE reservations SET status = 'cancelled' WHERE id = $1", [booked.id]);
    const late = fake.pay(txidOf(booked.pix!.payload));
    const res = await postWebhook({ pix: [loose, late] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ recebidos: 0, duplicados: 0, desconhecidos: 0, pendentes: 2 });
    expect(await count("payments")).toBe(0);

    const list = await staff.get("/api/pix-recebidos").expect(200);
    expect(list.body).toEqual([
      {
        endToEndId: loose.endToEndId,
        txid: null,
        valor: "50.00",
        horario: loose.horario,
        motivo: "Pix sem cobrança conhecida deste sistema",
        reservationId: null,
        hospede: null,
      },
      {
        endToEndId: late.endToEndId,
        txid: late.txid,
        valor: "300.00",
        horario: late.horario,
        motivo: 'Esta reserva está "Cancelada": não é possível receber por ela.',
        reservationId: booked.id,
        hospede: "Maria Silva 1",
      },
    ]);
    // Delivered again: still two rows, nothing recorded.
    expect(await fake.deliver(CHAVE, [loose, late])).toEqual([200]);
    expect(await count("pix_recebidos")).toBe(2);
    expect((await request(app).get("/api/pix-recebidos")).status).toBe(401);

    // Settled by hand: 'Marcar como resolvido' with how; two clerks at once settle it once; it leaves the list.
    const resolver = (e2e: string, resolution?: unknown) =>
      staff.post(`/api/pix-recebidos/${e2e}/resolver`).send(resolution === undefined ? {} : { resolution });
    expect((await resolver(loose.endToEndId, " ").expect(400)).body.message).toBe("Informe como o Pix foi resolvido");
    const [x, y] = await Promise.all([
      resolver(loose.endToEndId, "Devolvido ao pagador pelo Pix em 27/11"),
      resolver(loose.endToEndId, "Devolvido ao pagador pelo Pix em 27/11"),
    ]);
    expect([x.status, y.status].sort()).toEqual([204, 409]);
    expect((x.status === 409 ? x : y).body.message).toBe(
      "Este Pix não está mais na lista: já foi resolvido ou registrado.",
    );
    expect(
      (await staff.get("/api/pix-recebidos").expect(200)).body.map((p: { endToEndId: string }) => p.endToEndId),
    ).toEqual([late.endToEndId]);
    const { rows } = await database.pool.query(
      "SELECT resolution, resolved_by IS NOT NULL AS who, resolved_at IS NOT NULL AS at FROM pix_recebidos WHERE end_to_end_id = $1",
      [loose.endToEndId],
    );
    expect(rows).toEqual([{ resolution: "Devolvido ao pagador pelo Pix em 27/11", who: true, at: true }]);
    const audit = await database.pool.query(
      "SELECT details->'changes'->0->>'to' AS what FROM audit_log WHERE entity = 'pix-recebido'",
    );
    expect(audit.rows).toEqual([{ what: `${loose.endToEndId} (R$ 50.00): Devolvido ao pagador pelo Pix em 27/11` }]);
    await resolver("E00000000202611261200abcdefghijk", "nada").expect(409);
    expect((await request(app).post(`/api/pix-recebidos/${late.endToEndId}/resolver`)).status).toBe(401);
  });
});

describe("a PSP that fails", () => {
  it("leaves the static code, logged without secrets, when the PSP is down", async () => {
    fake.setDown(true);
    const booked = await bookOnline(1);
    expect(booked.pix!.payload).toContain("br.gov.bcb.pix0115pix@mare.com.br");
    expect(booked.pix!.payload).toContain("5406300.00");
    // Within the minute after a failure the PSP is not asked again: the desk gets the static code at once.
    const asked = fake.requests.length;
    const desk = await staff
      .post("/api/payments/pix")
      .send({ contaBancariaId: contaId, amount: "300.00", reservationId: booked.id })
      .expect(200);
    expect(desk.body.txid).toMatch(/^HOSP[0-9A-F]{21}$/);
    expect(desk.body.payload).toContain("5406300.00");
    expect(fake.requests.length).toBe(asked);
    const failures = logLines.filter((line) => line.includes("PSP charge failed"));
    expect(failures).toHaveLength(1);
    expect(JSON.parse(failures[0]!).reason).toBe("O PSP não conseguiu criar a cobrança (503: Serviço indisponível)");
    const logged = logLines.join("");
    for (const secret of [
      CLIENT_SECRET,
      WEBHOOK_SECRET,
      Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64"),
    ]) {
      expect(logged).not.toContain(secret);
    }
  });

  it("leaves the static code when the charge never answers (the timeout)", async () => {
    fake.fail({ match: /^PUT \/v2\/cob\//, hang: true });
    const booked = await bookOnline(1);
    expect(booked.pix!.payload).toContain("br.gov.bcb.pix0115pix@mare.com.br");
    expect(JSON.parse(logLines.find((line) => line.includes("PSP charge failed"))!).reason).toBe(
      "O PSP não respondeu a tempo",
    );
  });

  it("is refused on a private address unless allowed (the SSRF guard)", async () => {
    /** The fake's URLs with another scheme and host, without PIX_PSP_ALLOW_LOCAL. */
    const at = (origin: string) =>
      bacenPixProvider({
        apiUrl: fake.apiUrl.replace("http://127.0.0.1", origin),
        tokenUrl: fake.tokenUrl.replace("http://127.0.0.1", origin),
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        timeoutMs: 1000,
      });
    // An address as such, and a name that resolves to one (refused by the guarded lookup): before any connection.
    for (const origin of ["https://127.0.0.1", "https://localhost"]) {
      await expect(at(origin).verifyPayment("E60701190202611261300abcdefghijk")).rejects.toThrow(
        "O PSP está num endereço de rede interna: não permitido",
      );
    }
    await expect(at("http://127.0.0.1").verifyPayment("E60701190202611261300abcdefghijk")).rejects.toThrow(
      "O endereço do PSP deve usar https://",
    );
  });
});
