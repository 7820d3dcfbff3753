// The front desk's answers: GET /api/checkinout, /overview, /:id/folio, and the check-in and check-out writes.
import type { Guest } from "../schema/guests";
import type { Payment } from "../schema/payments";
import type { Reservation } from "../schema/reservations";
import type { Room } from "../schema/rooms";
import type { CheckInOut } from "../schema/stays";
import type { ReservationView } from "./reservations";

/** A stay as the front desk reads it (GET /api/checkinout, the overview): with guest, room and booking. */
export type StayView = CheckInOut & {
  guest: Pick<Guest, "firstName" | "lastName" | "phone">;
  room: Pick<Room, "number" | "type">;
  reservation: Pick<Reservation, "checkInDate" | "checkOutDate" | "numberOfGuests" | "totalAmount" | "status">;
};

/** A stay in the house, as the overview lists it. */
type ActiveStay = StayView & { departsToday: boolean; late: boolean };

/** GET /api/checkinout/overview: the Check-in / Check-out screen, computed for "today" at the pousada. */
export interface FrontDeskOverview {
  /** The pousada's calendar date the lists were computed for (in its time zone, Configurações > Geral). */
  today: string;
  /** Confirmed reservations due today or earlier (and not yet over) with no check-in: 'Aguardando'. */
  pendingCheckIns: ReservationView[];
  /** Checked in, not yet out, earliest departure first; `late` when the departure date has passed. */
  activeStays: ActiveStay[];
  /** Active stays leaving today, plus late ones (flagged), for the 'Check-outs Hoje' tab. */
  checkOutsDue: ActiveStay[];
  /** Every stay ever recorded ('Total de Registros'). */
  totalRecords: number;
}

/** A payment as the folio lists it. */
type FolioPayment = Pick<Payment, "id" | "amount" | "method" | "status" | "description"> & { createdAt: string };

/** A consumption as the folio lists it; amounts in integer centavos. */
interface FolioConsumption {
  id: string;
  productName: string;
  quantity: number;
  unitPrice: number;
  totalAmount: number;
  consumedAt: string;
}

/** GET /api/checkinout/:id/folio: a stay with what was paid and consumed ('Ver Detalhes'). */
export interface StayFolio {
  stay: StayView;
  nights: number;
  payments: FolioPayment[];
  consumption: FolioConsumption[];
  /** Completed payments, decimal string. */
  paidTotal: string;
  /** Consumption, integer centavos. */
  consumedTotalCentavos: number;
}
