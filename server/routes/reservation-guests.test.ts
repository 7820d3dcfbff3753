// Who stays (docs/product.md §7.5): adults and children, the guests of a stay and their routes.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import request, { type Agent } from "supertest";
import { eq } from "drizzle-orm";
import { guests } from "@shared/schema/guests";
import { reservations } from "@shared/schema/reservations";
import { apiFactories, type ApiFactories } from "../test/factories";
import { listening, ownerAndStaff, sessionCookie, testApp, testDatabase } from "../test/harness";
import type { Database } from "../db";

let database: Database;
let app: ReturnType<typeof testApp>;
let owner: Agent;
let staff: Agent;
let api: ApiFactories;
let mainId: string;
let roomId: string;

/** The server's today is 1 March 2030; the stays below begin on 10 March 2030. */
const clock = () => new Date("2030-03-01T15:00:00.000Z");
const MISSING_ID = "00000000-0000-4000-8000-000000000000";
const FULL_FOR_2 = {
  message:
    "A reserva é para 2 hóspedes e a lista já está completa: aumente o número de hóspedes da reserva para incluir mais alguém",
  field: "numberOfGuests",
};

const stay = (overrides: Record<string, unknown> = {}) => ({
  guestId: mainId,
  roomId,
  checkInDate: "2030-03-10",
  checkOutDate: "2030-03-13",
  numberOfGuests: 2,
  ...overrides,
});
const book = async (overrides: Record<string, unknown> = {}) => (await api.reservation(stay(overrides))).id;
const guestsOf = async (id: string) =>
  (await staff.get(`/api/reservations/${id}/guests`).expect(200)).body as unknown[];

beforeAll(async () => {
  database = await testDatabase();
});

beforeEach(async () => {
  app = testApp(database, { clock });
  ({ owner, staff } = await ownerAndStaff(database, app));
  api = apiFactories({ owner, staff });
  mainId = (await api.guest({ firstName: "Marta", lastName: "Lima", birthDate: "1985-06-20" })).id;
  roomId = (await api.room({ capacity: 4 })).id;
});

describe("adults and children", () => {
  it("reads the number of guests alone as that many adults, and derives it from adults and children", async () => {
    const alone = await api.reservation(stay({ numberOfGuests: 3 }));
    expect(alone).toMatchObject({ numberOfGuests: 3, adults: 3, children: 0 });
    const both = await api.reservation(
      stay({
        numberOfGuests: undefined,
        adults: 2,
        children: 1,
        checkInDate: "2030-04-01",
        checkOutDate: "2030-04-03",
      }),
    );
    expect(both).toMatchObject({ numberOfGuests: 3, adults: 2, children: 1 });
    const agreeing = await api.reservation(
      stay({ numberOfGuests: 4, children: 1, checkInDate: "2030-05-01", checkOutDate: "2030-05-03" }),
    );
    expect(agreeing).toMatchObject({ numberOfGuests: 4, adults: 3, children: 1 });
    const [stored] = await database.db.select().from(reservations).where(eq(reservations.id, both.id));
    expect(stored).toMatchObject({ numberOfGuests: 3, adults: 2, children: 1 });
  });

  it.each([
    [
      { numberOfGuests: 3, adults: 2, children: 2 },
      "O número de hóspedes deve ser a soma de adultos e crianças",
      "numberOfGuests",
    ],
    [{ numberOfGuests: 2, children: 2 }, "Pelo menos 1 adulto", "adults"],
    [{ adults: 0, children: 1 }, "Pelo menos 1 adulto", "adults"],
    [{ adults: 2, children: -1 }, "O número de crianças não pode ser negativo", "children"],
    [{ adults: 1, children: 50 }, "Máximo 50 hóspedes", "children"],
    [{ adults: 30, children: 30 }, "Máximo 50 hóspedes", "numberOfGuests"],
  ])("refuses %j with 400 %s", async (counts, message, field) => {
    const res = await staff.post("/api/reservations").send({ ...stay({ numberOfGuests: undefined }), ...counts });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, field });
  });

  it("changes adults and children on an edit, and keeps a number of guests sent alone as adults", async () => {
    const id = await book();
    const { guestId: _main, ...edit } = stay();
    const res = await staff
      .put(`/api/reservations/${id}`)
      .send({ ...edit, numberOfGuests: undefined, adults: 1, children: 2 });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ numberOfGuests: 3, adults: 1, children: 2 });
    const alone = await staff
      .put(`/api/reservations/${id}`)
      .send({ ...edit, numberOfGuests: 2 })
      .expect(200);
    expect(alone.body).toMatchObject({ numberOfGuests: 2, adults: 2, children: 0 });
  });
});

