// The FNRH pre-check-in of a reservation (docs/product.md §19): the official link (the stay registered first when
// it is not yet), shown as a QR code and sent by WhatsApp; then the fichas the guests filled, read back from the
// reservation's guests and matched to the stay's guests (CPF, then name and birth date, never guessed). A matched
// ficha fills what the desk left empty and never overwrites what it typed; an unmatched one waits for the clerk.
//
// The link is asked for directly, with a timeout, not through the queue: the clerk is waiting for it on screen,
// and a queued job would leave them polling. The register lock (server/fnrh/sync.ts) keeps the link and the
// check-in's job from registering the same reservation twice.
import type { PrecheckinFichasView, PrecheckinLinkView } from "@shared/api/fnrh";
import { brDate } from "@shared/pousada-time";
import { guestRegisterFields } from "@shared/validators/guest-register";
import { fillPrecheckinMessage, geralOf, pousadaSchema } from "@shared/validators/settings";
import type { Db } from "../db";
import { ConflictError, NotFoundError } from "../errors";
import { FnrhError, type FnrhApi } from "../fnrh/client";
import { fichaFill, fichaOf, matchFichas, type FichaField, type FichaValues, type OfficialFicha } from "../fnrh/ficha";
import { precheckinPayload } from "../fnrh/payload";
import { fnrhApiOf, withRegisterLock, type FnrhOptions } from "../fnrh/sync";
import { storage } from "../storage";
import { fnrhStorage } from "../storage/fnrh";
import { qrCodeSvg } from "@shared/qr-code";
import { RESERVATION_NOT_FOUND } from "./stay-rules";
import { stayGuests } from "./stay-guests";

const NOT_CONFIGURED = "Configure a FNRH em Configurações > FNRH para usar o pré-check-in";
const CLOSED = "O pré-check-in é para reservas ainda por chegar ou em andamento";
const NO_LINK = "Gere o link do pré-check-in antes de buscar as fichas";

/** The link is asked for while the clerk waits: a shorter timeout than the queue's. */
const LINK_TIMEOUT_MS = 10_000;

/** The field names the desk reads (the ficha's fields, shared/schema/guests.ts). */
const FIELD_NAMES: Record<FichaField, string> = {
  nationality: "nacionalidade",
  residenceCountry: "país de residência",
  gender: "gênero",
  genderDescription: "descrição do gênero",
  socialName: "nome social",
  birthDate: "data de nascimento",
  documentType: "tipo de documento",
  documentNumber: "documento",
  cep: "CEP",
  street: "logradouro",
  addressNumber: "número",
  complement: "complemento",
  neighborhood: "bairro",
  cityIbgeCode: "cidade",
  state: "UF",
};

/** A ficha's field kept only when valid for the guest's row (the register's codes, the IBGE table, the CEP). */
function validFill(fill: FichaValues): FichaValues {
  const kept: FichaValues = {};
  for (const [field, value] of Object.entries(fill) as [FichaField, string][]) {
    const ok =
      field === "birthDate" ? /^\d{4}-\d{2}-\d{2}$/.test(value) : guestRegisterFields[field].safeParse(value).success;
    if (ok)
      kept[field] = field in guestRegisterFields ? (guestRegisterFields[field as "cep"].parse(value) as string) : value;
  }
  return kept;
}

/** The document as the desk may show it: the type and the last digits. */
const maskedDocument = (values: FichaValues) =>
  values.documentNumber
    ? `${values.documentType === "PASSAPORTE" ? "Passaporte" : (values.documentType ?? "Documento")} final ${values.documentNumber.slice(-3)}`
    : null;

