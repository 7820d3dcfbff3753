// Records as the API sends them, for the mocked answers of client component tests: only what a test names differs.
import type { Folio } from "@shared/api";
import type { GuestRecord } from "@/api/use-guests";

const STAMP = "2027-01-01T12:00:00.000Z";

/** A guest of the register with a phone and nothing else optional filled in. */
export const guestRecord = (guest: Pick<GuestRecord, "id" | "firstName" | "lastName" | "phone">): GuestRecord => ({
  email: null,
  cpf: null,
  address: null,
  birthDate: null,
  documentPhotoUrl: null,
  tags: [],
  notes: null,
  anonymizedAt: null,
  retentionHoldReason: null,
  retentionHoldUntil: null,
  consents: {},
  nationality: null,
  residenceCountry: null,
  documentType: null,
  documentNumber: null,
  gender: null,
  genderDescription: null,
  socialName: null,
  cep: null,
  street: null,
  addressNumber: null,
  complement: null,
  neighborhood: null,
  cityIbgeCode: null,
  state: null,
  createdAt: STAMP,
  updatedAt: STAMP,
  ...guest,
});

/** Ana Souza's three nights in room 101 (10 to 13 March 2027), partly paid, with no line or payment listed. */
export const folioRecord = (reservationId: string, money: Pick<Folio, "total" | "paid" | "balance">): Folio => ({
  reservationId,
  guest: { id: "g-1", firstName: "Ana", lastName: "Souza", cpfMasked: null, phone: "11987654321" },
  room: { id: "r-1", number: "101", type: "standard" },
  checkInDate: "2027-03-10",
  checkOutDate: "2027-03-13",
  nights: 3,
  lines: [],
  payments: [],
  statusPagamento: "PARCIAL",
  ...money,
});
