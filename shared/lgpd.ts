// What the LGPD asks of the guest register (docs/product.md §18, docs/decisions/0053), shared by the server and the
// screens: the guest's personal fields in one list, the channels a guest consents to, the kinds of request.

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
  "nationality",
  "residenceCountry",
  "documentType",
  "documentNumber",
  "gender",
  "genderDescription",
  "socialName",
  "cep",
  "street",
  "addressNumber",
  "complement",
  "neighborhood",
  "cityIbgeCode",
  "state",
] as const;
export type GuestPersonalField = (typeof GUEST_PERSONAL_FIELDS)[number];

export const isGuestPersonalField = (field: string): field is GuestPersonalField =>
  (GUEST_PERSONAL_FIELDS as readonly string[]).includes(field);

/** Messages beyond the stay itself need the guest's consent on their channel (LGPD art. 7 I). */
export const CONSENT_CHANNELS = ["email", "whatsapp"] as const;
export type ConsentChannel = (typeof CONSENT_CHANNELS)[number];

/** One channel's consent: given or withdrawn, when, and how it was collected ('balcão', 'formulário'...). */
export interface ChannelConsent {
  granted: boolean;
  /** ISO instant. */
  at: string;
  source: string;
}
export type GuestConsents = Partial<Record<ConsentChannel, ChannelConsent>>;

export const LGPD_REQUEST_KINDS = ["acesso", "anonimizacao", "correcao", "outro"] as const;
export type LgpdRequestKind = (typeof LGPD_REQUEST_KINDS)[number];
/** Art. 19 II: a complete answer within 15 days of the request. */
export const LGPD_ANSWER_DAYS = 15;
