// Configurações > Sistema (docs/product.md §5.6, §12.12): the figures, the backup download, the round trip backup ->
// restore that loses nothing (row counts and a checksum of every table equal; this runs on whichever database the test
// run uses, embedded or DATABASE_URL), 'Restaurar' only on an empty installation, `npm run restore`, and 'Redefinir
// Sistema'.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable, Writable } from "node:stream";
import { promisify } from "node:util";
import { gunzipSync, gzipSync } from "node:zlib";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import request, { type Agent, type Test } from "supertest";
import { sql } from "drizzle-orm";
import type { SystemInfo } from "@shared/api/settings";
import { apiFactories } from "../test/factories";
import { ownerAndStaff, resetDatabase, testApp, testDatabase, testDatabaseUrl, TEST_PASSWORD } from "../test/harness";
import { createBackup, restoreBackup } from "../domain/backup";
import { restoreBackupFile } from "../domain/backup-restore-stream";
import { streamBackup } from "../domain/backup-stream";
import type { Database } from "../db";
import { projectRoot } from "../project-root";

/** Keeps a response body as bytes: the streamed backup is a gzip file. */
const asBytes: Parameters<Test["parse"]>[0] = (res, done) => {
  const chunks: Buffer[] = [];
  res.on("data", (chunk: Buffer) => chunks.push(chunk));
  res.on("end", () => done(null, Buffer.concat(chunks)));
};

/** A streamed backup of the test database, as the download's bytes. */
async function streamedBackup(options: { pageRows?: number }) {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  await streamBackup(database.db, sink, options);
  return Buffer.concat(chunks);
}

/** Keeps a response body as text: a backup is a JSON file sent as an attachment, read back byte for byte. */
const asText: Parameters<Test["parse"]>[0] = (res, done) => {
  let text = "";
  res.setEncoding("utf8");
  res.on("data", (chunk: string) => (text += chunk));
  res.on("end", () => done(null, text));
};

let database: Database;
let owner: Agent;
let staff: Agent;
let app: ReturnType<typeof testApp>;

const POUSADA = { nomeFantasia: "Pousada Recanto", cidade: "Paraty", uf: "RJ" };

beforeAll(async () => {
  database = await testDatabase();
});

beforeEach(async () => {
  // "Today" at the pousada is 8 January 2030: the stay of aBusiness() is two days ahead.
  app = testApp(database, { clock: () => new Date("2030-01-08T15:00:00.000Z") });
  ({ owner, staff } = await ownerAndStaff(database, app));
});

/**
 * Rows and an md5 of every row's text, per table (all but sessions and the sign-in throttle), read by PostgreSQL. The
 * guests' first reservations are brought up to date lazily (marks the next report recomputes, migrations/0033): two
 * states that say the same may hold different rows there until then, so they are rebuilt before the hashes.
 */
async function fingerprint() {
  await database.pool.query("SELECT rebuild_first_reservations()");
  const { rows: tables } = await database.pool.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('sessions', 'login_throttle') ORDER BY 1",
  );
  const result: Record<string, { rows: number; md5: string; version?: number }> = {};
  for (const { name } of tables) {
    const { rows } = await database.pool.query<{ n: number; md5: string }>(
      `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS md5 FROM "${name}" t`,
    );
    result[name] = { rows: rows[0]!.n, md5: rows[0]!.md5 };
  }
  result.rooms_version!.version = await roomsVersion();
  return result;
}

/** The audit log's counts per day (migrations/0036) add up to its entries. */
async function expectAuditCountsMatchLog() {
  const { rows } = await database.pool.query<{ counted: number; entries: number }>(
    `SELECT (SELECT coalesce(sum(quantidade), 0)::int FROM resumo_auditoria_dia) AS counted,
            (SELECT count(*)::int FROM audit_log) AS entries`,
  );
  expect(rows[0]!.counted).toBe(rows[0]!.entries);
}

