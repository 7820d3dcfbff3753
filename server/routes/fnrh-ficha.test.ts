// The FNRH's guest data and the check-in's ficha (docs/product.md §19): the register's fields on the guest, the
// sensitive ones kept out of every ordinary read, list and audit entry, the minors' authorisation (ECA art. 82) and
// the completeness check in 'bloquear' and 'avisar'. The clock is fixed at noon, 10 March 2030, in São Paulo.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Agent } from "supertest";
import { sql } from "drizzle-orm";
import type { FichaView } from "@shared/api/fnrh";
import type { Database } from "../db";
import { storage } from "../storage";
import { fnrhStorage } from "../storage/fnrh";
import { apiFactories, type ApiFactories } from "../test/factories";
import { COMPLETE_BR } from "../test/fnrh-guest";
import { ownerAndStaff, testApp, testDatabase } from "../test/harness";

let database: Database;
let owner: Agent;
let staff: Agent;
let api: ApiFactories;
let roomId: string;
const NOW = new Date("2030-03-10T15:00:00.000Z");

async function book(guestId: string, numberOfGuests = 1) {
  const r = await api.reservation({
    guestId,
    roomId,
    checkInDate: "2030-03-10",
    checkOutDate: "2030-03-12",
    numberOfGuests,
    status: "confirmed",
  });
  return r.id;
}

async function configureFnrh(modoCheckin: "bloquear" | "avisar") {
  const [user] = (await database.db.execute<{ id: string }>(sql`SELECT id FROM users WHERE role = 'owner'`)).rows;
  await storage(database.db).settings.put(
    "fnrh",
    { ambiente: "homologacao", usuario: "pousada", cpfOperador: "52998224725", modoCheckin },
    user!.id,
    NOW,
  );
  await fnrhStorage(database.db).putApiKey("chave-secreta-de-teste");
}

beforeAll(async () => {
  database = await testDatabase();
});

beforeEach(async () => {
  ({ owner, staff } = await ownerAndStaff(database, testApp(database, { clock: () => NOW })));
  api = apiFactories({ owner, staff });
  roomId = (await api.room({ capacity: 4 })).id;
});

describe("the guest's register fields", () => {
  it("stores them, the CPF and CEP as digits, and keeps race and disability out of every ordinary read", async () => {
    const guest = await api.guest({ ...COMPLETE_BR, race: "PARDA", disability: "SIM", disabilityType: "VISUAL" });
    expect(guest).toMatchObject({
      nationality: "BR",
      documentType: "CPF",
      documentNumber: "52998224725",
      cep: "01310100",
      cityIbgeCode: "3550308",
      state: "SP",
    });
    for (const body of [
      guest,
      (await staff.get("/api/guests").expect(200)).body,
      (await staff.get("/api/guests?limit=10").expect(200)).body,
    ]) {
      const text = JSON.stringify(body);
      expect(text).not.toContain("PARDA");
      expect(text).not.toContain("VISUAL");
      expect(text).not.toContain('"race"');
    }
    // An update of race only: the guest's row is untouched, the audit entry names the field, never its value.
    await staff
      .put(`/api/guests/${guest.id}`)
      .send({ firstName: "Ana", lastName: "Souza", phone: guest.phone, ...COMPLETE_BR, race: "PRETA" })
      .expect(200);
    const stored = await database.db.execute(sql`SELECT race, disability, disability_type FROM guest_sensitive_data`);
    expect(stored.rows).toEqual([{ race: "PRETA", disability: "SIM", disability_type: "VISUAL" }]);
    const audit = await database.db.execute<{ details: unknown }>(
      sql`SELECT details FROM audit_log WHERE entity = 'guest'`,
    );
    expect(audit.rows.length).toBe(2);
    const auditText = JSON.stringify(audit.rows);
    expect(auditText).not.toContain("PARDA");
    expect(auditText).not.toContain("PRETA");
  });

  it("refuses an unknown country, a city not in the IBGE table or not in its UF, and OUTRO without a description", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ nationality: "XX" }, "Nacionalidade inválida: escolha um país da lista"],
      [{ cityIbgeCode: "1234567" }, "Cidade inválida: escolha da lista"],
      [{ cityIbgeCode: "3304557", state: "SP" }, "A cidade não fica em SP"],
      [{ gender: "OUTRO" }, "Descreva o gênero"],
      [{ documentType: "CPF", documentNumber: "111.111.111-11" }, "CPF inválido"],
      [{ disability: "NAO", disabilityType: "VISUAL" }, "Tipo de deficiência só quando a deficiência é Sim"],
    ];
    for (const [fields, message] of cases) {
      const res = await staff
        .post("/api/guests")
        .send({ firstName: "Ana", lastName: "Souza", phone: "(11) 98888-0000", ...fields });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.text).toContain(message);
    }
  });
});

