// The booking page (docs/product.md §16): its settings (Configurações > Reservar online) and the public API's
// availability query and booking body. The stay's dates and party are the quote's (rates.ts).
import { z } from "zod";
import { ROOM_TYPES } from "../enums";
import { isValidCpf, onlyDigits } from "../identity";
import { guestNameAndPhoneFields } from "./guests";
import { numberInput } from "./fields";
import { checkStayDates, stayQueryFields } from "./rates";

/** GET/PUT /api/settings/booking-page (owner): the page on or off, which room types it sells, its limits. */
export const bookingPageSettingsSchema = z
  .object({
    enabled: z.boolean({ error: "Informe se a página está ativa" }),
    roomTypes: z
      .array(z.enum(ROOM_TYPES, { error: "Tipo de quarto inválido" }), { error: "Tipos de quarto inválidos" })
      .max(ROOM_TYPES.length)
      .transform((types) => ROOM_TYPES.filter((t) => types.includes(t))),
    /** Pending online bookings one phone may hold at once. */
    maxPendingPerPhone: numberInput(
      z
        .number({ error: "Reservas pendentes por celular: de 1 a 10" })
        .int("Reservas pendentes por celular: de 1 a 10")
        .min(1, "Reservas pendentes por celular: de 1 a 10")
        .max(10, "Reservas pendentes por celular: de 1 a 10"),
    ).default(2),
  })
  .strict();
export type BookingPageSettings = z.output<typeof bookingPageSettingsSchema>;

/** The saved settings, or the page off with nothing for sale. */
export function bookingPageSettingsOf(saved: unknown): BookingPageSettings {
  const parsed = bookingPageSettingsSchema.safeParse(saved ?? {});
  return parsed.success ? parsed.data : { enabled: false, roomTypes: [], maxPendingPerPhone: 2 };
}

/** GET /api/public/availability. */
export const publicAvailabilitySchema = z.object(stayQueryFields).strict().superRefine(checkStayDates);

const guestFields = guestNameAndPhoneFields;

/** POST /api/public/bookings: a price, if sent, is not read (the server quotes again). */
export const publicBookingSchema = z
  .object({
    roomType: z.enum(ROOM_TYPES, { error: "Escolha o tipo de quarto" }),
    checkInDate: stayQueryFields.checkInDate,
    checkOutDate: stayQueryFields.checkOutDate,
    adults: stayQueryFields.adults,
    childrenAges: z
      .array(
        z
          .number({ error: "Idade inválida: de 0 a 17 anos" })
          .int("Idade inválida: de 0 a 17 anos")
          .min(0, "Idade inválida: de 0 a 17 anos")
          .max(17, "Idade inválida: de 0 a 17 anos"),
        { error: "Idades das crianças inválidas" },
      )
      .max(20, "No máximo 20 crianças")
      .default([]),
    ...guestFields,
    email: z.email("Email inválido").max(254, "Email inválido").toLowerCase(),
    cpf: z.string({ error: "CPF é obrigatório" }).trim().refine(isValidCpf, "CPF inválido").transform(onlyDigits),
    acceptPolicy: z.literal(true, { error: "Aceite a política de cancelamento e o aviso de privacidade" }),
    /** The honeypot: people never see it, so it stays empty. */
    website: z.string().max(500).optional(),
  })
  .superRefine(checkStayDates);
export type PublicBooking = z.output<typeof publicBookingSchema>;
