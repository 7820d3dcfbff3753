// Configurações > Privacidade (docs/product.md §18): how long guests' document photos and data are kept.
import { z } from "zod";

export const privacySettingsSchema = z.object({
  /** Days after the check-out a guest's document photo is deleted. */
  documentRetentionDays: z
    .number({ error: "Informe os dias" })
    .int("Informe um número inteiro de dias")
    .min(1, "Mínimo de 1 dia")
    .max(3650, "Máximo de 3650 dias"),
  /** Years without a stay after which a guest is anonymised. */
  inactiveGuestYears: z
    .number({ error: "Informe os anos" })
    .int("Informe um número inteiro de anos")
    .min(1, "Mínimo de 1 ano")
    .max(30, "Máximo de 30 anos"),
});
export type PrivacySettings = z.output<typeof privacySettingsSchema>;

const DEFAULT_PRIVACY: PrivacySettings = { documentRetentionDays: 30, inactiveGuestYears: 5 };

/** The saved settings, or the defaults for what is missing or unreadable. */
export function privacyOf(saved: unknown): PrivacySettings {
  const parsed = privacySettingsSchema.partial().safeParse(saved ?? {});
  return { ...DEFAULT_PRIVACY, ...(parsed.success ? parsed.data : {}) };
}
