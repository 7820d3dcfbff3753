// What a PSP posts to the Pix webhook (API Pix v2, POST <webhookUrl>/pix, docs/decisions/0065): one or more Pix.
// Only the fields the server reads are checked; the PSP's own GET /pix/{e2eid} decides what is recorded.
import { z } from "zod";

const pixClaim = z.object({
  endToEndId: z.string().regex(/^[ED][0-9]{8}[0-9]{12}[a-zA-Z0-9]{11}$/, "endToEndId inválido"),
  txid: z.string().max(35).optional(),
  valor: z.string().regex(/^\d{1,10}\.\d{2}$/, "valor inválido"),
  horario: z.string().max(40),
});

/** Without `pix` (or with none) it is the PSP's test call when the webhook is registered: answered 200. */
export const pixWebhookSchema = z.object({
  pix: z.array(pixClaim, { error: "Lista de Pix inválida" }).max(100, "Pix demais").default([]),
});

export type PixWebhook = z.output<typeof pixWebhookSchema>;

/** 'Marcar como resolvido': how the desk settled a Pix that became no payment (given back, recorded otherwise). */
export const pixResolutionSchema = z.object({
  resolution: z
    .string({ error: "Informe como o Pix foi resolvido" })
    .trim()
    .min(3, "Informe como o Pix foi resolvido")
    .max(300, "No máximo 300 caracteres"),
});
