// The booking page's request bodies, as the page sends them (docs/product.md §16): shared by the tests of the page
// and of the PSP's charge for its deposit.

/** A valid CPF from nine digits (the two check digits computed as the Receita Federal does). */
export function cpfOf(nine: string) {
  const digits = nine.split("").map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.join("");
}

/** 10 to 13 December 2026, two adults. */
export const stay = { checkInDate: "2026-12-10", checkOutDate: "2026-12-13", adults: 2 };

/** Maria Silva `n`, a standard room for `stay`, with her own e-mail, celular ((21) 97000+n-1234) and CPF. */
export const bookingBody = (n: number, overrides: Record<string, unknown> = {}) => ({
  roomType: "standard",
  ...stay,
  childrenAges: [],
  firstName: "Maria",
  lastName: `Silva ${n}`,
  email: `maria${n}@example.com`,
  phone: `(21) 9${String(7000 + n).padStart(4, "0")}-1234`,
  cpf: cpfOf(String(100000000 + n)),
  acceptPolicy: true,
  ...overrides,
});
