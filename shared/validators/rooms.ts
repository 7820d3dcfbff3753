// The rooms' forms and routes (POST/PUT /api/rooms, PATCH /api/rooms/:id/status, GET /api/rooms/availability).
import { z } from "zod";
import { ROOM_STATUSES, ROOM_TYPES } from "../enums";
import { calendarDate, decimalString, numberInput, optionalText, singleLine, windowIssues } from "./fields";

const roomTypeSchema = z.enum(ROOM_TYPES, { error: "Tipo de quarto inválido" });
const roomStatusSchema = z.enum(ROOM_STATUSES, { error: "Status de quarto inválido" });

/** The columns of `rooms` a form may set, in the table's order (issues are reported in this order). */
export const insertRoomSchema = z
  .object({
    number: singleLine(
      z
        .string({ error: "Número do quarto é obrigatório" })
        .trim()
        .min(1, "Número do quarto é obrigatório")
        .max(10, "Número do quarto deve ter no máximo 10 caracteres"),
    ),
    // Columns with a database default may be left out.
    type: roomTypeSchema.optional(),
    status: roomStatusSchema.optional(),
    capacity: numberInput(
      z
        .number({ error: "Capacidade deve ser um número" })
        .int("Capacidade deve ser um número inteiro")
        .min(1, "Capacidade deve ser entre 1 e 10")
        .max(10, "Capacidade deve ser entre 1 e 10"),
    ).optional(),
    extraBeds: numberInput(
      z
        .number({ error: "Camas extras deve ser um número" })
        .int("Camas extras deve ser um número inteiro")
        .min(0, "Camas extras deve ser entre 0 e 4")
        .max(4, "Camas extras deve ser entre 0 e 4"),
    ).optional(),
    pricePerNight: decimalString("Preço é obrigatório", { integerDigits: 8 }),
    description: optionalText(2000, { multiLine: true }),
    amenities: z.null().optional(),
    isActive: z.boolean({ error: "Ativo deve ser verdadeiro ou falso" }).optional(),
  })
  .strict();
export const updateRoomSchema = insertRoomSchema;
export const roomStatusUpdateSchema = z.object({ status: roomStatusSchema }).strict();

/** GET /api/rooms/availability: the rooms bookable for [checkIn, checkOut), leaving out one reservation's own. */
export const roomAvailabilitySchema = z
  .object({
    checkIn: calendarDate("Data de check-in é obrigatória"),
    checkOut: calendarDate("Data de check-out é obrigatória"),
    excludeReservationId: z.uuid("Reserva inválida").optional(),
  })
  .superRefine((v, ctx) => {
    const message = windowIssues(v.checkIn, v.checkOut);
    if (message) ctx.addIssue({ code: "custom", message, path: ["checkOut"] });
  });

export type InsertRoom = z.output<typeof insertRoomSchema>;
export type RoomFormInput = z.input<typeof insertRoomSchema>;
