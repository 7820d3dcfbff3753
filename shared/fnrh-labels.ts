// The FNRH code lists' values (shared/fnrh.ts) as the desk reads them, in Portuguese: the guest form, the guest's
// page and the reservation dialogs name them the same way (race and disability join when a screen asks them).
import type { FNRH_DOCUMENT_TYPES, FNRH_GENDERS, FNRH_TRANSPORTS, FNRH_TRAVEL_REASONS } from "./fnrh";

type Labels<T extends readonly string[]> = Record<T[number], string>;

export const FNRH_DOCUMENT_TYPE_LABELS: Labels<typeof FNRH_DOCUMENT_TYPES> = {
  CPF: "CPF",
  PASSAPORTE: "Passaporte",
};

export const FNRH_GENDER_LABELS: Labels<typeof FNRH_GENDERS> = {
  HOMEM: "Homem",
  MULHER: "Mulher",
  OUTRO: "Outro",
  NAOINFORMADO: "Prefiro não informar",
};

export const FNRH_TRAVEL_REASON_LABELS: Labels<typeof FNRH_TRAVEL_REASONS> = {
  LAZER_FERIAS: "Lazer / férias",
  NEGOCIOS: "Negócios",
  CONGRESSO_FEIRA: "Congresso / feira",
  PARENTES_AMIGOS: "Visita a parentes / amigos",
  ESTUDOS_CURSOS: "Estudos / cursos",
  SAUDE: "Saúde",
  RELIGIAO: "Religião",
  COMPRAS: "Compras",
};

export const FNRH_TRANSPORT_LABELS: Labels<typeof FNRH_TRANSPORTS> = {
  AUTOMOVEL: "Automóvel",
  AVIAO: "Avião",
  ONIBUS: "Ônibus",
  MOTO: "Moto",
  NAVIO_BARCO: "Navio / barco",
  TREM: "Trem",
  BICICLETA: "Bicicleta",
  PE: "A pé",
};

/** A code's label, or the code itself when the list does not know it (a value the API added later). */
export const fnrhLabel = (labels: Record<string, string>, code: string | null | undefined) =>
  code ? (labels[code] ?? code) : null;
