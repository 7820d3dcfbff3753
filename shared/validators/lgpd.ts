// The guest's LGPD requests, the hold on their data and their consents (docs/product.md §18).
import { z } from "zod";
import { CONSENT_CHANNELS, LGPD_REQUEST_KINDS } from "../lgpd";
import { singleLine } from "./fields";

const isoDate = z.iso.date({ error: "Data inválida" });

export const lgpdRequestSchema = z.object({
  kind: z.enum(LGPD_REQUEST_KINDS, { error: "Tipo de pedido inválido" }),
  /** The day the guest asked; today when left out. */
  requestedOn: isoDate.optional(),
});
export type LgpdRequestInput = z.output<typeof lgpdRequestSchema>;

export const retentionHoldSchema = z.object({
  reason: singleLine(
    z.string({ error: "Informe o motivo" }).trim().min(3, "Informe o motivo").max(300, "Motivo muito longo"),
  ),
  /** The hold's last day; null keeps it until lifted. */
  until: isoDate.nullable().optional(),
});
export type RetentionHoldInput = z.output<typeof retentionHoldSchema>;

export const consentSchema = z.object({
  channel: z.enum(CONSENT_CHANNELS, { error: "Canal inválido" }),
  granted: z.boolean({ error: "Informe se o hóspede consente" }),
  source: singleLine(
    z.string({ error: "Informe a origem" }).trim().min(2, "Informe a origem").max(100, "Origem muito longa"),
  ),
});
export type ConsentInput = z.output<typeof consentSchema>;
