// Who stays (docs/product.md §7.5): the main guest (the reservation's) and the companions, at most the reservation's
// number of guests. Every change takes the reservation's row lock, so two desks adding the last place take turns
// and an edit lowering the number of guests sees every companion added before it.
import type { StayGuest } from "@shared/api/stay-guests";
import { ageOn, isMinorOn } from "@shared/stay-guests";
import type { AddStayGuest } from "@shared/validators/stay-guests";
import type { Db, DbOrTx } from "../db";
import { retryOnConflict } from "../db/retry";
import { ConflictError, NotFoundError, ValidationError } from "../errors";
import { storage } from "../storage";
import { systemClock, type Clock } from "./clock";
import { saveGuestSplit } from "./reservation-quote";
import { RESERVATION_NOT_FOUND } from "./stay-rules";

const ALREADY_ON_STAY = "Este hóspede já está nesta estadia";
const MAIN_GUEST_STAYS = "O hóspede principal não pode ser removido da estadia: ele é o titular da reserva";
const NOT_ON_STAY = "Este hóspede não está nesta estadia";
const GUARDIAN_NOT_ADULT_GUEST = "O responsável deve ser um hóspede adulto desta estadia";
const ONLY_MINORS_HAVE_GUARDIANS = "Só um hóspede menor de idade tem responsável";

export const guestsWord = (n: number) => (n === 1 ? "1 hóspede" : `${n} hóspedes`);
const childrenWord = (n: number) => (n === 1 ? "1 criança" : `${n} crianças`);

/** The 409 of a stay whose list is full: the clerk must raise the reservation's number of guests first. */
const listFull = (numberOfGuests: number) =>
  new ConflictError(
    `A reserva é para ${guestsWord(numberOfGuests)} e a lista já está completa: aumente o número de hóspedes da reserva para incluir mais alguém`,
    "numberOfGuests",
  );

/** The stay's guests, main first, each marked a minor or not on the check-in date. */
async function guestList(tx: DbOrTx, reservation: { id: string; guestId: string; checkInDate: string }) {
  const s = storage(tx);
  const [main, companions] = await Promise.all([
    s.guests.findById(reservation.guestId),
    s.reservationGuests.list(reservation.id),
  ]);
  const rows = [
    {
      guestId: main!.id,
      firstName: main!.firstName,
      lastName: main!.lastName,
      birthDate: main!.birthDate,
      isMain: true,
      guardianGuestId: null,
    },
    ...companions.map((c) => ({ ...c, isMain: false })),
  ];
  return rows.map((row): StayGuest => ({ ...row, isMinor: isMinorOn(row.birthDate, reservation.checkInDate) }));
}

/** The minors on a stay's list, by their age on `checkInDate` (a guest without a birth date counts as an adult). */
export async function listedMinors(tx: DbOrTx, reservation: { id: string; guestId: string }, checkInDate: string) {
  const listed = await guestList(tx, { ...reservation, checkInDate });
  return listed.filter((guest) => guest.isMinor).length;
}

/** 409 when an edit's children are fewer than the minors on the stay's list. */
export function requireChildrenListed(minors: number, children: number) {
  if (children < minors) {
    throw new ConflictError(
      `A lista da estadia tem ${childrenWord(minors)} (menores de idade): informe pelo menos ${childrenWord(minors)} na reserva`,
      "children",
    );
  }
}

export function stayGuests(db: Db, clock: Clock = systemClock) {
  /** The reservation, locked until the transaction ends. */
  async function locked(tx: DbOrTx, reservationId: string) {
    const reservation = await storage(tx).reservations.lockById(reservationId);
    if (!reservation) throw new NotFoundError(RESERVATION_NOT_FOUND);
    return reservation;
  }

  return {
    async list(reservationId: string) {
      const reservation = await storage(db).reservations.findById(reservationId);
      if (!reservation) throw new NotFoundError(RESERVATION_NOT_FOUND);
      return guestList(db, reservation);
    },

    /** Adds a companion (a registered guest, or a new one from a name and a birth date); answers them as listed. */
    add: (reservationId: string, values: AddStayGuest) =>
      retryOnConflict(() =>
        db.transaction(async (tx) => {
          const s = storage(tx);
          const reservation = await locked(tx, reservationId);
          if (values.guestId !== undefined) {
            if (!(await s.guests.findById(values.guestId))) {
              throw new ValidationError("Hóspede não encontrado", "guestId");
            }
            if (
              values.guestId === reservation.guestId ||
              (await s.reservationGuests.has(reservationId, values.guestId))
            ) {
              throw new ConflictError(ALREADY_ON_STAY, "guestId");
            }
          }
          const listed = await guestList(tx, reservation);
          if (listed.length + 1 > reservation.numberOfGuests) throw listFull(reservation.numberOfGuests);
          const guest =
            values.guestId !== undefined
              ? (await s.guests.findById(values.guestId))!
              : await s.reservationGuests.createGuest({
                  firstName: values.firstName!,
                  lastName: values.lastName!,
                  birthDate: values.birthDate!,
                });
          const isMinor = isMinorOn(guest.birthDate, reservation.checkInDate);
          const guardianGuestId = values.guardianGuestId ?? null;
          if (guardianGuestId !== null) {
            if (!isMinor) throw new ValidationError(ONLY_MINORS_HAVE_GUARDIANS, "guardianGuestId");
            const guardian = listed.find((g) => g.guestId === guardianGuestId);
            if (!guardian || guardian.isMinor) throw new ValidationError(GUARDIAN_NOT_ADULT_GUEST, "guardianGuestId");
          }
          // The reservation's children are at least the minors listed: a child in an adult's place moves that place
          // from adults to children (the number of guests stays), never leaving the stay without an adult.
          const minors = listed.filter((g) => g.isMinor).length + (isMinor ? 1 : 0);
          if (minors > reservation.children) {
            const adults = reservation.numberOfGuests - minors;
            if (adults < 1) {
              throw new ConflictError(
                "A reserva precisa de pelo menos 1 adulto: aumente o número de hóspedes da reserva para incluir mais uma criança",
                "children",
              );
            }
            // The ages follow when they were known: the new minor's age on arrival joins them.
            const known = reservation.childrenAges.length === reservation.children;
            const age = ageOn(guest.birthDate!, reservation.checkInDate);
            const childrenAges = known ? [...reservation.childrenAges, age].sort((a, b) => b - a) : [];
            await saveGuestSplit(tx, clock, reservation, { adults, children: minors, childrenAges });
          }
          await s.reservationGuests.add({ reservationId, guestId: guest.id, guardianGuestId });
          const added: StayGuest = {
            guestId: guest.id,
            firstName: guest.firstName,
            lastName: guest.lastName,
            birthDate: guest.birthDate,
            isMain: false,
            isMinor,
            guardianGuestId,
          };
          return added;
        }),
      ),

    remove: (reservationId: string, guestId: string) =>
      db.transaction(async (tx) => {
        const reservation = await locked(tx, reservationId);
        if (guestId === reservation.guestId) throw new ConflictError(MAIN_GUEST_STAYS, "guestId");
        if (!(await storage(tx).reservationGuests.remove(reservationId, guestId))) throw new NotFoundError(NOT_ON_STAY);
      }),
  };
}
