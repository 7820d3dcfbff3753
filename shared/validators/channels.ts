// Channels' inputs (docs/product.md §Canais): a feed added to a room, a conflict's resolution.
import { z } from "zod";
import { CHANNELS, MIN_SYNC_MINUTES } from "../channels";

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

/** PATCH /api/calendar-feeds/:id: the feed's '(Not available)' switch (the rest is set when it is added). */
export const updateCalendarFeedSchema = z
  .object({ importUnavailable: z.boolean({ error: "Valor inválido" }) })
  .strict();

/** PUT /api/settings/canais (owner): how often every feed is read, in minutes. */
export const canaisSettingsSchema = z
  .object({
    syncMinutes: z
      .number({ error: "Informe o intervalo em minutos" })
      .int("Informe um número inteiro de minutos")
      .min(MIN_SYNC_MINUTES, `O intervalo mínimo é de ${MIN_SYNC_MINUTES} minutos`)
      .max(24 * 60, "O intervalo máximo é de 1440 minutos (um dia)"),
  })
  .strict();
export type CanaisSettings = z.infer<typeof canaisSettingsSchema>;
