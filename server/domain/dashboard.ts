// The dashboard's figures, all computed from the data (docs/product.md §5.1), for "now" at the
// pousada (its time zone, Configurações > Geral): today's check-ins, this month's revenue, and what each figure compares against.
import type { DashboardStats, RevenuePoint, TodayCheckIn } from "@shared/api/dashboard";
import { fromSignedCentavos, toSignedCentavos } from "@shared/money";
import { calendarDateAt, dayBounds, monthStart, previousMonthStart, shiftDate, startOfDay } from "@shared/pousada-time";
import type { DbOrTx } from "../db";
import { dashboardStorage } from "../storage/dashboard";
import { settingsStorage } from "../storage/settings";
import { systemClock, type Clock } from "./clock";
import { percentOf } from "./reports/math";

export function dashboardDomain(db: DbOrTx, clock: Clock = systemClock) {
  const data = dashboardStorage(db);
  const timeZone = () => settingsStorage(db).timeZone();

  return {
    async stats(): Promise<DashboardStats> {
      const zone = await timeZone();
      const now = clock();
      const today = calendarDateAt(now, zone);
      const todayBounds = dayBounds(today, zone);
      const yesterdayBounds = dayBounds(shiftDate(today, -1), zone);
      // This month so far, against the previous month over the same stretch (capped at that month's end).
      const thisMonth = startOfDay(monthStart(today), zone);
      const lastMonth = startOfDay(previousMonthStart(today), zone);
      const lastMonthSameMoment = new Date(
        Math.min(lastMonth.getTime() + (now.getTime() - thisMonth.getTime()), thisMonth.getTime()),
      );
      const weekAgo = new Date(now.getTime() - 7 * 86_400_000);

      const [
        rooms,
        checkinsToday,
        checkinsYesterday,
        checkoutsToday,
        revenue,
        revenueBefore,
        occupiedWeekAgo,
        departing,
        arriving,
      ] = await Promise.all([
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
      const revenueCents = toSignedCentavos(revenue);
      const beforeCents = toSignedCentavos(revenueBefore);
      return {
        occupiedRooms: rooms.occupied,
        todayCheckins: checkinsToday,
        monthlyRevenue: fromSignedCentavos(revenueCents),
        occupancyRate: percentOf(rooms.occupied, rooms.active),
        activeRooms: rooms.active,
        occupiedChangeToday: checkinsToday - checkoutsToday,
        todayCheckouts: checkoutsToday,
        yesterdayCheckins: checkinsYesterday,
        previousMonthRevenue: fromSignedCentavos(beforeCents),
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
      const zone = await timeZone();
      const today = calendarDateAt(clock(), zone);
      const first = shiftDate(today, -(days - 1));
      const byDay = new Map<string, number>();
      for (const move of await data.revenueMovesBetween(startOfDay(first, zone), dayBounds(today, zone).end)) {
        const day = calendarDateAt(move.createdAt, zone);
        byDay.set(day, (byDay.get(day) ?? 0) + toSignedCentavos(move.amount));
      }
      return Array.from({ length: days }, (_, index) => {
        const date = shiftDate(first, index);
        return { date, amount: fromSignedCentavos(byDay.get(date) ?? 0) };
      });
    },

    /** Today's arrivals: stays checked in today ('Confirmado') and confirmed bookings still expected ('Pendente'). */
    async todayCheckIns(): Promise<TodayCheckIn[]> {
      const zone = await timeZone();
      const today = calendarDateAt(clock(), zone);
      const { start, end } = dayBounds(today, zone);
      const [arrived, expected] = await Promise.all([data.stayArrivals(start, end), data.expectedArrivals(today)]);
      const iso = (value: Date | null) => (value ? value.toISOString() : null);
      return [
        ...arrived.map((a) => ({ ...a, checkInTime: iso(a.checkInTime), actualCheckInDate: iso(a.actualCheckInDate) })),
        ...expected.map((e) => ({ ...e, stayId: null, checkInTime: null, actualCheckInDate: null })),
      ];
    },
  };
}
