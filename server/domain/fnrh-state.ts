// A stay's state with the FNRH (GET /api/checkinout/:id/fnrh) and the desk's list of late or failed registers.
import type { FnrhPendingItem, FnrhStayView } from "@shared/api/fnrh";
import type { FnrhState } from "@shared/fnrh";
import type { Db } from "../db";
import { NotFoundError } from "../errors";
import { storage } from "../storage";
import { fnrhStorage } from "../storage/fnrh";
import type { Clock } from "./clock";
import { STAY_NOT_FOUND } from "./front-desk";

/** A register still pending this long after it was asked for is late. */
const LATE_AFTER_MS = 30 * 60_000;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export async function fnrhStayView(db: Db, stayId: string): Promise<FnrhStayView> {
  const stay = await storage(db).stays.findView(stayId);
  if (!stay) throw new NotFoundError(STAY_NOT_FOUND);
  const fnrh = fnrhStorage(db);
  const reservation = (await storage(db).reservations.findById(stay.reservationId))!;
  const [registration, guests, rows] = await Promise.all([
    fnrh.registration(reservation.id),
    fnrh.stayGuests(reservation),
    fnrh.registeredGuests(reservation.id),
  ]);
  return {
    reservationId: reservation.id,
    state: (registration?.state ?? "nao_enviado") as FnrhState,
    lastError: registration?.lastError ?? null,
    linkPrecheckin: registration?.linkPrecheckin ?? null,
    sentAt: iso(registration?.sentAt),
    checkinSentAt: iso(registration?.checkinSentAt),
    checkoutSentAt: iso(registration?.checkoutSentAt),
    guests: guests.map((g) => {
      const row = rows.find((r) => r.guestId === g.id);
      return {
        guestId: g.id,
        name: `${g.firstName} ${g.lastName}`,
        state: (row?.state ?? "nao_enviado") as FnrhState,
        lastError: row?.lastError ?? null,
      };
    }),
  };
}

export async function fnrhPending(db: Db, clock: Clock): Promise<FnrhPendingItem[]> {
  const rows = await fnrhStorage(db).lateOrFailed(new Date(clock().getTime() - LATE_AFTER_MS));
  const items = await Promise.all(
    rows.map(async (row) => {
      const view = await storage(db).reservations.findView(row.reservationId);
      const stay = await fnrhStorage(db).stayOf(row.reservationId);
      return {
        reservationId: row.reservationId,
        stayId: stay?.id ?? null,
        guestName: view ? `${view.guest.firstName} ${view.guest.lastName}` : "",
        roomNumber: view?.room.number ?? "",
        state: row.state as FnrhState,
        lastError: row.lastError,
        requestedAt: iso(row.requestedAt),
      };
    }),
  );
  return items;
}
