// Booking: the rules around a reservation that are more than a query. The database keeps the last word on
// double booking (the segments' no-overlap constraint answers 23P01, which the error handler turns into 409). The
// price is the tarifário's quote (reservation-quote.ts), stored night by night with the reservation.
import type { InsertReservation, ReservationListQuery, UpdateReservation } from "@shared/validators/reservations";
import type { ReservationMapEntry } from "@shared/api/reservations";
import { RESERVATION_STATUS_LABELS, type ReservationStatus } from "@shared/enums";
import { canMoveStatus, estimateStayTotal, INITIAL_RESERVATION_STATUSES } from "@shared/reservations";
import { resolveGuestCounts } from "@shared/stay-guests";
import { toCentavos } from "@shared/money";
import type { Db, DbOrTx } from "../db";
import { retryOnConflict } from "../db/retry";
import { ConflictError, NotFoundError, ValidationError } from "../errors";
import { storage } from "../storage";
import { recomputePaymentStatus } from "./billing";
import { systemClock, type Clock } from "./clock";
import { discountReason } from "./discount";
import { saveReservationEdit } from "./reservation-edit";
import { checkedTotal, checkRestrictions, depositOf, quoteColumns, quoteFor } from "./reservation-quote";
import { bookableRoom, checkCapacity, checkFreeNights, RESERVATION_NOT_FOUND } from "./stay-rules";

const RESERVATION_IN_USE =
  "Não é possível excluir esta reserva: ela já tem check-in, pagamentos ou consumos registrados. Cancele-a em vez de excluir.";
const CHANGED_MEANWHILE = "Esta reserva foi alterada por outra pessoa. Atualize a página e tente novamente.";
const USE_ROOM_MOVE = "Para hóspedes hospedados, use Trocar Quarto";

const sameAges = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((v, i) => v === b[i]);

function refusedMove(from: ReservationStatus, to: ReservationStatus) {
  if (to === "checked_in" || to === "completed") {
    return "Check-in e check-out são registrados na tela Check-in / Check-out.";
  }
  return `Não é possível mudar uma reserva de "${RESERVATION_STATUS_LABELS[from]}" para "${RESERVATION_STATUS_LABELS[to]}".`;
}

