// Configurações > Tarifário's editors (docs/product.md §15.3): a restriction and a cancellation policy changed in
// place by the owner (staff 403), bad input a Portuguese 400, an unknown id 404, and the quote reading the change.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Agent } from "supertest";
import type { Quote, RateRestrictionView } from "@shared/api/rates";
import { apiFactories, type ApiFactories } from "../test/factories";
import { ownerAndStaff, testApp, testDatabase } from "../test/harness";
import type { Database } from "../db";

let database: Database;
let owner: Agent;
let staff: Agent;
let api: ApiFactories;

beforeAll(async () => {
  database = await testDatabase();
});

beforeEach(async () => {
  const app = testApp(database, { clock: () => new Date("2026-11-26T13:00:00.000Z") });
  ({ owner, staff } = await ownerAndStaff(database, app));
  api = apiFactories({ owner, staff });
});

const MISSING = "00000000-0000-4000-8000-000000000000";
const carnaval = { startDate: "2027-02-05", endDate: "2027-02-10", minStay: 4 };

describe("PUT /api/rates/restrictions/:id", () => {
  it("lets the owner change a restriction, and the quote reads the new one", async () => {
    const room = await api.room({ number: "101", type: "standard", pricePerNight: "200.00" });
    const created = (await owner.post("/api/rates/restrictions").send(carnaval).expect(201))
      .body as RateRestrictionView;
    const stay = { roomId: room.id, checkInDate: "2027-02-06", checkOutDate: "2027-02-09", adults: "2" };
    const before = (await staff.get("/api/rates/quote").query(stay).expect(200)).body as Quote;
    expect(before.restrictions).toEqual([
      { code: "min_stay", message: "Estadia mínima de 4 noites para a noite de sábado, 06/02/2027" },
    ]);

    expect((await staff.put(`/api/rates/restrictions/${created.id}`).send(carnaval)).status).toBe(403);
    const changed = await owner
      .put(`/api/rates/restrictions/${created.id}`)
      .send({ ...carnaval, roomType: "standard", minStay: null, weekdays: [6], closedToArrival: true });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toEqual({
      id: created.id,
      roomType: "standard",
      startDate: "2027-02-05",
      endDate: "2027-02-10",
      weekdays: [6],
      minStay: null,
      maxStay: null,
      closedToArrival: true,
      closedToDeparture: false,
      stopSell: false,
    });
    // 6 February 2027 is a Saturday: arrival closed; three nights are enough now.
    const after = (await staff.get("/api/rates/quote").query(stay).expect(200)).body as Quote;
    expect(after.restrictions).toEqual([{ code: "closed_to_arrival", message: "Entrada fechada em 06/02/2027" }]);
  });

  it("answers 400 in Portuguese for bad input and 404 for an unknown restriction; parallel edits leave one", async () => {
    const created = (await owner.post("/api/rates/restrictions").send(carnaval).expect(201))
      .body as RateRestrictionView;
    const bad = await owner.put(`/api/rates/restrictions/${created.id}`).send({ ...carnaval, minStay: 5, maxStay: 3 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("A estadia máxima deve ser maior que a mínima");
    const missing = await owner.put(`/api/rates/restrictions/${MISSING}`).send(carnaval);
    expect([missing.status, missing.body.message]).toEqual([404, "Restrição não encontrada"]);

    const edits = await Promise.all(
      [2, 3, 5].map((minStay) => owner.put(`/api/rates/restrictions/${created.id}`).send({ ...carnaval, minStay })),
    );
    expect(edits.map((r) => r.status)).toEqual([200, 200, 200]);
    const view = (await staff.get("/api/rates").expect(200)).body as { restrictions: RateRestrictionView[] };
    expect(view.restrictions).toHaveLength(1);
    expect([2, 3, 5]).toContain(view.restrictions[0]!.minStay);
  });
});

describe("PUT /api/rates/policies/:id", () => {
  it("lets the owner change a policy's ladder and months; staff are refused", async () => {
    const rows = [{ daysBefore: 30, refundPercent: 90, creditPercent: 0 }];
    const policy = (
      await owner.post("/api/rates/policies").send({ name: "Padrão", rows, creditMonths: 12 }).expect(201)
    ).body as { id: string };
    const next = {
      name: "Padrão 2027",
      rows: [
        { daysBefore: 15, refundPercent: 80, creditPercent: 0 },
        { daysBefore: 30, refundPercent: 90, creditPercent: 0 },
        { daysBefore: 7, refundPercent: 0, creditPercent: 100 },
      ],
      creditMonths: 6,
    };
    expect((await staff.put(`/api/rates/policies/${policy.id}`).send(next)).status).toBe(403);
    const saved = await owner.put(`/api/rates/policies/${policy.id}`).send(next);
    expect(saved.status, saved.text).toBe(200);
    // The ladder is kept most days first.
    expect(saved.body).toEqual({
      id: policy.id,
      name: "Padrão 2027",
      rows: [
        { daysBefore: 30, refundPercent: 90, creditPercent: 0 },
        { daysBefore: 15, refundPercent: 80, creditPercent: 0 },
        { daysBefore: 7, refundPercent: 0, creditPercent: 100 },
      ],
      creditMonths: 6,
    });
    const over = await owner
      .put(`/api/rates/policies/${policy.id}`)
      .send({ ...next, rows: [{ daysBefore: 1, refundPercent: 60, creditPercent: 50 }] });
    expect([over.status, over.body.message]).toEqual([400, "Reembolso mais crédito passam de 100%"]);
  });
});
