// The check-in's FNRH panel (docs/product.md §19): per guest what the register still lacks, the stay's trip, and
// the minors' responsible adult and authorisation (ECA art. 82), and race and disability (sensitive, read only here).
// A minor without them is never checked in; the rest blocks the check-in only when the register is configured in
// 'bloquear'.
import type { FichaView } from "@shared/api/fnrh";
import { missingGuestFields, missingTripFields } from "@shared/fnrh-completeness";
import { isMinorOn } from "@shared/stay-guests";
import { calendarDateAt } from "@shared/pousada-time";
import type { MinorAuthorisationInput } from "@shared/validators/fnrh";
import type { Db, DbOrTx } from "../db";
import { ConflictError, NotFoundError, ValidationError } from "../errors";
import { storage } from "../storage";
import { fnrhStorage } from "../storage/fnrh";
import type { Clock } from "./clock";
import { RESERVATION_NOT_FOUND } from "./stay-rules";
import { fnrhSettingsView } from "./fnrh-settings";
import { guestSensitiveStorage, type SensitiveValues } from "../storage/guest-sensitive";

interface ReservationFacts {
  id: string;
  guestId: string;
  checkInDate: string;
  travelReason: string | null;
  transport: string | null;
}

const fullName = (g: { firstName: string; lastName: string }) => `${g.firstName} ${g.lastName}`;

/** The panel's facts for a reservation about to check in (or in the house), judged on `today`. */
async function fichaOf(db: DbOrTx, reservation: ReservationFacts, today: string): Promise<FichaView> {
  const fnrh = fnrhStorage(db);
  const [guests, minors, settings] = await Promise.all([
    fnrh.stayGuests(reservation),
    fnrh.minors(reservation.id),
    fnrhSettingsView(db),
  ]);
  const sensitive = await guestSensitiveStorage(db).ofGuests(guests.map((g) => g.id));
  // A stay already begun judges ages on its check-in day; one about to begin, today.
  const on = reservation.checkInDate < today ? reservation.checkInDate : today;
  const view = guests.map((guest) => {
    const minor = minors.find((m) => m.guestId === guest.id);
    return {
      guestId: guest.id,
      name: fullName(guest),
      isMain: guest.isMain,
      isMinor: isMinorOn(guest.birthDate, on),
      missing: missingGuestFields(guest),
      listedGuardianId: guest.listedGuardianId,
      sensitive: {
        race: sensitive.get(guest.id)?.race ?? null,
        disability: sensitive.get(guest.id)?.disability ?? null,
        disabilityType: sensitive.get(guest.id)?.disabilityType ?? null,
      },
      minor: minor
        ? {
            guardianGuestId: minor.guardianGuestId,
            guardianDocumentType: minor.guardianDocumentType,
            guardianDocumentNumber: minor.guardianDocumentNumber,
            authorisation: minor.authorisation,
            checkedAt: minor.checkedAt.toISOString(),
          }
        : null,
    };
  });
  const trip = { travelReason: reservation.travelReason, transport: reservation.transport };
  const tripMissing = missingTripFields(trip);
  return {
    reservationId: reservation.id,
    guests: view,
    trip,
    tripMissing,
    complete: tripMissing.length === 0 && view.every((g) => g.missing.length === 0),
    mode: settings.configurado ? settings.modoCheckin : "avisar",
    configured: settings.configurado,
  };
}

/**
 * 409 unless every minor has a responsible adult and an authorisation (always: the check-in's panel records them),
 * and, once the FNRH is configured in 'bloquear', the ficha is complete.
 */
export async function requireFichaReady(db: DbOrTx, reservation: ReservationFacts, today: string) {
  const ficha = await fichaOf(db, reservation, today);
  const unauthorised = ficha.guests.find((g) => g.isMinor && !g.minor);
  if (unauthorised) {
    throw new ConflictError(
      `${unauthorised.name} é menor de idade: informe o responsável (um hóspede adulto da estadia ou o documento do responsável) e se um dos pais está presente ou foi apresentada autorização por escrito (ECA, art. 82).`,
      "minors",
    );
  }
  if (ficha.configured && ficha.mode === "bloquear" && !ficha.complete) {
    const lacking = ficha.guests.find((g) => g.missing.length);
    const what = lacking
      ? `${lacking.name}: falta ${lacking.missing.join(", ")}`
      : `falta ${ficha.tripMissing.join(", ")}`;
    throw new ConflictError(
      `A ficha da FNRH está incompleta (${what}). Complete os dados para fazer o check-in.`,
      "fnrh",
    );
  }
}

/** The panel's writes, each under the reservation's row lock (two desks take turns). */
export function fichaEdits(db: Db, clock: Clock) {
  const locked = async (tx: DbOrTx, reservationId: string) => {
    const reservation = await storage(tx).reservations.lockById(reservationId);
    if (!reservation) throw new NotFoundError(RESERVATION_NOT_FOUND);
    return reservation;
  };
  const today = async (tx: DbOrTx) => calendarDateAt(clock(), await storage(tx).settings.timeZone());

  return {
    async read(reservationId: string) {
      const reservation = await storage(db).reservations.findById(reservationId);
      if (!reservation) throw new NotFoundError(RESERVATION_NOT_FOUND);
      return fichaOf(db, reservation, await today(db));
    },

    setTrip: (reservationId: string, trip: { travelReason: string; transport: string }) =>
      db.transaction(async (tx) => {
        await locked(tx, reservationId);
        await fnrhStorage(tx).setTrip(reservationId, trip, clock());
      }),

    /** A minor's responsible adult (an adult guest of the stay, or a document) and what was shown, by whom. */
    setMinor: (reservationId: string, guestId: string, values: MinorAuthorisationInput, userId: string) =>
      db.transaction(async (tx) => {
        const reservation = await locked(tx, reservationId);
        const ficha = await fichaOf(tx, reservation, await today(tx));
        const minor = ficha.guests.find((g) => g.guestId === guestId);
        if (!minor) throw new NotFoundError("Este hóspede não está nesta estadia");
        if (!minor.isMinor) throw new ValidationError("Só um hóspede menor de idade precisa de responsável", "guestId");
        if (values.guardianGuestId) {
          const guardian = ficha.guests.find((g) => g.guestId === values.guardianGuestId);
          if (!guardian || guardian.isMinor) {
            throw new ValidationError("O responsável deve ser um hóspede adulto desta estadia", "guardianGuestId");
          }
        }
        await fnrhStorage(tx).putMinor(reservationId, guestId, values, userId);
      }),

    /** A guest's race and disability (LGPD art. 5 II), asked only here for the register. */
    setSensitive: (reservationId: string, guestId: string, values: SensitiveValues) =>
      db.transaction(async (tx) => {
        const reservation = await locked(tx, reservationId);
        const guests = await fnrhStorage(tx).stayGuests(reservation);
        if (!guests.some((g) => g.id === guestId)) throw new NotFoundError("Este hóspede não está nesta estadia");
        await guestSensitiveStorage(tx).put(guestId, values);
      }),
  };
}
