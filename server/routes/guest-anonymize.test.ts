// Anonymising a guest (docs/product.md §18): refused while a stay is open or booked or a hold applies, the owner's
// only; afterwards every report answers the same figures and no column of any table holds the guest's data, the
// audit log included (it keeps the guest's id).
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Agent } from "supertest";
import { eq } from "drizzle-orm";
import { guests } from "@shared/schema/guests";
import type { Guest } from "@shared/api/guests";
import { apiFactories, type ApiFactories } from "../test/factories";
import { storedDocument } from "../test/documents";
import { occurrencesOf } from "../test/personal-data-scan";
import { ownerAndStaff, testApp, testDatabase, testFiles } from "../test/harness";
import type { Database } from "../db";
import type { ObjectStorage } from "../files/object-storage";

let database: Database;
let owner: Agent;
let staff: Agent;
let api: ApiFactories;
let files: ObjectStorage;
let now = new Date("2030-03-10T15:00:00.000Z");

const GENOVEVA = {
  firstName: "Genoveva",
  lastName: "Quintanilha",
  email: "genoveva.q@example.com",
  phone: "(11) 98765-4321",
  cpf: "529.982.247-25",
  address: "Rua das Hortênsias, 42, Paraty",
  birthDate: "1990-05-17",
  notes: "Alérgica a camarão",
  tags: ["vip-genoveva"],
};

beforeAll(async () => {
  database = await testDatabase();
});

beforeEach(async () => {
  now = new Date("2030-03-10T15:00:00.000Z");
  files = testFiles(database).files;
  const app = testApp(database, { clock: () => now, files });
  ({ owner, staff } = await ownerAndStaff(database, app));
  api = apiFactories({ owner, staff });
});

/** Genoveva with everything filled in, a stay of 10 to 13 March 2030 (3 x R$ 150,00) checked in. */
async function genovevaStaying() {
  const documentPhotoUrl = await storedDocument(staff);
  const guest = await api.guest({ ...GENOVEVA, documentPhotoUrl });
  const room = await api.room();
  const reservation = await api.reservation({
    guestId: guest.id,
    roomId: room.id,
    checkInDate: "2030-03-10",
    checkOutDate: "2030-03-13",
    numberOfGuests: 1,
    status: "confirmed",
    notes: "Genoveva Quintanilha chega de ônibus",
  });
  const stay = await api.checkIn(reservation.id);
  return { guest, room, reservation, stay, documentPhotoUrl };
}

const anonymize = (id: string, agent = owner) => agent.post(`/api/guests/${id}/anonymize`);