describe("the check-in's ficha", () => {
  it("refuses a minor's check-in until the responsible adult and the authorisation are recorded", async () => {
    // The rule holds always (ECA art. 82), the FNRH configured or not: the check-in's panel records it.
    const mother = await api.guest(COMPLETE_BR);
    const reservationId = await book(mother.id, 2);
    const child = await staff
      .post(`/api/reservations/${reservationId}/guests`)
      .send({ firstName: "Bia", lastName: "Souza", birthDate: "2020-01-15" })
      .expect(201);
    const refused = await staff.post("/api/checkinout").send({ reservationId }).expect(409);
    expect(refused.body.message).toBe(
      "Bia Souza é menor de idade: informe o responsável (um hóspede adulto da estadia ou o documento do responsável) e se um dos pais está presente ou foi apresentada autorização por escrito (ECA, art. 82).",
    );
    const noGuardian = await staff
      .put(`/api/checkinout/ficha/${reservationId}/menores/${child.body.guestId}`)
      .send({ authorisation: "pais_presentes" })
      .expect(400);
    expect(noGuardian.text).toContain("Informe o responsável");
    const ficha = await staff
      .put(`/api/checkinout/ficha/${reservationId}/menores/${child.body.guestId}`)
      .send({ guardianGuestId: mother.id, authorisation: "pais_presentes" })
      .expect(200);
    const minor = (ficha.body as FichaView).guests.find((g) => g.guestId === child.body.guestId)!;
    expect(minor).toMatchObject({
      isMinor: true,
      listedGuardianId: null,
      minor: { guardianGuestId: mother.id, authorisation: "pais_presentes" },
    });
    // Unconfigured, the ficha's gaps only warn: the mother's incomplete trip does not stop the check-in.
    expect((ficha.body as FichaView).configured).toBe(false);
    const checker = await database.db.execute(
      sql`SELECT u.email FROM minor_authorisations m JOIN users u ON u.id = m.checked_by`,
    );
    expect(checker.rows).toEqual([{ email: "recepcao@example.com" }]);
    await staff.post("/api/checkinout").send({ reservationId }).expect(201);
  });

  it("lists what each guest lacks and, configured in 'bloquear', refuses the check-in until complete", async () => {
    await configureFnrh("bloquear");
    const guest = await api.guest({ ...COMPLETE_BR, street: null, gender: null });
    const reservationId = await book(guest.id);
    const ficha = (await staff.get(`/api/checkinout/ficha/${reservationId}`).expect(200)).body as FichaView;
    expect(ficha).toMatchObject({
      mode: "bloquear",
      configured: true,
      complete: false,
      tripMissing: ["Motivo da viagem", "Meio de transporte"],
      guests: [
        { guestId: guest.id, name: "Ana Souza", isMain: true, isMinor: false, missing: ["Gênero", "Logradouro"] },
      ],
    });
    const refused = await staff.post("/api/checkinout").send({ reservationId }).expect(409);
    expect(refused.body.message).toBe(
      "A ficha da FNRH está incompleta (Ana Souza: falta Gênero, Logradouro). Complete os dados para fazer o check-in.",
    );
    await staff
      .put(`/api/guests/${guest.id}`)
      .send({ firstName: "Ana", lastName: "Souza", phone: guest.phone, ...COMPLETE_BR })
      .expect(200);
    const trip = await staff
      .put(`/api/checkinout/ficha/${reservationId}/viagem`)
      .send({ travelReason: "LAZER_FERIAS", transport: "AUTOMOVEL" })
      .expect(200);
    expect((trip.body as FichaView).complete).toBe(true);
    await staff.post("/api/checkinout").send({ reservationId }).expect(201);
  });

  it("records race and disability for the register, read back only by the ficha, and refuses a stranger", async () => {
    const guest = await api.guest(COMPLETE_BR);
    const other = await api.guest({ ...COMPLETE_BR, documentNumber: null, documentType: null, firstName: "Rui" });
    const reservationId = await book(guest.id);
    const saved = await staff
      .put(`/api/checkinout/ficha/${reservationId}/sensiveis/${guest.id}`)
      .send({ race: "PARDA", disability: "SIM", disabilityType: "AUDITIVA" })
      .expect(200);
    expect((saved.body as FichaView).guests[0]!.sensitive).toEqual({
      race: "PARDA",
      disability: "SIM",
      disabilityType: "AUDITIVA",
    });
    const bad = await staff
      .put(`/api/checkinout/ficha/${reservationId}/sensiveis/${guest.id}`)
      .send({ disability: "NAO", disabilityType: "AUDITIVA" })
      .expect(400);
    expect(bad.text).toContain("Tipo de deficiência só quando a deficiência é Sim");
    const stranger = await staff
      .put(`/api/checkinout/ficha/${reservationId}/sensiveis/${other.id}`)
      .send({ race: "BRANCA" })
      .expect(404);
    expect(stranger.body.message).toBe("Este hóspede não está nesta estadia");
    // Two desks at once: both land, the last one read back whole.
    await Promise.all(
      (["PRETA", "AMARELA"] as const).map((race) =>
        staff.put(`/api/checkinout/ficha/${reservationId}/sensiveis/${guest.id}`).send({ race }).expect(200),
      ),
    );
    const rows = await database.db.execute<{ race: string; disability: string }>(
      sql`SELECT race, disability FROM guest_sensitive_data`,
    );
    expect(rows.rows.length).toBe(1);
    expect(["PRETA", "AMARELA"]).toContain(rows.rows[0]!.race);
    expect(rows.rows[0]!.disability).toBe("SIM");
    // The guest's own read never carries them.
    const one = (await staff.get(`/api/guests/${guest.id}`).expect(200)).body;
    expect(one).toMatchObject({ id: guest.id, firstName: "Ana", documentNumber: "52998224725" });
    expect(JSON.stringify(one)).not.toContain("AUDITIVA");
    expect(JSON.stringify((await staff.get("/api/guests").expect(200)).body)).not.toContain("AUDITIVA");
    const missing = await staff.get("/api/guests/00000000-0000-4000-8000-000000000000").expect(404);
    expect(missing.body.message).toBe("Hóspede não encontrado");
  });

  it("tells the desk whether the FNRH is configured, and the owner's 'Desativar' removes the key", async () => {
    expect((await staff.get("/api/checkinout/fnrh/configuracao").expect(200)).body).toEqual({
      configurado: false,
      modoCheckin: "bloquear",
    });
    await configureFnrh("avisar");
    expect((await staff.get("/api/checkinout/fnrh/configuracao").expect(200)).body).toEqual({
      configurado: true,
      modoCheckin: "avisar",
    });
    await staff.delete("/api/settings/fnrh").expect(403);
    const off = await owner.delete("/api/settings/fnrh").expect(200);
    expect(off.body).toMatchObject({ chaveConfigurada: false, configurado: false, usuario: "pousada" });
    expect((await staff.get("/api/checkinout/fnrh/configuracao").expect(200)).body.configurado).toBe(false);
  });

  it("in 'avisar' checks in with the ficha incomplete", async () => {
    await configureFnrh("avisar");
    const guest = await api.guest();
    const reservationId = await book(guest.id);
    const ficha = (await staff.get(`/api/checkinout/ficha/${reservationId}`).expect(200)).body as FichaView;
    expect(ficha.guests[0]!.missing).toEqual([
      "Nacionalidade",
      "Documento (CPF ou passaporte)",
      "Gênero",
      "Data de nascimento",
      "País de residência",
    ]);
    await staff.post("/api/checkinout").send({ reservationId }).expect(201);
  });
});
