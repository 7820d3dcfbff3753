// Channels' inputs (docs/product.md §Canais): a feed added to a room, a conflict's resolution.
import { z } from "zod";
import { CHANNELS } from "../channels";

export const insertCalendarFeedSchema = z.object({
  name: z.string({ error: "Nome é obrigatório" }).trim().min(1, "Nome é obrigatório").max(80, "Nome muito longo"),
  url: z
    .string({ error: "Endereço é obrigatório" })
    .trim()
    .min(1, "Endereço é obrigatório")
    .max(2000, "Endereço muito longo"),
  channel: z.enum(CHANNELS, { error: "Canal inválido" }),
  importUnavailable: z.boolean({ error: "Valor inválido" }).default(true),
});

export const resolveConflictSchema = z.object({
  resolution: z.enum(["moved", "rejected", "handled"], { error: "Resolução inválida" }),
});
