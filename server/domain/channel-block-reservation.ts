// A channel's block becomes the desk's reservation when the guest's details arrive (docs/product.md §17): in one
// transaction the block gives up its nights and the reservation takes them, so no other booking can slip between.
// The block stays, 'converted', linked to the reservation and still keyed by its feed's UID: the next sync finds the
// UID known and leaves it alone (no new block, no conflict).
import type { InsertReservation } from "@shared/validators/reservations";
import type { Db } from "../db";
import { retryOnConflict } from "../db/retry";
import { ConflictError, NotFoundError, ValidationError } from "../errors";
import { storage } from "../storage";
import type { Clock } from "./clock";
import { createReservationIn } from "./reservations";

export const BLOCK_NOT_FOUND = "Bloqueio não encontrado";
const NOT_ACTIVE = "Este bloqueio não ocupa mais o quarto (já virou reserva ou foi liberado). Atualize o mapa.";
const SAME_STAY = "A reserva de um bloqueio fica no quarto e nas datas do bloqueio";

/** Answers the new reservation's id; 409 when another clerk (or the sync) got to the block first. */
export function reservationFromBlock(db: Db, clock: Clock, blockId: string, values: InsertReservation, role: string) {
  return retryOnConflict(() =>
    db.transaction(async (tx) => {
      const { roomBlocks } = storage(tx);
      const block = await roomBlocks.lockById(blockId);
      if (!block) throw new NotFoundError(BLOCK_NOT_FOUND);
      if (block.status !== "active") throw new ConflictError(NOT_ACTIVE, "block");
      if (block.kind !== "booking") {
        throw new ValidationError(
          "Um período fechado no canal não tem hóspede: só uma reserva no canal vira reserva",
          "block",
        );
      }
      if (
        values.roomId !== block.roomId ||
        values.checkInDate !== block.checkInDate ||
        values.checkOutDate !== block.checkOutDate
      ) {
        throw new ValidationError(SAME_STAY, "checkInDate");
      }
      // Not active: the block's trigger takes its segment out of the constraint, so the reservation fits.
      await roomBlocks.update(block.id, { status: "converted" });
      const reservationId = await createReservationIn(tx, clock, { ...values, origem: "canal" }, role);
      await roomBlocks.update(block.id, { reservationId });
      return reservationId;
    }),
  );
}
