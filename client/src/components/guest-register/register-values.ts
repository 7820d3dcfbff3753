import { formatCpf } from "@shared/identity";
import type { Guest } from "@shared/api";
import { maskCep } from "@/lib/document-mask";

/** The FNRH's fields of a guest form as its inputs hold them: text, "" for none. */
export interface RegisterFormValues {
  nationality: string;
  residenceCountry: string;
  documentType: string;
  documentNumber: string;
  gender: string;
  genderDescription: string;
  socialName: string;
  cep: string;
  street: string;
  addressNumber: string;
  complement: string;
  neighborhood: string;
  cityIbgeCode: string;
  state: string;
}

type RegisterKey = keyof RegisterFormValues;
export type GuestRegisterData = Pick<Guest, RegisterKey>;

export const EMPTY_REGISTER_FORM: RegisterFormValues = {
  nationality: "",
  residenceCountry: "",
  documentType: "",
  documentNumber: "",
  gender: "",
  genderDescription: "",
  socialName: "",
  cep: "",
  street: "",
  addressNumber: "",
  complement: "",
  neighborhood: "",
  cityIbgeCode: "",
  state: "",
};

/** A stored guest's register fields in the form: the CEP and a CPF punctuated as the clerk types them. */
export function registerFormValues(guest: GuestRegisterData): RegisterFormValues {
  const values = { ...EMPTY_REGISTER_FORM };
  for (const key of Object.keys(EMPTY_REGISTER_FORM) as RegisterKey[]) values[key] = guest[key] ?? "";
  values.cep = maskCep(values.cep);
  if (guest.documentType === "CPF") values.documentNumber = formatCpf(guest.documentNumber);
  return values;
}

/** The address in Brazil the register asks of a resident of Brazil only. */
const BRAZIL_ADDRESS = [
  "cep",
  "street",
  "addressNumber",
  "complement",
  "neighborhood",
  "cityIbgeCode",
  "state",
] as const;

/** Whether the form shows the address in Brazil: for a resident of Brazil, or while the residence is not chosen. */
export const livesInBrazil = (residenceCountry: string | null | undefined) =>
  !residenceCountry || residenceCountry === "BR";

/**
 * The body to save without what the form hid: a guest who lives abroad keeps no address in Brazil, and a gender other
 * than Outro no description (what was typed before the choice changed is not sent as if it were theirs).
 */
export function withoutHiddenFields<T extends { residenceCountry?: string | null; gender?: string | null }>(
  values: T,
): T {
  const hidden = [
    ...(livesInBrazil(values.residenceCountry) ? [] : BRAZIL_ADDRESS),
    ...(values.gender === "OUTRO" ? [] : ["genderDescription"]),
  ];
  return { ...values, ...Object.fromEntries(hidden.map((key) => [key, null])) };
}
