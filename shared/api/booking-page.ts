// What the booking page's routes answer (docs/product.md §16): the public API under /api/public and the desk's list.
// Money as decimal strings ("150.00"); no room id, room number, count of free rooms or CPF.
import type { RoomType } from "../enums";
import type { Quote } from "./rates";
import type { RoomTypePhotoView } from "./room-types";

/** GET /api/public/page. */
export interface PublicPage {
  pousada: {
    nome: string;
    cidade: string;
    uf: string;
    endereco: string | null;
    telefone: string | null;
    email: string | null;
  } | null;
  roomTypes: Array<{
    roomType: RoomType;
    label: string;
    description: string;
    capacity: number;
    /** In the owner's order; each an immutable address (docs/product.md §16.7). */
    photos: RoomTypePhotoView[];
  }>;
}

/** GET /api/public/availability. */
export type PublicAvailability = Array<{ roomType: RoomType; available: boolean; quote: Quote | null }>;

export interface PublicPix {
  payload: string;
  /** The QR code as an SVG document. */
  svg: string;
}

/** POST /api/public/bookings (201). */
export interface PublicBookingCreated {
  code: string;
  status: "pending";
  depositAmount: string;
  depositDueAt: string | null;
  pix: PublicPix | null;
}

/** GET /api/public/bookings/:code: the guest's own page. */
export interface PublicBookingView {
  status: string;
  /** Some payment was recorded (the deposit, or part of it). */
  paid: boolean;
  roomType: RoomType;
  roomTypeLabel: string;
  checkInDate: string;
  checkOutDate: string;
  adults: number;
  children: number;
  firstName: string;
  totalAmount: string;
  depositAmount: string | null;
  depositDueAt: string | null;
  cancellationPolicy: Quote["cancellationPolicy"];
  /** Shown while the deposit is still due. */
  pix: PublicPix | null;
  /** The pousada's phone for WhatsApp (digits), if it has one. */
  whatsapp: string | null;
  pousadaNome: string | null;
  /** The pousada's time zone: the deadline is shown in its hours, the same on the server's page and the phone. */
  timeZone: string;
}

/** GET /api/online-bookings: 'Reservas online aguardando sinal'. */
export interface AwaitingDepositRow {
  id: string;
  checkInDate: string;
  checkOutDate: string;
  totalAmount: string;
  depositAmount: string | null;
  depositDueAt: string | null;
  statusPagamento: string;
  createdAt: string;
  guestName: string;
  guestPhone: string;
  roomNumber: string;
  roomType: string;
}
