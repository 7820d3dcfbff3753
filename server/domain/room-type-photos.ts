// The room register's room types (docs/product.md §16.7): each type's description and up to 8 photos. The browser
// resizes a photo and makes its thumbnail (client/src/lib/resize-image.ts) and uploads both through the object
// storage's one-time uploads; here both bytes are checked (the type in their header against the declared one, the
// size, the width and height in the header) before a row points at them, under the type's lock so that 8 holds
// under parallel uploads and on two instances. Photos are addressed by the SHA-256 of their bytes: immutable URLs.
import { createHash } from "node:crypto";
import { pipeline } from "node:stream/promises";
import type { Response } from "express";
import { ROOM_TYPE_LABELS, ROOM_TYPES, type RoomType } from "@shared/enums";
import type { RoomTypePhotoView, RoomTypesList } from "@shared/api/room-types";
import { MAX_ROOM_TYPE_PHOTOS, PHOTO_LONGEST_SIDE, THUMB_LONGEST_SIDE } from "@shared/validators/room-types";
import type { Db } from "../db";
import { ConflictError, NotFoundError, PayloadTooLargeError, ValidationError } from "../errors";
import type { ObjectStorage } from "../files/object-storage";
import { imageHeaderOf } from "../files/image-size";
import { storage } from "../storage";
import type { RoomTypePhoto } from "../storage/room-types";
import type { Clock } from "./clock";

export const PHOTO_NOT_FOUND = "Foto não encontrada";
const TOO_MANY_PHOTOS = `Cada tipo de quarto pode ter no máximo ${MAX_ROOM_TYPE_PHOTOS} fotos.`;
const NOT_AN_IMAGE = "A foto precisa ser uma imagem JPEG ou WebP.";
const TYPE_MISMATCH = "O arquivo enviado não é do tipo declarado. Envie a foto novamente.";

const HASH = /^[0-9a-f]{64}$/;
/** Where the signed-in pages and the booking page read a photo (the hash is the file's own). */
const STAFF_PHOTOS = "/api/room-types/photos/";
const PUBLIC_PHOTOS = "/api/public/room-photos/";

interface Limits {
  what: string;
  maxBytes: number;
  tooLarge: string;
  minSide: number;
  maxSide: number;
}

const PHOTO: Limits = {
  what: "A foto",
  maxBytes: 1536 * 1024,
  tooLarge: "Foto muito grande. O limite é 1,5 MB.",
  minSide: 100,
  maxSide: PHOTO_LONGEST_SIDE,
};
const THUMB: Limits = {
  what: "A miniatura",
  maxBytes: 200 * 1024,
  tooLarge: "Miniatura muito grande. O limite é 200 KB.",
  minSide: 40,
  maxSide: THUMB_LONGEST_SIDE,
};

/** The stored object's bytes, up to one past `max` (enough to know it is too large). */
async function bytesOf(files: ObjectStorage, objectPath: string, max: number): Promise<Buffer> {
  const stored = await files.read(objectPath);
  if (!stored) throw new NotFoundError(PHOTO_NOT_FOUND);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stored.body as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (size > max) break;
  }
  (stored.body as NodeJS.ReadableStream & { destroy?: () => void }).destroy?.();
  return Buffer.concat(chunks);
}

/** Throws the Portuguese reason the bytes cannot be this photo (or thumbnail); else its size. */
function checked(bytes: Buffer, declared: string, limits: Limits) {
  if (bytes.length > limits.maxBytes) throw new PayloadTooLargeError(limits.tooLarge);
  const header = imageHeaderOf(bytes);
  if (!header) throw new ValidationError(NOT_AN_IMAGE, "photo");
  if (header.contentType !== declared) throw new ValidationError(TYPE_MISMATCH, "photo");
  const longest = Math.max(header.width, header.height);
  const shortest = Math.min(header.width, header.height);
  if (shortest < limits.minSide || longest > limits.maxSide) {
    throw new ValidationError(
      `${limits.what} deve ter de ${limits.minSide} a ${limits.maxSide} pixels de lado (tem ${header.width} × ${header.height}).`,
      "photo",
    );
  }
  return header;
}

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

const viewOf = (photo: RoomTypePhoto, base: string): RoomTypePhotoView => ({
  url: `${base}${photo.hash}`,
  thumbUrl: `${base}${photo.thumbHash}`,
  width: photo.width,
  height: photo.height,
  thumbWidth: photo.thumbWidth,
  thumbHeight: photo.thumbHeight,
});

/** The booking page's: descriptions and photos of the types it sells, at their public addresses. */
export async function publicRoomTypes(db: Db, roomTypes: readonly RoomType[]) {
  const s = storage(db);
  const [descriptions, photos] = await Promise.all([
    s.roomTypes.descriptions(),
    roomTypes.length ? s.roomTypes.photos(roomTypes) : Promise.resolve([]),
  ]);
  return (roomType: RoomType) => ({
    description: descriptions.get(roomType) ?? "",
    photos: photos.filter((photo) => photo.roomType === roomType).map((photo) => viewOf(photo, PUBLIC_PHOTOS)),
  });
}

