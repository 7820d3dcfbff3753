// The dashboard's figures, all computed from the data (DECISIONS "Placeholders made real"), for "now" at the
// pousada (America/Sao_Paulo): today's check-ins, this month's revenue, and what each figure compares against.
import type { DashboardStats, RevenuePoint, TodayCheckIn } from "@shared/schema";
import { fromCentavos, toCentavos } from "@shared/money";
import { calendarDateAt, dayBounds, monthStart, previousMonthStart, shiftDate, startOfDay } from "@shared/pousada-time";
import type { Db } from "../db";
import { dashboardStorage } from "../storage/dashboard";
import type { Clock } from "./front-desk";

const percentOf = (part: number, whole: number) => (whole > 0 ? Math.round((part * 100) / whole) : 0);

export function dashboard(db: Db, clock: Clock = () => new Date()) {
  const data = dashboardStorage(db);

  return {
    async stats(): Promise<DashboardStats> {
      const now = clock();
      const today = calendarDateAt(now);
      const todayBounds = dayBounds(today);
      const yesterdayBounds = dayBounds(shiftDate(today, -1));
      // This month so far, against the previous month over the same stretch (capped at that month's end).
      const thisMonth = startOfDay(monthStart(today));
      const lastMonth = startOfDay(previousMonthStart(today));
      const lastMonthSameMoment = new Date(Math.min(lastMonth.getTime() + (now.getTime() - thisMonth.getTime()), thisMonth.getTime()));
      const weekAgo = new Date(now.getTime() - 7 * 86_400_000);

      const [rooms, checkinsToday, checkinsYesterday, checkoutsToday, revenue, revenueBefore, occupiedWeekAgo, departing, arriving] =
        await Promise.all([
          data.roomCounts(),
          data.countCheckIns(todayBounds.start, todayBounds.end),
          data.countCheckIns(yesterdayBounds.start, yesterdayBounds.end),
          data.countCheckOuts(todayBounds.start, todayBounds.end),
          data.completedRevenue(thisMonth, now),
          data.completedRevenue(lastMonth, lastMonthSameMoment),
          data.roomsOccupiedAt(weekAgo),
          data.countActiveStaysDeparting(today),
          data.countLiveArrivals(shiftDate(today, 1)),
        ]);
      const revenueCents = toCentavos(revenue);
      const beforeCents = toCentavos(revenueBefore);
      return {
        occupiedRooms: rooms.occupied,
        todayCheckins: checkinsToday,
        monthlyRevenue: revenue,
        occupancyRate: percentOf(rooms.occupied, rooms.active),
        activeRooms: rooms.active,
        occupiedChangeToday: checkinsToday - checkoutsToday,
        todayCheckouts: checkoutsToday,
        yesterdayCheckins: checkinsYesterday,
        previousMonthRevenue: revenueBefore,
        revenueChangePercent:
          beforeCents > 0 ? Math.round(((revenueCents - beforeCents) * 1000) / beforeCents) / 10 : null,
        occupancyRateWeekAgo: percentOf(occupiedWeekAgo, rooms.active),
        checkoutsToday: departing,
        arrivalsTomorrow: arriving,
      };
    },

    recentTransactions: () => data.recentCompletedPayments(5),

    /** One point per pousada day, the last `days` days up to today, oldest first. */
    async revenue(days: number): Promise<RevenuePoint[]> {
      const today = calendarDateAt(clock());
      const first = shiftDate(today, -(days - 1));
      const byDay = new Map<string, number>();
      for (const payment of await data.completedPaymentsBetween(startOfDay(first), dayBounds(today).end)) {
        const day = calendarDateAt(payment.createdAt);
        byDay.set(day, (byDay.get(day) ?? 0) + toCentavos(payment.amount));
      }
      return Array.from({ length: days }, (_, index) => {
        const date = shiftDate(first, index);
        return { date, amount: fromCentavos(byDay.get(date) ?? 0) };
      });
    },

    /** Today's arrivals: stays checked in today ('Confirmado') and confirmed bookings still expected ('Pendente'). */
    async todayCheckIns(): Promise<TodayCheckIn[]> {
      const today = calendarDateAt(clock());
      const { start, end } = dayBounds(today);
      const [arrived, expected] = await Promise.all([data.stayArrivals(start, end), data.expectedArrivals(today)]);
      const iso = (value: Date | null) => (value ? value.toISOString() : null);
      return [
        ...arrived.map((a) => ({ ...a, checkInTime: iso(a.checkInTime), actualCheckInDate: iso(a.actualCheckInDate) })),
        ...expected.map((e) => ({ ...e, stayId: null, checkInTime: null, actualCheckInDate: null })),
      ];
    },
  };
}
