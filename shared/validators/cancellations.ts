// A reservation moved to cancelled or no_show, with what becomes of the money it holds (docs/product.md §10.7):
// PUT /api/reservations/:id {status, destinoPagamentos?}. Money: decimal strings (docs/decisions/0012).
import { z } from "zod";
import { decimalString } from "./fields";

const part = (what: string) => decimalString(`Informe o valor de ${what}`, { integerDigits: 8 }).optional();

/** How the net amount paid is split; the parts left out are zero. */
const destinoPagamentosSchema = z
  .object({ reembolso: part("reembolso"), multa: part("multa"), credito: part("crédito") })
  .strict();

export const releaseReservationSchema = z.object({
  status: z.enum(["cancelled", "no_show"]),
  destinoPagamentos: destinoPagamentosSchema.optional(),
});

export type ReleaseReservation = z.output<typeof releaseReservationSchema>;

/** GET /api/reservations/:id/cancellation-proposal?status= (cancelled by default). */
export const cancellationProposalQuerySchema = z.object({
  status: z.enum(["cancelled", "no_show"], { error: "Status inválido" }).default("cancelled"),
});
