// The FNRH pre-check-in against the fake API (server/fnrh/fake-server.ts): the link (the reservation registered once,
// even asked for twice at once), the fichas read back from the reservation's guests and matched by CPF, then by
// name and birth date, never guessed; an unmatched ficha added as a companion; a pre-registered stay's check-in; a
// cancellation and a no-show sent through the queue while the API allows; the code lists with their fallback.
import { beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { FnrhDomains, FnrhStayView, PrecheckinFichasView, PrecheckinLinkView } from "@shared/api/fnrh";
import { calendarDateAt, shiftDate } from "@shared/pousada-time";
import { COMPLETE_BR } from "../test/fnrh-guest";
import { fnrhBed } from "../test/fnrh-bed";
import { fnrhDomains } from "./domains";
import { CANCEL_NOT_ALLOWED } from "./sync";

const KEY = "chave-do-pre-checkin-9";
const bed = fnrhBed(KEY);

beforeEach(() => fnrhDomains.clear());

const configure = () =>
  bed.owner
    .put("/api/settings/fnrh")
    .send({
      ambiente: "homologacao",
      usuario: "pousada-api",
      chave: KEY,
      cpfOperador: "529.982.247-25",
      modoCheckin: "avisar",
    })
    .expect(200);

const today = () => calendarDateAt(new Date(), "America/Sao_Paulo");

/** A reservation arriving today (or in `days`), its main guest `main`, for `numberOfGuests`. */
let rooms = 0;
async function booking(main: Record<string, unknown>, numberOfGuests = 2, days = 0) {
  const room = await bed.api.room({ capacity: 4, number: String(200 + ++rooms) });
  const guest = await bed.api.guest(main);
  const from = shiftDate(today(), days);
  return bed.api.reservation({
    guestId: guest.id,
    roomId: room.id,
    checkInDate: from,
    checkOutDate: shiftDate(from, 2),
    numberOfGuests,
    status: "confirmed",
    travelReason: "LAZER_FERIAS",
    transport: "AUTOMOVEL",
  });
}

const link = async (reservationId: string, agent = bed.staff) =>
  (await agent.post(`/api/reservations/${reservationId}/fnrh/precheckin`).expect(200)).body as PrecheckinLinkView;
const fichas = async (reservationId: string) =>
  (await bed.staff.post(`/api/reservations/${reservationId}/fnrh/precheckin/fichas`).expect(200))
    .body as PrecheckinFichasView;
const reservaIdOf = (url: string) =>
  [...bed.fake.reservations.values()].find((r) => r.link_precheckin === url)!.reserva_id;

describe("FNRH pre-check-in", () => {
  it("answers 409 until the FNRH is configured", async () => {
    const reservation = await booking({ firstName: "Ana", lastName: "Souza" });
    const res = await bed.staff.post(`/api/reservations/${reservation.id}/fnrh/precheckin`).expect(409);
    expect(res.body).toMatchObject({ message: "Configure a FNRH em Configurações > FNRH para usar o pré-check-in" });
    expect(bed.fake.requests).toEqual([]);
  });

  it("registers the reservation once, even asked twice at once, and answers the link, its QR code and the message", async () => {
    await configure();
    await bed.owner
      .put("/api/settings/pousada")
      .send({ nomeFantasia: "Pousada Maré Alta", cidade: "Paraty", uf: "RJ" })
      .expect(200);
    const reservation = await booking({ firstName: "Ana", lastName: "Souza" }, 2, 5);
    const [a, b] = await Promise.all([link(reservation.id), link(reservation.id, bed.owner)]);
    expect(a).toEqual(b);
    expect(a.link).toMatch(/^https:\/\/fnrh\.turismo\.gov\.br\/precheckin\/[0-9a-f-]{36}$/);
    expect(a.qrSvg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(a.phone).toBe("11980010000");
    const arrival = shiftDate(today(), 5);
    const br = `${arrival.slice(8, 10)}/${arrival.slice(5, 7)}/${arrival.slice(0, 4)}`;
    expect(a.message).toBe(
      `Olá, Ana! Para agilizar sua chegada à Pousada Maré Alta em ${br}, preencha sua ficha de hóspede (FNRH) pelo link oficial do Ministério do Turismo: ${a.link}`,
    );
    // The register without guests (each fills their own ficha), once.
    expect(bed.fake.effects).toEqual(["POST /hospedagem/registrar"]);
    expect(bed.fake.reservations.get(reservaIdOf(a.link))!.hospedes).toEqual([]);
    // The template of Geral is the owner's to change.
    const { geral } = (await bed.owner.get("/api/settings").expect(200)).body as { geral: Record<string, unknown> };
    await bed.owner
      .put("/api/settings")
      .send({ ...geral, precheckinMessage: "Oi {nome}, ficha: {link}" })
      .expect(200);
    expect((await link(reservation.id)).message).toBe(`Oi Ana, ficha: ${a.link}`);
    const bad = await bed.owner
      .put("/api/settings")
      .send({ ...geral, precheckinMessage: "Oi {nome}" })
      .expect(400);
    expect(bad.body.message).toBe("A mensagem do pré-check-in precisa de {link}");
    expect(bed.fake.effects).toEqual(["POST /hospedagem/registrar"]);
  });

  it("reads the fichas back: by CPF, by name and birth date, an unmatched one listed; fills only what was empty", async () => {
    await configure();
    const reservation = await booking(
      { firstName: "Ana", lastName: "Souza", documentType: "CPF", documentNumber: "529.982.247-25", gender: "HOMEM" },
      3,
    );
    const companion = (
      await bed.staff
        .post(`/api/reservations/${reservation.id}/guests`)
        .send({ firstName: "Bruno", lastName: "Souza", birthDate: "1984-02-10" })
        .expect(201)
    ).body as { guestId: string };
    const { link: url } = await link(reservation.id);
    const reservaId = reservaIdOf(url);
    bed.fake.precheckin(reservaId, {
      nome: "Ana Maria Souza",
      data_nascimento: "1985-06-20",
      PaisNacionalidade_id: "BR",
      genero_id: "MULHER",
      documento_id: { tipo_documento_id: "CPF", numero_documento: "52998224725" },
      contato: {
        PaisResidencia_id: "BR",
        cep: "01310100",
        logradouro: "Avenida Paulista",
        numero: "1000",
        bairro: "Bela Vista",
        cidade_id: "3550308",
        estado_id: "SP",
      },
    });
    bed.fake.precheckin(reservaId, {
      nome: "BRUNO SOUZA",
      data_nascimento: "1984-02-10",
      PaisNacionalidade_id: "PT",
      documento_id: { tipo_documento_id: "PASSAPORTE", numero_documento: "CB123456" },
      contato: { PaisResidencia_id: "PT" },
    });
    const stranger = bed.fake.precheckin(reservaId, {
      nome: "Carla Dias",
      data_nascimento: "1990-09-09",
      PaisNacionalidade_id: "BR",
      documento_id: { tipo_documento_id: "CPF", numero_documento: "11144477735" },
    });

    const read = await fichas(reservation.id);
    expect(read).toEqual({
      read: 3,
      matched: [
        {
          guestId: reservation.guestId,
          name: "Ana Souza",
          by: "cpf",
          filled: [
            "nacionalidade",
            "país de residência",
            "CEP",
            "logradouro",
            "número",
            "bairro",
            "cidade",
            "UF",
            "data de nascimento",
          ],
          differences: [{ field: "gênero", desk: "HOMEM", ficha: "MULHER" }],
        },
        {
          guestId: companion.guestId,
          name: "Bruno Souza",
          by: "nome_nascimento",
          filled: ["nacionalidade", "país de residência", "tipo de documento", "documento"],
          differences: [],
        },
      ],
      unmatched: [{ hospedeId: stranger, name: "Carla Dias", birthDate: "1990-09-09", document: "CPF final 735" }],
      ignored: 0,
      waiting: [],
    });
    const [ana] = (
      await bed.database.db.execute(
        sql`SELECT gender, nationality, birth_date::text AS "birthDate", cep, street, city_ibge_code AS "cityIbgeCode", state
            FROM guests WHERE id = ${reservation.guestId}`,
      )
    ).rows;
    expect(ana).toEqual({
      gender: "HOMEM",
      nationality: "BR",
      birthDate: "1985-06-20",
      cep: "01310100",
      street: "Avenida Paulista",
      cityIbgeCode: "3550308",
      state: "SP",
    });
    // Read again: the same guests, now linked; nothing written twice, the stranger still waiting for the clerk.
    const again = await fichas(reservation.id);
    expect(again.matched.map((m) => [m.name, m.by, m.filled])).toEqual([
      ["Ana Souza", "vinculado", []],
      ["Bruno Souza", "vinculado", []],
    ]);
    expect(again.unmatched.map((u) => u.name)).toEqual(["Carla Dias"]);

    // The clerk adds the stranger as a companion: a new guest with the ficha's data, linked; twice at once is once.
    const [x, y] = await Promise.all([
      bed.staff.post(`/api/reservations/${reservation.id}/fnrh/precheckin/fichas/${stranger}/acompanhante`),
      bed.staff.post(`/api/reservations/${reservation.id}/fnrh/precheckin/fichas/${stranger}/acompanhante`),
    ]);
    expect([x.status, y.status].sort()).toEqual([201, 409]);
    const guests = (await bed.staff.get(`/api/reservations/${reservation.id}/guests`).expect(200)).body as {
      firstName: string;
      lastName: string;
    }[];
    expect(guests.map((g) => `${g.firstName} ${g.lastName}`)).toEqual(["Ana Souza", "Bruno Souza", "Carla Dias"]);
    const after = await fichas(reservation.id);
    expect(after.unmatched).toEqual([]);
    expect(after.matched.map((m) => m.name)).toEqual(["Ana Souza", "Bruno Souza", "Carla Dias"]);
  });

  it("keeps an ignored ficha off the list for good, ignored twice at once or not; refuses before the link", async () => {
    await configure();
    const reservation = await booking({ firstName: "Ana", lastName: "Souza" }, 1);
    const none = await booking({ firstName: "Rui", lastName: "Lima" }, 1, 1);
    const ignorar = (reservationId: string, hospedeId: string) =>
      bed.staff.post(`/api/reservations/${reservationId}/fnrh/precheckin/fichas/${hospedeId}/ignorar`);
    const { link: url } = await link(reservation.id);
    const stranger = bed.fake.precheckin(reservaIdOf(url), { nome: "Carla Dias", data_nascimento: "1990-09-09" });
    const other = bed.fake.precheckin(reservaIdOf(url), { nome: "Duda Reis", data_nascimento: "1992-02-02" });
    expect((await fichas(reservation.id)).unmatched.map((u) => u.name)).toEqual(["Carla Dias", "Duda Reis"]);

    const [a, b] = await Promise.all([ignorar(reservation.id, stranger), ignorar(reservation.id, stranger)]);
    expect([a.status, b.status]).toEqual([204, 204]);
    const after = await fichas(reservation.id);
    expect(after.unmatched.map((u) => u.hospedeId)).toEqual([other]);
    expect(after.ignored).toBe(1);
    const { rows } = await bed.database.pool.query(
      "SELECT ignored_fichas FROM fnrh_registrations WHERE reservation_id = $1",
      [reservation.id],
    );
    expect(rows).toEqual([{ ignored_fichas: [stranger] }]);

    const early = await ignorar(none.id, stranger).expect(409);
    expect(early.body.message).toBe("Gere o link do pré-check-in antes de buscar as fichas");
    await ignorar("00000000-0000-4000-8000-00000000dead", stranger).expect(404);
  });

  it("at check-in, events go to the fichas' guests and a guest with no ficha is added to the registered reservation", async () => {
    await configure();
    const reservation = await booking(COMPLETE_BR, 2);
    await bed.staff
      .post(`/api/reservations/${reservation.id}/guests`)
      .send({ firstName: "Bruno", lastName: "Souza", birthDate: "1984-02-10" })
      .expect(201);
    const { link: url } = await link(reservation.id);
    const reservaId = reservaIdOf(url);
    const filled = bed.fake.precheckin(reservaId, {
      nome: "Ana Souza",
      data_nascimento: "1985-06-20",
      PaisNacionalidade_id: "BR",
      documento_id: { tipo_documento_id: "CPF", numero_documento: "52998224725" },
      contato: { PaisResidencia_id: "BR", logradouro: "Avenida Paulista" },
    });
    await fichas(reservation.id);
    // Bruno's ficha is completed at the desk (a resident abroad: no Brazilian address).
    const bruno = (
      (await bed.staff.get(`/api/reservations/${reservation.id}/guests`).expect(200)).body as {
        guestId: string;
        firstName: string;
      }[]
    ).find((g) => g.firstName === "Bruno")!;
    await bed.staff
      .put(`/api/guests/${bruno.guestId}`)
      .send({
        firstName: "Bruno",
        lastName: "Souza",
        phone: "(11) 97777-0000",
        tags: [],
        birthDate: "1984-02-10",
        nationality: "PT",
        residenceCountry: "PT",
        documentType: "PASSAPORTE",
        documentNumber: "CD654321",
        gender: "HOMEM",
      })
      .expect(200);
    bed.fake.effects.length = 0;
    const stayId = (await bed.api.checkIn(reservation.id)).id;
    let view: FnrhStayView | undefined;
    for (let i = 0; i < 100 && view?.state !== "checkin_enviado" && view?.state !== "erro"; i++) {
      await new Promise((r) => setTimeout(r, 200));
      view = (await bed.staff.get(`/api/checkinout/${stayId}/fnrh`).expect(200)).body as FnrhStayView;
    }
    expect(view).toMatchObject({ state: "checkin_enviado", lastError: null });
    const official = bed.fake.reservations.get(reservaId)!.hospedes;
    expect(official.map((h) => [h.nome, h.situacao_hospede_id])).toEqual([
      ["Ana Souza", "CHECKIN_REALIZADO"],
      ["Bruno Souza", "CHECKIN_REALIZADO"],
    ]);
    expect(official[0]!.hospede_id).toBe(filled);
    expect(bed.fake.effects.map((e) => e.replace(/\/(hospedes|reservas)\/[^/]+/, "/$1/:id"))).toEqual([
      "POST /pessoas",
      "POST /reservas/:id/hospedes",
      "PATCH /hospedes/:id/checkin",
      "PATCH /hospedes/:id/checkin",
    ]);
  }, 40_000);
});

describe("FNRH cancellation and no-show", () => {
  async function settledOn(reservationId: string, states: string[]) {
    for (let i = 0; i < 100; i++) {
      const [row] = (
        await bed.database.db.execute<{ state: string; last_error: string | null }>(
          sql`SELECT state, last_error FROM fnrh_registrations WHERE reservation_id = ${reservationId}`,
        )
      ).rows;
      if (row && states.includes(row.state)) return row;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error("the FNRH job never settled");
  }

  it("cancels a registered reservation once, reading its state first, and leaves an unregistered one alone", async () => {
    await configure();
    const reservation = await booking({ firstName: "Ana", lastName: "Souza" }, 1, 3);
    const { link: url } = await link(reservation.id);
    // The cancel's answer is lost once: the retry reads CANCELADA and sends nothing more.
    bed.fake.fail({ match: /^POST \/reservas\/[^/]+\/cancelar$/, kind: "status", status: 500, afterEffect: true });
    bed.fake.effects.length = 0;
    await bed.api.setReservationStatus(reservation.id, "cancelled");
    expect(await settledOn(reservation.id, ["cancelado"])).toEqual({ state: "cancelado", last_error: null });
    expect(bed.fake.effects.map((e) => e.replace(/\/reservas\/[^/]+/, "/reservas/:id"))).toEqual([
      "POST /reservas/:id/cancelar",
    ]);
    expect(bed.fake.reservations.get(reservaIdOf(url))!.situacao_reserva_id).toBe("CANCELADA");

    const never = await booking({ firstName: "Rui", lastName: "Lima" }, 1, 4);
    bed.fake.requests.length = 0;
    await bed.api.setReservationStatus(never.id, "cancelled");
    await new Promise((r) => setTimeout(r, 800));
    expect(bed.fake.requests).toEqual([]);
  }, 40_000);

  it("cancels at the FNRH a registered reservation the deposit job releases, unpaid past its deadline", async () => {
    await configure();
    const reservation = await booking({ firstName: "Lia", lastName: "Prado" }, 1, 5);
    const { link: url } = await link(reservation.id);
    await bed.database.pool.query(
      `UPDATE reservations SET status = 'pending', deposit_amount = 150, deposit_due_at = now() - interval '1 minute'
       WHERE id = $1`,
      [reservation.id],
    );
    bed.fake.effects.length = 0;
    await bed.jobs.add("liberar-sinais-vencidos");
    expect(await settledOn(reservation.id, ["cancelado"])).toEqual({ state: "cancelado", last_error: null });
    expect(bed.fake.effects.map((e) => e.replace(/\/reservas\/[^/]+/, "/reservas/:id"))).toEqual([
      "POST /reservas/:id/cancelar",
    ]);
    expect(bed.fake.reservations.get(reservaIdOf(url))!.situacao_reserva_id).toBe("CANCELADA");
    expect((await bed.staff.get(`/api/reservations/${reservation.id}`).expect(200)).body.status).toBe("cancelled");
  }, 40_000);

  it("marks each guest not checked in as no-show, once; a reservation under way is not cancelled", async () => {
    await configure();
    const reservation = await booking({ firstName: "Ana", lastName: "Souza" }, 2, 0);
    const { link: url } = await link(reservation.id);
    const reservaId = reservaIdOf(url);
    bed.fake.precheckin(reservaId, { nome: "Ana Souza", data_nascimento: "1985-06-20" });
    bed.fake.precheckin(reservaId, { nome: "Bruno Souza", data_nascimento: "1984-02-10" });
    bed.fake.effects.length = 0;
    await bed.api.setReservationStatus(reservation.id, "no_show");
    expect(await settledOn(reservation.id, ["noshow_enviado", "erro"])).toEqual({
      state: "noshow_enviado",
      last_error: null,
    });
    expect(bed.fake.reservations.get(reservaId)!.hospedes.map((h) => h.situacao_hospede_id)).toEqual([
      "NOSHOW",
      "NOSHOW",
    ]);
    expect(bed.fake.effects.filter((e) => e.endsWith("/noshow"))).toHaveLength(2);

    // Another stay whose guest checked in at the register: the API refuses its cancellation, said in Portuguese.
    const inHouse = await booking({ firstName: "Rui", lastName: "Lima" }, 1, 1);
    const other = reservaIdOf((await link(inHouse.id)).link);
    const id = bed.fake.precheckin(other, { nome: "Rui Lima", data_nascimento: "1980-01-01" });
    bed.fake.reservations.get(other)!.hospedes.find((h) => h.hospede_id === id)!.situacao_hospede_id =
      "CHECKIN_REALIZADO";
    await bed.api.setReservationStatus(inHouse.id, "cancelled");
    expect(await settledOn(inHouse.id, ["erro", "cancelado"])).toEqual({
      state: "erro",
      last_error: CANCEL_NOT_ALLOWED("EM_ANDAMENTO"),
    });
  }, 40_000);
});

describe("FNRH code lists", () => {
  it("answers the known lists before the FNRH is configured, then the API's, read once and cached", async () => {
    const local = (await bed.staff.get("/api/checkinout/fnrh/dominios").expect(200)).body as FnrhDomains;
    expect(local.source).toBe("local");
    expect(local.lists.meios_transporte.slice(0, 2)).toEqual([
      { id: "AUTOMOVEL", descricao: "Automóvel" },
      { id: "AVIAO", descricao: "Avião" },
    ]);
    await configure();
    const first = (await bed.staff.get("/api/checkinout/fnrh/dominios").expect(200)).body as FnrhDomains;
    const second = (await bed.staff.get("/api/checkinout/fnrh/dominios").expect(200)).body as FnrhDomains;
    expect(first).toEqual(second);
    expect(first.source).toBe("fnrh");
    expect(first.lists.generos.map((g) => g.id)).toEqual(["HOMEM", "MULHER", "OUTRO", "NAOINFORMADO"]);
    expect(bed.fake.requests.filter((r) => r.startsWith("GET /dominios/"))).toHaveLength(7);
  });
});
