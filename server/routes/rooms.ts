import { Router } from "express";
import {
  insertRoomSchema,
  roomAvailabilitySchema,
  roomStatusUpdateSchema,
  updateRoomSchema,
} from "@shared/validators/rooms";
import type { Db } from "../db";
import { ConflictError, NotFoundError } from "../errors";
import { requireRole } from "../auth/session";
import { roomsStorage } from "../storage/rooms";
import type { RoomsList } from "../storage/rooms-json";
import { parseId } from "./params";

const ROOM_NOT_FOUND = "Quarto não encontrado";

export function roomsRouter(db: Db, { listJson }: RoomsList) {
  const router = Router();
  const rooms = roomsStorage(db);
  const ownerOnly = requireRole("owner");

  // req.roomsVersion: read with the session (requireAuth), the version the answer must be at least as new as.
  router.get("/", async (req, res) => {
    res.type("json").send(await listJson(req.roomsVersion ?? null));
  });

  // The rooms a stay may be booked into (new and edit reservation dialogs); registered before /:id.
  router.get("/availability", async (req, res) => {
    const { checkIn, checkOut, excludeReservationId } = roomAvailabilitySchema.parse(req.query);
    res.json(await rooms.listBookable(checkIn, checkOut, excludeReservationId));
  });

  router.post("/", ownerOnly, async (req, res) => {
    res.status(201).json(await rooms.create(insertRoomSchema.parse(req.body)));
  });

  router.put("/:id", ownerOnly, async (req, res) => {
    const room = await rooms.update(parseId(req.params.id, ROOM_NOT_FOUND), updateRoomSchema.parse(req.body));
    if (!room) throw new NotFoundError(ROOM_NOT_FOUND);
    res.json(room);
  });

  // Housekeeping and the front desk change room status, so this one is open to staff.
  router.patch("/:id/status", async (req, res) => {
    const { status } = roomStatusUpdateSchema.parse(req.body);
    const room = await rooms.updateStatus(parseId(req.params.id, ROOM_NOT_FOUND), status);
    if (!room) throw new NotFoundError(ROOM_NOT_FOUND);
    res.json(room);
  });

  router.delete("/:id", ownerOnly, async (req, res) => {
    const outcome = await rooms.remove(parseId(req.params.id, ROOM_NOT_FOUND));
    if (outcome === "missing") throw new NotFoundError(ROOM_NOT_FOUND);
    if (outcome === "referenced") {
      throw new ConflictError("Erro ao excluir quarto. Verifique se não há reservas ativas.", "reservations");
    }
    res.status(204).end();
  });

  return router;
}
