/** 1 -> "1 hóspede", 3 -> "3 hóspedes". */
export const guestCountLabel = (count: number) => `${count} ${count === 1 ? "hóspede" : "hóspedes"}`;
