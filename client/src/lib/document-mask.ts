import { onlyDigits } from "@shared/identity";
import { maskCpf } from "./cpf-mask";

/** Masks a CNPJ as typed, "11222333000181" -> "11.222.333/0001-81"; at most 18 characters. */
export function maskCnpj(value: string): string {
  const digits = onlyDigits(value).slice(0, 14);
  let masked = digits.slice(0, 2);
  if (digits.length > 2) masked += `.${digits.slice(2, 5)}`;
  if (digits.length > 5) masked += `.${digits.slice(5, 8)}`;
  if (digits.length > 8) masked += `/${digits.slice(8, 12)}`;
  if (digits.length > 12) masked += `-${digits.slice(12)}`;
  return masked;
}

/** A document that is a CPF up to 11 digits and a CNPJ beyond (the pousada may be a company or a person). */
export const maskCpfOrCnpj = (value: string): string =>
  onlyDigits(value).length > 11 ? maskCnpj(value) : maskCpf(value);

/** Masks a CEP as typed, "88010400" -> "88010-400"; at most 9 characters. */
export function maskCep(value: string): string {
  const digits = onlyDigits(value).slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/** A passport number as typed: letters (upper case) and digits only, at most 20. */
export const maskPassport = (value: string): string =>
  value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .slice(0, 20);
