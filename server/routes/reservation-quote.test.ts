// One quote, from the server (docs/product.md §15.3, docs/decisions/0054): a reservation is sold at the tarifário's
// quote, keeps its nights as sold, is refused (409) where a restriction closes the stay unless the owner overrides
// (audited; staff 403), and keeps the deposit and policy the quote gave. Figures written out by hand below.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Agent } from "supertest";
import type { ReservationDetails } from "@shared/api/reservations";
import { apiFactories, type ApiFactories } from "../test/factories";
import { ownerAndStaff, testApp, testDatabase } from "../test/harness";
import type { Database } from "../db";

let database: Database;
let owner: Agent;
let staff: Agent;
let api: ApiFactories;
const now = new Date("2026-11-26T13:00:00.000Z");

// Room 101 (standard, for two, R$ 150,00 of its own): the base rate prices it by occupancy, children 5-11 pay R$ 60.
const base = {
  prices: {
    standard: {
      occupancy: ["180.00", "220.00"],
      weekend: ["230.00", "280.00"],
      extraBed: "70.00",
      childBands: [
        { maxAge: 4, price: "0" },
        { maxAge: 11, price: "60.00" },
      ],
    },
  },
};

beforeAll(async () => {
  database = await testDatabase();
});

let roomId: string;
let guestId: string;
beforeEach(async () => {
  const app = testApp(database, { clock: () => now });
  ({ owner, staff } = await ownerAndStaff(database, app));
  api = apiFactories({ owner, staff });
  expect((await owner.put("/api/rates/base").send(base)).status).toBe(200);
  roomId = (await api.room()).id;
  guestId = (await api.guest()).id;
});

// Monday 8 to Thursday 11 March 2027: three weekday nights, no holiday.
const stay = (overrides: Record<string, unknown> = {}) => ({
  guestId,
  roomId,
  checkInDate: "2027-03-08",
  checkOutDate: "2027-03-11",
  adults: 1,
  children: 1,
  childrenAges: [8],
  ...overrides,
});
/** The edit dialog's PUT: the whole form, the guest aside. */
const edit = (id: string, overrides: Record<string, unknown>) => {
  const { guestId: _guest, ...form } = stay(overrides);
  return staff.put(`/api/reservations/${id}`).send(form);
};
const details = async (id: string) =>
  (await staff.get(`/api/reservations/${id}`).expect(200)).body as ReservationDetails;

