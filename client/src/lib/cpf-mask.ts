import { onlyDigits } from "@shared/identity";

/** Masks a CPF as typed, "12345678909" -> "123.456.789-09"; at most 14 characters. */
export function maskCpf(value: string): string {
  const digits = onlyDigits(value).slice(0, 11);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)].filter(Boolean);
  const check = digits.slice(9);
  return parts.join(".") + (check ? `-${check}` : "");
}