export function reservationsDomain(db: Db, clock: Clock = systemClock) {
  const { reservationList, reservationNights, reservations, roomBlocks, rooms, segments, settings } = storage(db);

  async function read(id: string) {
    const [view, rooms, nights] = await Promise.all([
      reservations.findView(id),
      segments.listForReservation(id),
      reservationNights.list(id),
    ]);
    if (!view) throw new NotFoundError(RESERVATION_NOT_FOUND);
    return { ...view, segments: rooms, nights };
  }

  return {
    list: () => reservationList.list(),
    page: (query: ReservationListQuery & { limit: number }) => reservationList.page(query),
    summary: () => reservationList.summary(),
    /** The map's window: the stays' segments, then the channels' active blocks (docs/decisions/0052). */
    async listInWindow(from: string, to: string): Promise<ReservationMapEntry[]> {
      const [stays, blocks] = await Promise.all([segments.listInWindow(from, to), roomBlocks.listInWindow(from, to)]);
      return [...stays, ...blocks];
    },
    listForGuest: (guestId: string) => reservations.listForGuest(guestId),
    get: (id: string) => read(id),

    /** `role`: the user's; a discount beyond the owner's limit is the owner's to give (docs/product.md §7.6). */
    create: (values: InsertReservation, role: string) => retryOnConflict(() => create(values, role)),
    /** A full edit (the dialog) or, with only `status`, the list's dropdown. */
    update: (id: string, values: Partial<UpdateReservation>, role: string) =>
      retryOnConflict(() => update(id, values, role)),

    async remove(id: string) {
      const outcome = await reservations.remove(id);
      if (outcome === "missing") throw new NotFoundError(RESERVATION_NOT_FOUND);
      if (outcome === "referenced") throw new ConflictError(RESERVATION_IN_USE, "reservation");
    },
  };

  async function create(values: InsertReservation, role: string) {
    return read(await db.transaction((tx) => createReservationIn(tx, clock, values, role)));
  }

  async function update(id: string, values: Partial<UpdateReservation>, role: string) {
    const current = await reservations.findById(id);
    if (!current) throw new NotFoundError(RESERVATION_NOT_FOUND);
    const from = current.status as ReservationStatus;
    const to = values.status ?? from;
    if (!canMoveStatus(from, to)) throw new ConflictError(refusedMove(from, to), "status");

    const { overrideRestrictions, ...sent } = values;
    const counts = resolveGuestCounts(values);
    const stay = {
      roomId: values.roomId ?? current.roomId,
      checkInDate: values.checkInDate ?? current.checkInDate,
      checkOutDate: values.checkOutDate ?? current.checkOutDate,
      adults: counts?.adults ?? current.adults,
      children: counts?.children ?? current.children,
      // New children without their ages are children of unknown age (quoted as adults).
      childrenAges: values.childrenAges ?? (counts && counts.children !== current.children ? [] : current.childrenAges),
    };
    const changes: Partial<UpdateReservation> & Record<string, unknown> = {
      ...sent,
      ...counts,
      childrenAges: stay.childrenAges,
      status: to,
    };
    const inHouse = from === "checked_in";
    const roomChanges = stay.roomId !== current.roomId;
    if (inHouse && roomChanges) throw new ConflictError(USE_ROOM_MOVE, "roomId");
    const room = roomChanges ? await bookableRoom(rooms, stay.roomId) : (await rooms.findById(current.roomId))!;
    if (values.roomId !== undefined || changes.numberOfGuests !== undefined) {
      checkCapacity(room, changes.numberOfGuests ?? current.numberOfGuests);
      // An extension of a guest in the house stays in their room: its next nights must be free (docs/product.md §8.4).
      if (inHouse && stay.checkOutDate > current.checkOutDate) {
        const nights = { from: current.checkOutDate, to: stay.checkOutDate, reservationId: id };
        await checkFreeNights(segments, room, nights, "checkOutDate");
      }
    }

    // A new stay (dates, room or party) is quoted again; the reservation keeps its nights as sold otherwise.
    const stayChanged =
      stay.checkInDate !== current.checkInDate ||
      stay.checkOutDate !== current.checkOutDate ||
      roomChanges ||
      stay.adults !== current.adults ||
      stay.children !== current.children ||
      !sameAges(stay.childrenAges, current.childrenAges);
    const quote = stayChanged ? await quoteFor(db, clock, stay) : null;
    checkRestrictions(quote?.restrictions ?? [], overrideRestrictions, role);
    if (quote) {
      changes.totalAmount ??= checkedTotal(quote.total);
      // The deposit's amount follows the new stay; its deadline stays the one the guest was given.
      Object.assign(changes, {
        quotedTotal: quote.total,
        cancellationPolicy: quote.cancellationPolicy,
        ...(current.depositAmount !== null && { depositAmount: depositOf(quote, changes.totalAmount) }),
      });
    }
    if (changes.totalAmount !== undefined) {
      changes.motivoDesconto = await discountReason(settings, {
        total: changes.totalAmount,
        // The list price: the new quote's total; the one it was sold at; nights x price before the quote.
        list:
          quote?.total ??
          current.quotedTotal ??
          estimateStayTotal(stay.checkInDate, stay.checkOutDate, room.pricePerNight),
        motivo: values.motivoDesconto ?? current.motivoDesconto,
        role,
        unchanged: !stayChanged && toCentavos(changes.totalAmount) === toCentavos(current.totalAmount),
      });
    } else if (values.motivoDesconto !== undefined) {
      delete changes.motivoDesconto;
    }
    if (!(await saveReservationEdit(db, id, from, changes, quote?.nights))) {
      throw new ConflictError(CHANGED_MEANWHILE, "status");
    }
    // A new total changes what is left to pay: statusPagamento follows, read under the reservation's lock as a
    // payment reads it (docs/decisions/0015).
    if (changes.totalAmount !== undefined) {
      await db.transaction(async (tx) => {
        const s = storage(tx);
        await s.reservations.lockById(id);
        await recomputePaymentStatus(s, id);
      });
    }
    return read(id);
  }
}

/**
 * Creates a desk reservation inside `tx` (the caller's transaction, so another write can share it: a channel's block
 * becoming this reservation): its quote, the reservation and its nights. Answers the new reservation's id.
 */
export async function createReservationIn(tx: DbOrTx, clock: Clock, values: InsertReservation, role: string) {
  const { overrideRestrictions, ...fields } = values;
  const status = values.status ?? "pending";
  if (!(INITIAL_RESERVATION_STATUSES as readonly string[]).includes(status)) {
    throw new ValidationError("Uma nova reserva começa como Pendente ou Confirmada", "status");
  }
  const s = storage(tx);
  if (!(await s.guests.findById(values.guestId))) throw new ValidationError("Hóspede não encontrado", "guestId");
  const room = await bookableRoom(s.rooms, values.roomId);
  const counts = resolveGuestCounts(values) ?? { numberOfGuests: 1, adults: 1, children: 0 };
  checkCapacity(room, counts.numberOfGuests);
  const childrenAges = values.childrenAges ?? [];
  // The quote, the reservation and its nights in one transaction: what is stored is what was quoted.
  const quote = await quoteFor(tx, clock, { ...values, ...counts, childrenAges });
  checkRestrictions(quote.restrictions, overrideRestrictions, role);
  const list = checkedTotal(quote.total);
  const totalAmount = values.totalAmount ?? list;
  const motivoDesconto = await discountReason(s.settings, {
    total: totalAmount,
    list,
    motivo: values.motivoDesconto,
    role,
    unchanged: false,
  });
  const created = await s.reservations.create({
    ...fields,
    ...counts,
    childrenAges,
    status,
    totalAmount,
    motivoDesconto,
    ...quoteColumns(quote, totalAmount, status, values.origem ?? "balcao"),
  });
  await s.reservationNights.replace(created, quote.nights);
  return created;
}
