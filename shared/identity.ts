// Brazilian identity rules used by both the forms and the API: phone masks and CPF check digits.

export const onlyDigits = (value: string) => value.replace(/\D/g, "");

/** Mask as typed: "(11) 99999-9999" for 11 digits, "(11) 9999-9999" for 10; never more than 15 characters. */
export function maskPhone(value: string) {
  const digits = onlyDigits(value).slice(0, 11);
  if (digits.length === 0) return "";
  if (digits.length <= 2) return `(${digits}`;
  const area = digits.slice(0, 2);
  const rest = digits.slice(2);
  if (rest.length <= 4) return `(${area}) ${rest}`;
  const split = digits.length === 11 ? 5 : 4;
  return `(${area}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}

/** The masked forms the guest form accepts (docs/product.md §9.1): (DD) 9XXXX-XXXX or (DD) XXXX-XXXX. */
export const MASKED_PHONE = /^\(\d{2}\) (9\d{4}|\d{4})-\d{4}$/;

/** Stored phones are digits only, so '(11) 99999-9999' and '11999999999' are one phone. */
export const normalizePhone = (value: string) => onlyDigits(value);

/** 11 digits whose two check digits are right and that are not all the same digit. */
export function isValidCpf(value: string) {
  const digits = onlyDigits(value);
  if (digits.length !== 11 || /^(\d)\1{10}$/.test(digits)) return false;
  const checkDigit = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return checkDigit(9) === Number(digits[9]) && checkDigit(10) === Number(digits[10]);
}

/** 12345678909 -> 123.456.789-09 (anything else is returned as it is). */
export function formatCpf(value: string | null | undefined) {
  if (!value) return "";
  const digits = onlyDigits(value);
  return digits.length === 11 ? digits.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, "$1.$2.$3-$4") : value;
}

/** Stored digits back to the mask, for display: 11999999999 -> (11) 99999-9999. */
export const formatPhone = (value: string | null | undefined) => (value ? maskPhone(value) : "");

/** 14 digits whose two check digits are right (mod 11, weights 5..2,9..2 then 6..2,9..2) and not all the same. */
export function isValidCnpj(value: string) {
  const digits = onlyDigits(value);
  if (digits.length !== 14 || /^(\d)\1{13}$/.test(digits)) return false;
  const checkDigit = (length: number) => {
    let sum = 0;
    let weight = length - 7;
    for (let i = 0; i < length; i++) {
      sum += Number(digits[i]) * weight;
      weight = weight === 2 ? 9 : weight - 1;
    }
    const rest = sum % 11;
    return rest < 2 ? 0 : 11 - rest;
  };
  return checkDigit(12) === Number(digits[12]) && checkDigit(13) === Number(digits[13]);
}

/** 11222333000181 -> 11.222.333/0001-81 (anything else is returned as it is). */
export function formatCnpj(value: string | null | undefined) {
  if (!value) return "";
  const digits = onlyDigits(value);
  return digits.length === 14 ? digits.replace(/(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})/, "$1.$2.$3/$4-$5") : value;
}

/**
 * A CPF as a receipt prints it: only the middle six digits shown, '***.456.789-**' (the usual masking of the
 * LGPD era); null for no CPF, and for anything that is not 11 digits (never printed in full).
 */
export function maskCpf(value: string | null | undefined): string | null {
  const digits = onlyDigits(value ?? "");
  return digits.length === 11 ? `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**` : null;
}
