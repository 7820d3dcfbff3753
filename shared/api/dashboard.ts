// The dashboard's answers: GET /api/dashboard/stats, /recent-transactions, /revenue, /today-checkins.
import type { Guest } from "../schema/guests";
import type { Room } from "../schema/rooms";

/** GET /api/dashboard/stats: the four cards, each with what its side note compares it to. */
export interface DashboardStats {
  occupiedRooms: number;
  todayCheckins: number;
  /** Completed payments of the current month so far, decimal string. */
  monthlyRevenue: string;
  /** Rounded percentage of active rooms that are occupied. */
  occupancyRate: number;
  activeRooms: number;
  /** Check-ins minus check-outs today: how the occupied count moved ('+2 hoje'). */
  occupiedChangeToday: number;
  todayCheckouts: number;
  yesterdayCheckins: number;
  /** Completed payments of the previous month up to the same day and hour, decimal string. */
  previousMonthRevenue: string;
  /** Change against previousMonthRevenue in percent (one decimal); null when there was nothing to compare. */
  revenueChangePercent: number | null;
  /** Occupancy rate at this same moment a week ago (from the stays), rounded percentage. */
  occupancyRateWeekAgo: number;
  /** Notifications: active stays leaving today, and live reservations arriving tomorrow. */
  checkoutsToday: number;
  arrivalsTomorrow: number;
}

/** GET /api/dashboard/recent-transactions (docs/product.md §12.7). */
export interface RecentTransaction {
  id: string;
  description: string | null;
  method: string;
  amount: string;
  createdAt: string;
}

/** GET /api/dashboard/revenue?days=7|30|90: one point per day at the pousada, oldest first. */
export interface RevenuePoint {
  date: string;
  amount: string;
}

/** GET /api/dashboard/today-checkins: today's arrivals, checked in ('Confirmado') or still expected ('Pendente'). */
export interface TodayCheckIn {
  reservationId: string;
  stayId: string | null;
  guest: Pick<Guest, "firstName" | "lastName" | "phone">;
  room: Pick<Room, "number">;
  checkInDate: string;
  checkOutDate: string;
  checkInTime: string | null;
  actualCheckInDate: string | null;
}
