// The booking page's public API (docs/product.md §16): the offer for given dates, a booking through the desk's own
// creation under the no-overlap constraint, the guest's token, the guards against abuse, and the settings.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import request from "supertest";
import type { Agent } from "supertest";
import { eq } from "drizzle-orm";
import { auditLog } from "@shared/schema/settings";
import { guests } from "@shared/schema/guests";
import { reservations } from "@shared/schema/reservations";
import { publicBookings } from "@shared/schema/booking-page";
import type { Database } from "../db";
import { bookingPageRenderer } from "../booking-page-html";
import { apiFactories, type ApiFactories } from "../test/factories";
import { bookingBody, cpfOf, stay } from "../test/online-booking";
import { listening, ownerAndStaff, testApp, testDatabase } from "../test/harness";

let database: Database;
let owner: Agent;
let staff: Agent;
let api: ApiFactories;
let app: ReturnType<typeof testApp>;
let now: Date;

/** From one address (X-Forwarded-For, the app trusts one proxy): read the availability, wait 3 s, book. */
function readAvailability(address: string) {
  return request(app)
    .get("/api/public/availability")
    .set("X-Forwarded-For", address)
    .query({ ...stay, childrenAges: "" });
}
const advance = (ms: number) => (now = new Date(now.getTime() + ms));
const book = (address: string, body: object) =>
  request(app).post("/api/public/bookings").set("X-Forwarded-For", address).send(body);

beforeAll(async () => {
  database = await testDatabase();
});

beforeEach(async () => {
  now = new Date("2026-11-26T13:00:00.000Z");
  app = testApp(database, {
    clock: () => now,
    env: { NODE_ENV: "test", TRUST_PROXY: 1, APP_ORIGIN: undefined },
  });
  ({ owner, staff } = await ownerAndStaff(database, app));
  api = apiFactories({ owner, staff });
  await owner
    .put("/api/settings/pousada")
    .send({ nomeFantasia: "Pousada Maré Alta", cidade: "Paraty", uf: "RJ", telefone: "(24) 99988-7766" })
    .expect(200);
  await api.conta({ nome: "Itaú", tipo: "corrente", pixTipo: "email", pixChave: "pix@mare.com.br" });
  await owner
    .put("/api/settings/booking-page")
    .send({ enabled: true, roomTypes: ["standard", "suite"], maxPendingPerPhone: 2 })
    .expect(200);
});

describe("the settings", () => {
  it("are the owner's, and a page turned off is 404 everywhere", async () => {
    expect((await staff.get("/api/settings/booking-page")).status).toBe(403);
    expect((await request(app).get("/api/settings/booking-page")).status).toBe(401);
    const saved = await owner.get("/api/settings/booking-page").expect(200);
    expect(saved.body).toEqual({
      enabled: true,
      roomTypes: ["standard", "suite"],
      maxPendingPerPhone: 2,
    });
    await owner
      .put("/api/settings/booking-page")
      .send({ enabled: false, roomTypes: ["standard"] })
      .expect(200);
    expect((await request(app).get("/api/public/page")).status).toBe(404);
    expect((await readAvailability("10.0.0.1")).status).toBe(404);
    expect((await book("10.0.0.1", bookingBody(1))).status).toBe(404);
  });
});

describe("the offer", () => {
  it("gives each type sold with its quote and never a room id or count", async () => {
    await api.room({ number: "101", pricePerNight: "200.00" });
    await api.room({ number: "102", pricePerNight: "200.00" });
    await api.room({ number: "301", type: "suite", pricePerNight: "400.00" });
    await api.room({ number: "201", type: "deluxe", pricePerNight: "300.00" });
    const res = await readAvailability("10.0.0.1");
    expect(res.status, res.text).toBe(200);
    expect(res.body.map((o: { roomType: string; available: boolean }) => [o.roomType, o.available])).toEqual([
      ["standard", true],
      ["suite", true],
    ]);
    expect(res.body[0].quote.total).toBe("600.00");
    expect(res.body[1].quote.total).toBe("1200.00");
    expect(JSON.stringify(res.body)).not.toMatch(/roomId|"id"|101|102|301/);
    const page = await request(app).get("/api/public/page").expect(200);
    expect(page.body.pousada).toMatchObject({ nome: "Pousada Maré Alta", cidade: "Paraty", telefone: "24999887766" });
    expect(page.body.roomTypes.map((t: { label: string }) => t.label)).toEqual(["Standard", "Suíte"]);
  });
});

