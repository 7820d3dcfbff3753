// Charging products and services to a stay, and removing a wrong line (docs/decisions/0015 "Consumption and
// stock"): one transaction locks the reservation, then the products in id order, refuses what cannot be sold,
// writes each line at the product's current price with its stock move, and recomputes the payment status.
import { brDate, calendarDateAt } from "@shared/pousada-time";
import type { InsertConsumptionBatch } from "@shared/validators/products";
import type { SessionUser } from "../auth/session";
import type { Db } from "../db";
import { retryOnConflict } from "../db/retry";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../errors";
import { storage } from "../storage";
import { recomputePaymentStatus } from "./billing";
import { systemClock, type Clock } from "./clock";
import { chargeRefusal, isRemovableBy, orderRefusal } from "./consumption-rules";
import { PRODUCT_NOT_FOUND, toLineView } from "./product-views";
import { RESERVATION_NOT_FOUND } from "./stay-rules";
import { decimalOf, keepsStock } from "./stock";

const CONSUMPTION_NOT_FOUND = "Consumo não encontrado";
/** The line's total must fit the integer column: R$ 21.474.836,47. */
const MAX_LINE_CENTAVOS = 2_147_483_647;

export function consumptionDomain(db: Db, clock: Clock = systemClock) {
  const { consumption, reservations, settings } = storage(db);

  const toView = toLineView;

  return {
    /** The lines of a reservation, oldest first, each saying whether `user` may remove it. */
    async listForReservation(reservationId: string, user: SessionUser) {
      if (!(await reservations.findById(reservationId))) throw new NotFoundError(RESERVATION_NOT_FOUND);
      const zone = await settings.timeZone();
      const now = clock();
      return (await consumption.listLinesForReservation(reservationId)).map((row) => toView(row, user, now, zone));
    },

    /** Charges the lines to the reservation, all of them or none; the lines written, in the order given. */
    async charge({ reservationId, items }: InsertConsumptionBatch, user: SessionUser) {
      const ids = await retryOnConflict(() =>
        db.transaction(async (tx) => {
          const s = storage(tx);
          // The reservation first, as payments lock it: a payment and a charge of one stay take turns, so the
          // payment status is computed on a bill nobody is changing.
          const reservation = await s.reservations.lockById(reservationId);
          if (!reservation) throw new NotFoundError(RESERVATION_NOT_FOUND);
          const refusal = chargeRefusal(reservation.status);
          if (refusal) throw new ConflictError(refusal, "reservationId");

          const locked = await s.products.lockMany([...new Set(items.map((item) => item.productId))]);
          const byId = new Map(locked.map((product) => [product.id, product]));
          if (items.some((item) => !byId.has(item.productId))) throw new NotFoundError(PRODUCT_NOT_FOUND);
          const orderRefused = orderRefusal(items, byId);
          if (orderRefused) throw new ConflictError(orderRefused.message, orderRefused.field);

          const view = await s.reservations.findView(reservationId);
          const where = view ? `Quarto ${view.room.number} · ${view.guest.firstName} ${view.guest.lastName}` : null;
          const now = clock();
          const written: string[] = [];
          for (const item of items) {
            const product = byId.get(item.productId)!;
            const total = product.price * item.quantity;
            if (total > MAX_LINE_CENTAVOS) {
              throw new ValidationError("O total desta linha passa do limite: divida-a em mais de uma.", "quantity");
            }
            const lineId = await s.consumption.insert({
              reservationId,
              guestId: reservation.guestId,
              productId: product.id,
              quantity: item.quantity,
              unitPrice: product.price,
              totalAmount: total,
              consumedAt: now,
              createdBy: user.id,
            });
            if (keepsStock(product.category)) {
              const out = decimalOf(-item.quantity * 100);
              await s.products.addStock(product.id, out);
              await s.products.insertMove({
                productId: product.id,
                kind: "consumo",
                quantity: out,
                consumptionId: lineId,
                note: where,
                createdBy: user.id,
              });
            }
            written.push(lineId);
          }
          await recomputePaymentStatus(s, reservationId);
          return written;
        }),
      );
      const zone = await settings.timeZone();
      const now = clock();
      const rows = await Promise.all(ids.map((id) => consumption.findLine(id)));
      return rows.map((row) => toView(row!, user, now, zone));
    },

    /** Removes a wrong line: its stock goes back to the shelf ('estorno') and the bill shrinks. */
    async remove(id: string, user: SessionUser) {
      await retryOnConflict(() =>
        db.transaction(async (tx) => {
          const s = storage(tx);
          const seen = await s.consumption.findLine(id);
          if (!seen) throw new NotFoundError(CONSUMPTION_NOT_FOUND);
          // Locks in the order charges take them (reservation, product), then the line itself.
          if (seen.reservationId) await s.reservations.lockById(seen.reservationId);
          const product = await s.products.lockById(seen.productId);
          const line = await s.consumption.lockById(id);
          if (!line) throw new NotFoundError(CONSUMPTION_NOT_FOUND);

          const zone = await s.settings.timeZone();
          const now = clock();
          if (!isRemovableBy(user, { createdBy: line.createdBy, consumedAt: line.consumedAt }, now, zone)) {
            if (line.createdBy !== user.id) {
              throw new ForbiddenError("Só quem lançou este consumo ou o proprietário pode removê-lo.");
            }
            throw new ConflictError(
              `Consumo lançado em ${brDate(calendarDateAt(line.consumedAt, zone))}: agora só o proprietário pode removê-lo.`,
            );
          }

          if (product && keepsStock(product.category)) {
            const back = decimalOf(line.quantity * 100);
            await s.products.addStock(product.id, back);
            await s.products.insertMove({
              productId: product.id,
              kind: "estorno",
              quantity: back,
              note: `Consumo removido (${line.quantity} × ${product.name}, ${brDate(calendarDateAt(line.consumedAt, zone))})`,
              createdBy: user.id,
            });
          }
          await s.consumption.remove(id);
          if (line.reservationId) await recomputePaymentStatus(s, line.reservationId);
        }),
      );
    },
  };
}
