// The tarifário's forms and routes (docs/product.md §15): price sets, rates, restrictions, cancellation policies,
// the 'tarifario' settings and GET /api/rates/quote's query.
import { z } from "zod";
import { PAYMENT_METHODS, ROOM_TYPES, type RoomType } from "../enums";
import { nightsBetween } from "../reservations";
import { calendarDate, decimalString, numberInput, singleLine } from "./fields";

const price = decimalString("Informe o preço", { integerDigits: 8 });
const percent = (label: string) =>
  numberInput(
    z
      .number({ error: `${label}: de 0 a 100%` })
      .int(`${label}: use um número inteiro`)
      .min(0, `${label}: de 0 a 100%`)
      .max(100, `${label}: de 0 a 100%`),
  );
const nights = (label: string) =>
  numberInput(
    z
      .number({ error: `${label}: de 1 a 365 noites` })
      .int(`${label}: de 1 a 365 noites`)
      .min(1, `${label}: de 1 a 365 noites`)
      .max(365, `${label}: de 1 a 365 noites`),
  );
const age = numberInput(
  z
    .number({ error: "Idade inválida: de 0 a 17 anos" })
    .int("Idade inválida")
    .min(0, "Idade inválida")
    .max(17, "Idade inválida"),
);

/** A child age band: children up to `maxAge` (from the band below's maxAge + 1) pay `price` a night; "0.00" = free. */
const childBandSchema = z.object({ maxAge: age, price }).strict();

/**
 * The prices of one room type in one layer; every field optional so a season overrides some or all of them.
 * occupancy[i] / weekend[i]: the night's price for i + 1 people (null: not set here). packagePrice[i]: a package's
 * whole price for i + 1 people.
 */
const priceSetSchema = z
  .object({
    occupancy: z.array(price.nullable()).max(10, "No máximo 10 ocupações").optional(),
    weekend: z.array(price.nullable()).max(10, "No máximo 10 ocupações").optional(),
    extraBed: price.nullable().optional(),
    childBands: z
      .array(childBandSchema)
      .max(6, "No máximo 6 faixas de idade")
      .refine((bands) => bands.every((b, i) => i === 0 || b.maxAge > bands[i - 1]!.maxAge), {
        message: "As faixas de idade devem estar em ordem crescente",
      })
      .optional(),
    packagePrice: z.array(price.nullable()).max(10, "No máximo 10 ocupações").optional(),
  })
  .strict();
export type PriceSet = z.output<typeof priceSetSchema>;

const pricesByRoomType = z
  .partialRecord(z.enum(ROOM_TYPES, { error: "Tipo de quarto inválido" }), priceSetSchema)
  .default({}) as unknown as z.ZodType<Partial<Record<RoomType, PriceSet>>>;

const rateName = singleLine(
  z.string({ error: "Informe o nome" }).trim().min(2, "Informe o nome").max(80, "Nome muito longo"),
);

/** PUT /api/rates/base and /api/rates/holiday (owner): the one base rate, the one holiday rate. */
export const baseRateInputSchema = z.object({ prices: pricesByRoomType }).strict();
export const holidayRateInputSchema = z
  .object({ prices: pricesByRoomType, minStay: nights("Estadia mínima").nullable().default(null) })
  .strict();

const datedRange = (v: { startDate: string; endDate: string }, ctx: z.core.$RefinementCtx) => {
  if (v.endDate <= v.startDate) {
    ctx.addIssue({ code: "custom", message: "A data final deve ser posterior à inicial", path: ["endDate"] });
  } else if (nightsBetween(v.startDate, v.endDate) > 366) {
    ctx.addIssue({ code: "custom", message: "O período pode ter no máximo 366 noites", path: ["endDate"] });
  }
};

/** POST/PUT /api/rates/seasons (owner): [startDate, endDate) — the end date is the first day out of the season. */
export const seasonInputSchema = z
  .object({
    name: rateName,
    startDate: calendarDate("Informe a data inicial"),
    endDate: calendarDate("Informe a data final"),
    priority: numberInput(
      z.number({ error: "Prioridade inválida" }).int().min(0, "Prioridade inválida").max(99, "Prioridade inválida"),
    ).default(0),
    minStay: nights("Estadia mínima").nullable().default(null),
    prices: pricesByRoomType,
  })
  .strict()
  .superRefine(datedRange);

/** POST/PUT /api/rates/packages (owner): the block [startDate, endDate) sold whole. */
export const packageInputSchema = z
  .object({
    name: rateName,
    startDate: calendarDate("Informe a data de entrada"),
    endDate: calendarDate("Informe a data de saída"),
    depositPercent: percent("Sinal").nullable().default(null),
    cancellationPolicyId: z.uuid("Política de cancelamento inválida").nullable().default(null),
    prices: pricesByRoomType,
  })
  .strict()
  .superRefine(datedRange);

/** POST /api/rates/restrictions (owner). */
export const restrictionInputSchema = z
  .object({
    roomType: z.enum(ROOM_TYPES, { error: "Tipo de quarto inválido" }).nullable().default(null),
    startDate: calendarDate("Informe a data inicial"),
    endDate: calendarDate("Informe a data final"),
    weekdays: z
      .array(numberInput(z.number().int().min(0, "Dia da semana inválido").max(6, "Dia da semana inválido")))
      .max(7)
      .nullable()
      .default(null),
    minStay: nights("Estadia mínima").nullable().default(null),
    maxStay: nights("Estadia máxima").nullable().default(null),
    closedToArrival: z.boolean().default(false),
    closedToDeparture: z.boolean().default(false),
    stopSell: z.boolean().default(false),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.endDate < v.startDate) {
      ctx.addIssue({
        code: "custom",
        message: "A data final deve ser igual ou posterior à inicial",
        path: ["endDate"],
      });
    }
    if (v.minStay !== null && v.maxStay !== null && v.maxStay < v.minStay) {
      ctx.addIssue({ code: "custom", message: "A estadia máxima deve ser maior que a mínima", path: ["maxStay"] });
    }
    if (v.minStay === null && v.maxStay === null && !v.closedToArrival && !v.closedToDeparture && !v.stopSell) {
      ctx.addIssue({ code: "custom", message: "Escolha ao menos uma restrição", path: ["minStay"] });
    }
  });