/** The rooms list's version (migrations/0037). */
async function roomsVersion() {
  const { rows } = await database.pool.query<{ v: number }>("SELECT version::int AS v FROM rooms_version");
  return rows[0]!.v;
}

/**
 * Every table as `before`, and the audit log with one entry more: the restore's own (docs/decisions/0019); its
 * counts per day (migrations/0036) follow it.
 */
async function expectRestoredAs(before: Awaited<ReturnType<typeof fingerprint>>) {
  const { audit_log: log, resumo_auditoria_dia: _counts, rooms_version: _version, ...rest } = await fingerprint();
  const {
    audit_log: logBefore,
    resumo_auditoria_dia: _countsBefore,
    rooms_version: versionBefore,
    ...restBefore
  } = before;
  expect(rest).toEqual(restBefore);
  // Not backed up: the restore's writes raised it, so no app serves a copy of the rooms list from before it (0075).
  expect(await roomsVersion()).toBeGreaterThan(versionBefore!.version!);
  expect(log!.rows).toBe(logBefore!.rows + 1);
  await expectAuditCountsMatchLog();
}

/** A pousada with something in most tables: rooms, guests (one with a CPF), a stay, money, a product, settings. */
async function aBusiness() {
  const make = apiFactories({ owner, staff });
  const room = await make.room({ pricePerNight: "187.35" });
  await make.room({ number: "102", type: "suite", pricePerNight: "420.10" });
  const guest = await make.guest({ cpf: "529.982.247-25", email: "ana@example.com", tags: ["VIP", "Café"] });
  await make.guest({ firstName: "João", lastName: "Pereira" });
  const reservation = await make.reservation({
    guestId: guest.id,
    roomId: room.id,
    checkInDate: "2030-01-10",
    checkOutDate: "2030-01-13",
    numberOfGuests: 2,
    totalAmount: "562.05",
    status: "confirmed",
  });
  // A companion without a phone (docs/product.md §7.5).
  const companion = await staff
    .post(`/api/reservations/${reservation.id}/guests`)
    .send({ firstName: "Bia", lastName: "Souza", birthDate: "2020-05-04", guardianGuestId: guest.id });
  expect(companion.status, companion.text).toBe(201);
  const conta = await owner.post("/api/contas-bancarias").send({ nome: "Caixa", tipo: "caixa", saldoInicial: 1234.56 });
  expect(conta.status, conta.text).toBe(201);
  const tag = await staff.post("/api/tags-financeiras").send({ nome: "Manutenção", cor: "#FF0000" });
  expect(tag.status, tag.text).toBe(201);
  const entry = await staff.post("/api/lancamentos-financeiros").send({
    tipo: "despesa",
    categoria: "Manutenção",
    valor: "99.99",
    descricao: "Conserto do chuveiro",
    dataLancamento: "2030-01-05",
    contaBancariaId: conta.body.id,
  });
  expect(entry.status, entry.text).toBe(201);
  const product = await staff
    .post("/api/products")
    .send({ name: "Água mineral", category: "beverage", price: 650, stock: "24.50", tags: ["bebida"], isActive: true });
  expect(product.status, product.text).toBe(201);
  await owner.put("/api/settings/pousada").send(POUSADA).expect(200);
  await owner
    .put("/api/settings")
    .send({
      emailNotifications: false,
      autoCheckIn: true,
      currency: "BRL",
      language: "pt-BR",
      checkInTime: "15:00",
      checkOutTime: "11:00",
    })
    .expect(200);
  return { reservation };
}

describe("role matrix", () => {
  it("every /api/system route: 401 without a session, 403 for staff, answered for the owner", async () => {
    const routes = (app.locals.protectedRoutes as Array<{ method: string; path: string }>).filter((r) =>
      r.path.startsWith("/api/system"),
    );
    expect(routes.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      "GET /api/system",
      "GET /api/system/backup",
      "GET /api/system/reset-backup",
      "POST /api/system/reset",
      "POST /api/system/restore",
    ]);
    for (const route of routes) {
      const method = route.method.toLowerCase() as "get";
      expect((await request(app)[method](route.path)).status, route.path).toBe(401);
      const asStaff = await staff[method](route.path);
      expect(asStaff.status, route.path).toBe(403);
      expect(asStaff.body).toEqual({ message: "Acesso restrito ao proprietário" });
      const asOwner = await owner[method](route.path);
      expect(asOwner.status, route.path).not.toBe(403);
      expect(asOwner.status, route.path).toBeLessThan(500);
    }
  });
});

