// The record of processing (registro das operações de tratamento, LGPD art. 37) as the pousada sees it: what it keeps
// about its guests, why, on what legal basis, with whom it is shared and for how long. One source for Configurações >
// Privacidade, its printed page and its CSV; docs/product.md §18.1 is the same table.
import { csvCell } from "./csv";
import type { PrivacySettings } from "./validators/privacy";

export interface ProcessingRecordRow {
  data: string;
  purpose: string;
  legalBasis: string;
  sharedWith: string;
  retention: string;
}

const years = (n: number) => (n === 1 ? "1 ano" : `${n} anos`);
const days = (n: number) => (n === 1 ? "1 dia" : `${n} dias`);

/** The record with the pousada's own retention periods. */
export function processingRecord({
  documentRetentionDays,
  inactiveGuestYears,
}: PrivacySettings): ProcessingRecordRow[] {
  const inactive = `Até ${years(inactiveGuestYears)} sem hospedagem; então anonimizados`;
  return [
    {
      data: "Identificação (nome, CPF, nascimento)",
      purpose: "Ficha de hóspede (FNRH) e contrato da hospedagem",
      legalBasis: "Obrigação legal (art. 7º II; Lei 11.771 art. 26) e contrato (art. 7º V)",
      sharedWith: "Sistema FNRH (Ministério do Turismo)",
      retention: inactive,
    },
    {
      data: "Contato (celular, e-mail)",
      purpose: "Falar sobre a reserva e a estadia",
      legalBasis: "Contrato (art. 7º V)",
      sharedWith: "Canais de venda da reserva",
      retention: inactive,
    },
    {
      data: "Contato para ofertas",
      purpose: "Mensagens além da estadia",
      legalBasis: "Consentimento por canal (art. 7º I), com data e origem",
      sharedWith: "Nenhum",
      retention: "Até o consentimento ser retirado",
    },
    {
      data: "Endereço",
      purpose: "Ficha de hóspede e recibos",
      legalBasis: "Obrigação legal e contrato",
      sharedWith: "Sistema FNRH",
      retention: inactive,
    },
    {
      data: "Campos da FNRH (nacionalidade, documento, gênero)",
      purpose: "Ficha de hóspede",
      legalBasis: "Obrigação legal",
      sharedWith: "Sistema FNRH",
      retention: inactive,
    },
    {
      data: "Dados sensíveis (raça, deficiência)",
      purpose: "Somente a ficha oficial, nunca marketing",
      legalBasis: "Obrigação legal (art. 11 II a)",
      sharedWith: "Sistema FNRH",
      retention: inactive,
    },
    {
      data: "Foto do documento",
      purpose: "Conferir a identidade no check-in",
      legalBasis: "Obrigação legal e contrato",
      sharedWith: "Nenhum",
      retention: `Apagada ${days(documentRetentionDays)} após o check-out`,
    },
    {
      data: "Estadias e contas",
      purpose: "Cobrança e registros fiscais",
      legalBasis: "Contrato e obrigação legal",
      sharedWith: "Meios de pagamento (PIX, cartão)",
      retention: "Mantidas; sem dados pessoais após a anonimização",
    },
    {
      data: "Pagamentos",
      purpose: "Registros fiscais e contábeis",
      legalBasis: "Obrigação legal",
      sharedWith: "Meios de pagamento",
      retention: "Mantidos (valores e datas)",
    },
    {
      data: "Registro de auditoria",
      purpose: "Saber quem fez e quem viu o quê",
      legalBasis: "Legítimo interesse e segurança (art. 7º IX, art. 46)",
      sharedWith: "Nenhum",
      retention: "Mantido; guarda o id do hóspede, nunca seus dados",
    },
  ];
}

export const PROCESSING_RECORD_HEADER = ["Dados", "Finalidade", "Base legal", "Compartilhamento", "Retenção"] as const;

/** The record as a ';'-separated CSV (with a BOM, so a spreadsheet reads the accents). */
export function processingRecordCsv(rows: ProcessingRecordRow[]): string {
  const line = (cells: readonly string[]) => `${cells.map(csvCell).join(";")}\r\n`;
  return `\uFEFF${line(PROCESSING_RECORD_HEADER)}${rows
    .map((row) => line([row.data, row.purpose, row.legalBasis, row.sharedWith, row.retention]))
    .join("")}`;
}
