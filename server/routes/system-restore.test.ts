// A restore nobody can abuse (docs/decisions/0019): the audit log is never shortened or rewritten, a reset and a
// restore each leave their own entry, every session ends at a restore, the restorer can still sign in as owner,
// and a file is held to the API's rules before anything changes (a bad one gets a Portuguese 400 naming the table).
import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import request, { type Agent, type Test } from "supertest";
import { apiFactories } from "../test/factories";
import { ownerAndStaff, testApp, testDatabase, TEST_PASSWORD } from "../test/harness";
import { createBackup } from "../domain/backup";
import type { Database } from "../db";

const asText: Parameters<Test["parse"]>[0] = (res, done) => {
  let text = "";
  res.setEncoding("utf8");
  res.on("data", (chunk: string) => (text += chunk));
  res.on("end", () => done(null, text));
};

const GUEST_ID = "0b9d7a52-6a0e-4f4f-9a57-5d2f0e1c2a01";

let database: Database;
let app: ReturnType<typeof testApp>;
let owner: Agent;
let staff: Agent;
/** A backup of a small pousada with a paid stay, taken once: each test restores (a changed copy of) it. */
let backupText: string;
let reservationId: string;

type Backup = { counts: Record<string, number>; tables: Record<string, Array<Record<string, unknown>>> };

/** Rooms, guests, a confirmed stay paid in part by PIX into 'Caixa', a despesa: the ledger's every link. */
async function aPaidStay() {
  const make = apiFactories({ owner, staff });
  const room = await make.room({ number: "101", pricePerNight: "200.00" });
  const guest = await make.guest({ firstName: "Ana", lastName: "Souza", notes: "Prefere andar térreo" });
  await make.guest({ firstName: "João", lastName: "Pereira" });
  const reservation = await make.reservation({
    guestId: guest.id,
    roomId: room.id,
    checkInDate: "2030-01-10",
    checkOutDate: "2030-01-12",
    numberOfGuests: 1,
    totalAmount: "400.00",
    status: "confirmed",
  });
  const conta = await owner.post("/api/contas-bancarias").send({ nome: "Caixa", tipo: "caixa", saldoInicial: "1000" });
  expect(conta.status, conta.text).toBe(201);
  const payment = await staff
    .post("/api/payments")
    .send({ reservationId: reservation.id, amount: "150.00", method: "pix", contaBancariaId: conta.body.id });
  expect(payment.status, payment.text).toBe(201);
  const despesa = await staff.post("/api/lancamentos-financeiros").send({
    tipo: "despesa",
    valor: "30.00",
    descricao: "Gás",
    dataLancamento: "2030-01-05",
    contaBancariaId: conta.body.id,
  });
  expect(despesa.status, despesa.text).toBe(201);
  return { reservationId: reservation.id as string };
}

beforeAll(async () => {
  database = await testDatabase();
  app = testApp(database, { clock: () => new Date("2030-01-08T15:00:00.000Z") });
  ({ owner, staff } = await ownerAndStaff(database, app));
  ({ reservationId } = await aPaidStay());
  backupText = await createBackup(database.db);
});

beforeEach(async () => {
  // A fresh installation with its own owner and clerk (other ids, the same e-mails): the backup may go back in.
  ({ owner, staff } = await ownerAndStaff(database, app));
});

/** A format-1 backup written as a streamed file (format 2): header line, each table's rows, the end, gzipped. */
function streamed(file: Backup) {
  const { tables, ...header } = file;
  const lines = [JSON.stringify({ ...header, formatVersion: 2 })];
  for (const [table, rows] of Object.entries(tables)) {
    lines.push(JSON.stringify(["tabela", table]), ...rows.map((row) => JSON.stringify(row)));
  }
  lines.push('["fim"]');
  return gzipSync(lines.join("\n"));
}

/** The backup as an object, to change before sending it back. */
const backup = () => JSON.parse(backupText) as Backup;

const restore = (agent: Agent, body: string) =>
  agent.post("/api/system/restore").set("Content-Type", "application/json").send(body);

