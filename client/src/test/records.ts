// Records as the API sends them, for the mocked answers of client component tests: only what a test names differs.
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
  createdAt: STAMP,
  updatedAt: STAMP,
  ...guest,
});
