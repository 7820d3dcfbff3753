// The FNRH states as the desk reads them, in Portuguese (the code lists' labels: shared/fnrh-labels.ts).
import type { FnrhState } from "@shared/fnrh";

export const FNRH_STATE_LABELS: Record<FnrhState, string> = {
  nao_enviado: "Não enviado",
  pendente: "Enviando",
  enviado: "Enviado",
  precheckin_realizado: "Pré-check-in realizado",
  checkin_enviado: "Check-in enviado",
  checkout_enviado: "Check-out enviado",
  cancelado: "Cancelamento enviado",
  noshow_enviado: "Não comparecimento enviado",
  erro: "Erro",
};
