// Saving an edit of a reservation against the guests already on its stay (docs/product.md §7.5).
import type { ReservationStatus } from "@shared/enums";
import type { ReservationChanges } from "../storage/reservations";
import type { Db } from "../db";
import { ConflictError } from "../errors";
import { storage } from "../storage";
import type { NightRow } from "../storage/reservation-nights";
import { guestsWord, listedMinors, requireChildrenListed } from "./stay-guests";

/**
 * Saves an edit of a reservation (as server/storage/reservations.ts's update: false when its status moved meanwhile)
 * and, when the stay was quoted again, its new `nights`, in one transaction. A number of guests below those on the
 * stay's list is refused, under the lock an addition takes, and so are fewer children than the minors listed.
 */
export async function saveReservationEdit(
  db: Db,
  id: string,
  expectedStatus: ReservationStatus,
  changes: ReservationChanges,
  nights?: readonly NightRow[],
) {
  const { numberOfGuests } = changes;
  if (numberOfGuests === undefined && !nights) return storage(db).reservations.update(id, expectedStatus, changes);
  return db.transaction(async (tx) => {
    const s = storage(tx);
    const current = await s.reservations.lockById(id);
    if (!current) return false;
    const listed = 1 + (await s.reservationGuests.count(id));
    if (numberOfGuests !== undefined && numberOfGuests < listed) {
      throw new ConflictError(
        `Esta estadia já tem ${guestsWord(listed)} na lista: remova acompanhantes antes de reduzir o número de hóspedes`,
        "numberOfGuests",
      );
    }
    if (listed > 1 && changes.children !== undefined) {
      requireChildrenListed(
        await listedMinors(tx, current, changes.checkInDate ?? current.checkInDate),
        changes.children,
      );
    }
    if (!(await s.reservations.update(id, expectedStatus, changes))) return false;
    if (nights) await s.reservationNights.replace(id, nights);
    return true;
  });
}