describe("a booking", () => {
  it("is a pending reservation at the server's price, with the deposit, a PIX and a token only it opens", async () => {
    const room = await api.room({ number: "101", pricePerNight: "200.00" });
    await readAvailability("10.0.0.2").expect(200);
    advance(3000);
    const res = await book("10.0.0.2", bookingBody(1, { totalAmount: "1.00", price: "1.00", depositAmount: "0.50" }));
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      status: "pending",
      depositAmount: "300.00",
      depositDueAt: "2026-11-27T13:00:03.000Z",
    });
    expect(res.body.code).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(res.body.pix.payload).toContain("br.gov.bcb.pix0115pix@mare.com.br");
    expect(res.body.pix.payload).toContain("5406300.00");
    const [saved] = await database.db.select().from(reservations);
    expect(saved).toMatchObject({
      roomId: room.id,
      status: "pending",
      origem: "site",
      totalAmount: "600.00",
      depositAmount: "300.00",
    });
    // The token is stored hashed, never as sent.
    const [token] = await database.db.select().from(publicBookings);
    expect(token!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(token!.tokenHash).not.toContain(res.body.code);
    // The guest's page: the booking, no CPF.
    const view = await request(app).get(`/api/public/bookings/${res.body.code}`).expect(200);
    expect(view.body).toMatchObject({
      status: "pending",
      paid: false,
      totalAmount: "600.00",
      roomTypeLabel: "Standard",
    });
    expect(JSON.stringify(view.body)).not.toContain(cpfOf("100000001"));
    // Audited with the address.
    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.path, "/api/public/bookings"));
    expect(entry).toMatchObject({ action: "create", ip: "10.0.0.2", userId: null });
  });

  it("answers 404 to a guessed token or a malformed one", async () => {
    await api.room({ number: "101" });
    await readAvailability("10.0.0.3");
    advance(3000);
    const first = await book("10.0.0.3", bookingBody(1)).expect(201);
    expect(first.body.code).toBeTruthy();
    for (const code of [
      "A".repeat(32),
      "abc",
      `${first.body.code}x`,
      first.body.code.toLowerCase().replace(/[a-z]/, "Z"),
    ]) {
      expect((await request(app).get(`/api/public/bookings/${code}`)).status).toBe(404);
    }
  });

  it("comes rendered by the server on the guest's page, the deadline on the pousada's clock; an unknown code does not", async () => {
    await api.room({ number: "101", pricePerNight: "200.00" });
    await readAvailability("10.0.0.4");
    advance(3000);
    const booked = await book("10.0.0.4", bookingBody(4)).expect(201);
    const render = bookingPageRenderer(database.db, () => now);
    const template = '<html><body><div id="root"></div><script type="module" src="/x.js"></script></body></html>';
    const html = await render(`/reservar/c/${booked.body.code}`, template);
    expect(html).toContain("Situação: <strong>Aguardando sinal</strong>");
    expect(html).toContain(`<code class="code">${booked.body.code}</code>`);
    expect(html).toContain("Valor: <strong>R$\u00a0300,00</strong>");
    // São Paulo is UTC-3 all year: the deadline reads three hours behind its UTC time.
    const [saved] = await database.db.select().from(reservations);
    const due = saved!.depositDueAt!;
    const two = (n: number) => String(n).padStart(2, "0");
    const local = new Date(due.getTime() - 3 * 3_600_000);
    expect(html).toContain(
      `até <strong>${two(local.getUTCDate())}/${two(local.getUTCMonth() + 1)}/${local.getUTCFullYear()} às ` +
        `${two(local.getUTCHours())}:${two(local.getUTCMinutes())}</strong>`,
    );
    expect(html).toContain('alt="QR Code PIX do sinal"');
    expect(html).toContain('<script type="module" src="/x.js"></script>');
    expect(html).not.toContain(cpfOf("100000004"));
    expect(html).not.toContain("maria4@example.com");
    expect(await render("/reservar/c/" + "A".repeat(32), template)).toBeUndefined();
    expect(await render("/reservar/c/%E0%A4%A", template)).toBeUndefined();
    expect(await render("/reservar", template)).toBeUndefined();
  });

  it("reuses a guest only with the exact CPF and the same e-mail or phone", async () => {
    await api.room({ number: "101" });
    await api.room({ number: "102" });
    await api.room({ number: "103" });
    const known = await api.guest({
      firstName: "Maria",
      lastName: "Antiga",
      cpf: cpfOf("100000001"),
      email: "maria1@example.com",
    });
    await readAvailability("10.0.0.4");
    advance(3000);
    await book("10.0.0.4", bookingBody(1, { phone: "(21) 90000-0001" })).expect(201);
    // Same CPF, other e-mail and phone: a new guest, without the CPF someone else has.
    await book("10.0.0.4", bookingBody(1, { email: "outra@example.com", phone: "(21) 90000-0002" })).expect(201);
    const rows = await database.db.select().from(reservations);
    const guestIds = rows.map((r) => r.guestId).sort();
    expect(guestIds).toContain(known.id);
    const other = guestIds.find((id) => id !== known.id)!;
    const [newGuest] = await database.db.select().from(guests).where(eq(guests.id, other));
    expect(newGuest).toMatchObject({ cpf: null, email: "outra@example.com", phone: "21900000002" });
  });

  it("the last free room: of 50 at once exactly one gets it, the others hear there is none, no 5xx", async () => {
    await api.room({ number: "101" });
    const addresses = Array.from({ length: 50 }, (_, i) => `10.1.${Math.floor(i / 200)}.${i + 1}`);
    for (const address of addresses) await readAvailability(address).expect(200);
    advance(3000);
    const server = await listening(app);
    try {
      const answers = await Promise.all(
        addresses.map((address, i) =>
          fetch(`${server.base}/api/public/bookings`, {
            method: "POST",
            headers: { "Content-Type": "application/json", "X-Forwarded-For": address },
            body: JSON.stringify(bookingBody(i + 1)),
          }).then(async (res) => ({ status: res.status, body: (await res.json()) as { message?: string } })),
        ),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(49);
      for (const answer of answers.filter((a) => a.status === 409)) {
        expect(answer.body.message).toBe("Não há mais disponibilidade para estas datas");
      }
    } finally {
      await server.close();
    }
    expect(await database.db.select().from(reservations)).toHaveLength(1);
    // The page now says so, without a count.
    const after = await readAvailability("10.0.0.9").expect(200);
    expect(after.body[0]).toMatchObject({ roomType: "standard", available: false, quote: null });
  }, 60_000);
});

