// One stay brought up to date with the FNRH (a job of the queue, server/jobs/definitions.ts 'fnrh-enviar'). Every
// step reads the official state before it writes, so a job run again after a lost answer sends nothing twice:
// the official reservation is looked up by our number before registering, each guest's situation before an event.
// The answered guest list is compared with what was sent: a guest the API silently dropped is an error. A stay
// registered earlier for its pre-check-in gains its guests here (a ficha the guest filled is adopted, else the
// guest is added); a cancelled or no-show reservation is sent as such while the API allows it.
import type { Db } from "../db";
import { fnrhCredentialsOf } from "../domain/fnrh-settings";
import { storage } from "../storage";
import { fnrhStorage, type StayRegisterGuest } from "../storage/fnrh";
import { guestSensitiveStorage } from "../storage/guest-sensitive";
import { FNRH_URLS, FnrhError, fnrhClient, type FnrhAnsweredGuest, type FnrhApi } from "./client";
import { fnrhDomains, unknownCodes } from "./domains";
import { fichaOf, matchFichas } from "./ficha";
import { guestEntry, registerPayload } from "./payload";

export interface FnrhOptions {
  /** FNRH_API_URL: the fake in tests and development; by default the chosen environment's official URL. */
  apiUrl?: string;
  timeoutMs?: number;
}

export const DROPPED_GUEST =
  "A FNRH não registrou este hóspede (respondeu sem ele): confira logradouro, documento e demais dados e reenvie";

/** The answered guest of each stay guest: by document number, else by name. */
const matchAnswered = (guest: StayRegisterGuest, answered: FnrhAnsweredGuest[]) =>
  answered.find((a) => a.numero_documento && a.numero_documento === guest.documentNumber) ??
  answered.find((a) => !a.numero_documento && a.nome === `${guest.firstName} ${guest.lastName}`);

/** The API for the saved credentials, or null while the register is not set up. */
export async function fnrhApiOf(db: Db, options: FnrhOptions = {}): Promise<FnrhApi | null> {
  const credentials = await fnrhCredentialsOf(db);
  if (!credentials) return null;
  return fnrhClient({
    baseUrl: options.apiUrl ?? FNRH_URLS[credentials.ambiente],
    usuario: credentials.usuario,
    chave: credentials.chave,
    cpfOperador: credentials.cpfOperador,
    timeoutMs: options.timeoutMs ?? 15_000,
  });
}

/**
 * Runs `work` holding the reservation's register lock (an advisory lock, across instances): the queue's job and
 * the pre-check-in's link take turns, so the official reservation is looked up and registered once.
 */
export const withRegisterLock = <T>(db: Db, reservationId: string, work: () => Promise<T>) =>
  db.transaction(async (tx) => {
    await fnrhStorage(tx).lockRegister(reservationId);
    return work();
  });

/** The reservation's official situations that mean it was cancelled, and the guests' that end a no-show. */
const CANCELLED = "CANCELADA";
const NO_SHOW = /^NO_?SHOW$/i;
/** A guest may be marked no-show only before their check-in. */
const BEFORE_CHECKIN = new Set(["PRECHECKIN_PENDENTE", "PRECHECKIN_REALIZADO", "PRECHECKIN_NAOVINCULADO"]);

export const CANCEL_NOT_ALLOWED = (situation: string) =>
  `A FNRH só permite cancelar uma reserva antes do check-in (situação na FNRH: ${situation})`;

