import { formatCpf, maskPhone } from "@shared/identity";
import type { GuestRecord } from "@/api/use-guests";
import {
  EMPTY_REGISTER_FORM,
  registerFormValues,
  type RegisterFormValues,
} from "@/components/guest-register/register-values";

/**
 * What the inputs hold: plain strings, the phone masked and the CPF punctuated as typed, and the FNRH's fields.
 * insertGuestSchema turns it into the payload (digits only, empty optional fields as null).
 */
export interface GuestFormValues extends RegisterFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  cpf: string;
  birthDate: string;
  address: string;
  notes: string;
  documentPhotoUrl: string | null;
  tags: string[];
}

export const EMPTY_GUEST_FORM: GuestFormValues = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  cpf: "",
  birthDate: "",
  address: "",
  notes: "",
  documentPhotoUrl: null,
  tags: [],
  ...EMPTY_REGISTER_FORM,
};

export function guestToFormValues(guest: GuestRecord): GuestFormValues {
  return {
    firstName: guest.firstName,
    lastName: guest.lastName,
    email: guest.email ?? "",
    phone: maskPhone(guest.phone ?? ""),
    cpf: formatCpf(guest.cpf),
    birthDate: guest.birthDate ?? "",
    address: guest.address ?? "",
    notes: guest.notes ?? "",
    documentPhotoUrl: guest.documentPhotoUrl,
    tags: guest.tags ?? [],
    ...registerFormValues(guest),
  };
}