describe("the guests of a stay", () => {
  it("lists the main guest first, then companions in the order added, a child marked on the check-in date", async () => {
    const id = await book({ numberOfGuests: 4 });
    expect(await guestsOf(id)).toEqual([
      {
        guestId: mainId,
        firstName: "Marta",
        lastName: "Lima",
        birthDate: "1985-06-20",
        isMain: true,
        isMinor: false,
        guardianGuestId: null,
      },
    ]);
    const friend = await api.guest({ firstName: "Rui", lastName: "Costa" });
    const added = await staff.post(`/api/reservations/${id}/guests`).send({ guestId: friend.id });
    expect(added.status, added.text).toBe(201);
    expect(added.body).toEqual({
      guestId: friend.id,
      firstName: "Rui",
      lastName: "Costa",
      birthDate: null,
      isMain: false,
      isMinor: false,
      guardianGuestId: null,
    });
    // 18 on 11 March 2030: still a minor on the 10th, the check-in date.
    const child = await staff
      .post(`/api/reservations/${id}/guests`)
      .send({ firstName: "Bia", lastName: "Lima", birthDate: "2012-03-11", guardianGuestId: mainId });
    expect(child.status, child.text).toBe(201);
    expect(child.body).toMatchObject({
      firstName: "Bia",
      lastName: "Lima",
      birthDate: "2012-03-11",
      isMain: false,
      isMinor: true,
      guardianGuestId: mainId,
    });
    // 18 on the check-in date itself: an adult.
    const eighteen = await staff
      .post(`/api/reservations/${id}/guests`)
      .send({ firstName: "Léo", lastName: "Lima", birthDate: "2012-03-10" });
    expect(eighteen.body).toMatchObject({ isMinor: false });

    expect(await guestsOf(id)).toEqual([
      expect.objectContaining({ guestId: mainId, isMain: true }),
      expect.objectContaining({ guestId: friend.id, isMain: false, isMinor: false }),
      expect.objectContaining({
        guestId: child.body.guestId,
        firstName: "Bia",
        isMinor: true,
        guardianGuestId: mainId,
      }),
      expect.objectContaining({ guestId: eighteen.body.guestId, firstName: "Léo", isMinor: false }),
    ]);
    // The child is a guest record of their own, without a phone.
    const [record] = await database.db
      .select()
      .from(guests)
      .where(eq(guests.id, child.body.guestId as string));
    expect(record).toMatchObject({ firstName: "Bia", lastName: "Lima", birthDate: "2012-03-11", phone: null });
  });

  it("refuses with 409 a guest beyond the number of guests, and one already on the stay", async () => {
    const id = await book({ numberOfGuests: 2 });
    const [a, b] = [await api.guest({ firstName: "Rui" }), await api.guest({ firstName: "Caio" })];
    const main = await staff.post(`/api/reservations/${id}/guests`).send({ guestId: mainId });
    expect(main.status).toBe(409);
    expect(main.body).toEqual({ message: "Este hóspede já está nesta estadia", field: "guestId" });
    await staff.post(`/api/reservations/${id}/guests`).send({ guestId: a.id }).expect(201);
    const again = await staff.post(`/api/reservations/${id}/guests`).send({ guestId: a.id });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: "Este hóspede já está nesta estadia", field: "guestId" });
    const full = await staff.post(`/api/reservations/${id}/guests`).send({ guestId: b.id });
    expect(full.status).toBe(409);
    expect(full.body).toEqual(FULL_FOR_2);
    const typed = await staff
      .post(`/api/reservations/${id}/guests`)
      .send({ firstName: "Bia", lastName: "Lima", birthDate: "2015-01-01" });
    expect(typed.status).toBe(409);
    expect(await database.db.select().from(guests).where(eq(guests.firstName, "Bia"))).toEqual([]);
    expect(await guestsOf(id)).toHaveLength(2);
  });

  it.each([
    [{}, "Nome é obrigatório", "firstName"],
    [{ firstName: "Bia", lastName: "Lima" }, "Data de nascimento é obrigatória", "birthDate"],
    [{ firstName: "Bia", birthDate: "2015-01-01" }, "Sobrenome é obrigatório", "lastName"],
    [{ firstName: "Bia", lastName: "Lima", birthDate: "2015-02-30" }, "Data de nascimento inválida", "birthDate"],
    [{ guestId: "abc" }, "Hóspede inválido", "guestId"],
    [{ guestId: MISSING_ID }, "Hóspede não encontrado", "guestId"],
    [
      { guestId: MISSING_ID, firstName: "Bia" },
      "Escolha um hóspede cadastrado ou informe os dados de um novo, não os dois",
      "guestId",
    ],
    [
      { firstName: "Bia", lastName: "Lima", birthDate: "2015-01-01", phone: "11999990000" },
      "Campo não permitido: phone",
      "",
    ],
  ])("refuses %j with 400 %s", async (body, message, field) => {
    const id = await book();
    const res = await staff.post(`/api/reservations/${id}/guests`).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.field).toBe(field);
  });

  it("takes as guardian only an adult of the stay, and only for a minor", async () => {
    const id = await book({ numberOfGuests: 4 });
    const stranger = await api.guest({ firstName: "Rui", birthDate: "1980-01-01" });
    const child = { firstName: "Bia", lastName: "Lima", birthDate: "2015-01-01" };
    const notOnStay = await staff
      .post(`/api/reservations/${id}/guests`)
      .send({ ...child, guardianGuestId: stranger.id });
    expect(notOnStay.status).toBe(400);
    expect(notOnStay.body).toEqual({
      message: "O responsável deve ser um hóspede adulto desta estadia",
      field: "guardianGuestId",
    });
    const first = await staff.post(`/api/reservations/${id}/guests`).send(child).expect(201);
    const minorGuardian = await staff
      .post(`/api/reservations/${id}/guests`)
      .send({ firstName: "Lia", lastName: "Lima", birthDate: "2016-01-01", guardianGuestId: first.body.guestId });
    expect(minorGuardian.body).toEqual({
      message: "O responsável deve ser um hóspede adulto desta estadia",
      field: "guardianGuestId",
    });
    const adult = await staff
      .post(`/api/reservations/${id}/guests`)
      .send({ guestId: stranger.id, guardianGuestId: mainId });
    expect(adult.status).toBe(400);
    expect(adult.body).toEqual({ message: "Só um hóspede menor de idade tem responsável", field: "guardianGuestId" });
  });

  it("removes a companion (their minors lose the guardian), never the main guest", async () => {
    const id = await book({ numberOfGuests: 3 });
    const uncle = await api.guest({ firstName: "Rui", birthDate: "1980-01-01" });
    await staff.post(`/api/reservations/${id}/guests`).send({ guestId: uncle.id }).expect(201);
    const child = await staff
      .post(`/api/reservations/${id}/guests`)
      .send({ firstName: "Bia", lastName: "Lima", birthDate: "2015-01-01", guardianGuestId: uncle.id })
      .expect(201);
    const main = await staff.delete(`/api/reservations/${id}/guests/${mainId}`);
    expect(main.status).toBe(409);
    expect(main.body).toEqual({
      message: "O hóspede principal não pode ser removido da estadia: ele é o titular da reserva",
      field: "guestId",
    });
    await staff.delete(`/api/reservations/${id}/guests/${uncle.id}`).expect(204);
    expect(await guestsOf(id)).toEqual([
      expect.objectContaining({ guestId: mainId }),
      expect.objectContaining({ guestId: child.body.guestId, guardianGuestId: null }),
    ]);
    const gone = await staff.delete(`/api/reservations/${id}/guests/${uncle.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: "Este hóspede não está nesta estadia" });
    // The place freed is free again.
    await staff.post(`/api/reservations/${id}/guests`).send({ guestId: uncle.id }).expect(201);
  });

  it("answers 404 for an unknown reservation, 401 without a session, and lets staff and owner alike", async () => {
    for (const path of [`/api/reservations/${MISSING_ID}/guests`, "/api/reservations/abc/guests"]) {
      const res = await staff.get(path);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: "Reserva não encontrada" });
    }
    const missing = await staff.post(`/api/reservations/${MISSING_ID}/guests`).send({ guestId: mainId });
    expect(missing.status).toBe(404);
    const id = await book();
    await request(app).get(`/api/reservations/${id}/guests`).expect(401);
    await request(app).post(`/api/reservations/${id}/guests`).send({ guestId: mainId }).expect(401);
    await request(app).delete(`/api/reservations/${id}/guests/${mainId}`).expect(401);
    const friend = await api.guest({ firstName: "Rui" });
    await owner.post(`/api/reservations/${id}/guests`).send({ guestId: friend.id }).expect(201);
    await staff.delete(`/api/reservations/${id}/guests/${friend.id}`).expect(204);
  });

  it("keeps the children at least the minors listed: a child added takes an adult's place, an edit cannot drop it", async () => {
    const id = await book({ numberOfGuests: 3 }); // 3 adults, 0 children
    const split = async () => {
      const [row] = await database.db.select().from(reservations).where(eq(reservations.id, id));
      return [row!.numberOfGuests, row!.adults, row!.children];
    };
    const adult = await staff
      .post(`/api/reservations/${id}/guests`)
      .send({ firstName: "Rui", lastName: "Lima", birthDate: "1990-01-01" });
    expect(adult.status, adult.text).toBe(201);
    expect(await split()).toEqual([3, 3, 0]);
    await staff
      .post(`/api/reservations/${id}/guests`)
      .send({ firstName: "Bia", lastName: "Lima", birthDate: "2020-05-05", guardianGuestId: mainId })
      .expect(201);
    expect(await split()).toEqual([3, 2, 1]);
    const { guestId: _main, ...edit } = stay();
    const res = await staff.put(`/api/reservations/${id}`).send({ ...edit, numberOfGuests: 3, adults: 3, children: 0 });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: "A lista da estadia tem 1 criança (menores de idade): informe pelo menos 1 criança na reserva",
      field: "children",
    });
    // Sent alone, the number of guests means that many adults: refused as well while a child is listed.
    expect((await staff.put(`/api/reservations/${id}`).send({ ...edit, numberOfGuests: 3 })).status).toBe(409);
    expect(await split()).toEqual([3, 2, 1]);
    const more = await staff
      .put(`/api/reservations/${id}`)
      .send({ ...edit, numberOfGuests: 4, adults: 2, children: 2 });
    expect(more.status, more.text).toBe(200);
    expect(more.body).toMatchObject({ numberOfGuests: 4, adults: 2, children: 2 });
  });

  it("refuses to lower the number of guests below those listed, and takes it down to them", async () => {
    const id = await book({ numberOfGuests: 3 });
    const friend = await api.guest({ firstName: "Rui" });
    await staff.post(`/api/reservations/${id}/guests`).send({ guestId: friend.id }).expect(201);
    const { guestId: _main, ...edit } = stay();
    const res = await staff.put(`/api/reservations/${id}`).send({ ...edit, numberOfGuests: 1 });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: "Esta estadia já tem 2 hóspedes na lista: remova acompanhantes antes de reduzir o número de hóspedes",
      field: "numberOfGuests",
    });
    const [kept] = await database.db.select().from(reservations).where(eq(reservations.id, id));
    expect(kept).toMatchObject({ numberOfGuests: 3, adults: 3, children: 0 });
    const down = await staff
      .put(`/api/reservations/${id}`)
      .send({ ...edit, adults: 1, children: 1, numberOfGuests: 2 });
    expect(down.status, down.text).toBe(200);
    expect(down.body).toMatchObject({ numberOfGuests: 2, adults: 1, children: 1 });
  });

  it("lists a companion's stays in their history, under the main guest's id; deleting the reservation frees them", async () => {
    const id = await book();
    const friend = await api.guest({ firstName: "Rui" });
    const own = await book({ guestId: friend.id, checkInDate: "2030-06-01", checkOutDate: "2030-06-03" });
    await staff.post(`/api/reservations/${id}/guests`).send({ guestId: friend.id }).expect(201);
    const history = await staff.get(`/api/reservations?guestId=${friend.id}`).expect(200);
    expect(history.body.map((r: { id: string; guestId: string }) => [r.id, r.guestId])).toEqual([
      [own, friend.id],
      [id, mainId],
    ]);
    const refused = await owner.delete(`/api/guests/${friend.id}`);
    expect(refused.status).toBe(409);
    await owner.delete(`/api/reservations/${id}`).expect(204);
    await owner.delete(`/api/reservations/${own}`).expect(204);
    await owner.delete(`/api/guests/${friend.id}`).expect(204);
  });

  it("shows a guest without a phone in the register and its searches", async () => {
    const id = await book();
    await staff
      .post(`/api/reservations/${id}/guests`)
      .send({ firstName: "Bia", lastName: "Nunes", birthDate: "2015-01-01" })
      .expect(201);
    const all = await staff.get("/api/guests").expect(200);
    expect(all.body.map((g: { firstName: string; phone: string | null }) => [g.firstName, g.phone])).toEqual([
      ["Bia", null],
      ["Marta", "11980010000"],
    ]);
    const byName = await staff.get("/api/guests?search=bia%20nunes&limit=20").expect(200);
    expect(byName.body.map((g: { firstName: string }) => g.firstName)).toEqual(["Bia"]);
    const byPhone = await staff.get("/api/guests?search=98001&limit=20").expect(200);
    expect(byPhone.body.map((g: { firstName: string }) => g.firstName)).toEqual(["Marta"]);
    const reservationsByGuest = await staff.get("/api/reservations?search=980010&limit=20").expect(200);
    expect(reservationsByGuest.body).toHaveLength(1);
  });
});

describe("two clerks at once", () => {
  it("of ten companions added at the same time to a stay for 3, exactly two are listed; the others get 409", async () => {
    const id = await book({ numberOfGuests: 3 });
    const candidates = [];
    for (let i = 0; i < 10; i++) candidates.push((await api.guest({ firstName: `Acompanhante${i}` })).id);
    const server = await listening(app);
    try {
      const cookies = [
        await sessionCookie(server.base, "recepcao@example.com"),
        await sessionCookie(server.base, "dono@example.com"),
      ];
      const answers = await Promise.all(
        candidates.map((guestId, i) =>
          fetch(`${server.base}/api/reservations/${id}/guests`, {
            method: "POST",
            headers: { "Content-Type": "application/json", Cookie: cookies[i % 2]! },
            body: JSON.stringify({ guestId }),
          }).then(async (res) => ({ status: res.status, body: (await res.json()) as unknown })),
        ),
      );
      expect(answers.filter((a) => a.status === 201)).toHaveLength(2);
      const refused = answers.filter((a) => a.status === 409);
      expect(refused).toHaveLength(8);
      for (const answer of refused) {
        expect(answer.body).toEqual({
          message:
            "A reserva é para 3 hóspedes e a lista já está completa: aumente o número de hóspedes da reserva para incluir mais alguém",
          field: "numberOfGuests",
        });
      }
    } finally {
      await server.close();
    }
    expect(await guestsOf(id)).toHaveLength(3);
  });

  it("an edit lowering the number of guests and an addition at once: never more guests listed than the number", async () => {
    const id = await book({ numberOfGuests: 2 });
    const friend = await api.guest({ firstName: "Rui" });
    const server = await listening(app);
    const { guestId: _main, ...edit } = stay({ numberOfGuests: 1 });
    try {
      const cookie = await sessionCookie(server.base, "recepcao@example.com");
      const send = (method: string, path: string, body: unknown) =>
        fetch(`${server.base}${path}`, {
          method,
          headers: { "Content-Type": "application/json", Cookie: cookie },
          body: JSON.stringify(body),
        }).then((res) => res.status);
      const [lowered, added] = await Promise.all([
        send("PUT", `/api/reservations/${id}`, edit),
        send("POST", `/api/reservations/${id}/guests`, { guestId: friend.id }),
      ]);
      expect([lowered, added].sort()).toEqual(lowered === 200 ? [200, 409] : [201, 409]);
    } finally {
      await server.close();
    }
    const [row] = await database.db.select().from(reservations).where(eq(reservations.id, id));
    expect((await guestsOf(id)).length).toBeLessThanOrEqual(row!.numberOfGuests);
  });
});

describe("a companion's own record", () => {
  it("is completed in the register without a celular they never gave, while a guest with one keeps it required", async () => {
    const id = await book();
    const child = await staff
      .post(`/api/reservations/${id}/guests`)
      .send({ firstName: "Bia", lastName: "Lima", birthDate: "2012-03-11", guardianGuestId: mainId });
    expect(child.status, child.text).toBe(201);
    const childId = (child.body as { guestId: string }).guestId;

    // Completing the ficha (Hóspedes > Editar): no celular asked.
    const edited = await staff.put(`/api/guests/${childId}`).send({
      firstName: "Bia",
      lastName: "Lima",
      phone: "",
      birthDate: "2012-03-11",
      nationality: "BR",
      residenceCountry: "BR",
      gender: "MULHER",
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({ phone: null, nationality: "BR", gender: "MULHER" });
    // One typed is checked like any other.
    const bad = await staff.put(`/api/guests/${childId}`).send({ firstName: "Bia", lastName: "Lima", phone: "123" });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ field: "phone" });

    // The main guest has a celular: an edit that drops it is refused, as before.
    const main = await staff.put(`/api/guests/${mainId}`).send({ firstName: "Marta", lastName: "Lima", phone: "" });
    expect(main.status).toBe(400);
    expect(main.body).toMatchObject({ message: "Celular é obrigatório", field: "phone" });
  });
});