export function fnrhPrecheckin(db: Db, options: FnrhOptions = {}) {
  async function apiOrRefuse(): Promise<FnrhApi> {
    const api = await fnrhApiOf(db, { ...options, timeoutMs: options.timeoutMs ?? LINK_TIMEOUT_MS });
    if (!api) throw new ConflictError(NOT_CONFIGURED, "fnrh");
    return api;
  }
  async function reservationOf(id: string) {
    const reservation = await storage(db).reservations.findById(id);
    if (!reservation) throw new NotFoundError(RESERVATION_NOT_FOUND);
    return reservation;
  }
  /** The API's refusal or silence as the desk's 409, in Portuguese. */
  async function calling<T>(work: () => Promise<T>) {
    try {
      return await work();
    } catch (error) {
      if (error instanceof FnrhError) throw new ConflictError(error.message, "fnrh");
      throw error;
    }
  }

  return {
    /** The reservation's pre-check-in link, registering it with the FNRH first when it is not yet. */
    async link(reservationId: string): Promise<PrecheckinLinkView> {
      const reservation = await reservationOf(reservationId);
      if (!["pending", "confirmed", "checked_in"].includes(reservation.status))
        throw new ConflictError(CLOSED, "status");
      const api = await apiOrRefuse();
      const fnrh = fnrhStorage(db);
      let registration = await fnrh.registration(reservationId);
      if (!registration?.linkPrecheckin) {
        await calling(() =>
          withRegisterLock(db, reservationId, async () => {
            const now = await fnrh.registration(reservationId);
            if (now?.linkPrecheckin) return;
            // Registered already (by the check-in's job, or a request whose answer was lost): its link is read.
            const existing = now?.reservaId
              ? (await api.reservation(now.reservaId)).dados
              : (await api.findReservation(reservation.id)).dados?.[0];
            if (existing) {
              await fnrh.putRegistration(reservationId, {
                reservaId: existing.reserva_id,
                linkPrecheckin: existing.link_precheckin ?? null,
                ...(now?.sentAt ? {} : { sentAt: new Date(), state: "enviado", lastError: null }),
              });
              return;
            }
            const guests = await fnrh.stayGuests(reservation);
            const answer = await api.register(precheckinPayload(reservation, guests));
            const reserva = answer.dados?.reserva;
            if (!reserva) throw new FnrhError("A FNRH não devolveu a reserva registrada", true);
            await fnrh.putRegistration(reservationId, {
              reservaId: reserva.reserva_id,
              linkPrecheckin: reserva.link_precheckin ?? null,
              sentAt: new Date(),
              state: "enviado",
              lastError: null,
            });
          }),
        );
        registration = await fnrh.registration(reservationId);
      }
      const link = registration?.linkPrecheckin;
      if (!link) throw new ConflictError("A FNRH não devolveu o link do pré-check-in desta reserva", "fnrh");
      const [guest, saved, pousada] = await Promise.all([
        storage(db).guests.findById(reservation.guestId),
        storage(db).settings.get("geral"),
        storage(db).settings.get("pousada"),
      ]);
      const name = pousadaSchema.safeParse(pousada);
      return {
        link,
        qrSvg: qrCodeSvg(link),
        message: fillPrecheckinMessage(geralOf(saved).precheckinMessage, {
          nome: guest?.firstName ?? "",
          pousada: name.success ? name.data.nomeFantasia : "pousada",
          checkin: brDate(reservation.checkInDate),
          link,
        }),
        phone: guest?.phone || null,
      };
    },

    /**
     * 'Buscar fichas preenchidas': the reservation's official guests, each matched to a stay guest or listed. A
     * match links the guest to the register and fills the fields the desk left empty (only where still empty when
     * written, so a clerk's edit meanwhile is kept).
     */
    async fichas(reservationId: string): Promise<PrecheckinFichasView> {
      const reservation = await reservationOf(reservationId);
      const api = await apiOrRefuse();
      const fnrh = fnrhStorage(db);
      const registration = await fnrh.registration(reservationId);
      if (!registration?.reservaId) throw new ConflictError(NO_LINK, "fnrh");
      const official = await calling(async () =>
        ((await api.guests(registration.reservaId!)).dados ?? []).map(fichaOf),
      );
      const [guests, rows] = await Promise.all([fnrh.stayGuests(reservation), fnrh.registeredGuests(reservationId)]);
      const linkedTo = (f: OfficialFicha) => rows.find((r) => r.hospedeId === f.hospedeId)?.guestId;
      const open = guests.filter((g) => !rows.find((r) => r.guestId === g.id)?.hospedeId);
      const { matched, unmatched: unclaimed } = matchFichas(
        open,
        official.filter((f) => !linkedTo(f)),
      );
      const unmatched = unclaimed.filter((f) => !registration.ignoredFichas.includes(f.hospedeId));
      const answer: PrecheckinFichasView = {
        read: official.length,
        matched: [],
        unmatched: [],
        ignored: unclaimed.length - unmatched.length,
        waiting: [],
      };
      const nameOf = (id: string) => {
        const g = guests.find((x) => x.id === id)!;
        return `${g.firstName} ${g.lastName}`;
      };
      const pairs = [
        ...official.flatMap((f) => {
          const guestId = linkedTo(f);
          return guestId ? [{ guestId, ficha: f, by: "vinculado" as const }] : [];
        }),
        ...matched,
      ];
      for (const { guestId, ficha, by } of pairs) {
        const written = await db.transaction(async (tx) => {
          await storage(tx).reservations.lockById(reservationId);
          const guest = (await storage(tx).guests.findById(guestId))!;
          const { fill, differences } = fichaFill(guest, ficha);
          const kept = validFill(fill);
          if (Object.keys(kept).length) await fnrhStorage(tx).fillGuestGaps(guestId, kept);
          if (by !== "vinculado") {
            await fnrhStorage(tx).putGuest(reservationId, guestId, {
              hospedeId: ficha.hospedeId,
              pessoaId: ficha.pessoaId,
              state: "precheckin_realizado",
              lastError: null,
            });
          }
          return { kept, differences };
        });
        answer.matched.push({
          guestId,
          name: nameOf(guestId),
          by,
          filled: Object.keys(written.kept).map((f) => FIELD_NAMES[f as FichaField]),
          differences: written.differences.map((d) => ({ ...d, field: FIELD_NAMES[d.field] })),
        });
      }
      answer.unmatched = unmatched.map((f) => ({
        hospedeId: f.hospedeId,
        name: f.name,
        birthDate: f.values.birthDate ?? null,
        document: maskedDocument(f.values),
      }));
      answer.waiting = guests
        .filter((g) => !pairs.some((p) => p.guestId === g.id))
        .map((g) => ({ guestId: g.id, name: `${g.firstName} ${g.lastName}` }));
      return answer;
    },

    /**
     * 'Ignorar': a ficha that matches no guest of the stay and is not a companion (filled by mistake, a duplicate)
     * is not listed again by 'Buscar fichas preenchidas'. Kept with the register; nothing is sent to the FNRH.
     */
    async ignoreFicha(reservationId: string, hospedeId: string) {
      await reservationOf(reservationId);
      const fnrh = fnrhStorage(db);
      if (!(await fnrh.registration(reservationId))?.reservaId) throw new ConflictError(NO_LINK, "fnrh");
      await fnrh.ignoreFicha(reservationId, hospedeId);
    },

    /** An unmatched ficha added to the stay as a companion, with its data, linked to the register. */
    addCompanion: (reservationId: string, hospedeId: string) =>
      withRegisterLock(db, reservationId, () => addCompanion(reservationId, hospedeId)),
  };

  async function addCompanion(reservationId: string, hospedeId: string) {
    await reservationOf(reservationId);
    const api = await apiOrRefuse();
    const fnrh = fnrhStorage(db);
    const registration = await fnrh.registration(reservationId);
    if (!registration?.reservaId) throw new ConflictError(NO_LINK, "fnrh");
    const official = await calling(async () => ((await api.guests(registration.reservaId!)).dados ?? []).map(fichaOf));
    const ficha = official.find((f) => f.hospedeId === hospedeId);
    if (!ficha) throw new NotFoundError("Esta ficha não está mais na reserva da FNRH");
    if ((await fnrh.registeredGuests(reservationId)).some((r) => r.hospedeId === hospedeId)) {
      throw new ConflictError("Esta ficha já está ligada a um hóspede da estadia", "hospedeId");
    }
    const [firstName, ...rest] = ficha.name.split(/\s+/);
    if (!firstName || !rest.length || !ficha.values.birthDate) {
      throw new ConflictError(
        "A ficha não tem nome completo e data de nascimento: cadastre o hóspede à mão",
        "hospedeId",
      );
    }
    const added = await stayGuests(db).add(reservationId, {
      firstName,
      lastName: rest.join(" "),
      birthDate: ficha.values.birthDate,
    });
    const kept = validFill(ficha.values);
    await db.transaction(async (tx) => {
      await fnrhStorage(tx).fillGuestGaps(added.guestId, kept);
      await fnrhStorage(tx).putGuest(reservationId, added.guestId, {
        hospedeId: ficha.hospedeId,
        pessoaId: ficha.pessoaId,
        state: "precheckin_realizado",
        lastError: null,
      });
    });
    return added;
  }
}
