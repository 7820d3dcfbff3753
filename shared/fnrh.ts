// The FNRH Digital's code lists (docs/decisions/0051): the values the register's API knows, with their names in
// Portuguese. The server reads the lists from the API's /dominios and falls back on these when it cannot.

export const FNRH_DOCUMENT_TYPES = ["CPF", "PASSAPORTE"] as const;
export const FNRH_GENDERS = ["HOMEM", "MULHER", "OUTRO", "NAOINFORMADO"] as const;
export const FNRH_RACES = ["AMARELA", "BRANCA", "INDIGENA", "PARDA", "PRETA", "NAOINFORMAR"] as const;
export const FNRH_DISABILITY = ["SIM", "NAO", "NAOINFORMAR"] as const;
export const FNRH_DISABILITY_TYPES = ["FISICA", "AUDITIVA", "VISUAL", "INTELECTUAL", "MULTIPLA", "OUTRA"] as const;
export const FNRH_TRAVEL_REASONS = [
  "LAZER_FERIAS",
  "NEGOCIOS",
  "CONGRESSO_FEIRA",
  "PARENTES_AMIGOS",
  "ESTUDOS_CURSOS",
  "SAUDE",
  "RELIGIAO",
  "COMPRAS",
] as const;
export const FNRH_TRANSPORTS = [
  "AUTOMOVEL",
  "AVIAO",
  "ONIBUS",
  "MOTO",
  "NAVIO_BARCO",
  "TREM",
  "BICICLETA",
  "PE",
] as const;
/** ECA art. 82: a minor stays with a parent present or a written authorisation. */
export const MINOR_AUTHORISATIONS = ["pais_presentes", "autorizacao_escrita"] as const;
export const FNRH_ENVIRONMENTS = ["homologacao", "producao"] as const;
export const FNRH_CHECKIN_MODES = ["bloquear", "avisar"] as const;

/** The guest's address in Brazil, which the register asks of a resident of Brazil only. */
export const BRAZIL_ADDRESS_FIELDS = [
  "cep",
  "street",
  "addressNumber",
  "complement",
  "neighborhood",
  "cityIbgeCode",
  "state",
] as const;

/** The columns of `guests` the register adds (docs/product.md §19): its document, gender, names and address. */
export const GUEST_REGISTER_FIELDS = [
  "nationality",
  "residenceCountry",
  "documentType",
  "documentNumber",
  "gender",
  "genderDescription",
  "socialName",
  ...BRAZIL_ADDRESS_FIELDS,
] as const;

/**
 * A stay's (and a guest's) state with the register; 'cancelado' and 'noshow_enviado' for a stay the register knew
 * and the desk cancelled or marked no-show.
 */
export type FnrhState =
  | "nao_enviado"
  | "pendente"
  | "enviado"
  | "precheckin_realizado"
  | "checkin_enviado"
  | "checkout_enviado"
  | "cancelado"
  | "noshow_enviado"
  | "erro";