describe("GET /api/system", () => {
  it("shows the real version, the database, the documents and the record counts", async () => {
    const empty = (await owner.get("/api/system").expect(200)).body as SystemInfo;
    const pkg = JSON.parse(fs.readFileSync(path.join(projectRoot, "package.json"), "utf8")) as { version: string };
    expect(empty.version).toBe(pkg.version);
    expect(empty.database.kind).toBe(database.kind);
    expect(empty.database.connected).toBe(true);
    expect(empty.database.sizeBytes).toBeGreaterThan(1_000_000);
    expect(empty.database.serverVersion).toMatch(/^\d+/);
    expect(empty.emptyInstallation).toBe(true);
    expect(empty.counts.users).toBe(2);
    expect(empty.counts.rooms).toBe(0);
    expect(empty.counts).not.toHaveProperty("sessions");

    await aBusiness();
    const full = (await owner.get("/api/system").expect(200)).body as SystemInfo;
    expect(full.emptyInstallation).toBe(false);
    expect(full.counts.rooms).toBe(2);
    expect(full.counts.guests).toBe(3);
    expect(full.counts.reservations).toBe(1);
    expect(full.counts.products).toBe(1);
    expect(full.documents).toEqual({ count: 0, sizeBytes: 0 });
    expect(full.estimatedCounts).toEqual([]);
  });

  it("gives a big table's count from the database's statistics, named as an estimate; small ones stay exact", async () => {
    await aBusiness();
    await database.pool.query(
      `INSERT INTO audit_log (action, entity, method, path, status)
       SELECT 'create', 'room', 'POST', '/api/rooms', 201 FROM generate_series(1, 12000)`,
    );
    await database.pool.query("ANALYZE audit_log");
    const info = (await owner.get("/api/system").expect(200)).body as SystemInfo;
    expect(info.estimatedCounts).toEqual(["audit_log"]);
    // ANALYZE reads every row of a table this small: the estimate is the 12,000 plus the few the sign-ins wrote.
    expect(info.counts.audit_log).toBeGreaterThanOrEqual(12_000);
    expect(info.counts.audit_log).toBeLessThan(12_100);
    expect(info.counts.rooms).toBe(2);
    expect(info.emptyInstallation).toBe(false);
  });
});

