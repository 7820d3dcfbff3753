// Booking's forms and routes: POST/PUT /api/reservations and the reads of GET /api/reservations.
import { z } from "zod";
import { RESERVATION_ORIGINS, RESERVATION_STATUSES, type ReservationStatus } from "../enums";
import { FNRH_TRANSPORTS, FNRH_TRAVEL_REASONS } from "../fnrh";
import { brDate, calendarDateAt, DEFAULT_TIME_ZONE } from "../pousada-time";
import { nightsBetween } from "../reservations";
import { resolveGuestCounts } from "../stay-guests";
import { calendarDate, decimalString, emptyToNull, numberInput, optionalText, windowIssues } from "./fields";
import { pageQuerySchema, sortSchema } from "./lists";

const reservationStatusSchema = z.enum(RESERVATION_STATUSES, { error: "Status de reserva inválido" });

/** Past stays are fine (a pousada enters its history); beyond these limits a date is a typo (2041 for 2024). */
const MAX_YEARS_AHEAD = 2;
const MAX_NIGHTS = 365;

/** The latest check-in accepted on the pousada's `today`: the same day two years on (a 29 February gives 1 March). */
export function latestCheckInDate(today: string) {
  const [year, month, day] = today.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year + MAX_YEARS_AHEAD, month - 1, day)).toISOString().slice(0, 10);
}

/** The stay's dates together: check-out after check-in, at most MAX_NIGHTS nights, starting at most two years ahead. */
function checkStayDates(v: { checkInDate: string; checkOutDate: string }, ctx: z.core.$RefinementCtx, today: string) {
  const latest = latestCheckInDate(today);
  if (v.checkInDate > latest) {
    ctx.addIssue({
      code: "custom",
      message: `O check-in pode ser no máximo dois anos à frente (até ${brDate(latest)})`,
      path: ["checkInDate"],
    });
  }
  if (v.checkOutDate <= v.checkInDate) {
    ctx.addIssue({
      code: "custom",
      message: "A data de check-out deve ser posterior à data de check-in",
      path: ["checkOutDate"],
    });
  } else if (nightsBetween(v.checkInDate, v.checkOutDate) > MAX_NIGHTS) {
    ctx.addIssue({
      code: "custom",
      message: `A estadia pode ter no máximo ${MAX_NIGHTS} noites`,
      path: ["checkOutDate"],
    });
  }
}

/** Adults and children that add up to the number of guests sent with them, and at most 50 in all. */
function checkGuestCounts(
  v: { numberOfGuests?: number; adults?: number; children?: number; childrenAges?: number[] },
  ctx: z.core.$RefinementCtx,
) {
  const counts = resolveGuestCounts(v);
  // The ages, when sent, are one per child (the quote prices each child by age band, docs/decisions/0054).
  if (v.childrenAges !== undefined && v.childrenAges.length !== (counts?.children ?? 0)) {
    ctx.addIssue({ code: "custom", message: "Informe a idade de cada criança", path: ["childrenAges"] });
  }
  if (!counts || (v.adults === undefined && v.children === undefined)) return;
  if (v.numberOfGuests !== undefined && v.numberOfGuests !== counts.numberOfGuests) {
    ctx.addIssue({
      code: "custom",
      message: "O número de hóspedes deve ser a soma de adultos e crianças",
      path: ["numberOfGuests"],
    });
  } else if (counts.adults < 1) {
    ctx.addIssue({ code: "custom", message: "Pelo menos 1 adulto", path: ["adults"] });
  } else if (counts.numberOfGuests > 50) {
    ctx.addIssue({ code: "custom", message: "Máximo 50 hóspedes", path: ["numberOfGuests"] });
  }
}

/**
 * The columns of `reservations` a form may set, in the table's order (issues are reported in this order). The
 * payment status is the money modules' to set, never a form's.
 */
