// What the LGPD routes answer (docs/product.md §18): a guest's data export, requests and access history, and the
// retention's settings and dry run. Timestamps arrive as ISO strings.
import type { GuestConsents, LgpdRequestKind } from "../lgpd";
import type { Guest } from "../schema/guests";
import type { Reservation } from "../schema/reservations";
import type { CheckInOut } from "../schema/stays";
import type { Payment } from "../schema/payments";
import type { AuditAction } from "../validators/audit";
import type { PrivacySettings } from "../validators/privacy";

type AsJson<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

/** GET /api/guests/{id}/lgpd-requests: one request, its 15-day deadline and when it was answered. */
export interface LgpdRequestView {
  id: string;
  guestId: string;
  kind: LgpdRequestKind;
  requestedOn: string;
  dueOn: string;
  answeredAt: string | null;
  createdAt: string;
}

/** GET /api/guests/{id}/access-log (owner): who did what to or looked at the guest's data. */
export interface GuestAccessEntry {
  at: string;
  action: AuditAction;
  entity: string;
  path: string | null;
  userEmail: string | null;
  userName: string | null;
}

/** GET /api/guests/{id}/data-export: everything held about the guest, as stored (the parts the printed page shows). */
export interface GuestDataExport {
  exportedAt: string;
  guest: Omit<AsJson<Guest>, "documentPhotoUrl">;
  documents: Array<{ kind: string; path: string }>;
  consents: GuestConsents;
  reservations: Array<AsJson<Reservation>>;
  nights: Array<{ reservationId: string; night: string; price: string }>;
  stays: Array<AsJson<CheckInOut>>;
  companions: Array<{ reservationId: string; guestId: string }>;
  consumption: Array<{
    id: string;
    reservationId: string | null;
    quantity: number;
    unitPrice: string;
    totalAmount: string;
    consumedAt: string;
  }>;
  payments: Array<AsJson<Payment>>;
  refunds: Array<{ id: string; paymentId: string; amount: string; createdAt: string }>;
  credits: Array<{ id: string; amount: string; createdAt: string }>;
  register: {
    sensitive: Array<{ race: string | null; disability: string | null; disabilityType: string | null }>;
    sent: Array<{ reservationId: string; state: string; lastError: string | null }>;
    minorAuthorisations: Array<{ reservationId: string; guestId: string }>;
  };
  requests: LgpdRequestView[];
}

/** GET /api/privacy/retention-preview (owner): what the next run of the retention would remove. */
export interface RetentionPreview {
  settings: PrivacySettings;
  photos: Array<{ id: string; name: string; lastSeen: string }>;
  guests: Array<{ id: string; name: string; lastSeen: string }>;
}
