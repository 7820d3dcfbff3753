// One quote, from the server (docs/product.md §15.3, docs/decisions/0054): every path that sells or re-prices a stay
// (a new reservation, an edit of its dates, room or party, a room move at the new room's rate) asks the tarifário's
// quote (rates.ts) here, refuses a stay the tarifário's restrictions close unless the owner overrides, and keeps
// from the quote what the reservation is sold with: its nights, the quote's total, the deposit and the policy.
import type { Quote } from "@shared/api/rates";
import type { ReservationStatus } from "@shared/enums";
import { originTakesDeposit } from "@shared/reservations";
import { fromCentavos, toCentavos } from "@shared/money";
import type { DbOrTx } from "../db";
import { ConflictError, ForbiddenError, ValidationError } from "../errors";
import { storage } from "../storage";
import { recomputePaymentStatus } from "./billing";
import type { Clock } from "./clock";
import { percentOf } from "./rate-quote-rules";
import { ratesDomain } from "./rates";

type LockedReservation = NonNullable<Awaited<ReturnType<ReturnType<typeof storage>["reservations"]["lockById"]>>>;

const OVERRIDE_IS_THE_OWNERS = "Só o proprietário pode reservar apesar das restrições do tarifário";
export const TOTAL_TOO_LARGE = "Valor total acima do máximo permitido (R$ 99.999.999,99)";
/** The largest total the column takes (numeric(10,2)), in centavos. */
export const MAX_TOTAL_CENTAVOS = 9_999_999_999;

export interface QuotedStay {
  roomId: string;
  checkInDate: string;
  checkOutDate: string;
  adults: number;
  children: number;
  /** One age per child, or [] when they are not known (a reservation made before the quote). */
  childrenAges: readonly number[];
}

/**
 * The quote of a stay. Children whose ages are not known are quoted as adults (the dearer assumption, and the one
 * nights x price made before): the clerk gives the ages to price them by band.
 */
export function quoteFor(db: DbOrTx, clock: Clock, stay: QuotedStay): Promise<Quote> {
  const known = stay.childrenAges.length === stay.children;
  return ratesDomain(db, clock).quote({
    roomId: stay.roomId,
    checkInDate: stay.checkInDate,
    checkOutDate: stay.checkOutDate,
    adults: stay.adults + (known ? 0 : stay.children),
    childrenAges: known ? [...stay.childrenAges] : [],
  });
}

/**
 * 403 when someone other than the owner asks to override; 409 with the quote's messages when a restriction is not
 * met and the owner did not override. The room's capacity is stay-rules.ts's to refuse, with its own message.
 */
export function checkRestrictions(restrictions: Quote["restrictions"], override: boolean | undefined, role: string) {
  if (override && role !== "owner") throw new ForbiddenError(OVERRIDE_IS_THE_OWNERS);
  const unmet = restrictions.filter((r) => r.code !== "capacity");
  if (unmet.length && !override) throw new ConflictError(unmet.map((r) => r.message).join(". "));
}

/** A total the column holds, refused here (not as a database overflow, a 500) when it cannot. */
export function checkedTotal(total: string, field = "totalAmount") {
  if (toCentavos(total) > MAX_TOTAL_CENTAVOS) throw new ValidationError(TOTAL_TOO_LARGE, field);
  return total;
}

/**
 * What the reservation keeps of its quote: the quote's total (the list price of a discount), the cancellation policy
 * as it stands, and the deposit: the quote's percent of the agreed total, due by the quote's deadline, for a
 * reservation that waits for it (pending) and was sold at a distance (originTakesDeposit). A reservation the desk
 * confirms at once, or sells in person, holds no deposit.
 */
export function quoteColumns(quote: Quote, totalAmount: string, status: ReservationStatus, origem: string) {
  const held = status === "pending" && originTakesDeposit(origem) && quoteAsksDeposit(quote);
  return {
    quotedTotal: quote.total,
    cancellationPolicy: quote.cancellationPolicy,
    depositAmount: held ? depositOf(quote, totalAmount) : null,
    depositDueAt: held ? new Date(quote.deposit.dueAt!) : null,
  };
}

/** Whether the quote's terms ask for a deposit at all (a percent and a deadline). */
const quoteAsksDeposit = (quote: Quote) => quote.deposit.percent > 0 && quote.deposit.dueAt !== null;

/**
 * The deposit a stay quoted by `quote` asks at the agreed `totalAmount`: the quote's percent of it ("0.00" when the
 * quote asks none). An edit uses it for a reservation that already waits for its deposit.
 */
export const depositOf = (quote: Quote, totalAmount: string) =>
  quoteAsksDeposit(quote) ? fromCentavos(percentOf(toCentavos(totalAmount), quote.deposit.percent)) : "0.00";

/**
 * A companion moved a place from adults to children (stay-guests.ts), on a reservation the caller has locked: the
 * split is stored and, for a reservation sold by the quote, the stay is quoted again; its nights and quoted total
 * follow, and so does its total when it was the quote's (a discount given stays as agreed).
 */
export async function saveGuestSplit(
  tx: DbOrTx,
  clock: Clock,
  reservation: LockedReservation,
  split: { adults: number; children: number; childrenAges: number[] },
) {
  const s = storage(tx);
  const now = clock();
  if (reservation.quotedTotal === null) {
    await s.reservations.setGuestSplit(reservation.id, split, now);
    return;
  }
  const quote = await quoteFor(tx, clock, { ...reservation, ...split });
  const follows = toCentavos(reservation.totalAmount) === toCentavos(reservation.quotedTotal);
  await s.reservations.setGuestSplit(
    reservation.id,
    { ...split, quotedTotal: quote.total, ...(follows && { totalAmount: checkedTotal(quote.total, "children") }) },
    now,
  );
  await s.reservationNights.replace(reservation.id, quote.nights);
  if (follows) await recomputePaymentStatus(s, reservation.id);
}