const reservationBaseSchema = z
  .object({
    guestId: z
      .string({ error: "Selecione um hóspede para continuar" })
      .min(1, "Selecione um hóspede para continuar")
      .pipe(z.uuid("Selecione um hóspede para continuar")),
    roomId: z
      .string({ error: "Selecione um quarto" })
      .min(1, "Selecione um quarto")
      .pipe(z.uuid("Selecione um quarto")),
    checkInDate: calendarDate("Data de check-in é obrigatória"),
    checkOutDate: calendarDate("Data de check-out é obrigatória"),
    numberOfGuests: numberInput(
      z
        .number({ error: "Informe o número de hóspedes" })
        .int("Informe um número inteiro de hóspedes")
        .min(1, "Pelo menos 1 hóspede")
        .max(50, "Máximo 50 hóspedes"),
    ).optional(),
    // With the number of guests, or instead of it (docs/product.md §7.5).
    adults: numberInput(
      z
        .number({ error: "Informe o número de adultos" })
        .int("Informe um número inteiro de adultos")
        .min(1, "Pelo menos 1 adulto")
        .max(50, "Máximo 50 hóspedes"),
    ).optional(),
    children: numberInput(
      z
        .number({ error: "Informe o número de crianças" })
        .int("Informe um número inteiro de crianças")
        .min(0, "O número de crianças não pode ser negativo")
        .max(49, "Máximo 50 hóspedes"),
    ).optional(),
    /** Each child's age on arrival (0-17), one per child: the quote's age bands price them. */
    childrenAges: z
      .array(
        numberInput(
          z
            .number({ error: "Informe a idade da criança" })
            .int("Idade inválida: de 0 a 17 anos")
            .min(0, "Idade inválida: de 0 a 17 anos")
            .max(17, "Idade inválida: de 0 a 17 anos"),
        ),
      )
      .max(49, "Máximo 50 hóspedes")
      .optional(),
    // Prefilled with the server's quote and editable (discounts); when absent the quote's total is taken.
    totalAmount: z.preprocess(
      (value) => emptyToNull(value) ?? undefined,
      decimalString("Valor total inválido", { integerDigits: 8 }).optional(),
    ),
    status: reservationStatusSchema.optional(),
    notes: optionalText(2000, { multiLine: true }),
    /** Why the total is below the quote's: required then (docs/product.md §7.6). */
    motivoDesconto: optionalText(300),
    /** Where it was sold (Balcão, Telefone / WhatsApp...): a distance sale has the 7-day withdrawal right. */
    origem: z.enum(RESERVATION_ORIGINS, { error: "Origem da reserva inválida" }).optional(),
    /** The owner sells despite the tarifário's restrictions (minimum stay, closed dates...): owner only, audited. */
    overrideRestrictions: z.boolean({ error: "Ignorar restrições inválido: use verdadeiro ou falso" }).optional(),
    // The FNRH's travel reason and means of transport (shared/fnrh.ts), for the whole stay.
    travelReason: z.preprocess(
      emptyToNull,
      z.enum(FNRH_TRAVEL_REASONS, { error: "Motivo da viagem inválido" }).nullable().optional(),
    ),
    transport: z.preprocess(
      emptyToNull,
      z.enum(FNRH_TRANSPORTS, { error: "Meio de transporte inválido" }).nullable().optional(),
    ),
  })
  .strict();

/**
 * The reservation schemas, judging "two years ahead" from `today` (the pousada's calendar date): the server passes
 * its clock's at the pousada's zone, the forms the device's clock at that zone.
 */
