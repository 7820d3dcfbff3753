import type { FrontDeskOverview, ReservationView, StayView } from "@shared/api";

type StayTimestamps =
  "checkInTime" | "checkOutTime" | "actualCheckInDate" | "actualCheckOutDate" | "createdAt" | "updatedAt";

/** A stay as the API sends it: its instants arrive as ISO strings, not Date. */
export type StayRecord = Omit<StayView, StayTimestamps> & {
  checkInTime: string | null;
  checkOutTime: string | null;
  actualCheckInDate: string | null;
  actualCheckOutDate: string | null;
  createdAt: string;
  updatedAt: string;
};

/** A guest in the house, with where their departure stands against the pousada's today. */
export type ActiveStay = StayRecord & { departsToday: boolean; late: boolean };

/** A confirmed reservation waiting for its check-in ('Aguardando'). */
export type PendingCheckIn = Omit<ReservationView, "createdAt" | "updatedAt"> & {
  createdAt: string;
  updatedAt: string;
};

export type FrontDeskOverviewRecord = Omit<FrontDeskOverview, "pendingCheckIns" | "activeStays" | "checkOutsDue"> & {
  pendingCheckIns: PendingCheckIn[];
  activeStays: ActiveStay[];
  checkOutsDue: ActiveStay[];
};
