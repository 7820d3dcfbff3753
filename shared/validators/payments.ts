// Payments of stays: POST /api/payments, refunds, the list's filters, and the PIX code of an amount due
// (docs/decisions/0015). Money: decimal strings (0012).
import { z } from "zod";
import { PAYMENT_METHODS } from "../enums";
import { calendarDate, decimalString, emptyToNull, multiLine, optionalText } from "./fields";
import { pageQuerySchema } from "./lists";

const positiveAmount = (required: string) =>
  decimalString(required, { integerDigits: 8 }).refine((v) => !/^0+(\.0+)?$/.test(v), {
    message: "O valor deve ser maior que zero",
  });

const paymentMethodSchema = z.enum(PAYMENT_METHODS, { error: "Escolha a forma de pagamento" });

/** POST /api/payments: a payment of a reservation's bill, into one bank account. */
export const insertPaymentSchema = z
  .object({
    reservationId: z
      .string({ error: "Escolha a hospedagem" })
      .min(1, "Escolha a hospedagem")
      .pipe(z.uuid("Escolha a hospedagem")),
    amount: positiveAmount("Informe o valor"),
    method: paymentMethodSchema,
    /** Absent only for a payment with the guest's credit: no money moves into an account. */
    contaBancariaId: z
      .string({ error: "Escolha a conta" })
      .min(1, "Escolha a conta")
      .pipe(z.uuid("Escolha a conta"))
      .optional(),
    description: optionalText(500, { multiLine: true }),
  })
  .strict()
  .superRefine((payment, ctx) => {
    if (payment.method !== "guest_credit" && !payment.contaBancariaId) {
      ctx.addIssue({ code: "custom", message: "Escolha a conta", path: ["contaBancariaId"] });
    }
  });

/** POST /api/payments/:id/refunds: the whole payment or part of it, with its reason. */
export const refundPaymentSchema = z
  .object({
    amount: positiveAmount("Informe o valor do estorno"),
    reason: multiLine(
      z
        .string({ error: "Informe o motivo do estorno" })
        .trim()
        .min(3, "Informe o motivo do estorno")
        .max(500, "Motivo muito longo"),
    ),
  })
  .strict();

/** GET /api/payments: filters by period (the day each payment was recorded, at the pousada), method, reservation. */
export const paymentFiltersSchema = pageQuerySchema.extend({
  from: z.preprocess((value) => emptyToNull(value) ?? undefined, calendarDate("Data inicial inválida").optional()),
  to: z.preprocess((value) => emptyToNull(value) ?? undefined, calendarDate("Data final inválida").optional()),
  method: z.preprocess((value) => emptyToNull(value) ?? undefined, paymentMethodSchema.optional()),
  reservationId: z.preprocess((value) => emptyToNull(value) ?? undefined, z.uuid("Reserva inválida").optional()),
});

/** POST /api/payments/pix: the static PIX code for `amount` into the account's key, identified by the reservation. */
export const pixCodeSchema = z
  .object({
    contaBancariaId: z.uuid("Escolha a conta"),
    amount: positiveAmount("Informe o valor"),
    reservationId: z.uuid("Escolha a hospedagem"),
  })
  .strict();

export type InsertPayment = z.output<typeof insertPaymentSchema>;
export type RefundPayment = z.output<typeof refundPaymentSchema>;
export type PaymentFilters = z.output<typeof paymentFiltersSchema>;