export function reservationSchemas(today: () => string) {
  const stayDates = (v: { checkInDate: string; checkOutDate: string }, ctx: z.core.$RefinementCtx) =>
    checkStayDates(v, ctx, today());
  return {
    insert: reservationBaseSchema.superRefine(stayDates).superRefine(checkGuestCounts),
    /** PUT /api/reservations/:id: every field but the guest, who stays the same. */
    update: reservationBaseSchema.omit({ guestId: true }).superRefine(stayDates).superRefine(checkGuestCounts),
  };
}
/** For the types and the shared tests (Brasília time): the API and the forms build theirs with the pousada's zone. */
export const { insert: insertReservationSchema, update: updateReservationSchema } = reservationSchemas(() =>
  calendarDateAt(new Date(), DEFAULT_TIME_ZONE),
);
/** PUT /api/reservations/:id with only {status}: the list's inline dropdown. */
export const reservationStatusUpdateSchema = z.object({ status: reservationStatusSchema }).strict();

/** GET /api/reservations?from=&to=: the live stays meeting [from, to) (the reservation map). */
export const reservationWindowSchema = z
  .object({ from: calendarDate("Data inicial é obrigatória"), to: calendarDate("Data final é obrigatória") })
  .superRefine((v, ctx) => {
    const message = windowIssues(v.from, v.to);
    if (message) ctx.addIssue({ code: "custom", message, path: ["to"] });
  });

/** GET /api/reservations?guestId=: one guest's reservations. */
export const reservationGuestSchema = z.object({ guestId: z.uuid("Hóspede inválido") });

const STATUS_FILTER_ERROR = `Status de reserva inválido: use ${RESERVATION_STATUSES.join(", ")}`;

/** `status=confirmed`, `status=pending,confirmed` or the key repeated: the reservations in any of those statuses. */
const statusFilterSchema = z.preprocess(
  (value) => (Array.isArray(value) && value.every((v) => typeof v === "string") ? value.join(",") : value),
  z.string({ error: STATUS_FILTER_ERROR }).transform((text, ctx) => {
    const statuses = [...new Set(text.split(",").map((s) => s.trim()))].filter(Boolean);
    if (!statuses.every((s): s is ReservationStatus => (RESERVATION_STATUSES as readonly string[]).includes(s))) {
      ctx.addIssue({ code: "custom", message: STATUS_FILTER_ERROR });
      return z.NEVER;
    }
    return statuses.length ? statuses : undefined;
  }),
);

/**
 * GET /api/reservations with the list's parameters (docs/product.md §12.5): a page, a search (guest or room), the
 * statuses to show (`live=true`: those that hold a room, LIVE_RESERVATION_STATUSES), a day (`arrivals`,
 * `departures`, `inHouse`: YYYY-MM-DD) and the order.
 */
export const reservationListQuerySchema = pageQuerySchema.extend({
  status: statusFilterSchema.optional(),
  live: z
    .enum(["true", "false"], { error: "Filtro inválido: use live=true ou live=false" })
    .transform((v) => v === "true")
    .optional(),
  arrivals: calendarDate("Data de chegada inválida: use AAAA-MM-DD").optional(),
  departures: calendarDate("Data de saída inválida: use AAAA-MM-DD").optional(),
  inHouse: calendarDate("Data de hospedagem inválida: use AAAA-MM-DD").optional(),
  ...sortSchema(["checkInDate", "checkOutDate", "createdAt"] as const).shape,
});
/** POST /api/reservations/:id/room-move (docs/product.md §7.4): the new room, from which night, at which rate. */
export const roomMoveSchema = z
  .object({
    roomId: z
      .string({ error: "Selecione um quarto" })
      .min(1, "Selecione um quarto")
      .pipe(z.uuid("Selecione um quarto")),
    date: calendarDate("Data da troca inválida").optional(),
    keepRate: z.boolean({ error: "Manter a tarifa inválido: use verdadeiro ou falso" }).optional(),
  })
  .strict();
export type RoomMoveInput = z.output<typeof roomMoveSchema>;

export type ReservationListQuery = z.output<typeof reservationListQuerySchema>;

export type InsertReservation = z.output<typeof insertReservationSchema>;
export type ReservationFormInput = z.input<typeof insertReservationSchema>;
export type UpdateReservation = z.output<typeof updateReservationSchema>;