/** POST/PUT /api/rates/policies (owner): the ladder by days before arrival, most days first. */
export const cancellationPolicyInputSchema = z
  .object({
    name: rateName,
    rows: z
      .array(
        z
          .object({
            daysBefore: numberInput(
              z
                .number({ error: "Dias inválidos" })
                .int("Dias inválidos")
                .min(0, "Dias inválidos")
                .max(730, "Dias inválidos"),
            ),
            refundPercent: percent("Reembolso"),
            creditPercent: percent("Crédito"),
          })
          .strict()
          .refine((r) => r.refundPercent + r.creditPercent <= 100, "Reembolso mais crédito passam de 100%"),
      )
      .min(1, "Informe ao menos uma faixa")
      .max(10, "No máximo 10 faixas")
      .transform((rows) => [...rows].sort((a, b) => b.daysBefore - a.daysBefore))
      .refine(
        (rows) => new Set(rows.map((r) => r.daysBefore)).size === rows.length,
        "Há duas faixas com os mesmos dias",
      ),
    creditMonths: numberInput(
      z.number().int().min(0, "Validade do crédito: de 0 a 60 meses").max(60, "Validade do crédito: de 0 a 60 meses"),
    ).default(12),
  })
  .strict();

/** The pousada's one-per-pousada tarifário settings (settings key 'tarifario'). */
export const tarifarioSettingsSchema = z
  .object({
    /** The weekdays (0 = Sunday) whose nights are weekend nights: Friday and Saturday by default. */
    weekendNights: z.array(z.number().int().min(0).max(6)).max(7).default([5, 6]),
    losDiscounts: z
      .array(z.object({ minNights: nights("Noites"), percent: percent("Desconto") }).strict())
      .max(10)
      .default([]),
    paymentDiscounts: z
      .array(
        z
          .object({
            method: z.enum(PAYMENT_METHODS, { error: "Forma de pagamento inválida" }),
            percent: percent("Desconto"),
          })
          .strict(),
      )
      .max(6)
      .default([]),
    deposit: z
      .object({
        percent: percent("Sinal"),
        holidayPercent: percent("Sinal em feriados"),
        oneNightPercent: percent("Sinal para uma noite"),
        dueHours: numberInput(
          z.number().int().min(1, "Prazo do sinal: de 1 a 168 horas").max(168, "Prazo do sinal: de 1 a 168 horas"),
        ),
      })
      .strict()
      .default({ percent: 50, holidayPercent: 100, oneNightPercent: 100, dueHours: 24 }),
    defaultPolicyId: z.uuid("Política de cancelamento inválida").nullable().default(null),
  })
  .strict();
export type TarifarioSettings = z.output<typeof tarifarioSettingsSchema>;

/** The saved settings, or the defaults for what was never saved (or no longer reads). */
export function tarifarioSettingsOf(saved: unknown): TarifarioSettings {
  const parsed = tarifarioSettingsSchema.safeParse(saved ?? {});
  return parsed.success ? parsed.data : tarifarioSettingsSchema.parse({});
}

/** The dates and the party of a stay, as a query (ages comma-separated, "3,10"): the quote's and the booking page's. */
export const stayQueryFields = {
  checkInDate: calendarDate("Data de check-in é obrigatória"),
  checkOutDate: calendarDate("Data de check-out é obrigatória"),
  adults: numberInput(
    z
      .number({ error: "Informe o número de adultos" })
      .int("Número de adultos inválido")
      .min(1, "Informe ao menos um adulto")
      .max(20, "No máximo 20 adultos"),
  ),
  childrenAges: z
    .string()
    .trim()
    .default("")
    .transform((text, ctx) => {
      if (text === "") return [];
      const parts = text.split(",").map((p) => p.trim());
      if (parts.length > 20 || !parts.every((p) => /^\d{1,2}$/.test(p) && Number(p) <= 17)) {
        ctx.addIssue({
          code: "custom",
          message: "Idades das crianças inválidas: de 0 a 17 anos, separadas por vírgula",
        });
        return z.NEVER;
      }
      return parts.map(Number);
    }),
};

/** Check-out after check-in, at most 365 nights. */
export function checkStayDates(v: { checkInDate: string; checkOutDate: string }, ctx: z.RefinementCtx) {
  if (v.checkOutDate <= v.checkInDate) {
    ctx.addIssue({
      code: "custom",
      message: "A data de check-out deve ser posterior à data de check-in",
      path: ["checkOutDate"],
    });
  } else if (nightsBetween(v.checkInDate, v.checkOutDate) > 365) {
    ctx.addIssue({ code: "custom", message: "A estadia pode ter no máximo 365 noites", path: ["checkOutDate"] });
  }
}

/** GET /api/rates/quote's query. */
export const quoteQuerySchema = z
  .object({
    roomId: z.uuid({ error: "Quarto inválido" }),
    ...stayQueryFields,
    paymentMethod: z.enum(PAYMENT_METHODS, { error: "Forma de pagamento inválida" }).optional(),
  })
  .strict()
  .superRefine(checkStayDates);
