// The audit log (docs/product.md §12.15): what the middleware records for writes, document views,
// sign-in and sign-out; that no entry carries a CPF, a password or a document's bytes; the owner's reads with
// filters, paging and the CSV; the role matrix of every /api/audit route; and that entries cannot be changed.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import request, { type Agent } from "supertest";
import type { AuditEntryView, AuditUserView } from "@shared/api/audit";
import type { Guest } from "@shared/api/guests";
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from "@shared/api/lists";
import { calendarDateAt, shiftDate } from "@shared/pousada-time";
import { DOCUMENTS } from "../test/documents";
import { apiFactories } from "../test/factories";
import { ownerAndStaff, signedInAgent, TEST_PASSWORD, testApp, testDatabase, testFiles } from "../test/harness";
import type { Database } from "../db";

let database: Database;
let app: ReturnType<typeof testApp>;
let owner: Agent;
let staff: Agent;

const CPF = "529.982.247-25";
const CPF_DIGITS = "52998224725";

beforeAll(async () => {
  database = await testDatabase();
});

beforeEach(async () => {
  app = testApp(database, { files: testFiles(database).files });
  ({ owner, staff } = await ownerAndStaff(database, app));
});

async function entries(query: Record<string, string> = {}) {
  const res = await owner.get("/api/audit").query({ limit: "100", ...query });
  expect(res.status, res.text).toBe(200);
  return res.body as AuditEntryView[];
}

/** Every stored row as PostgreSQL prints it: what a leak would show up in. */
async function everyRowAsText() {
  const { rows } = await database.pool.query<{ row: string }>("SELECT row_to_json(a)::text AS row FROM audit_log a");
  return rows.map((r) => r.row).join("\n");
}

/** A guest's edit form as the client sends it, with `changes`. */
const guestBody = (guest: Guest, changes: Record<string, unknown>) => ({
  firstName: guest.firstName,
  lastName: guest.lastName,
  phone: guest.phone,
  tags: [],
  ...changes,
});

async function userId(email: string) {
  const { rows } = await database.pool.query<{ id: string }>("SELECT id FROM users WHERE email = $1", [email]);
  return rows[0]!.id;
}

