// A person's side of the channels (docs/product.md §Canais): resolving a conflict, deleting a feed.
import type { ConflictResolution } from "@shared/channels";
import type { Db } from "../db";
import { findPgError } from "../db/pg-errors";
import { retryOnConflict } from "../db/retry";
import { ConflictError, NotFoundError } from "../errors";
import { storage } from "../storage";
import { FEED_NOT_FOUND } from "./channel-sync";

const CONFLICT_NOT_FOUND = "Conflito não encontrado ou já resolvido";
const STILL_TAKEN = "As datas ainda estão ocupadas neste quarto: mova o hóspede antes de marcar como movido.";

/**
 * moved: our guest was moved, so the event's block takes its nights now (409 while they are still taken);
 * rejected / handled: the event stays out of the room (set aside until the channel changes its dates).
 */
export async function resolveConflict(
  db: Db,
  id: string,
  resolution: Exclude<ConflictResolution, "cleared">,
  userId: string,
) {
  await retryOnConflict(() =>
    db.transaction(async (tx) => {
      const { calendarConflicts, roomBlocks } = storage(tx);
      const conflict = await calendarConflicts.lockOpen(id);
      if (!conflict) throw new NotFoundError(CONFLICT_NOT_FOUND);
      const dates = { checkInDate: conflict.checkInDate, checkOutDate: conflict.checkOutDate };
      if (resolution === "moved") {
        try {
          await tx.transaction((sp) => storage(sp).roomBlocks.update(conflict.blockId, { ...dates, status: "active" }));
        } catch (error) {
          if (findPgError(error)?.code === "23P01") throw new ConflictError(STILL_TAKEN, "resolution");
          throw error;
        }
      } else {
        const block = await roomBlocks.lockById(conflict.blockId);
        if (block?.status === "conflict") await roomBlocks.update(block.id, { ...dates, status: "ignored" });
      }
      await calendarConflicts.close(conflict.blockId, resolution, userId);
    }),
  );
}

/** Deletes a feed: its blocks release their nights first, in the same transaction. */
export async function deleteFeed(db: Db, id: string) {
  await db.transaction(async (tx) => {
    const { calendarFeeds, roomBlocks } = storage(tx);
    if (!(await calendarFeeds.lockById(id))) throw new NotFoundError(FEED_NOT_FOUND);
    await roomBlocks.releaseFeed(id);
    await calendarFeeds.remove(id);
  });
}