/** Rows and an md5 of every row's text, per table, read by PostgreSQL. */
async function fingerprint() {
  const { rows } = await database.pool.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1",
  );
  const result: Record<string, string> = {};
  for (const { name } of rows) {
    const { rows: fp } = await database.pool.query<{ n: number; md5: string }>(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS md5 FROM "${name}" t`,
    );
    result[name] = `${fp[0]!.n} ${fp[0]!.md5}`;
  }
  return result;
}

/** The audit log as it is: each entry's id and its whole row's text. */
async function auditRows() {
  const { rows } = await database.pool.query<{ id: string; row: string }>(
    "SELECT id::text, a::text AS row FROM audit_log a ORDER BY id",
  );
  return rows;
}

describe("the audit log is never shortened", () => {
  it("the database itself refuses TRUNCATE of the audit log, also through a cascade from the accounts", async () => {
    expect(await database.pool.query("SELECT count(*)::int AS n FROM audit_log")).toMatchObject({
      rows: [{ n: expect.any(Number) }],
    });
    const before = await auditRows();
    expect(before.length).toBeGreaterThan(0);
    await expect(database.pool.query("TRUNCATE audit_log")).rejects.toMatchObject({
      code: "42501",
      message: "O registro de auditoria não pode ser apagado",
    });
    await expect(database.pool.query("TRUNCATE users CASCADE")).rejects.toMatchObject({ code: "42501" });
    expect(await auditRows()).toEqual(before);
  });

  it("reset then restore of the reset's own backup keeps every audit entry as it was, and each adds its own", async () => {
    const make = apiFactories({ owner, staff });
    await make.room({ number: "201" });
    const before = await auditRows();
    expect(before.length).toBeGreaterThanOrEqual(3);

    const reset = await owner
      .post("/api/system/reset")
      .send({ confirmation: "REDEFINIR", password: TEST_PASSWORD })
      .buffer(true)
      .parse(asText);
    expect(reset.status).toBe(200);
    const restored = await restore(owner, reset.body as string);
    expect(restored.status, restored.text).toBe(200);
    // The file's entries are the log's own: none is added twice.
    expect(restored.body.auditEntriesAdded).toBe(0);

    const after = await auditRows();
    for (const entry of before) expect(after).toContainEqual(entry);
    const { rows: added } = await database.pool.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE id <> ALL($1::uuid[]) ORDER BY at`,
      [before.map((entry) => entry.id)],
    );
    expect(added.map((entry) => entry.action)).toEqual(["reset", "restore"]);
  });

  it("a file with rewritten audit entries does not rewrite history: the log keeps its own, adds only new ones", async () => {
    // The installation's own history: the backup is taken from it, then it is emptied by a reset.
    await apiFactories({ owner, staff }).room({ number: "301" });
    const file = JSON.parse(await createBackup(database.db)) as Backup;
    await owner.post("/api/system/reset").send({ confirmation: "REDEFINIR", password: TEST_PASSWORD }).expect(200);
    const before = await auditRows();
    const rewritten = file.tables.audit_log!.map((entry) => ({
      ...entry,
      action: "view",
      path: "/api/forjado",
      ip: "6.6.6.6",
      at: "2001-01-01T00:00:00+00:00",
    }));
    const forged = { ...rewritten[0]!, id: "7d1f1c9e-2b7a-4c55-8f0e-3a9b6c5d4e21" };
    file.tables.audit_log = [...rewritten, forged];
    file.counts.audit_log = file.tables.audit_log.length;

    const res = await restore(owner, JSON.stringify(file));
    expect(res.status, res.text).toBe(200);
    expect(res.body.auditEntriesAdded).toBe(1);
    const after = await auditRows();
    for (const entry of before) expect(after).toContainEqual(entry);
    const { rows } = await database.pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE path = '/api/forjado'",
    );
    // Only the entry the log never had; its own rows stayed as they were.
    expect(rows[0]!.n).toBe(1);
  });
});