describe("POST /api/guests/:id/anonymize", () => {
  it("is the owner's, and refuses while the guest stays or has a booking, saying why", async () => {
    const { guest, stay } = await genovevaStaying();
    expect((await anonymize(guest.id, staff)).status).toBe(403);
    const open = await anonymize(guest.id);
    expect(open.status).toBe(409);
    expect(open.body.message).toBe("Não é possível anonimizar: o hóspede está hospedado. Faça o check-out antes.");

    const booked = await api.guest({ firstName: "Bruno", lastName: "Lima" });
    await api.reservation({
      guestId: booked.id,
      roomId: (await api.room({ number: "102" })).id,
      checkInDate: "2030-04-01",
      checkOutDate: "2030-04-03",
      numberOfGuests: 1,
      status: "pending",
      notes: null,
    });
    const future = await anonymize(booked.id);
    expect(future.status).toBe(409);
    expect(future.body.message).toBe("Não é possível anonimizar: o hóspede tem uma reserva pendente ou confirmada.");

    now = new Date("2030-03-13T14:00:00.000Z");
    await api.checkOut(stay.id);
    expect((await anonymize(guest.id)).status).toBe(204);
    const again = await anonymize(guest.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("Este hóspede já foi anonimizado.");
    // Nor can the record be filled in again from the register's form (it has no celular any more).
    const refill = await owner.put(`/api/guests/${guest.id}`).send({ firstName: "Ana", lastName: "Souza", phone: "" });
    expect(refill.status).toBe(409);
    expect(refill.body.message).toBe(
      "Este hóspede foi anonimizado: os dados pessoais não podem ser preenchidos de novo.",
    );
    expect((await anonymize("00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });

  it("refuses while a hold on the guest's data applies, naming its reason; a hold past its day does not", async () => {
    const guest = await api.guest({ firstName: "Carla", lastName: "Dias" });
    await database.db
      .update(guests)
      .set({ retentionHoldReason: "Processo judicial 123", retentionHoldUntil: "2030-03-10" })
      .where(eq(guests.id, guest.id));
    const held = await anonymize(guest.id);
    expect(held.status).toBe(409);
    expect(held.body.message).toBe("Não é possível anonimizar: os dados estão retidos (Processo judicial 123).");
    now = new Date("2030-03-11T15:00:00.000Z");
    expect((await anonymize(guest.id)).status).toBe(204);
  });

  it("answers two owners at once once: one anonymises, the other is told it is done", async () => {
    const guest = await api.guest({ firstName: "Davi", lastName: "Reis" });
    const answers = await Promise.all([anonymize(guest.id), anonymize(guest.id), anonymize(guest.id)]);
    expect(answers.map((res) => res.status).sort()).toEqual([204, 409, 409]);
  });

  it("keeps every report figure and leaves none of the guest's data in any column of any table", async () => {
    const { guest, reservation, stay, documentPhotoUrl } = await genovevaStaying();
    const other = await api.guest({ firstName: "Bruno", lastName: "Lima", email: "bruno@example.com" });
    // Changes the audit log records: the phone and the address, and a second e-mail she later corrected.
    await staff
      .put(`/api/guests/${guest.id}`)
      .send({ ...GENOVEVA, email: "genoveva.velho@example.com" })
      .expect(200);
    await staff
      .put(`/api/guests/${guest.id}`)
      .send({ ...GENOVEVA, documentPhotoUrl })
      .expect(200);
    const conta = await api.conta({ nome: "Caixa", tipo: "corrente" });
    const product = (
      await staff
        .post("/api/products")
        .send({ name: "Água", category: "beverage", price: 500, stock: "10", isActive: true })
        .expect(201)
    ).body;
    await staff
      .post("/api/product-consumption")
      .send({ reservationId: reservation.id, productId: product.id, quantity: 2 })
      .expect(201);
    const paid = await staff
      .post("/api/payments")
      .send({ reservationId: reservation.id, amount: "300.00", method: "pix", contaBancariaId: conta.id })
      .expect(201);
    await owner
      .post(`/api/payments/${paid.body.id}/refunds`)
      .send({ amount: "20.00", reason: "Devolução" })
      .expect(201);
    const objectId = documentPhotoUrl.split("/").pop()!;
    await owner.get(`/api/objects/${objectId}`).expect(200);
    now = new Date("2030-03-13T14:00:00.000Z");
    await api.checkOut(stay.id);

    const reports = async () => {
      const period = "from=2030-03-01&to=2030-03-31";
      const paths = ["summary", "financeiro", "ocupacao", "pagamentos", "hospedes"].map(
        (name) => `/api/reports/${name}?${period}`,
      );
      paths.push("/api/dashboard/stats", "/api/dashboard/revenue?days=30", `/api/reservations/${reservation.id}/folio`);
      const answers: Record<string, unknown> = {};
      for (const path of paths) answers[path] = (await owner.get(path).expect(200)).body;
      return answers;
    };
    const before = await reports();
    expect(await occurrencesOf(database, ["Quintanilha"])).not.toEqual([]);

    expect((await anonymize(guest.id)).status).toBe(204);

    // Every answer as before, but for the name, now her initials, the bill's masked CPF and phone, now empty, and the
    // register's count of guests with an e-mail.
    const after = await reports();
    const renamed = JSON.parse(
      JSON.stringify(before)
        .replaceAll("Genoveva Quintanilha", "G. Q.")
        .replaceAll('"Genoveva"', '"G."')
        .replaceAll('"Quintanilha"', '"Q."')
        .replaceAll('"***.982.247-**"', "null")
        .replaceAll('"11987654321"', "null"),
    );
    const hospedes = "/api/reports/hospedes?from=2030-03-01&to=2030-03-31";
    expect((before[hospedes] as { guestsWithEmail: number }).guestsWithEmail).toBe(2);
    expect((after[hospedes] as { guestsWithEmail: number }).guestsWithEmail).toBe(1);
    (renamed[hospedes] as { guestsWithEmail: number }).guestsWithEmail = 1;
    expect(after).toEqual(renamed);

    const stored = (await owner.get("/api/guests").expect(200)).body.find((g: Guest) => g.id === guest.id);
    expect(stored).toMatchObject({
      firstName: "G.",
      lastName: "Q.",
      email: null,
      phone: null,
      cpf: null,
      address: null,
      birthDate: null,
      documentPhotoUrl: null,
      notes: null,
      tags: [],
    });
    expect(await files.read(documentPhotoUrl)).toBeUndefined();

    const identifiers = [
      "Genoveva",
      "Quintanilha",
      "genoveva.q@example.com",
      "genoveva.velho",
      "11987654321",
      "98765-4321",
      "52998224725",
      "529.982.247-25",
      "982.247",
      "Hortênsias",
      "1990-05-17",
      "17/05/1990",
      "camarão",
      "vip-genoveva",
    ];
    expect(await occurrencesOf(database, identifiers)).toEqual([]);
    // The audit keeps which guest: her id, on the changes and on the anonymisation itself.
    const { rows } = await database.pool.query<{ action: string; path: string }>(
      "SELECT action, path FROM audit_log WHERE entity = 'guest' AND entity_id = $1 ORDER BY at, path",
      [guest.id],
    );
    expect(rows.map((row) => row.path)).toContain(`/api/guests/${guest.id}/anonymize`);
    // The document's view keeps the deleted file's id and the guest's, as ids and nothing else.
    const views = await database.pool.query<{ details: unknown }>(
      "SELECT details FROM audit_log WHERE entity = 'guest-document' AND action = 'view' AND entity_id = $1",
      [objectId],
    );
    expect(views.rows).toEqual([{ details: { guestId: guest.id } }]);
    const other2 = (await owner.get("/api/guests").expect(200)).body.find((g: Guest) => g.id === other.id);
    expect(other2).toMatchObject({ firstName: "Bruno", lastName: "Lima", email: "bruno@example.com" });
  });
});
