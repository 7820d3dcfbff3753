// GET /api/rooms, the hot read (docs/decisions/0007): the same rows as roomsStorage().list() (with the guest in
// each room), written as JSON by
// PostgreSQL and run as a prepared statement on the read pipeline. It belongs to the pool, never to a transaction,
// which is why it is not part of storage().
import { rooms } from "@shared/schema/rooms";
import type { Db } from "../db";
import { jsonRowsQuery } from "../db/json-rows";
import { byNumber, currentStayOfRoom } from "./rooms";

export function roomsJson(db: Db) {
  return {
    listJson: jsonRowsQuery(db, "hospeda_rooms_list", rooms, byNumber, { currentStay: currentStayOfRoom }),
  };
}
