// Discounts are the owner's decision (docs/product.md §7.6): a total below nights x price needs a reason; staff stay
// within the limit set in Configurações > Geral (10% by default, the limit itself allowed); the bill shows the
// discount as its own line; the audit records the reason.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Agent } from "supertest";
import type { AuditEntryView } from "@shared/api/audit";
import type { Folio } from "@shared/api/payments";
import { apiFactories } from "../test/factories";
import { ownerAndStaff, testApp, testDatabase } from "../test/harness";
import type { Database } from "../db";

let database: Database;
let owner: Agent;
let staff: Agent;
let stay: { guestId: string; roomId: string; checkInDate: string; checkOutDate: string };

const TOO_MUCH_10 = "Desconto acima do permitido para funcionários (10%). Peça ao proprietário.";

beforeAll(async () => {
  database = await testDatabase();
});

/** Room 101 at R$ 350,00 a night, 2 nights: R$ 700,00 before any discount; 10% of it is R$ 70,00. */
beforeEach(async () => {
  const app = testApp(database, { clock: () => new Date("2029-03-01T10:00:00-03:00") });
  ({ owner, staff } = await ownerAndStaff(database, app));
  const api = apiFactories({ owner, staff });
  const guestId = (await api.guest()).id;
  const roomId = (await api.room({ number: "101", pricePerNight: "350.00" })).id;
  stay = { guestId, roomId, checkInDate: "2029-03-10", checkOutDate: "2029-03-12" };
});

const book = (agent: Agent, body: Record<string, unknown>) =>
  agent.post("/api/reservations").send({ ...stay, status: "confirmed", ...body });

describe("a reservation's discount", () => {
  it("needs a reason whenever the total is below nights x price", async () => {
    const res = await book(owner, { totalAmount: "699,99" });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Informe o motivo do desconto");
    // The full price needs none, and keeps none.
    const full = await book(staff, { totalAmount: "700,00", motivoDesconto: "Cliente antigo" }).expect(201);
    expect(full.body).toMatchObject({ totalAmount: "700.00", motivoDesconto: null });
  });

  it("lets staff give up to the owner's limit (R$ 630,00 is exactly 10%), not a centavo more", async () => {
    const over = await book(staff, { totalAmount: "629,99", motivoDesconto: "Cliente antigo" });
    expect(over.status).toBe(403);
    expect(over.body.message).toBe(TOO_MUCH_10);
    const atLimit = await book(staff, { totalAmount: "630,00", motivoDesconto: "Cliente antigo" }).expect(201);
    expect(atLimit.body).toMatchObject({ totalAmount: "630.00", motivoDesconto: "Cliente antigo" });
  });

  it("lets the owner give any discount, and staff more once the owner raises the limit", async () => {
    await book(owner, { totalAmount: "1,00", motivoDesconto: "Permuta" }).expect(201);

    await owner
      .put("/api/settings")
      .send({ ...(await geral()), staffDiscountLimitPercent: 20 })
      .expect(200);
    expect((await geral()).staffDiscountLimitPercent).toBe(20);
    // 20% of 700,00 is 140,00: 560,00 is the floor.
    const other = { checkInDate: "2029-04-10", checkOutDate: "2029-04-12" };
    await book(staff, { ...other, totalAmount: "560,00", motivoDesconto: "Grupo" }).expect(201);
    const later = { checkInDate: "2029-05-10", checkOutDate: "2029-05-12" };
    const over = await book(staff, { ...later, totalAmount: "559,99", motivoDesconto: "Grupo" });
    expect(over.status).toBe(403);
    expect(over.body.message).toBe("Desconto acima do permitido para funcionários (20%). Peça ao proprietário.");
  });

  it("refuses staff an edit to R$ 1,00 (403); the owner's edit is audited with its reason", async () => {
    const booked = (await book(staff, {}).expect(201)).body as { id: string; totalAmount: string };
    expect(booked.totalAmount).toBe("700.00");
    const edit = { ...stay, guestId: undefined, totalAmount: "1,00", motivoDesconto: "Cortesia" };
    const refused = await staff.put(`/api/reservations/${booked.id}`).send(edit);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(TOO_MUCH_10);

    await owner.put(`/api/reservations/${booked.id}`).send(edit).expect(200);
    const [update] = (await owner.get("/api/audit").query({ kind: "update", entity: "reservation" }).expect(200))
      .body as AuditEntryView[];
    expect(update!.details!.changes).toEqual([
      { field: "totalAmount", from: "R$\u00a0700,00", to: "R$\u00a01,00" },
      { field: "motivoDesconto", from: null, to: "Cortesia" },
    ]);
    // Staff may still edit the notes of the discounted stay: its discount stands as the owner gave it.
    await staff
      .put(`/api/reservations/${booked.id}`)
      .send({ ...edit, motivoDesconto: undefined, notes: "Chega tarde" })
      .expect(200);
  });

  it("shows the discount on the bill as its own line", async () => {
    const booked = (await book(staff, { totalAmount: "650,00", motivoDesconto: "Cliente antigo" }).expect(201))
      .body as { id: string };
    const folio = (await staff.get(`/api/reservations/${booked.id}/folio`).expect(200)).body as Folio;
    expect(
      folio.lines.map(({ kind, description, quantity, unitPrice, total }) => ({
        kind,
        description,
        quantity,
        unitPrice,
        total,
      })),
    ).toEqual([
      {
        kind: "diarias",
        description: "Diárias - Quarto 101 (Standard)",
        quantity: 2,
        unitPrice: "350.00",
        total: "700.00",
      },
      { kind: "desconto", description: "Desconto: Cliente antigo", quantity: 1, unitPrice: "-50.00", total: "-50.00" },
    ]);
    expect(folio.total).toBe("650.00");
  });
});

async function geral() {
  return (await owner.get("/api/settings").expect(200)).body.geral as Record<string, unknown>;
}