describe("the guards", () => {
  it("refuse a filled honeypot and a booking less than 2 s after the availability read, or with none", async () => {
    await api.room({ number: "101" });
    expect((await book("10.0.0.5", bookingBody(1))).status).toBe(400);
    await readAvailability("10.0.0.5");
    advance(1500);
    const early = await book("10.0.0.5", bookingBody(1));
    expect(early.status).toBe(400);
    expect(early.body.message).toBe("Não foi possível concluir a reserva. Confira os dados e tente novamente.");
    advance(1000);
    expect((await book("10.0.0.5", bookingBody(1, { website: "http://spam.example" }))).status).toBe(400);
    expect(await database.db.select().from(reservations)).toHaveLength(0);
    expect((await book("10.0.0.5", bookingBody(1))).status).toBe(201);
  });

  it("limit bookings per address and per phone, and pending bookings per phone", async () => {
    for (const n of [101, 102, 103, 104, 105, 106, 107]) await api.room({ number: String(n) });
    await readAvailability("10.0.0.6");
    advance(3000);
    // Two pending bookings for one phone, then the setting refuses a third.
    const phone = "(21) 91111-2222";
    await book("10.0.0.6", bookingBody(1, { phone })).expect(201);
    await book("10.0.0.6", bookingBody(2, { phone })).expect(201);
    const third = await book("10.0.0.6", bookingBody(3, { phone }));
    expect(third.status).toBe(409);
    expect(third.body.message).toBe(
      "Este celular já tem reservas aguardando o sinal. Pague o sinal delas ou fale com a pousada.",
    );
    // Five attempts an hour with one e-mail.
    for (let i = 4; i <= 5; i++) await book("10.0.0.6", bookingBody(i, { email: "mesmo@example.com" })).expect(201);
    // Ten an hour from one address: this is its sixth ... tenth, then 429.
    for (let i = 6; i <= 10; i++) await book("10.0.0.6", bookingBody(i));
    const refused = await book("10.0.0.6", bookingBody(11));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe("Muitas tentativas. Aguarde alguns minutos e tente novamente.");
  });

  it("refuse a sixth booking with one e-mail from other addresses", async () => {
    for (const n of [101, 102, 103, 104, 105, 106]) await api.room({ number: String(n) });
    for (let i = 1; i <= 6; i++) await readAvailability(`10.2.0.${i}`);
    advance(3000);
    for (let i = 1; i <= 5; i++) {
      const res = await book(
        `10.2.0.${i}`,
        bookingBody(i, { email: "mesmo@example.com", phone: `(21) 9222${i}-0000` }),
      );
      expect(res.status, res.text).not.toBe(429);
    }
    expect((await book("10.2.0.6", bookingBody(6, { email: "mesmo@example.com" }))).status).toBe(429);
  });
});
