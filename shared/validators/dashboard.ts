import { z } from "zod";
import "../zod-pt";

/** GET /api/dashboard/revenue?days=: the chart's period. */
export const revenuePeriodSchema = z.object({
  days: z.enum(["7", "30", "90"], { error: "Período inválido: use 7, 30 ou 90 dias" }).transform(Number),
});
