import { BRAZIL_ADDRESS_FIELDS, GUEST_REGISTER_FIELDS } from "@shared/fnrh";
import { formatCpf } from "@shared/identity";
import type { Guest } from "@shared/api";
import { maskCep } from "@/lib/document-mask";

type RegisterKey = (typeof GUEST_REGISTER_FIELDS)[number];

/** The FNRH's fields of a guest form as its inputs hold them: text, "" for none. */
export type RegisterFormValues = Record<RegisterKey, string>;

export type GuestRegisterData = Pick<Guest, RegisterKey>;

export const EMPTY_REGISTER_FORM = Object.fromEntries(
  GUEST_REGISTER_FIELDS.map((key) => [key, ""]),
) as RegisterFormValues;

/** A stored guest's register fields in the form: the CEP and a CPF punctuated as the clerk types them. */
export function registerFormValues(guest: GuestRegisterData): RegisterFormValues {
  const values = { ...EMPTY_REGISTER_FORM };
  for (const key of GUEST_REGISTER_FIELDS) values[key] = guest[key] ?? "";
  values.cep = maskCep(values.cep);
  if (guest.documentType === "CPF") values.documentNumber = formatCpf(guest.documentNumber);
  return values;
}

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
    ...(livesInBrazil(values.residenceCountry) ? [] : BRAZIL_ADDRESS_FIELDS),
    ...(values.gender === "OUTRO" ? [] : ["genderDescription"]),
  ];
  return { ...values, ...Object.fromEntries(hidden.map((key) => [key, null])) };
}
