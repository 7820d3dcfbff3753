// Booking: the rules around a reservation that are more than a query. The database keeps the last word on
// double booking (the segments' no-overlap constraint answers 23P01, which the error handler turns into 409).
import type { InsertReservation, ReservationListQuery, UpdateReservation } from "@shared/validators/reservations";
import type { ReservationMapEntry } from "@shared/api/reservations";
import { RESERVATION_STATUS_LABELS, type ReservationStatus } from "@shared/enums";
import { canMoveStatus, estimateStayTotal, INITIAL_RESERVATION_STATUSES } from "@shared/reservations";
import { resolveGuestCounts } from "@shared/stay-guests";
import { toCentavos } from "@shared/money";
import type { Db } from "../db";
import { retryOnConflict } from "../db/retry";
import { ConflictError, NotFoundError, ValidationError } from "../errors";
import { storage } from "../storage";
import { recomputePaymentStatus } from "./billing";
import { discountReason } from "./discount";
import { saveReservationEdit } from "./reservation-edit";
import { bookableRoom, checkCapacity, checkFreeNights, RESERVATION_NOT_FOUND } from "./stay-rules";

const RESERVATION_IN_USE =
  "Não é possível excluir esta reserva: ela já tem check-in, pagamentos ou consumos registrados. Cancele-a em vez de excluir.";
export const TOTAL_TOO_LARGE = "Valor total acima do máximo permitido (R$ 99.999.999,99)";
const CHANGED_MEANWHILE = "Esta reserva foi alterada por outra pessoa. Atualize a página e tente novamente.";
const USE_ROOM_MOVE = "Para hóspedes hospedados, use Trocar Quarto";

/** The largest total the column takes (numeric(10,2)), in centavos. */
export const MAX_TOTAL_CENTAVOS = 9_999_999_999;

/** nights x price per night, refused here (not as a database overflow, a 500) when the column cannot hold it. */
function computedTotal(checkInDate: string, checkOutDate: string, pricePerNight: string) {
  const total = estimateStayTotal(checkInDate, checkOutDate, pricePerNight);
  if (toCentavos(total) > MAX_TOTAL_CENTAVOS) throw new ValidationError(TOTAL_TOO_LARGE, "totalAmount");
  return total;
}

function refusedMove(from: ReservationStatus, to: ReservationStatus) {
  if (to === "checked_in" || to === "completed") {
    return "Check-in e check-out são registrados na tela Check-in / Check-out.";
  }
  return `Não é possível mudar uma reserva de "${RESERVATION_STATUS_LABELS[from]}" para "${RESERVATION_STATUS_LABELS[to]}".`;
}

export function reservationsDomain(db: Db) {
  const { guests, reservationList, reservations, roomBlocks, rooms, segments, settings } = storage(db);

  async function read(id: string) {
    const [view, rooms] = await Promise.all([reservations.findView(id), segments.listForReservation(id)]);
    if (!view) throw new NotFoundError(RESERVATION_NOT_FOUND);
    return { ...view, segments: rooms };
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
    const status = values.status ?? "pending";
    if (!(INITIAL_RESERVATION_STATUSES as readonly string[]).includes(status)) {
      throw new ValidationError("Uma nova reserva começa como Pendente ou Confirmada", "status");
    }
    if (!(await guests.findById(values.guestId))) throw new ValidationError("Hóspede não encontrado", "guestId");
    const room = await bookableRoom(rooms, values.roomId);
    const counts = resolveGuestCounts(values);
    checkCapacity(room, counts?.numberOfGuests ?? 1);
    const list = computedTotal(values.checkInDate, values.checkOutDate, room.pricePerNight);
    const totalAmount = values.totalAmount ?? list;
    const motivoDesconto = await discountReason(settings, {
      total: totalAmount,
      list,
      motivo: values.motivoDesconto,
      role,
      unchanged: false,
    });
    return read(await reservations.create({ ...values, ...counts, status, totalAmount, motivoDesconto }));
  }

  async function update(id: string, values: Partial<UpdateReservation>, role: string) {
    const current = await reservations.findById(id);
    if (!current) throw new NotFoundError(RESERVATION_NOT_FOUND);
    const from = current.status as ReservationStatus;
    const to = values.status ?? from;
    if (!canMoveStatus(from, to)) throw new ConflictError(refusedMove(from, to), "status");

    const changes = { ...values, ...resolveGuestCounts(values), status: to };
    const inHouse = from === "checked_in";
    const roomChanges = values.roomId !== undefined && values.roomId !== current.roomId;
    if (inHouse && roomChanges) throw new ConflictError(USE_ROOM_MOVE, "roomId");
    if (values.roomId !== undefined || changes.numberOfGuests !== undefined) {
      const room = roomChanges ? await bookableRoom(rooms, values.roomId!) : (await rooms.findById(current.roomId))!;
      checkCapacity(room, changes.numberOfGuests ?? current.numberOfGuests);
      if (values.checkInDate && values.checkOutDate) {
        changes.totalAmount ??= computedTotal(values.checkInDate, values.checkOutDate, room.pricePerNight);
      }
      // An extension of a guest in the house stays in their room: its next nights must be free (docs/product.md §8.4).
      if (inHouse && values.checkOutDate && values.checkOutDate > current.checkOutDate) {
        const nights = { from: current.checkOutDate, to: values.checkOutDate, reservationId: id };
        await checkFreeNights(segments, room, nights, "checkOutDate");
      }
    }
    if (changes.totalAmount !== undefined) {
      const room = (await rooms.findById(values.roomId ?? current.roomId))!;
      const checkInDate = values.checkInDate ?? current.checkInDate;
      const checkOutDate = values.checkOutDate ?? current.checkOutDate;
      changes.motivoDesconto = await discountReason(settings, {
        total: changes.totalAmount,
        list: computedTotal(checkInDate, checkOutDate, room.pricePerNight),
        motivo: values.motivoDesconto ?? current.motivoDesconto,
        role,
        unchanged:
          toCentavos(changes.totalAmount) === toCentavos(current.totalAmount) &&
          checkInDate === current.checkInDate &&
          checkOutDate === current.checkOutDate &&
          room.id === current.roomId,
      });
    } else if (values.motivoDesconto !== undefined) {
      delete changes.motivoDesconto;
    }
    if (!(await saveReservationEdit(db, id, from, changes))) throw new ConflictError(CHANGED_MEANWHILE, "status");
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
