// What the FNRH routes answer (docs/product.md §19).
import type { FnrhState } from "../fnrh";

/** GET /api/settings/fnrh: never the key, only whether one is saved. */
export interface FnrhSettingsView {
  ambiente: "homologacao" | "producao";
  usuario: string;
  cpfOperador: string;
  chaveConfigurada: boolean;
  modoCheckin: "bloquear" | "avisar";
  /** Whether the register is set up (user, key and operator): only then is anything sent. */
  configurado: boolean;
}

/** GET /api/checkinout/fnrh/configuracao (staff and owner): whether the desk shows the FNRH at all. */
export interface FnrhDeskConfig {
  configurado: boolean;
  modoCheckin: "bloquear" | "avisar";
}

export interface FichaGuest {
  guestId: string;
  name: string;
  isMain: boolean;
  isMinor: boolean;
  /** The register's fields still missing, in Portuguese. */
  missing: string[];
  /** For a companion: the responsible adult named when they were added to the stay (a suggestion for a minor). */
  listedGuardianId: string | null;
  /** Race and disability (LGPD art. 5 II): read here only, for the register; never in lists, exports or the audit. */
  sensitive: { race: string | null; disability: string | null; disabilityType: string | null };
  /** For a minor: the responsible adult and what the desk checked, or null when nothing was recorded yet. */
  minor: {
    guardianGuestId: string | null;
    guardianDocumentType: string | null;
    guardianDocumentNumber: string | null;
    authorisation: string;
    checkedAt: string;
  } | null;
}

/** GET /api/checkinout/ficha/:reservationId: what the FNRH still lacks before the check-in. */
export interface FichaView {
  reservationId: string;
  guests: FichaGuest[];
  trip: { travelReason: string | null; transport: string | null };
  tripMissing: string[];
  complete: boolean;
  /** 'bloquear': the check-in waits until complete; 'avisar': it only warns. Unconfigured FNRH only warns. */
  mode: "bloquear" | "avisar";
  configured: boolean;
}

/** GET /api/checkinout/:id/fnrh: the stay's and each guest's state with the register. */
export interface FnrhStayView {
  reservationId: string;
  state: FnrhState;
  lastError: string | null;
  linkPrecheckin: string | null;
  sentAt: string | null;
  checkinSentAt: string | null;
  checkoutSentAt: string | null;
  guests: { guestId: string; name: string; state: FnrhState; lastError: string | null }[];
}

/** One line of the late/failed list under Check-in/out. */
export interface FnrhPendingItem {
  reservationId: string;
  stayId: string | null;
  guestName: string;
  roomNumber: string;
  state: FnrhState;
  lastError: string | null;
  requestedAt: string | null;
}