describe("a reservation sold by the quote", () => {
  it("stores its nights, total, deposit and origin, and is pending until the deposit", async () => {
    const res = await staff.post("/api/reservations").send(stay({ origem: "distancia" }));
    expect(res.status, res.text).toBe(201);
    const made = res.body as ReservationDetails;
    // 1 adult: R$ 180,00 a night; the child of 8 pays the 5-11 band, R$ 60,00 a night: 3 x 180 + 3 x 60 = 720
    expect(made.nights).toEqual([
      { date: "2027-03-08", price: "180.00", rule: "Tarifa base" },
      { date: "2027-03-09", price: "180.00", rule: "Tarifa base" },
      { date: "2027-03-10", price: "180.00", rule: "Tarifa base" },
    ]);
    expect(made.totalAmount).toBe("720.00");
    expect(made.quotedTotal).toBe("720.00");
    expect(made.childrenAges).toEqual([8]);
    expect(made.origem).toBe("distancia");
    // The default deposit: 50% of 720, due 24 hours after the sale
    expect(made.status).toBe("pending");
    expect(made.depositAmount).toBe("360.00");
    expect(new Date(made.depositDueAt!).toISOString()).toBe("2026-11-27T13:00:00.000Z");
  });

  it("keeps its nights when the tarifário changes later", async () => {
    const id = (await api.reservation(stay())).id;
    const dearer = { prices: { standard: { ...base.prices.standard, occupancy: ["500.00", "600.00"] } } };
    expect((await owner.put("/api/rates/base").send(dearer)).status).toBe(200);
    const after = await details(id);
    expect(after.nights.map((n) => n.price)).toEqual(["180.00", "180.00", "180.00"]);
    expect(after.totalAmount).toBe("720.00");
    // A new booking of the same stay pays the new price: 3 x 500 + 3 x 60 = 1680
    const other = await api.room({ number: "102" });
    expect((await api.reservation(stay({ roomId: other.id }))).totalAmount).toBe("1680.00");
  });

  it("is quoted again when its dates change, and a lower total still needs its reason", async () => {
    const id = (await api.reservation(stay())).id;
    // One night more: 4 x 180 + 4 x 60 = 960
    const longer = await edit(id, { checkOutDate: "2027-03-12" });
    expect(longer.status, longer.text).toBe(200);
    expect(longer.body.totalAmount).toBe("960.00");
    expect(longer.body.nights).toHaveLength(4);
    const lower = await edit(id, { checkOutDate: "2027-03-12", totalAmount: "900.00" });
    expect(lower.status).toBe(400);
    expect(lower.body).toEqual({ message: "Informe o motivo do desconto", field: "motivoDesconto" });
    const given = await edit(id, { checkOutDate: "2027-03-12", totalAmount: "900.00", motivoDesconto: "Cliente fiel" });
    expect(given.status, given.text).toBe(200);
    expect(given.body.totalAmount).toBe("900.00");
  });

  it("holds no deposit when the desk confirms it at once", async () => {
    const made = await api.reservation(stay({ status: "confirmed" }));
    expect(made.status).toBe("confirmed");
    expect(made.depositAmount).toBeNull();
    expect(made.depositDueAt).toBeNull();
  });

  it("lets one of two parallel bookings of the same room and nights win", async () => {
    const other = (await api.guest()).id;
    const both = await Promise.all([
      staff.post("/api/reservations").send(stay()),
      staff.post("/api/reservations").send(stay({ guestId: other })),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    const { rows } = await database.pool.query(`SELECT count(*)::int AS n FROM reservation_nights`);
    expect(rows[0].n).toBe(3);
  });
});

describe("restrictions", () => {
  beforeEach(async () => {
    const season = await owner.post("/api/rates/seasons").send({
      name: "Réveillon",
      startDate: "2027-12-28",
      endDate: "2028-01-03",
      priority: 1,
      minStay: 5,
      prices: { standard: { occupancy: ["400.00", "450.00"] } },
    });
    expect(season.status, season.text).toBe(201);
  });
  const shortNewYear = () =>
    stay({ checkInDate: "2027-12-28", checkOutDate: "2027-12-30", children: 0, childrenAges: [] });

  it("answers 409 with the quote's message", async () => {
    const res = await staff.post("/api/reservations").send(shortNewYear());
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Estadia mínima de 5 noites no Réveillon");
    const { rows } = await database.pool.query(`SELECT count(*)::int AS n FROM reservations`);
    expect(rows[0].n).toBe(0);
  });

  it("refuses a date change into a closed stay too", async () => {
    const id = (await api.reservation(stay())).id;
    const res = await edit(id, { checkInDate: "2027-12-28", checkOutDate: "2027-12-30" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Estadia mínima de 5 noites no Réveillon");
    expect((await details(id)).checkInDate).toBe("2027-03-08");
  });

  it("gives way to the owner's override, which the audit log records", async () => {
    const res = await owner.post("/api/reservations").send({ ...shortNewYear(), overrideRestrictions: true });
    expect(res.status, res.text).toBe(201);
    // Two nights of the Réveillon season for one adult: 2 x 400 = 800
    expect(res.body.totalAmount).toBe("800.00");
    expect(res.body.nights.map((n: { rule: string }) => n.rule)).toEqual(["Réveillon", "Réveillon"]);
    const { rows } = await database.pool.query(
      `SELECT details, status FROM audit_log WHERE method = 'POST' AND path = '/api/reservations' AND entity_id = $1`,
      [res.body.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].details.fields).toContain("overrideRestrictions");
  });

  it("is the owner's to override: staff get 403 and nothing is booked", async () => {
    const res = await staff.post("/api/reservations").send({ ...shortNewYear(), overrideRestrictions: true });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Só o proprietário pode reservar apesar das restrições do tarifário");
    const { rows } = await database.pool.query(`SELECT count(*)::int AS n FROM reservations`);
    expect(rows[0].n).toBe(0);
  });
});
