// The room register's room types (docs/product.md §16.7): GET /api/room-types (signed in), the owner's
// PUT /api/room-types/:type (description), POST/DELETE /api/room-types/:type/photos[/:id] and
// PUT /api/room-types/:type/photos/order, and GET /api/room-types/photos/:hash (signed in; the booking page's
// photos are read at /api/public/room-photos/:hash).
import { Router } from "express";
import {
  roomTypeDescriptionSchema,
  roomTypeParamSchema,
  roomTypePhotoOrderSchema,
  roomTypePhotoSchema,
} from "@shared/validators/room-types";
import type { Db } from "../db";
import { requireRole } from "../auth/session";
import type { Clock } from "../domain/clock";
import { PHOTO_NOT_FOUND, roomTypePhotosDomain } from "../domain/room-type-photos";
import type { ObjectStorage } from "../files/object-storage";
import { parseId } from "./params";

export function roomTypesRouter(db: Db, files: ObjectStorage, clock: Clock) {
  const router = Router();
  const photos = roomTypePhotosDomain(db, files, clock);
  const ownerOnly = requireRole("owner");

  router.get("/", async (_req, res) => {
    res.json(await photos.list());
  });

  router.get("/photos/:hash", async (req, res) => {
    await photos.sendStaff(res, req.params.hash, req.get("if-none-match"));
  });

  router.put("/:type", ownerOnly, async (req, res) => {
    const type = roomTypeParamSchema.parse(req.params.type);
    const { description } = roomTypeDescriptionSchema.parse(req.body);
    await photos.setDescription(type, description);
    res.json({ roomType: type, description });
  });

  router.post("/:type/photos", ownerOnly, async (req, res) => {
    const type = roomTypeParamSchema.parse(req.params.type);
    res.status(201).json(await photos.add(type, roomTypePhotoSchema.parse(req.body), req.currentUser!.id));
  });

  router.put("/:type/photos/order", ownerOnly, async (req, res) => {
    const type = roomTypeParamSchema.parse(req.params.type);
    await photos.reorder(type, roomTypePhotoOrderSchema.parse(req.body).ids);
    res.status(204).end();
  });

  router.delete("/:type/photos/:id", ownerOnly, async (req, res) => {
    const type = roomTypeParamSchema.parse(req.params.type);
    await photos.remove(type, parseId(req.params.id, PHOTO_NOT_FOUND));
    res.status(204).end();
  });

  return router;
}