describe("a restore's and a reset's own audit entries", () => {
  it("the restore: who, the file's SHA-256 and the rows per table", async () => {
    const res = await restore(owner, backupText);
    expect(res.status, res.text).toBe(200);
    const { rows } = await database.pool.query(
      `SELECT a.user_email, a.user_id = u.id AS is_restorer, a.method, a.path, a.status, a.details
       FROM audit_log a LEFT JOIN users u ON u.email = 'dono@example.com' WHERE a.action = 'restore'`,
    );
    expect(rows).toEqual([
      {
        user_email: "dono@example.com",
        is_restorer: true,
        method: "POST",
        path: "/api/system/restore",
        status: 200,
        details: expect.objectContaining({
          sha256: createHash("sha256").update(backupText).digest("hex"),
          auditEntriesAdded: expect.any(Number),
          rows: expect.objectContaining({
            users: 2,
            rooms: 1,
            guests: 2,
            reservations: 1,
            payments: 1,
            pagamentos_reserva: 1,
            contas_bancarias: 1,
            lancamentos_financeiros: 2,
          }),
        }),
      },
    ]);
    expect(rows[0].details.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it("the reset: who, the SHA-256 of the backup it handed over and the rows it emptied per table", async () => {
    const restored = await restore(owner, backupText);
    expect(restored.status, restored.text).toBe(200);
    const owner2 = request.agent(app);
    await owner2.post("/api/login").send({ email: "dono@example.com", password: TEST_PASSWORD }).expect(200);
    const res = await owner2
      .post("/api/system/reset")
      .send({ confirmation: "REDEFINIR", password: TEST_PASSWORD })
      .buffer(true)
      .parse(asText);
    expect(res.status).toBe(200);
    const { rows } = await database.pool.query(
      "SELECT user_email, user_id IS NOT NULL AS has_user, path, details FROM audit_log WHERE action = 'reset'",
    );
    expect(rows).toEqual([
      {
        user_email: "dono@example.com",
        has_user: true,
        path: "/api/system/reset",
        details: {
          sha256: createHash("sha256")
            .update(res.body as string)
            .digest("hex"),
          rows: expect.objectContaining({
            rooms: 1,
            guests: 2,
            reservations: 1,
            payments: 1,
            contas_bancarias: 1,
            lancamentos_financeiros: 2,
          }),
        },
      },
    ]);
  });
});

describe("sessions and the restorer's account", () => {
  it("every session ends at a restore: an old cookie gets 401; the restorer signs in again as owner", async () => {
    await owner.get("/api/auth/user").expect(200);
    await staff.get("/api/auth/user").expect(200);
    const res = await restore(owner, backupText);
    expect(res.status, res.text).toBe(200);
    expect((await owner.get("/api/auth/user")).status).toBe(401);
    expect((await staff.get("/api/rooms")).status).toBe(401);
    const { rows } = await database.pool.query("SELECT count(*)::int AS n FROM sessions");
    expect(rows[0].n).toBe(0);
    const again = request.agent(app);
    await again.post("/api/login").send({ email: "dono@example.com", password: TEST_PASSWORD }).expect(200);
    expect((await again.get("/api/auth/user").expect(200)).body).toMatchObject({ role: "owner" });
  });

  it("two restores at once: one puts the file back, the other finds the installation no longer empty", async () => {
    const answers = await Promise.all([restore(owner, backupText), restore(owner, backupText)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    const { rows } = await database.pool.query(
      "SELECT (SELECT count(*)::int FROM rooms) AS rooms, (SELECT count(*)::int FROM payments) AS payments, (SELECT count(*)::int FROM audit_log WHERE action = 'restore') AS restores",
    );
    expect(rows[0]).toEqual({ rooms: 1, payments: 1, restores: 1 });
  });

  it.each([
    ["without the restorer's account", (u: Record<string, unknown>) => ({ ...u, email: "outro@example.com" })],
    ["with the restorer as staff", (u: Record<string, unknown>) => ({ ...u, role: "employee" })],
    ["with the restorer's account deactivated", (u: Record<string, unknown>) => ({ ...u, is_active: false })],
  ])("a backup %s is refused with nothing changed", async (_case, change) => {
    const file = backup();
    file.tables.users = file.tables.users!.map((u) => (u.email === "dono@example.com" ? change(u) : u));
    const before = await fingerprint();
    const res = await restore(owner, JSON.stringify(file));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      "O backup não tem uma conta de proprietário ativa com o seu e-mail (dono@example.com): depois de restaurá-lo você não conseguiria entrar. Nada foi alterado.",
    );
    expect(await fingerprint()).toEqual(before);
    await owner.get("/api/auth/user").expect(200);
  });
});

describe("a bad file gets a Portuguese 400 naming the table and the problem, and changes nothing", () => {
  const cases: Array<[string, (file: Backup) => void, string]> = [
    [
      "a 5 MB guest note (the API takes 2,000 characters)",
      (file) => {
        const guest = file.tables.guests!.find((g) => g.first_name === "Ana")!;
        guest.notes = "a".repeat(5 * 1024 * 1024);
        file.tables.guests = [guest, ...file.tables.guests!.filter((g) => g !== guest)];
      },
      "Backup inválido na tabela guests: linha 1: o campo notes passa do limite de 2.000 caracteres",
    ],
    [
      "a guest name with a right-to-left override (the API refuses it)",
      (file) => {
        const guest = file.tables.guests!.find((g) => g.first_name === "Ana")!;
        guest.last_name = "Souza\u202Eazuos";
        file.tables.guests = [guest, ...file.tables.guests!.filter((g) => g !== guest)];
      },
      "Backup inválido na tabela guests: linha 1: o campo last_name tem caracteres de controle",
    ],
    [
      "a price beyond numeric(10,2)",
      (file) => void (file.tables.rooms![0]!.price_per_night = 123456789012),
      "Backup inválido na tabela rooms: linha 1: o campo price_per_night passa do maior valor que ele guarda",
    ],
    [
      "a text beyond its varchar",
      (file) => void (file.tables.rooms![0]!.type = "suíte-presidencial-com-vista"),
      "Backup inválido na tabela rooms: linha 1: o campo type passa do limite de 20 caracteres",
    ],
    [
      "a reference to nothing",
      (file) => void (file.tables.reservations![0]!.guest_id = GUEST_ID),
      "Backup inválido na tabela reservations: o campo guest_id aponta para um registro que não existe",
    ],
    [
      "a required field null",
      (file) => void (file.tables.rooms![0]!.number = null),
      "Backup inválido na tabela rooms: linha 1: o campo number é obrigatório e está vazio",
    ],
    [
      "an account whose balance is not its opening balance plus its entries",
      (file) => void (file.tables.contas_bancarias![0]!.saldo_atual = 5000),
      'Backup inválido na tabela contas_bancarias: o saldo da conta "Caixa" (5000.00) não é o saldo inicial mais os lançamentos (1120.00)',
    ],
    [
      "the payments tables left out while their receitas stay",
      (file) => {
        for (const table of ["payments", "payment_refunds", "pagamentos_reserva"]) {
          delete file.tables[table];
          delete file.counts[table];
        }
      },
      `Backup inválido na tabela payments: a reserva ${"RESERVATION"} consta como paga, mas os seus pagamentos não estão no arquivo`,
    ],
    [
      "a payment whose link to its lançamento is left out",
      (file) => {
        file.tables.pagamentos_reserva = [];
        file.counts.pagamentos_reserva = 0;
        file.tables.payments![0]!.lancamento_id = null;
      },
      `Backup inválido na tabela payments: o pagamento ${"PAYMENT"} não tem o seu lançamento`,
    ],
  ];

  it.each(cases)("%s", async (_case, change, message) => {
    const file = backup();
    const paymentId = file.tables.payments![0]!.id as string;
    change(file);
    const before = await fingerprint();
    const res = await restore(owner, JSON.stringify(file));
    expect(res.status, res.text).toBe(400);
    expect(res.body.message).toBe(message.replace("RESERVATION", reservationId).replace("PAYMENT", paymentId));
    expect(await fingerprint()).toEqual(before);
    await owner.get("/api/auth/user").expect(200);
  });

  it.each(cases)("the same, in a streamed file (format 2): %s", async (_case, change, message) => {
    const file = backup();
    const paymentId = file.tables.payments![0]!.id as string;
    change(file);
    const before = await fingerprint();
    const res = await owner.post("/api/system/restore").set("Content-Type", "application/gzip").send(streamed(file));
    expect(res.status, res.text).toBe(400);
    expect(res.body.message).toBe(message.replace("RESERVATION", reservationId).replace("PAYMENT", paymentId));
    expect(await fingerprint()).toEqual(before);
    await owner.get("/api/auth/user").expect(200);
  });

  it("the untouched file goes back in whole (the checks refuse nothing a real backup holds)", async () => {
    const res = await restore(owner, backupText);
    expect(res.status, res.text).toBe(200);
    expect(res.body.restored).toMatchObject({ rooms: 1, guests: 2, reservations: 1, payments: 1 });
  });
});
