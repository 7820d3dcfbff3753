// A guest's rights besides anonymisation (docs/product.md §18): the export of everything held, the request log with
// its 15-day deadline, the hold, the consents per channel, and the owner's view of who looked.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Agent } from "supertest";
import { apiFactories, type ApiFactories } from "../test/factories";
import { storedDocument } from "../test/documents";
import { ownerAndStaff, testApp, testDatabase } from "../test/harness";
import type { Database } from "../db";

let database: Database;
let owner: Agent;
let staff: Agent;
let api: ApiFactories;
let now = new Date("2030-03-10T15:00:00.000Z");

beforeAll(async () => {
  database = await testDatabase();
});

beforeEach(async () => {
  now = new Date("2030-03-10T15:00:00.000Z");
  const app = testApp(database, { clock: () => now });
  ({ owner, staff } = await ownerAndStaff(database, app));
  api = apiFactories({ owner, staff });
});

describe("GET /api/guests/:id/data-export", () => {
  it("holds the guest's registration, stays, bills, payments, documents, consents and requests", async () => {
    const documentPhotoUrl = await storedDocument(staff);
    const guest = await api.guest({ firstName: "Helena", lastName: "Prado", cpf: "52998224725", documentPhotoUrl });
    const room = await api.room();
    const reservation = await api.reservation({
      guestId: guest.id,
      roomId: room.id,
      checkInDate: "2030-03-10",
      checkOutDate: "2030-03-12",
      numberOfGuests: 1,
      status: "confirmed",
      notes: null,
    });
    await api.checkIn(reservation.id);
    const conta = await api.conta({ nome: "Caixa", tipo: "corrente" });
    await staff
      .post("/api/payments")
      .send({ reservationId: reservation.id, amount: "100.00", method: "cash", contaBancariaId: conta.id })
      .expect(201);
    await staff
      .put(`/api/guests/${guest.id}/consents`)
      .send({ channel: "whatsapp", granted: true, source: "Balcão" })
      .expect(200);
    await staff.post(`/api/guests/${guest.id}/lgpd-requests`).send({ kind: "acesso" }).expect(201);

    const res = await staff.get(`/api/guests/${guest.id}/data-export`).expect(200);
    const body = res.body;
    expect(body.guest).toMatchObject({ id: guest.id, firstName: "Helena", lastName: "Prado", cpf: "52998224725" });
    expect(body.documents).toEqual([{ kind: "Foto do documento", path: documentPhotoUrl }]);
    expect(body.reservations).toHaveLength(1);
    expect(body.reservations[0]).toMatchObject({ id: reservation.id, totalAmount: "300.00" });
    expect(body.stays).toHaveLength(1);
    expect(body.payments.map((p: { amount: string }) => p.amount)).toEqual(["100.00"]);
    expect(body.consents).toEqual({ whatsapp: { granted: true, source: "Balcão", at: "2030-03-10T15:00:00.000Z" } });
    expect(body.requests).toMatchObject([{ kind: "acesso", requestedOn: "2030-03-10", dueOn: "2030-03-25" }]);
    const download = await staff.get(`/api/guests/${guest.id}/data-export?download`).expect(200);
    expect(download.headers["content-disposition"]).toBe(`attachment; filename=dados-hospede-${guest.id}.json`);

    // Every table that refers to a guest is in the export (a new one must be added to it).
    const { rows } = await database.pool.query<{ table: string }>(`
      SELECT DISTINCT tc.table_name AS table FROM information_schema.table_constraints tc
      JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name
      WHERE tc.constraint_type = 'FOREIGN KEY' AND ccu.table_name = 'guests' ORDER BY 1`);
    const exportedAs: Record<string, string> = {
      check_in_out: "stays",
      fnrh_guests: "register.sent",
      guest_credits: "credits",
      guest_sensitive_data: "register.sensitive",
      lgpd_requests: "requests",
      minor_authorisations: "register.minorAuthorisations",
      payments: "payments",
      product_consumption: "consumption",
      reservation_guests: "companions",
      reservations: "reservations",
    };
    expect(rows.map((row) => row.table)).toEqual(Object.keys(exportedAs));
    for (const key of Object.values(exportedAs)) expect(body).toHaveProperty(key);
  });

  it("is audited as an export of that guest, and answers 404 for an unknown one", async () => {
    const guest = await api.guest();
    await staff.get(`/api/guests/${guest.id}/data-export`).expect(200);
    await staff.get("/api/guests/00000000-0000-4000-8000-000000000000/data-export").expect(404);
    const log = await owner.get(`/api/guests/${guest.id}/access-log`).expect(200);
    expect(log.body).toHaveLength(2);
    expect(log.body[0]).toMatchObject({ action: "export", path: `/api/guests/${guest.id}/data-export` });
    expect(log.body[1]).toMatchObject({ action: "create", path: "/api/guests" });
  });
});

