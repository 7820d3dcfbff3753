// GET /api/reservations/:id/cancellation-proposal (docs/product.md §10.7, decision 0056): the split the stay's policy
// gives for the days left, the 7-day withdrawal right of a distance sale, the tarifário's default policy for a stay
// sold without one. The clock is fixed: "today" at the pousada is 10 March 2030. Creation does not fill the origin
// and the policy snapshot here: the tests write them as the quote would.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Agent } from "supertest";
import type { CancellationProposal } from "@shared/api/cancellation-proposal";
import type { GuestCredits } from "@shared/api/credits";
import { apiFactories, type ApiFactories } from "../test/factories";
import { ownerAndStaff, testApp, testDatabase } from "../test/harness";
import type { Database } from "../db";

let database: Database;
let owner: Agent;
let staff: Agent;
let api: ApiFactories;
let guestId: string;
let roomId: string;

const LADDER = [
  { daysBefore: 30, refundPercent: 50, creditPercent: 40 },
  { daysBefore: 15, refundPercent: 80, creditPercent: 0 },
];

beforeAll(async () => {
  database = await testDatabase();
});

beforeEach(async () => {
  const app = testApp(database, { clock: () => new Date("2030-03-10T15:00:00.000Z") });
  ({ owner, staff } = await ownerAndStaff(database, app));
  api = apiFactories({ owner, staff });
  const contaId = (await owner.post("/api/contas-bancarias").send({ nome: "Itaú", tipo: "corrente" }).expect(201)).body
    .id;
  guestId = (await api.guest({ firstName: "Ana", lastName: "Souza" })).id;
  roomId = (await api.room({ number: "101", pricePerNight: "100.00" })).id;
  pay = (id) =>
    staff
      .post("/api/payments")
      .send({ reservationId: id, amount: "200,00", method: "pix", contaBancariaId: contaId })
      .expect(201);
});

let pay: (id: string) => Promise<unknown>;

/** A stay of two nights from `checkInDate`, R$ 200,00 paid, sold with `sale` (origin, policy, when it was made). */
async function stay(checkInDate: string, sale: { origem?: string; policy?: object; createdAt?: string } = {}) {
  const checkOutDate = new Date(Date.parse(`${checkInDate}T00:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
  const { id } = await api.reservation({
    guestId,
    roomId,
    checkInDate,
    checkOutDate,
    status: "confirmed",
    notes: null,
  });
  await pay(id);
  await database.pool.query(
    `UPDATE reservations SET origem = $2, cancellation_policy = $3::jsonb, created_at = $4 WHERE id = $1`,
    [
      id,
      sale.origem ?? "balcao",
      sale.policy ? JSON.stringify(sale.policy) : null,
      sale.createdAt ?? "2030-02-01T15:00Z",
    ],
  );
  return id as string;
}

const proposal = async (id: string, query = "") =>
  (await staff.get(`/api/reservations/${id}/cancellation-proposal${query}`).expect(200)).body as CancellationProposal;

describe("GET /api/reservations/:id/cancellation-proposal", () => {
  it("gives the split of the stay's own policy 45 days before arrival; the credit letter lasts the policy's months", async () => {
    const id = await stay("2030-04-24", { policy: { name: "Verão", rows: LADDER, creditMonths: 3 } });
    const p = await proposal(id);
    expect(p).toMatchObject({
      paid: "200.00",
      reembolso: "100.00",
      credito: "80.00",
      multa: "20.00",
      daysBefore: 45,
      source: "reservation",
      withdrawal: false,
      creditMonths: 3,
      row: { daysBefore: 30, refundPercent: 50, creditPercent: 40 },
    });
    // The clerk confirms it as proposed: the credit letter is valid until 10 June 2030 (3 months, not Geral's 12).
    await staff
      .put(`/api/reservations/${id}`)
      .send({ status: "cancelled", destinoPagamentos: { reembolso: "100,00", credito: "80,00", multa: "20,00" } })
      .expect(200);
    const credits = (await staff.get(`/api/guests/${guestId}/credits`).expect(200)).body as GuestCredits;
    expect(credits.credits.map((c) => [c.amount, c.expiresOn])).toEqual([["80.00", "2030-06-10"]]);
  });

  it("gives everything back to a distance sale cancelled 3 days after it was made (CDC art. 49)", async () => {
    const id = await stay("2030-03-14", {
      origem: "site",
      policy: { name: "Verão", rows: LADDER, creditMonths: 3 },
      createdAt: "2030-03-07T18:00Z",
    });
    const p = await proposal(id);
    expect([p.reembolso, p.credito, p.multa, p.withdrawal]).toEqual(["200.00", "0.00", "0.00", true]);
    expect(p.explanation).toContain("art. 49");
    // A no-show is no withdrawal: 4 days before arrival, under the last row, the policy keeps it all.
    const noShow = await proposal(id, "?status=no_show");
    expect([noShow.reembolso, noShow.multa, noShow.withdrawal]).toEqual(["0.00", "200.00", false]);
  });

  it("falls back to the tarifário's default policy for a stay sold without one, and to a full refund with none", async () => {
    const id = await stay("2030-03-30");
    const none = await proposal(id);
    expect([none.source, none.reembolso, none.multa, none.policy]).toEqual(["none", "200.00", "0.00", null]);

    const policy = await owner
      .post("/api/rates/policies")
      .send({ name: "Padrão", rows: LADDER, creditMonths: 6 })
      .expect(201);
    await owner.put("/api/rates/settings").send({ defaultPolicyId: policy.body.id }).expect(200);
    const p = await proposal(id);
    expect([p.source, p.daysBefore, p.reembolso, p.credito, p.multa]).toEqual([
      "default",
      20,
      "160.00",
      "0.00",
      "40.00",
    ]);
  });

  it("answers 404 for an unknown stay, 400 for a bad status, 401 without a session", async () => {
    const missing = await staff.get("/api/reservations/00000000-0000-4000-8000-000000000000/cancellation-proposal");
    expect(missing.status).toBe(404);
    const id = await stay("2030-04-24");
    const bad = await staff.get(`/api/reservations/${id}/cancellation-proposal?status=completed`);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Status inválido");
    const { default: request } = await import("supertest");
    const anonymous = await request(testApp(database)).get(`/api/reservations/${id}/cancellation-proposal`);
    expect(anonymous.status).toBe(401);
  });
});
