// What Configurações > Geral shows for each of the pousada's possible time zones, kept apart from pousada-time.ts
// so that only the settings screen downloads them.
import type { PousadaTimeZone } from "./pousada-time";

export const TIME_ZONE_LABELS: Record<PousadaTimeZone, string> = {
  "America/Sao_Paulo": "Horário de Brasília (UTC−3) — São Paulo, Rio, BH…",
  "America/Bahia": "Bahia — Salvador (UTC−3)",
  "America/Fortaleza": "Fortaleza — CE, RN, PB, PI, MA (UTC−3)",
  "America/Recife": "Pernambuco — Recife (UTC−3)",
  "America/Maceio": "Alagoas e Sergipe — Maceió (UTC−3)",
  "America/Araguaina": "Tocantins — Palmas, Araguaína (UTC−3)",
  "America/Belem": "Pará (leste) e Amapá — Belém (UTC−3)",
  "America/Santarem": "Pará (oeste) — Santarém (UTC−3)",
  "America/Noronha": "Fernando de Noronha (UTC−2)",
  "America/Manaus": "Amazonas — Manaus (UTC−4)",
  "America/Boa_Vista": "Roraima — Boa Vista (UTC−4)",
  "America/Porto_Velho": "Rondônia — Porto Velho (UTC−4)",
  "America/Cuiaba": "Mato Grosso — Cuiabá (UTC−4)",
  "America/Campo_Grande": "Mato Grosso do Sul — Campo Grande (UTC−4)",
  "America/Rio_Branco": "Acre — Rio Branco (UTC−5)",
  "America/Eirunepe": "Amazonas (oeste) — Eirunepé (UTC−5)",
};