describe("backup and restore", () => {
  it("the download is a gzip of JSON lines: the header, each table's rows, the end; exact decimals, no session", async () => {
    await aBusiness();
    const res = await owner.get("/api/system/backup").buffer(true).parse(asBytes);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/gzip");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="?hospeda-backup-2030-01-08T15-00-00\.jsonl\.gz"?$/,
    );
    const lines = gunzipSync(res.body as Buffer)
      .toString("utf8")
      .split("\n");
    const header = JSON.parse(lines[0]!) as { format: string; formatVersion: number; counts: Record<string, number> };
    expect(header.format).toBe("hospeda-backup");
    expect(header.formatVersion).toBe(2);
    expect(lines.at(-2)).toBe('["fim"]');
    expect(lines.at(-1)).toBe("");
    const rowsOf: Record<string, string[]> = {};
    let table = "";
    for (const line of lines.slice(1, -2)) {
      if (line.startsWith('["tabela",')) rowsOf[(table = (JSON.parse(line) as string[])[1]!)] = [];
      else rowsOf[table]!.push(line);
    }
    expect(rowsOf).not.toHaveProperty("sessions");
    expect(rowsOf).not.toHaveProperty("login_throttle");
    const fp = await fingerprint();
    for (const table of [
      "rooms",
      "guests",
      "reservations",
      "reservation_guests",
      "contas_bancarias",
      "lancamentos_financeiros",
      "products",
      "settings",
      "users",
    ]) {
      expect(rowsOf[table], table).toHaveLength(fp[table]!.rows);
      expect(header.counts[table], table).toBe(fp[table]!.rows);
    }
    expect(rowsOf.rooms).toHaveLength(2);
    // Decimals as PostgreSQL wrote them, not as a JavaScript number would print them.
    const text = lines.join("\n");
    expect(text).toContain('"price_per_night":187.35');
    expect(text).toContain('"saldo_atual":1134.57');
    expect(text).toContain('"stock":24.50');
  });

  it("a streamed backup read a row per page (more than a page of every table) goes back in exactly", async () => {
    await aBusiness();
    const before = await fingerprint();
    const file = await streamedBackup({ pageRows: 1 });
    // The same data read a page of 1,000 rows at a time gives the same lines, in the same order or not.
    const again = await streamedBackup({ pageRows: 1000 });
    const sorted = (gz: Buffer) => gunzipSync(gz).toString("utf8").split("\n").slice(1).sort();
    expect(sorted(again)).toEqual(sorted(file));
    await resetDatabase(database);
    const { restored } = await restoreBackupFile(database.db, Readable.from([file]));
    expect(restored).toMatchObject({ rooms: 2, guests: 3, reservations: 1, products: 1 });
    await expectRestoredAs(before);
  });

  it("a streamed file cut short, damaged or without its end is refused in Portuguese, and nothing changes", async () => {
    await aBusiness();
    const file = await streamedBackup({});
    ({ owner, staff } = await ownerAndStaff(database, app));
    const before = await fingerprint();
    const send = (body: Buffer) => owner.post("/api/system/restore").set("Content-Type", "application/gzip").send(body);
    const cut = await send(file.subarray(0, Math.floor(file.length * 0.6)));
    expect(cut.status, cut.text).toBe(400);
    expect(cut.body.message).toBe(
      "Arquivo de backup incompleto ou corrompido: a compressão (gzip) não confere. Nada foi alterado.",
    );
    const damaged = Buffer.from(file);
    damaged[Math.floor(damaged.length / 2)]! ^= 0xff;
    const bad = await send(damaged);
    expect(bad.status, bad.text).toBe(400);
    expect(bad.body.message).toMatch(/^Arquivo de backup (incompleto ou corrompido|inválido)/);
    const lines = gunzipSync(file).toString("utf8").split("\n");
    const withoutEnd = gzipSync(lines.filter((line) => line !== '["fim"]').join("\n"));
    const noEnd = await send(withoutEnd);
    expect(noEnd.status, noEnd.text).toBe(400);
    expect(noEnd.body.message).toBe("Arquivo de backup incompleto: ele termina antes do fim. Nada foi alterado.");
    const rooms = lines.findIndex((line) => line === '["tabela","rooms"]');
    const lessRooms = gzipSync([...lines.slice(0, rooms + 1), ...lines.slice(rooms + 2)].join("\n"));
    const short = await send(lessRooms);
    expect(short.status, short.text).toBe(400);
    expect(short.body.message).toBe("Arquivo de backup incompleto: a tabela rooms não tem as linhas que declara");
    expect(await fingerprint()).toEqual(before);
    // The whole file goes in.
    const res = await send(file);
    expect(res.status, res.text).toBe(200);
    expect(res.body.restored).toMatchObject({ rooms: 2, guests: 3 });
  });

  it("backup -> empty database -> restore gives back every table: the same rows and the same checksum", async () => {
    await aBusiness();
    const before = await fingerprint();
    expect(before.rooms!.rows).toBe(2);
    expect(before.lancamentos_financeiros!.rows).toBeGreaterThan(0);
    const backup = await createBackup(database.db);
    await resetDatabase(database);
    expect((await fingerprint()).rooms!.rows).toBe(0);
    const { restored } = await restoreBackup(database.db, backup);
    expect(restored.rooms).toBe(2);
    await expectRestoredAs(before);
    // The restored installation works: its owner signs in with the password of the backup.
    await request
      .agent(app)
      .post("/api/login")
      .send({ email: "dono@example.com", password: TEST_PASSWORD })
      .expect(200);
  });

  it("'Restaurar' is refused while the installation has data, and puts a backup back on an empty one", async () => {
    await aBusiness();
    const backup = await createBackup(database.db);
    const refused = await owner.post("/api/system/restore").set("Content-Type", "application/json").send(backup);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "A restauração só é permitida em uma instalação vazia (sem quartos, hóspedes ou lançamentos)",
    );

    // A fresh installation: only its owner.
    ({ owner, staff } = await ownerAndStaff(database, app));
    const before = await database.pool.query("SELECT count(*)::int AS n FROM rooms");
    expect(before.rows[0].n).toBe(0);
    const res = await owner.post("/api/system/restore").set("Content-Type", "application/json").send(backup);
    expect(res.status, res.text).toBe(200);
    expect(res.body.restored).toMatchObject({
      rooms: 2,
      guests: 3,
      reservations: 1,
      reservation_guests: 1,
      products: 1,
    });
    const rooms = await database.pool.query<{ number: string; price_per_night: string }>(
      "SELECT number, price_per_night::text FROM rooms ORDER BY number",
    );
    expect(rooms.rows).toEqual([
      { number: "101", price_per_night: "187.35" },
      { number: "102", price_per_night: "420.10" },
    ]);
  });

  it("refuses a file that is not a backup, with a Portuguese 400", async () => {
    const notJson = await owner.post("/api/system/restore").set("Content-Type", "application/json").send("{oops");
    expect(notJson.status).toBe(400);
    expect(notJson.body.message).toBe("Arquivo de backup inválido: não é um JSON");
    const other = await owner
      .post("/api/system/restore")
      .set("Content-Type", "application/json")
      .send(JSON.stringify({ format: "outra-coisa" }));
    expect(other.status).toBe(400);
    expect(other.body.message).toBe("Arquivo não é um backup do Hospeda");
    const empty = await owner.post("/api/system/restore");
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe("Envie o arquivo de backup");
  });

  it("npm run restore -- FILE puts a backup back (and refuses a database with data unless --force)", async () => {
    await aBusiness();
    const before = await fingerprint();
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "hospeda-backup-")), "backup.jsonl.gz");
    await streamBackup(database.db, fs.createWriteStream(file));
    const run = (args: string[]) =>
      promisify(execFile)(path.join(projectRoot, "node_modules/.bin/tsx"), ["scripts/restore.ts", ...args], {
        cwd: projectRoot,
        env: { ...process.env, DATABASE_URL: testDatabaseUrl(), LOG_LEVEL: "silent" },
      });
    const refused = await run([file]).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 1 });
    expect((refused as { stderr: string }).stderr).toContain("instalação vazia");

    await resetDatabase(database);
    const done = await run([file]);
    expect(done.stdout).toContain("Backup restaurado");
    await expectRestoredAs(before);
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }, 60_000);
});

