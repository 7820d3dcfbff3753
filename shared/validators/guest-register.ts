// The FNRH Digital's fields of a guest (docs/product.md §19), part of POST/PUT /api/guests: countries as ISO 3166-1
// alpha-2, the document as the register's type and number, the address of a resident of Brazil with the city's
// 7-digit IBGE code, and the sensitive race and disability, which the server keeps apart from the guest's row.
// Here only their form: the browser loads this with the guest form, so the code lists (the IBGE table, the
// countries) are checked by guest-register-codes.ts, which only the server and the pickers' own chunks load.
import { getStates } from "@brazilian-utils/brazilian-utils/get-states";
import { isValidCep } from "@brazilian-utils/brazilian-utils/is-valid-cep";
import { z } from "zod";
import { FNRH_DISABILITY, FNRH_DISABILITY_TYPES, FNRH_DOCUMENT_TYPES, FNRH_GENDERS, FNRH_RACES } from "../fnrh";
import { isValidCpf, onlyDigits } from "../identity";
import { emptyToNull, optionalText } from "./fields";

/** What a code outside its list is told, here for its form and in guest-register-codes.ts for the list itself. */
export const REGISTER_CODE_MESSAGES = {
  nationality: "Nacionalidade inválida: escolha um país da lista",
  residenceCountry: "País de residência inválido: escolha um país da lista",
  cityIbgeCode: "Cidade inválida: escolha da lista",
} as const;

/** Brazil's 27 UFs with their IBGE codes, the first two digits of each of their cities' codes (a small table). */
const STATES = getStates();

const optionalCode = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(emptyToNull, z.enum(values, { error: message }).nullable().optional());

const countrySchema = (message: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? emptyToNull(v.trim().toUpperCase()) : v),
    z
      .string({ error: message })
      .regex(/^[A-Z]{2}$/, message)
      .nullable()
      .optional(),
  );

/** The register's fields a guest form may send, each optional (the completeness check says what is missing). */
export const guestRegisterFields = {
  nationality: countrySchema(REGISTER_CODE_MESSAGES.nationality),
  residenceCountry: countrySchema(REGISTER_CODE_MESSAGES.residenceCountry),
  documentType: optionalCode(FNRH_DOCUMENT_TYPES, "Tipo de documento inválido: use CPF ou Passaporte"),
  documentNumber: z.preprocess(
    // A CPF's dots and dash and any space are dropped: the register takes digits, a passport its letters and digits.
    (v) => (typeof v === "string" ? emptyToNull(v.replace(/[.\-\s]/g, "").toUpperCase()) : v),
    z
      .string({ error: "Número do documento inválido" })
      .max(20, "Número do documento muito longo")
      .nullable()
      .optional(),
  ),
  gender: optionalCode(FNRH_GENDERS, "Gênero inválido"),
  genderDescription: optionalText(100),
  socialName: optionalText(200),
  cep: z.preprocess(
    emptyToNull,
    z
      .string({ error: "CEP inválido" })
      .trim()
      .refine((v) => /^\d{5}-?\d{3}$/.test(v) && isValidCep(v), "CEP inválido")
      .transform(onlyDigits)
      .nullable()
      .optional(),
  ),
  street: optionalText(200),
  addressNumber: optionalText(20),
  complement: optionalText(100),
  neighborhood: optionalText(100),
  cityIbgeCode: z.preprocess(
    emptyToNull,
    z
      .string({ error: "Cidade inválida" })
      .regex(/^\d{7}$/, REGISTER_CODE_MESSAGES.cityIbgeCode)
      .nullable()
      .optional(),
  ),
  state: z.preprocess(
    (v) => (typeof v === "string" ? emptyToNull(v.trim().toUpperCase()) : v),
    z
      .string({ error: "UF inválida" })
      .refine((uf) => STATES.some((s) => s.code === uf), "UF inválida")
      .nullable()
      .optional(),
  ),
};

/** Race and disability: accepted with the guest, stored apart, read only by the FNRH screens. */
export const guestSensitiveFields = {
  race: optionalCode(FNRH_RACES, "Raça/cor inválida"),
  disability: optionalCode(FNRH_DISABILITY, "Deficiência inválida"),
  disabilityType: optionalCode(FNRH_DISABILITY_TYPES, "Tipo de deficiência inválido"),
};
export const SENSITIVE_GUEST_KEYS = Object.keys(guestSensitiveFields) as (keyof typeof guestSensitiveFields)[];

interface RegisterValues {
  documentType?: string | null;
  documentNumber?: string | null;
  gender?: string | null;
  genderDescription?: string | null;
  cityIbgeCode?: string | null;
  state?: string | null;
  disability?: string | null;
  disabilityType?: string | null;
}

/** The rules between fields: the document's number by its type, OUTRO's description, the city in its UF. */
export function checkRegisterFields(v: RegisterValues, ctx: z.core.$RefinementCtx) {
  const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", message, path: [path] });
  if (v.documentNumber && v.documentType === "CPF" && !isValidCpf(v.documentNumber)) {
    issue("documentNumber", "CPF inválido");
  }
  if (v.documentNumber && v.documentType === "PASSAPORTE" && !/^[A-Z0-9]{5,20}$/.test(v.documentNumber)) {
    issue("documentNumber", "Passaporte inválido: use só letras e números");
  }
  if (v.documentNumber && !v.documentType) issue("documentType", "Informe o tipo do documento");
  if (v.gender === "OUTRO" && !v.genderDescription) issue("genderDescription", "Descreva o gênero");
  const uf = v.state ? STATES.find((s) => s.code === v.state) : undefined;
  if (v.cityIbgeCode && uf && !v.cityIbgeCode.startsWith(String(uf.ibgeCode))) {
    issue("cityIbgeCode", `A cidade não fica em ${uf.code}`);
  }
  if (v.disabilityType && v.disability !== "SIM") {
    issue("disabilityType", "Tipo de deficiência só quando a deficiência é Sim");
  }
}