describe("what is recorded", () => {
  it("records each write with who, what, which record, when and from where", async () => {
    const before = Date.now();
    const guest = await apiFactories({ owner, staff }).guest({ cpf: CPF });
    await owner
      .put(`/api/guests/${guest.id}`)
      .send(guestBody(guest, { notes: "Prefere andar térreo" }))
      .expect(200);
    await owner.delete(`/api/guests/${guest.id}`).expect(204);

    const mine = (await entries({ entity: "guest" })).filter((e) => e.entityId === guest.id);
    expect(mine.map((e) => [e.action, e.method, e.status, e.userEmail])).toEqual([
      ["delete", "DELETE", 204, "dono@example.com"],
      ["update", "PUT", 200, "dono@example.com"],
      ["create", "POST", 201, "recepcao@example.com"],
    ]);
    const created = mine[2]!;
    expect(created.path).toBe("/api/guests");
    expect(created.userId).toBe(await userId("recepcao@example.com"));
    expect(created.userName).toBe("Teste Silva");
    expect(created.ip).toMatch(/127\.0\.0\.1|::1/);
    expect(Date.parse(created.at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(created.at)).toBeLessThanOrEqual(Date.now() + 1000);
    // the names of the fields sent, never their values
    expect(created.details?.fields).toEqual(expect.arrayContaining(["firstName", "phone", "cpf"]));
    expect(mine[1]!.path).toBe(`/api/guests/${guest.id}`);
  });

  it("records a refusal for the role (403) but not a request that changed nothing (400)", async () => {
    const guest = await apiFactories({ owner, staff }).guest();
    await staff.delete(`/api/guests/${guest.id}`).expect(403);
    await staff.post("/api/guests").send({ firstName: "A" }).expect(400);

    const guestEntries = await entries({ entity: "guest" });
    expect(guestEntries.map((e) => [e.action, e.status])).toEqual([
      ["delete", 403],
      ["create", 201],
    ]);
  });

  it("records the view and the download of a guest document, never its bytes", async () => {
    const { body } = await staff.post("/api/objects/upload").expect(200);
    await staff
      .put(body.uploadURL)
      .set("Content-Type", "image/jpeg")
      .serialize((raw) => raw as string)
      .send(DOCUMENTS.jpeg.bytes)
      .expect(204);
    const done = await staff.put("/api/guest-documents").send({ documentPhotoURL: body.uploadURL }).expect(200);
    const objectId = (done.body.objectPath as string).split("/").pop()!;
    await owner.get(`/api/objects/${objectId}`).expect(200);
    // HEAD only asks for the type (the client's preview): not a view
    await owner.head(`/api/objects/${objectId}`).expect(200);
    await staff.get(`/api/objects/${objectId}`).query({ download: "1" }).expect(200);

    const views = await entries({ kind: "view" });
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({
      entity: "guest-document",
      entityId: objectId,
      path: `/api/objects/${objectId}`,
      userEmail: "dono@example.com",
      status: 200,
    });
    const documentEntries = await entries({ entity: "guest-document" });
    expect(documentEntries.map((e) => e.action).sort()).toEqual(["create", "download", "update", "view"]);
    const [download] = await entries({ kind: "download" });
    expect(download).toMatchObject({
      entityId: objectId,
      userEmail: "recepcao@example.com",
      path: `/api/objects/${objectId}`,
    });
    const text = await everyRowAsText();
    expect(text).not.toContain(DOCUMENTS.jpeg.bytes.subarray(0, 11).toString("base64"));
    expect(text).not.toContain("JFIF");
  });

  it("records sign-in and sign-out, not a refused sign-in, and never a password", async () => {
    await request(app)
      .post("/api/login")
      .send({ email: "recepcao@example.com", password: "errada-errada" })
      .expect(401);
    await staff.get("/api/logout").expect(303);
    // 'Sair' posts: recorded as a sign-out too, not as the creation of something
    const again = await signedInAgent(app, "recepcao@example.com");
    await again.post("/api/logout").type("form").expect(303);

    const staffId = await userId("recepcao@example.com");
    const mine = await entries({ userId: staffId });
    expect(mine.map((e) => e.action)).toEqual(["logout", "login", "logout", "login"]);
    expect(mine[0]).toMatchObject({ entity: "session", path: "/api/logout", userEmail: "recepcao@example.com" });
    expect(mine[0]).toMatchObject({ method: "POST" });
    expect(mine[2]).toMatchObject({ entity: "session", path: "/api/logout", method: "GET" });
    expect(mine[3]!.details).toBeNull();
    // the refused attempt is not anyone's entry: the owner's sign-in and the clerk's two
    expect((await entries({ kind: "login" })).length).toBe(3);
    expect(await everyRowAsText()).not.toContain(TEST_PASSWORD);
  });

  it("never keeps a CPF, even one typed into an address or sent as a field's name", async () => {
    const guest = await apiFactories({ owner, staff }).guest({ cpf: CPF });
    await owner
      .put(`/api/guests/${guest.id}`)
      .send(guestBody(guest, { cpf: "123.456.789-09" }))
      .expect(200);
    await staff.delete(`/api/guests/${CPF_DIGITS}`).expect(403);
    await staff
      .post("/api/rooms")
      .send({ [CPF_DIGITS]: "x", [`cpf${CPF_DIGITS}`]: 1 })
      .expect(403);

    const text = await everyRowAsText();
    for (const leak of [CPF, CPF_DIGITS, "123.456.789-09", "12345678909"]) expect(text).not.toContain(leak);
    const refused = (await entries({ kind: "delete" }))[0]!;
    expect(refused.path).toBe("/api/guests/:valor");
    expect(refused.entityId).toBeNull();
  });
});

describe("old and new values", () => {
  it("records a reservation's changed total, dates and room as shown on screen, and the CSV shows them", async () => {
    const factories = apiFactories({ owner, staff });
    const [room101, room102] = [await factories.room({ number: "101" }), await factories.room({ number: "102" })];
    const guest = await factories.guest();
    const body = { guestId: guest.id, roomId: room101.id, checkInDate: "2027-03-10", checkOutDate: "2027-03-13" };
    const booked = await factories.reservation({ ...body, numberOfGuests: 2, totalAmount: "700.00" });

    // A discount this deep is the owner's (docs/product.md §7.6), with its reason.
    const edit = {
      checkInDate: "2027-03-10",
      checkOutDate: "2027-03-14",
      roomId: room102.id,
      totalAmount: "1.00",
      motivoDesconto: "Cortesia",
    };
    const edited = await owner.put(`/api/reservations/${booked.id}`).send(edit);
    expect(edited.status, edited.text).toBe(200);

    const [update] = await entries({ kind: "update", entity: "reservation" });
    expect(update!.details!.changes).toEqual([
      { field: "roomId", from: "101", to: "102" },
      { field: "checkOutDate", from: "13/03/2027", to: "14/03/2027" },
      { field: "totalAmount", from: "R$\u00a0700,00", to: "R$\u00a01,00" },
      { field: "motivoDesconto", from: null, to: "Cortesia" },
      // The tarifário's price of the new stay (4 nights x R$ 150,00 in 102), the list price of the discount.
      { field: "quotedTotal", from: "R$\u00a0450,00", to: "R$\u00a0600,00" },
    ]);
    const csv = await owner.get("/api/audit/export").query({ entity: "reservation", kind: "update" }).expect(200);
    expect(csv.text).toContain("Total: R$\u00a0700,00 → R$\u00a01,00");
    expect(csv.text).toContain("Quarto: 101 → 102; Saída: 13/03/2027 → 14/03/2027;");
  });

  it("records which of a guest's personal fields changed, never their values (the audit keeps the id)", async () => {
    const guest = await apiFactories({ owner, staff }).guest({ cpf: CPF });
    await staff
      .put(`/api/guests/${guest.id}`)
      .send(guestBody(guest, { cpf: "123.456.789-09", firstName: "Anna" }))
      .expect(200);

    const [update] = await entries({ kind: "update", entity: "guest" });
    expect(update!.details!.changes).toEqual([
      { field: "firstName", from: null, to: null, personal: true },
      { field: "cpf", from: null, to: null, personal: true },
    ]);
    const csv = await owner.get("/api/audit/export").query({ entity: "guest", kind: "update" }).expect(200);
    expect(csv.text).toContain("Nome: alterado (dado pessoal); CPF: alterado (dado pessoal)");
    expect(csv.text).not.toContain("Anna");
  });

  it("keeps the old entries readable: the names of the fields, no values", async () => {
    await database.pool.query(
      `INSERT INTO audit_log (action, entity, method, path, status, details)
       VALUES ('update', 'reservation', 'PUT', '/api/reservations', 200, '{"fields":["totalAmount"]}')`,
    );
    const [old] = await entries({ entity: "reservation" });
    expect(old!.details).toEqual({ fields: ["totalAmount"] });
  });
});

describe("GET /api/audit", () => {
  it("filters by user, kind and period (the pousada's days, both included)", async () => {
    const factories = apiFactories({ owner, staff });
    const guest = await factories.guest();
    await factories.room();
    await owner
      .put(`/api/guests/${guest.id}`)
      .send(guestBody(guest, { notes: "VIP" }))
      .expect(200);

    const ownerId = await userId("dono@example.com");
    const byOwner = await entries({ userId: ownerId });
    expect(byOwner.map((e) => [e.action, e.entity])).toEqual([
      ["update", "guest"],
      ["create", "room"],
      ["login", "session"],
    ]);
    expect((await entries({ userId: ownerId, kind: "create" })).map((e) => e.entity)).toEqual(["room"]);

    const today = calendarDateAt(new Date(), "America/Sao_Paulo");
    expect(await entries({ from: today, to: today })).toHaveLength(5);
    expect(await entries({ from: shiftDate(today, 1) })).toHaveLength(0);
    expect(await entries({ to: shiftDate(today, -1) })).toHaveLength(0);
  });

  it("pages newest first with the total and a cursor, each entry once", async () => {
    const factories = apiFactories({ owner, staff });
    for (let i = 0; i < 4; i++) await factories.guest();
    const all = await entries();
    expect(all).toHaveLength(6); // two sign-ins, four guests

    const first = await owner.get("/api/audit").query({ limit: "4" }).expect(200);
    expect(first.headers[TOTAL_COUNT_HEADER.toLowerCase()]).toBe("6");
    const cursor = first.headers[NEXT_CURSOR_HEADER.toLowerCase()];
    expect(cursor).toBeTruthy();
    const second = await owner.get("/api/audit").query({ limit: "4", cursor }).expect(200);
    expect(second.headers[NEXT_CURSOR_HEADER.toLowerCase()]).toBeUndefined();
    const ids = [...first.body, ...second.body].map((e: AuditEntryView) => e.id);
    expect(ids).toEqual(all.map((e) => e.id));
    expect(all.map((e) => e.at)).toEqual([...all.map((e) => e.at)].sort().reverse());
  });

  it("refuses bad filters with a Portuguese message", async () => {
    const kind = await owner.get("/api/audit").query({ kind: "apagar" }).expect(400);
    expect(kind.body.message).toMatch(/^Tipo inválido/);
    const period = await owner.get("/api/audit").query({ from: "2026-05-10", to: "2026-05-01" }).expect(400);
    expect(period.body.message).toBe("A data final deve ser igual ou posterior à inicial");
    const user = await owner.get("/api/audit").query({ userId: "dono" }).expect(400);
    expect(user.body.message).toBe("Usuário inválido");
    await owner.get("/api/audit").query({ cursor: "lixo" }).expect(400);
  });

  it("lists the users who appear in the log", async () => {
    const res = await owner.get("/api/audit/users").expect(200);
    expect((res.body as AuditUserView[]).map((u) => [u.email, u.name])).toEqual([
      ["dono@example.com", "Teste Silva"],
      ["recepcao@example.com", "Teste Silva"],
    ]);
  });
});

describe("GET /api/audit/export", () => {
  it("downloads the filtered entries as a CSV for pt-BR spreadsheets, and is itself recorded", async () => {
    const guest = await apiFactories({ owner, staff }).guest();
    const res = await owner
      .get("/api/audit/export")
      .query({ entity: "guest" })
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => done(null, Buffer.concat(chunks).toString("utf8")));
      })
      .expect(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="auditoria-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = res.body as string;
    expect(text.startsWith("\uFEFFData/Hora;Usuário;Nome;Ação;Registro;")).toBe(true);
    const lines = text.trim().split("\r\n");
    expect(lines).toHaveLength(2);
    const cells = lines[1]!.split(";");
    expect(cells[0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/);
    expect(cells.slice(1, 9)).toEqual([
      "recepcao@example.com",
      "Teste Silva",
      "Criação",
      "guest",
      guest.id,
      "POST",
      "/api/guests",
      "201",
    ]);

    const exports = await entries({ kind: "export" });
    expect(exports).toHaveLength(1);
    expect(exports[0]).toMatchObject({ entity: "audit", path: "/api/audit/export", userEmail: "dono@example.com" });
  });
});

