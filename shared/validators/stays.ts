// The front desk's moves: check-in (POST /api/checkinout) and check-out (PUT /api/checkinout/:id), docs/product.md §12.6 (rules in §8).
import { z } from "zod";
import { optionalText } from "./fields";

/**
 * The times the browser sends are accepted for compatibility but the server's clock decides them; guest and room,
 * when sent, must be the reservation's own.
 */
export const checkInSchema = z
  .object({
    reservationId: z.uuid("Selecione uma reserva"),
    guestId: z.uuid("Hóspede inválido").optional(),
    roomId: z.uuid("Quarto inválido").optional(),
    checkInTime: z.string().max(40).optional(),
    actualCheckInDate: z.string().max(40).optional(),
    notes: optionalText(2000, { multiLine: true }),
  })
  .strict();
/**
 * The check-out (times decided by the server, as at check-in). With a balance due the server answers 409 'Hóspede
 * com saldo devedor de R$ x' unless the clerk confirmed it (`confirmarSaldoDevedor: true`).
 */
export const checkOutSchema = z
  .object({
    checkOutTime: z.string().max(40).optional(),
    actualCheckOutDate: z.string().max(40).optional(),
    notes: optionalText(2000, { multiLine: true }),
    confirmarSaldoDevedor: z.boolean({ error: "Confirmação inválida: use verdadeiro ou falso" }).optional(),
    // An early departure ends the stay today and frees the nights left (docs/product.md §8.2).
    shortenStay: z.boolean({ error: "Encerrar estadia inválido: use verdadeiro ou falso" }).optional(),
  })
  .strict();
