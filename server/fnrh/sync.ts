// One stay brought up to date with the FNRH (a job of the queue, server/jobs/definitions.ts 'fnrh-enviar'). Every
// step reads the official state before it writes, so a job run again after a lost answer sends nothing twice:
// the official reservation is looked up by our number before registering, each guest's situation before an event.
// The answered guest list is compared with what was sent: a guest the API silently dropped is an error.
import type { Db } from "../db";
import { fnrhCredentialsOf } from "../domain/fnrh-settings";
import { storage } from "../storage";
import { fnrhStorage, type StayRegisterGuest } from "../storage/fnrh";
import { guestSensitiveStorage } from "../storage/guest-sensitive";
import { FNRH_URLS, FnrhError, fnrhClient, type FnrhAnsweredGuest } from "./client";
import { registerPayload } from "./payload";

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

export async function syncStay(db: Db, reservationId: string, options: FnrhOptions = {}) {
  const credentials = await fnrhCredentialsOf(db);
  if (!credentials) return;
  const fnrh = fnrhStorage(db);
  const reservation = await storage(db).reservations.findById(reservationId);
  if (!reservation) return;
  const api = fnrhClient({
    baseUrl: options.apiUrl ?? FNRH_URLS[credentials.ambiente],
    usuario: credentials.usuario,
    chave: credentials.chave,
    cpfOperador: credentials.cpfOperador,
    timeoutMs: options.timeoutMs ?? 15_000,
  });
  try {
    const guests = await fnrh.stayGuests(reservation);
    let registration = await fnrh.registration(reservationId);
    let answered: FnrhAnsweredGuest[];
    if (!registration?.reservaId) {
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
      registration = await fnrh.registration(reservationId);
    }
    const stay = await fnrh.stayOf(reservationId);
    for (const [kind, at, done] of [
      ["checkin", stay?.checkInTime, registration!.checkinSentAt],
      ["checkout", stay?.checkOutTime, registration!.checkoutSentAt],
    ] as const) {
      if (!at || done) continue;
      await sendEvent(kind, at);
    }
    await settle();

    async function sendEvent(kind: "checkin" | "checkout", at: Date) {
      // The official situation first: a guest already moved (a lost answer) is not sent again.
      const official = (await api.guests(registration!.reservaId!)).dados ?? [];
      const registered = (await fnrh.registeredGuests(reservationId)).filter((g) => g.hospedeId);
      const wanted = kind === "checkin" ? "CHECKIN_REALIZADO" : "CHECKOUT_REALIZADO";
      for (const guest of registered) {
        const situation = official.find((o) => o.hospede_id === guest.hospedeId)?.situacao_hospede_id;
        if (situation !== wanted && !(kind === "checkin" && situation === "CHECKOUT_REALIZADO")) {
          await api.event(guest.hospedeId!, kind, at);
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
}