export async function syncStay(db: Db, reservationId: string, options: FnrhOptions = {}) {
  const api = await fnrhApiOf(db, options);
  if (!api) return;
  const fnrh = fnrhStorage(db);
  const reservation = await storage(db).reservations.findById(reservationId);
  if (!reservation) return;
  try {
    const released = reservation.status === "cancelled" || reservation.status === "no_show";
    if (released) {
      // Only a stay the register knows is cancelled there; a lost answer's register is found by our number.
      const reservaId =
        (await fnrh.registration(reservationId))?.reservaId ??
        (await api.findReservation(reservation.id)).dados?.[0]?.reserva_id;
      if (!reservaId) {
        await fnrh.putRegistration(reservationId, { state: "nao_enviado", lastError: null });
        return;
      }
      await release(api, reservation.status as "cancelled" | "no_show", reservaId);
      return;
    }
    const guests = await fnrh.stayGuests(reservation);
    let registration = await fnrh.registration(reservationId);
    if (!registration?.reservaId) {
      await withRegisterLock(db, reservationId, async () => {
        if ((await fnrh.registration(reservationId))?.reservaId) return;
        let answered: FnrhAnsweredGuest[];
        // A register whose answer was lost exists already: adopt it rather than registering twice.
        const existing = (await api.findReservation(reservation.id)).dados?.[0];
        if (existing) {
          answered = (await api.guests(existing.reserva_id)).dados ?? [];
          await fnrh.putRegistration(reservationId, {
            reservaId: existing.reserva_id,
            linkPrecheckin: existing.link_precheckin ?? null,
            sentAt: new Date(),
          });
        } else {
          const unknown = unknownCodes(await fnrhDomains.get(api), reservation, guests);
          if (unknown) throw new FnrhError(unknown, false);
          const [sensitive, minors] = await Promise.all([
            guestSensitiveStorage(db).ofGuests(guests.map((g) => g.id)),
            fnrh.minors(reservationId),
          ]);
          const answer = await api.register(registerPayload(reservation, guests, sensitive, minors));
          const reserva = answer.dados?.reserva;
          if (!reserva) throw new FnrhError("A FNRH não devolveu a reserva registrada", true);
          answered = answer.dados?.dados_hospedes ?? [];
          await fnrh.putRegistration(reservationId, {
            reservaId: reserva.reserva_id,
            linkPrecheckin: reserva.link_precheckin ?? null,
            sentAt: new Date(),
          });
        }
        for (const guest of guests) {
          const found = matchAnswered(guest, answered);
          await fnrh.putGuest(
            reservationId,
            guest.id,
            found
              ? { hospedeId: found.hospede_id, pessoaId: found.pessoa_id, state: "enviado", lastError: null }
              : { state: "erro", lastError: DROPPED_GUEST },
          );
        }
      });
    } else {
      await attachGuests(registration.reservaId, guests);
    }
    registration = await fnrh.registration(reservationId);
    const stay = await fnrh.stayOf(reservationId);
    for (const [kind, at, done] of [
      ["checkin", stay?.checkInTime, registration!.checkinSentAt],
      ["checkout", stay?.checkOutTime, registration!.checkoutSentAt],
    ] as const) {
      if (!at || done) continue;
      await sendEvent(kind, at);
    }
    await settle();

    /**
     * A reservation registered before its guests (the pre-check-in): each stay guest without an official guest is
     * matched to a ficha filled through the link (CPF, then name and birth date), else added to the reservation
     * (the person found by document before one is created). A guest the API refuses is an error of that guest.
     */
    async function attachGuests(reservaId: string, guests: StayRegisterGuest[]) {
      const rows = await fnrh.registeredGuests(reservationId);
      const missing = guests.filter((g) => !rows.find((r) => r.guestId === g.id)?.hospedeId);
      if (!missing.length) return;
      const official = ((await api!.guests(reservaId)).dados ?? []).map(fichaOf);
      const linked = new Set(rows.map((r) => r.hospedeId).filter(Boolean));
      const { matched } = matchFichas(
        missing,
        official.filter((f) => !linked.has(f.hospedeId)),
      );
      const [sensitive, minors] = await Promise.all([
        guestSensitiveStorage(db).ofGuests(missing.map((g) => g.id)),
        fnrh.minors(reservationId),
      ]);
      for (const guest of missing) {
        const ficha = matched.find((m) => m.guestId === guest.id)?.ficha;
        if (ficha) {
          await fnrh.putGuest(reservationId, guest.id, {
            hospedeId: ficha.hospedeId,
            pessoaId: ficha.pessoaId,
            state: "enviado",
            lastError: null,
          });
          continue;
        }
        try {
          const entry = guestEntry(reservation!, guest, guests, sensitive, minors);
          const known =
            guest.documentType && guest.documentNumber
              ? await api!.personByDocument(guest.documentType, guest.documentNumber).catch((error: unknown) => {
                  if (error instanceof FnrhError && error.status === 404) return undefined;
                  throw error;
                })
              : undefined;
          const pessoaId = known?.dados?.pessoa_id ?? (await api!.createPerson(entry.dados_pessoais)).dados?.pessoa_id;
          if (!pessoaId) throw new FnrhError("A FNRH não devolveu a pessoa cadastrada", true);
          const added = await api!.addGuest(reservaId, {
            pessoa_id: pessoaId,
            is_principal: guest.isMain,
            situacao_hospede_id: "PRECHECKIN_REALIZADO",
            fnrh: { motivo_viagem_id: reservation!.travelReason, meio_transporte_id: reservation!.transport },
            ...("responsavel" in entry ? { responsavel: entry.responsavel } : {}),
          });
          const hospedeId = added.dados?.hospede_id;
          if (!hospedeId) throw new FnrhError("A FNRH não devolveu o hóspede incluído", true);
          await fnrh.putGuest(reservationId, guest.id, { hospedeId, pessoaId, state: "enviado", lastError: null });
        } catch (error) {
          if (!(error instanceof FnrhError) || error.retryable) throw error;
          await fnrh.putGuest(reservationId, guest.id, { state: "erro", lastError: error.message });
        }
      }
    }

    async function sendEvent(kind: "checkin" | "checkout", at: Date) {
      // The official situation first: a guest already moved (a lost answer) is not sent again.
      const official = (await api!.guests(registration!.reservaId!)).dados ?? [];
      const registered = (await fnrh.registeredGuests(reservationId)).filter((g) => g.hospedeId);
      const wanted = kind === "checkin" ? "CHECKIN_REALIZADO" : "CHECKOUT_REALIZADO";
      for (const guest of registered) {
        const situation = official.find((o) => o.hospede_id === guest.hospedeId)?.situacao_hospede_id;
        if (situation !== wanted && !(kind === "checkin" && situation === "CHECKOUT_REALIZADO")) {
          await api!.event(guest.hospedeId!, kind, at);
        }
      }
      await fnrh.setGuestsState(
        reservationId,
        registered.filter((g) => g.state !== "erro").map((g) => g.guestId),
        kind === "checkin" ? "checkin_enviado" : "checkout_enviado",
      );
      await fnrh.putRegistration(
        reservationId,
        kind === "checkin" ? { checkinSentAt: new Date() } : { checkoutSentAt: new Date() },
      );
    }

    async function settle() {
      const [now, rows] = await Promise.all([fnrh.registration(reservationId), fnrh.registeredGuests(reservationId)]);
      const failed = rows.find((r) => r.state === "erro");
      const state = failed
        ? "erro"
        : now!.checkoutSentAt
          ? "checkout_enviado"
          : now!.checkinSentAt
            ? "checkin_enviado"
            : "enviado";
      await fnrh.putRegistration(reservationId, { state, lastError: failed ? failed.lastError : null });
    }
  } catch (error) {
    const message = error instanceof FnrhError ? error.message : "Erro inesperado ao enviar à FNRH";
    await fnrh.putRegistration(reservationId, { state: "erro", lastError: message });
    // A timeout or a 5xx is tried again by the queue, with its backoff; a refusal waits for 'Reenviar'.
    if (!(error instanceof FnrhError) || error.retryable) throw error;
  }

  /**
   * A cancellation or no-show, after reading the official state: a cancelled reservation is left alone; one still
   * CRIADA is cancelled; a no-show marks each guest not yet checked in (the API records no-shows per guest), and a
   * reservation without guests, which a no-show cannot touch, is cancelled instead while it may be.
   */
  async function release(api: FnrhApi, status: "cancelled" | "no_show", reservaId: string) {
    const official = (await api.reservation(reservaId)).dados?.situacao_reserva_id ?? "";
    const guests = status === "no_show" ? ((await api.guests(reservaId)).dados ?? []) : [];
    if (status === "no_show" && guests.length) {
      const now = new Date();
      for (const guest of guests) {
        const situation = guest.situacao_hospede_id ?? "";
        if (NO_SHOW.test(situation) || !BEFORE_CHECKIN.has(situation)) continue;
        await api.event(guest.hospede_id, "noshow", now);
      }
      await fnrh.putRegistration(reservationId, { state: "noshow_enviado", lastError: null });
      return;
    }
    if (official !== CANCELLED) {
      if (official !== "CRIADA") throw new FnrhError(CANCEL_NOT_ALLOWED(official || "desconhecida"), false);
      await api.cancel(reservaId);
    }
    await fnrh.putRegistration(reservationId, { state: "cancelado", lastError: null });
  }
}
