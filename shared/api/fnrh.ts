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

/** The FNRH's code lists (`/dominios/...`) the app uses. */
export type FnrhDomainList =
  | "motivos_viagem"
  | "meios_transporte"
  | "generos"
  | "racas"
  | "opcao_deficiencia"
  | "tipos_deficiencia"
  | "tipos_documento";

/** GET /api/checkinout/fnrh/dominios: read from the API ('fnrh') or the known values ('local'). */
export interface FnrhDomains {
  source: "fnrh" | "local";
  lists: Record<FnrhDomainList, { id: string; descricao: string }[]>;
}

/** POST /api/reservations/:id/fnrh/precheckin: the link, its QR code (SVG) and the WhatsApp message. */
export interface PrecheckinLinkView {
  link: string;
  /** The QR code as an SVG document (shown as an image). */
  qrSvg: string;
  /** The template of Configurações > Geral with the guest's name, the pousada and the link filled in. */
  message: string;
  /** The main guest's phone (digits), for the click-to-chat link; null without one. */
  phone: string | null;
}

/** POST /api/reservations/:id/fnrh/precheckin/fichas: the fichas read back and what became of each. */
export interface PrecheckinFichasView {
  /** How many fichas the register holds for the reservation. */
  read: number;
  matched: {
    guestId: string;
    name: string;
    /** 'cpf', 'nome_nascimento', or 'vinculado' when already linked by an earlier read or the check-in. */
    by: "cpf" | "nome_nascimento" | "vinculado";
    /** Names of the fields the ficha filled in (the desk had left them empty). */
    filled: string[];
    /** Fields the desk typed differently: kept as typed, shown to the clerk. */
    differences: { field: string; desk: string; ficha: string }[];
  }[];
  /** Fichas that match no guest of the stay: the clerk adds them as companions or ignores them. */
  unmatched: { hospedeId: string; name: string; birthDate: string | null; document: string | null }[];
  /** Unmatched fichas the desk ignored earlier ('Ignorar'), not listed again. */
  ignored: number;
  /** Guests of the stay with no ficha yet. */
  waiting: { guestId: string; name: string }[];
}