describe("POST /api/system/reset ('Redefinir Sistema')", () => {
  it("asks for the pousada's name and the owner's password, hands over a backup, then empties the data", async () => {
    await aBusiness();
    const before = await fingerprint();
    const wrongName = await owner
      .post("/api/system/reset")
      .send({ confirmation: "Pousada Outra", password: TEST_PASSWORD });
    expect(wrongName.status).toBe(400);
    expect(wrongName.body.message).toBe("O nome digitado não confere com o nome da pousada");
    const wrongPassword = await owner
      .post("/api/system/reset")
      .send({ confirmation: POUSADA.nomeFantasia, password: "senha-errada" });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.message).toBe("Senha incorreta");
    expect((await fingerprint()).rooms).toEqual(before.rooms);

    const res = await owner
      .post("/api/system/reset")
      .send({ confirmation: POUSADA.nomeFantasia, password: TEST_PASSWORD })
      .buffer(true)
      .parse(asText);
    expect(res.status).toBe(200);
    expect(res.headers["content-disposition"]).toMatch(/hospeda-antes-de-redefinir-.*\.json/);
    // The same file stays on the server, for a download lost on the way; backups do not carry it.
    const kept = (await owner.get("/api/system").expect(200)).body as SystemInfo;
    expect(kept.lastResetBackup).toEqual({
      fileName: /filename="?([^";]+)"?/.exec(res.headers["content-disposition"]!)![1],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const again = await owner.get("/api/system/reset-backup").buffer(true).parse(asText).expect(200);
    expect(again.headers["content-disposition"]).toBe(res.headers["content-disposition"]);
    expect(again.body).toBe(res.body);
    expect(Object.keys(JSON.parse(res.body as string).tables)).not.toContain("reset_backups");
    const after = await fingerprint();
    for (const table of [
      "rooms",
      "guests",
      "reservations",
      "contas_bancarias",
      "lancamentos_financeiros",
      "products",
      "settings",
    ])
      expect(after[table]!.rows, table).toBe(0);
    expect(after.users!.rows).toBe(2);
    // The owner is still signed in, and the installation is empty: the backup it handed over goes back in full.
    const info = (await owner.get("/api/system").expect(200)).body as SystemInfo;
    expect(info.emptyInstallation).toBe(true);
    await restoreBackup(database.db, res.body as string);
    const restored = await fingerprint();
    // Everything but the log of who did it (and its counts per day), and the reset's own kept backup.
    // rooms_version goes up with the reset and the restore (never back): expectRestoredAs.
    const changed = ["audit_log", "resumo_auditoria_dia", "reset_backups", "rooms_version"];
    for (const table of Object.keys(before).filter((t) => !changed.includes(t)))
      expect(restored[table], table).toEqual(before[table]);
    await expectAuditCountsMatchLog();
    expect(after.rooms_version!.version).toBeGreaterThan(before.rooms_version!.version!);
    expect(restored.rooms_version!.version).toBeGreaterThan(after.rooms_version!.version!);
  });

  it("keeps the backups of the latest three resets; without any, there is none to download", async () => {
    expect((await owner.get("/api/system").expect(200)).body.lastResetBackup).toBeNull();
    const none = await owner.get("/api/system/reset-backup").expect(404);
    expect(none.body).toEqual({ message: "Nenhum backup de redefinição guardado" });
    const make = apiFactories({ owner, staff });
    const names: string[] = [];
    for (let i = 0; i < 4; i++) {
      await make.room({ number: `R${i}` });
      const res = await owner.post("/api/system/reset").send({ confirmation: "REDEFINIR", password: TEST_PASSWORD });
      expect(res.status).toBe(200);
      names.push(/filename="?([^";]+)"?/.exec(res.headers["content-disposition"]!)![1]!);
    }
    const { rows } = await database.db.execute<{ file_name: string; room: string }>(
      sql`SELECT file_name, content::json -> 'tables' -> 'rooms' -> 0 ->> 'number' AS room
          FROM reset_backups ORDER BY created_at`,
    );
    // Each kept backup is the one its reset took: the room of that round.
    expect(rows.map((row) => row.room)).toEqual(["R1", "R2", "R3"]);
    const latest = await owner.get("/api/system/reset-backup").expect(200);
    expect(latest.headers["content-disposition"]).toContain(rows[2]!.file_name);
    expect(rows[2]!.file_name).toBe(names[3]);
  });

  it("without Dados da Pousada the owner types REDEFINIR", async () => {
    const res = await owner.post("/api/system/reset").send({ confirmation: "Pousada", password: TEST_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Digite REDEFINIR para confirmar");
    await owner.post("/api/system/reset").send({ confirmation: "REDEFINIR", password: TEST_PASSWORD }).expect(200);
    const { rows } = await database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM users`);
    expect(rows[0]!.n).toBe(2);
  });
});