describe("the guest's access history", () => {
  it("shows the owner who opened the guest's document, with the guest's id; staff may not read it", async () => {
    const documentPhotoUrl = await storedDocument(staff);
    const guest = await api.guest({ documentPhotoUrl });
    await staff.get(`/api/objects/${documentPhotoUrl.split("/").pop()}`).expect(200);
    await staff.get(`/api/guests/${guest.id}/access-log`).expect(403);
    const log = (await owner.get(`/api/guests/${guest.id}/access-log`).expect(200)).body;
    expect(log[0]).toMatchObject({ action: "view", entity: "guest-document", userEmail: expect.stringContaining("@") });
  });
});

describe("requests, hold and consents", () => {
  it("logs a request with its 15-day deadline and answers it once", async () => {
    const guest = await api.guest();
    const created = await staff
      .post(`/api/guests/${guest.id}/lgpd-requests`)
      .send({ kind: "anonimizacao", requestedOn: "2030-02-20" })
      .expect(201);
    expect(created.body).toMatchObject({ requestedOn: "2030-02-20", dueOn: "2030-03-07", answeredAt: null });
    const bad = await staff.post(`/api/guests/${guest.id}/lgpd-requests`).send({ kind: "apagar" }).expect(400);
    expect(bad.body.message).toBe("Tipo de pedido inválido");
    const path = `/api/guests/${guest.id}/lgpd-requests/${created.body.id}/answer`;
    expect((await staff.post(path).expect(200)).body.answeredAt).toBe("2030-03-10T15:00:00.000Z");
    now = new Date("2030-03-11T15:00:00.000Z");
    expect((await staff.post(path).expect(200)).body.answeredAt).toBe("2030-03-10T15:00:00.000Z");
  });

  it("lets the owner hold a guest's data with a reason, audited, and lift it", async () => {
    const guest = await api.guest();
    await staff.put(`/api/guests/${guest.id}/retention-hold`).send({ reason: "Processo" }).expect(403);
    const bad = await owner.put(`/api/guests/${guest.id}/retention-hold`).send({ reason: "" }).expect(400);
    expect(bad.body.message).toBe("Informe o motivo");
    await owner.put(`/api/guests/${guest.id}/retention-hold`).send({ reason: "Processo 42", until: null }).expect(204);
    expect((await owner.post(`/api/guests/${guest.id}/anonymize`)).status).toBe(409);
    const audit = await database.pool.query<{ details: { changes: unknown[] } }>(
      "SELECT details FROM audit_log WHERE entity_id = $1 AND path LIKE '%retention-hold' AND status = 204",
      [guest.id],
    );
    expect(audit.rows[0]!.details.changes).toEqual([{ field: "retentionHoldReason", from: null, to: "Processo 42" }]);
    await owner.delete(`/api/guests/${guest.id}/retention-hold`).expect(204);
    expect((await owner.post(`/api/guests/${guest.id}/anonymize`)).status).toBe(204);
  });

  it("keeps both channels' consents when two are saved at once", async () => {
    const guest = await api.guest();
    await Promise.all([
      staff.put(`/api/guests/${guest.id}/consents`).send({ channel: "email", granted: true, source: "Ficha" }),
      staff.put(`/api/guests/${guest.id}/consents`).send({ channel: "whatsapp", granted: false, source: "Balcão" }),
    ]);
    const held = (await staff.get(`/api/guests/${guest.id}/data-export`).expect(200)).body.consents;
    expect(Object.keys(held).sort()).toEqual(["email", "whatsapp"]);
    expect(held.email.granted).toBe(true);
    expect(held.whatsapp.granted).toBe(false);
  });
});
