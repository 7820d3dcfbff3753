// What the LGPD asks of the guest register (docs/product.md §18, docs/decisions/0053), shared by the server and the
// screens: the guest's personal fields in one list, the channels a guest consents to, the kinds of request.

import { GUEST_REGISTER_FIELDS } from "./fnrh";

/**
 * Every column of `guests` that holds the person's data. Anonymisation empties each (server/domain/guest-anonymize.ts
 * says how, field by field, and refuses to compile without a rule for a new one), the audit log never records their
 * values (server/middleware/audit-changes.ts), and the data export lists them. A personal column added to guests
 * is added here. The FNRH's sensitive fields (race, disability) live in guest_sensitive_data, removed whole.
 */
const GUEST_PERSONAL_FIELDS = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "cpf",
  "address",
  "birthDate",
  "documentPhotoUrl",
  "notes",
  "tags",
  "consents",
  // The FNRH Digital's register fields (docs/product.md §19).
  ...GUEST_REGISTER_FIELDS,
] as const;
export type GuestPersonalField = (typeof GUEST_PERSONAL_FIELDS)[number];

export const isGuestPersonalField = (field: string): field is GuestPersonalField =>
  (GUEST_PERSONAL_FIELDS as readonly string[]).includes(field);

/** Messages beyond the stay itself need the guest's consent on their channel (LGPD art. 7 I). */
export const CONSENT_CHANNELS = ["email", "whatsapp"] as const;
export const CONSENT_CHANNEL_LABELS: Record<ConsentChannel, string> = { email: "E-mail", whatsapp: "WhatsApp" };
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/** One channel's consent: given or withdrawn, when, and how it was collected ('balcão', 'formulário'...). */
export interface ChannelConsent {
  granted: boolean;
  /** ISO instant. */
  at: string;
  source: string;
}
export type GuestConsents = Partial<Record<ConsentChannel, ChannelConsent>>;

/**
 * Why the pousada writes to a guest: about their own stay (the booking, its deposit, the pre-check-in, the arrival:
 * the contract, art. 7 V, needs no consent) or anything beyond it (offers, 'volte sempre', news: consent, art. 7 I).
 */
export type MessagePurpose = "estadia" | "alem-da-estadia";

/**
 * Whether the product may prepare a message to the guest on this channel: always about the stay; beyond it only with
 * the guest's consent on that channel, given and not withdrawn. Every link or text the product prepares for a guest
 * asks here first (docs/product.md §18.4).
 */
export function mayMessageGuest(
  consents: GuestConsents | null | undefined,
  channel: ConsentChannel,
  purpose: MessagePurpose,
): boolean {
  return purpose === "estadia" || consents?.[channel]?.granted === true;
}

export const LGPD_REQUEST_KINDS = ["acesso", "anonimizacao", "correcao", "outro"] as const;
export type LgpdRequestKind = (typeof LGPD_REQUEST_KINDS)[number];
export const LGPD_REQUEST_KIND_LABELS: Record<LgpdRequestKind, string> = {
  acesso: "Acesso aos dados",
  anonimizacao: "Anonimização",
  correcao: "Correção",
  outro: "Outro",
};
/** Art. 19 II: a complete answer within 15 days of the request. */
export const LGPD_ANSWER_DAYS = 15;
