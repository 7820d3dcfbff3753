// The room register's room types (docs/product.md §16.7): a type's description and its photos (owner).
import { z } from "zod";
import { ROOM_TYPES } from "../enums";

export const ROOM_TYPE_DESCRIPTION_MAX = 600;
/** At most this many photos a room type; the server holds it under parallel uploads. */
export const MAX_ROOM_TYPE_PHOTOS = 8;
/** What the browser sends: the longest side of the photo and of its thumbnail, in pixels (client/src/lib/resize-image.ts). */
export const PHOTO_LONGEST_SIDE = 1600;
export const THUMB_LONGEST_SIDE = 480;

export const roomTypeParamSchema = z.enum(ROOM_TYPES, { error: "Tipo de quarto inválido" });

/** PUT /api/room-types/:type. */
export const roomTypeDescriptionSchema = z
  .object({
    description: z
      .string({ error: "Descrição inválida" })
      .trim()
      .max(ROOM_TYPE_DESCRIPTION_MAX, `Descrição: máximo de ${ROOM_TYPE_DESCRIPTION_MAX} caracteres`),
  })
  .strict();

const uploadURL = z
  .string({ error: "Envie a foto novamente" })
  .trim()
  .min(1, "Envie a foto novamente")
  .max(2048, "Envie a foto novamente");

/** POST /api/room-types/:type/photos: the two finished uploads (photo and thumbnail) and the type the browser made. */
export const roomTypePhotoSchema = z
  .object({
    photoURL: uploadURL,
    thumbURL: uploadURL,
    contentType: z.enum(["image/webp", "image/jpeg"], { error: "A foto precisa ser uma imagem JPEG ou WebP" }),
  })
  .strict();

/** PUT /api/room-types/:type/photos/order: every photo of the type, once each, in the new order. */
export const roomTypePhotoOrderSchema = z
  .object({
    ids: z
      .array(z.uuid("Foto inválida"), { error: "Ordem das fotos inválida" })
      .max(MAX_ROOM_TYPE_PHOTOS, "Ordem das fotos inválida"),
  })
  .strict();
