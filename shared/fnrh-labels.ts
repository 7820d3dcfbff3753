// The FNRH code lists' values (shared/fnrh.ts) as the desk reads them, in Portuguese: the guest form, the guest's
// page, the reservation dialogs and the check-in's ficha panel (the only screen that asks race and disability) name
// them the same way.
import {
  FNRH_DISABILITY,
  FNRH_DISABILITY_TYPES,
  FNRH_RACES,
  FNRH_TRANSPORTS,
  FNRH_TRAVEL_REASONS,
  type FNRH_DOCUMENT_TYPES,
  type FNRH_GENDERS,
} from "./fnrh";

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

export const FNRH_RACE_LABELS: Labels<typeof FNRH_RACES> = {
  AMARELA: "Amarela",
  BRANCA: "Branca",
  INDIGENA: "Indígena",
  PARDA: "Parda",
  PRETA: "Preta",
  NAOINFORMAR: "Prefere não informar",
};

export const FNRH_DISABILITY_LABELS: Labels<typeof FNRH_DISABILITY> = {
  NAO: "Não",
  SIM: "Sim",
  NAOINFORMAR: "Prefere não informar",
};

export const FNRH_DISABILITY_TYPE_LABELS: Labels<typeof FNRH_DISABILITY_TYPES> = {
  FISICA: "Física",
  AUDITIVA: "Auditiva",
  VISUAL: "Visual",
  INTELECTUAL: "Intelectual",
  MULTIPLA: "Múltipla",
  OUTRA: "Outra",
};

/** A code list as a select's options, in the list's order. */
const optionsOf = <T extends string>(codes: readonly T[], labels: Record<T, string>) =>
  codes.map((value) => ({ value, label: labels[value] }));

export const TRAVEL_REASON_OPTIONS = optionsOf(FNRH_TRAVEL_REASONS, FNRH_TRAVEL_REASON_LABELS);
export const TRANSPORT_OPTIONS = optionsOf(FNRH_TRANSPORTS, FNRH_TRANSPORT_LABELS);
export const RACE_OPTIONS = optionsOf(FNRH_RACES, FNRH_RACE_LABELS);
export const DISABILITY_OPTIONS = optionsOf(["NAO", "SIM", "NAOINFORMAR"] as const, FNRH_DISABILITY_LABELS);
export const DISABILITY_TYPE_OPTIONS = optionsOf(FNRH_DISABILITY_TYPES, FNRH_DISABILITY_TYPE_LABELS);

/** A code's label, or the code itself when the list does not know it (a value the API added later). */
export const fnrhLabel = (labels: Record<string, string>, code: string | null | undefined) =>
  code ? (labels[code] ?? code) : null;
