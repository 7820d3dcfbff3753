// The audit log's reads (docs/product.md §12.15): who did what, filtered by user, kind and period, paged like every
// other list (§12.1); the same filters export it as CSV.
import { z } from "zod";
import { AUDIT_ACTIONS } from "../enums";
import { calendarDate, emptyToNull } from "./fields";
import { pageQuerySchema } from "./lists";

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What each kind of entry is called on the screen and in the CSV. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: "Criação",
  update: "Alteração",
  delete: "Exclusão",
  view: "Visualização",
  download: "Download",
  login: "Entrada",
  logout: "Saída",
  export: "Exportação",
  restore: "Restauração",
  reset: "Redefinição",
};

/** The longest period one read or export may ask for. */
const AUDIT_MAX_PERIOD_DAYS = 400;

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => emptyToNull(value) ?? undefined, schema.optional());

const auditFilterFields = {
  userId: optional(z.uuid("Usuário inválido")),
  kind: optional(z.enum(AUDIT_ACTIONS, { error: `Tipo inválido: use ${AUDIT_ACTIONS.join(", ")}` })),
  /** The kind of record ('guest', 'reservation', 'guest-document', ...). */
  entity: optional(z.string({ error: "Registro inválido" }).regex(/^[a-z][a-z-]{0,49}$/, "Registro inválido")),
  /** The pousada's calendar days, both included. */
  from: optional(calendarDate("Data inicial inválida")),
  to: optional(calendarDate("Data final inválida")),
};

const periodIssue = (value: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (!value.from || !value.to) return;
  if (value.to < value.from) {
    ctx.addIssue({ code: "custom", path: ["to"], message: "A data final deve ser igual ou posterior à inicial" });
  } else if (Date.parse(value.to) - Date.parse(value.from) > AUDIT_MAX_PERIOD_DAYS * 86_400_000) {
    ctx.addIssue({
      code: "custom",
      path: ["to"],
      message: `Período muito longo (máximo de ${AUDIT_MAX_PERIOD_DAYS} dias)`,
    });
  }
};

/** GET /api/audit: a page of entries, newest first. */
export const auditListQuerySchema = pageQuerySchema.extend(auditFilterFields).superRefine(periodIssue);

/** GET /api/audit/export: the same filters, every matching entry as one CSV file. */
export const auditExportQuerySchema = z.object(auditFilterFields).superRefine(periodIssue);

export type AuditFilters = z.output<typeof auditExportQuerySchema>;