export function roomTypePhotosDomain(db: Db, files: ObjectStorage, clock: Clock) {
  const s = storage(db);

  /** Streams a photo found by its hash, cached for good: the address changes whenever the bytes do. */
  async function send(res: Response, hash: string, roomTypes: readonly RoomType[] | undefined, ifNoneMatch?: string) {
    const sellable = !roomTypes || roomTypes.length > 0;
    const objectPath = HASH.test(hash) && sellable ? await s.roomTypes.objectByHash(hash, roomTypes) : undefined;
    if (!objectPath) throw new NotFoundError(PHOTO_NOT_FOUND);
    const etag = `"${hash}"`;
    res.set({
      "Cache-Control": `${roomTypes ? "public" : "private"}, max-age=31536000, immutable`,
      ETag: etag,
      "X-Content-Type-Options": "nosniff",
    });
    if (ifNoneMatch?.split(",").some((tag) => tag.trim() === etag)) {
      res.status(304).end();
      return;
    }
    const stored = await files.read(objectPath);
    if (!stored) throw new NotFoundError(PHOTO_NOT_FOUND);
    res.set({ "Content-Type": stored.contentType, "Content-Length": String(stored.size) });
    await pipeline(stored.body, res).catch((error: unknown) => {
      if (res.destroyed) return; // the browser went away mid-download
      throw error;
    });
  }

  return {
    async list(): Promise<RoomTypesList> {
      const [descriptions, photos] = await Promise.all([s.roomTypes.descriptions(), s.roomTypes.photos()]);
      return ROOM_TYPES.map((roomType) => ({
        roomType,
        label: ROOM_TYPE_LABELS[roomType],
        description: descriptions.get(roomType) ?? "",
        photos: photos
          .filter((photo) => photo.roomType === roomType)
          .map((photo) => ({ id: photo.id, ...viewOf(photo, STAFF_PHOTOS) })),
      }));
    },

    setDescription: (roomType: RoomType, description: string) =>
      s.roomTypes.setDescription(roomType, description, clock()),

    /** Takes the two finished uploads as the type's next photo, or throws (and keeps nothing). */
    async add(
      roomType: RoomType,
      body: { photoURL: string; thumbURL: string; contentType: string },
      userId: string,
    ): Promise<RoomTypePhotoView & { id: string }> {
      const kept: string[] = [];
      try {
        const photo = await files.finalizeUpload(body.photoURL, userId);
        kept.push(photo.objectPath);
        const thumb = await files.finalizeUpload(body.thumbURL, userId);
        kept.push(thumb.objectPath);
        const photoBytes = await bytesOf(files, photo.objectPath, PHOTO.maxBytes);
        const thumbBytes = await bytesOf(files, thumb.objectPath, THUMB.maxBytes);
        const size = checked(photoBytes, body.contentType, PHOTO);
        const thumbSize = checked(thumbBytes, body.contentType, THUMB);
        const row = await db.transaction(async (tx) => {
          const { roomTypes } = storage(tx);
          await roomTypes.lockType(roomType);
          if ((await roomTypes.countPhotos(roomType)) >= MAX_ROOM_TYPE_PHOTOS) throw new ConflictError(TOO_MANY_PHOTOS);
          return roomTypes.addPhoto({
            roomType,
            objectPath: photo.objectPath,
            thumbPath: thumb.objectPath,
            hash: sha256(photoBytes),
            thumbHash: sha256(thumbBytes),
            width: size.width,
            height: size.height,
            thumbWidth: thumbSize.width,
            thumbHeight: thumbSize.height,
            createdBy: userId,
          });
        });
        return { id: row.id, ...viewOf(row, STAFF_PHOTOS) };
      } catch (error) {
        await Promise.all(kept.map((objectPath) => files.remove(objectPath)));
        throw error;
      }
    },

    async remove(roomType: RoomType, id: string) {
      const removed = await db.transaction(async (tx) => {
        const { roomTypes } = storage(tx);
        await roomTypes.lockType(roomType);
        return roomTypes.removePhoto(roomType, id);
      });
      if (!removed) throw new NotFoundError(PHOTO_NOT_FOUND);
      await Promise.all([files.remove(removed.objectPath), files.remove(removed.thumbPath)]);
    },

    /** `ids` must be every photo of the type, once each. */
    async reorder(roomType: RoomType, ids: string[]) {
      await db.transaction(async (tx) => {
        const { roomTypes } = storage(tx);
        await roomTypes.lockType(roomType);
        const current = (await roomTypes.photos([roomType])).map((photo) => photo.id);
        const same =
          ids.length === current.length && new Set(ids).size === ids.length && ids.every((id) => current.includes(id));
        if (!same) throw new ConflictError("As fotos mudaram enquanto você as ordenava. Recarregue a página.");
        for (const [position, id] of ids.entries()) await roomTypes.setPosition(id, position);
      });
    },

    sendStaff: (res: Response, hash: string, ifNoneMatch?: string) => send(res, hash, undefined, ifNoneMatch),
    sendPublic: (res: Response, hash: string, soldTypes: readonly RoomType[], ifNoneMatch?: string) =>
      send(res, hash, soldTypes, ifNoneMatch),
  };
}