describe("who may read it", () => {
  it("every /api/audit route: the owner reads, staff get 403, nobody signed in gets 401", async () => {
    const routes = (app.locals.protectedRoutes as Array<{ method: string; path: string }>).filter((r) =>
      r.path.startsWith("/api/audit"),
    );
    expect(routes.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      "GET /api/audit",
      "GET /api/audit/export",
      "GET /api/audit/users",
    ]);
    for (const route of routes) {
      const call = (agent: Agent | ReturnType<typeof request>) => agent.get(route.path);
      expect((await call(owner)).status, route.path).toBe(200);
      const refused = await call(staff);
      expect(refused.status, route.path).toBe(403);
      expect(refused.body.message).toBe("Acesso restrito ao proprietário");
      expect((await call(request(app))).status, route.path).toBe(401);
    }
  });

  it("offers no way to change or delete an entry, and the table refuses it", async () => {
    const [entry] = await entries();
    await owner.put(`/api/audit/${entry!.id}`).send({ action: "view" }).expect(404);
    await owner.delete(`/api/audit/${entry!.id}`).expect(404);
    await expect(database.pool.query("UPDATE audit_log SET user_email = 'x'")).rejects.toThrow(
      "O registro de auditoria não pode ser alterado nem apagado",
    );
    await expect(database.pool.query("DELETE FROM audit_log")).rejects.toThrow(
      "O registro de auditoria não pode ser alterado nem apagado",
    );
    expect((await entries()).map((e) => e.id)).toContain(entry!.id);
  });

  it("lets a user with entries be deleted: the entries stay, with the e-mail, and only lose the link", async () => {
    const before = (await entries()).filter((e) => e.userEmail === "recepcao@example.com");
    expect(before.length).toBeGreaterThan(0);
    await database.pool.query("DELETE FROM users WHERE email = 'recepcao@example.com'");
    const after = (await entries()).filter((e) => e.userEmail === "recepcao@example.com");
    expect(after.map((e) => [e.id, e.action, e.userId])).toEqual(before.map((e) => [e.id, e.action, null]));
    await expect(
      database.pool.query(
        "UPDATE audit_log SET user_id = NULL, user_email = 'x' WHERE user_email = 'dono@example.com'",
      ),
    ).rejects.toThrow("O registro de auditoria não pode ser alterado nem apagado");
  });

  it("keeps who it was after the account's e-mail changes", async () => {
    await database.pool.query("UPDATE users SET email = 'novo@example.com' WHERE email = 'recepcao@example.com'");
    const again = await signedInAgent(app, "novo@example.com");
    await again.get("/api/logout").expect(303);
    const emails = (await entries({ kind: "login" })).map((e) => e.userEmail);
    expect(emails).toEqual(expect.arrayContaining(["novo@example.com", "recepcao@example.com"]));
  });
});
