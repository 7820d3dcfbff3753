import type { AuditEntryView } from "@shared/api/audit";
import { AUDIT_ACTION_LABELS } from "@shared/validators/audit";

/** The kinds of record the log names, as the pousada calls them. */
const ENTITY_LABELS: Record<string, string> = {
  room: "Quarto",
  guest: "Hóspede",
  reservation: "Reserva",
  stay: "Check-in/out",
  payment: "Pagamento",
  "pix-recebido": "Pix recebido",
  "conta-bancaria": "Conta bancária",
  lancamento: "Lançamento",
  "tag-financeira": "Etiqueta financeira",
  settings: "Configurações",
  product: "Produto/Serviço",
  consumption: "Consumo",
  "fechamento-caixa": "Fechamento de caixa",
  report: "Relatório",
  "guest-document": "Documento de hóspede",
  user: "Usuário",
  system: "Sistema",
  audit: "Auditoria",
  session: "Sessão",
  backup: "Backup",
};

export const entityLabel = (entity: string) => ENTITY_LABELS[entity] ?? entity;

export const actionLabel = (entry: Pick<AuditEntryView, "action">) => AUDIT_ACTION_LABELS[entry.action] ?? entry.action;

/** A 403: someone tried what their role does not allow. */
export const wasRefused = (entry: Pick<AuditEntryView, "status">) => entry.status === 403;

/** Who did it: the name now, else the e-mail kept with the entry. */
export const auditWho = (entry: Pick<AuditEntryView, "userName" | "userEmail" | "userId" | "method">) =>
  entry.userName ?? entry.userEmail ?? (entry.userId === null && entry.method === null ? "Sistema" : "Sem usuário");
