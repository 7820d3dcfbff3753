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

/** The masked forms SPEC section 5 accepts: (DD) 9XXXX-XXXX or (DD) XXXX-XXXX. */
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
