// Relatórios' summary cards (docs/product.md §5.7, docs/decisions/0017): the period's figures with the previous
// period's beside them. Revenue is the dashboard's own query ('Receita Mensal'), so the numbers agree.
import type { ReportFigures, ReportSummary } from "@shared/api/reports";
import { previousPeriod, type ReportPeriod } from "@shared/report-periods";
import type { DbOrTx } from "../../db";
import { dashboardStorage } from "../../storage/dashboard";
import { hospedesReportStorage } from "../../storage/reports/hospedes";
import { moneyPer, percentOf, sumMoney } from "./math";
import { roomFigures } from "./ocupacao";
import { instantsOf } from "./period";

async function figures(db: DbOrTx, period: ReportPeriod, now: Date, zone: string): Promise<ReportFigures> {
  const dashboard = dashboardStorage(db);
  const { start, end } = instantsOf(period, zone);
  const at = new Date(Math.min(now.getTime(), end.getTime() - 1));
  const [totalRevenue, reservations, occupied, rooms] = await Promise.all([
    dashboard.completedRevenue(start, end),
    hospedesReportStorage(db).countReservationsMade(start, end),
    dashboard.roomsOccupiedAt(at),
    roomFigures(db, period),
  ]);
  const activeRooms = rooms.types.reduce((total, t) => total + t.rooms, 0);
  const roomNightsSold = rooms.types.reduce((total, t) => total + t.roomNightsSold, 0);
  const roomNightsAvailable = rooms.types.reduce((total, t) => total + t.roomNightsAvailable, 0);
  const roomRevenue = sumMoney(rooms.types.map((t) => t.roomRevenue));
  return {
    totalRevenue: sumMoney([totalRevenue]),
    reservations,
    averageTicket: moneyPer(totalRevenue, reservations),
    occupancyRate: percentOf(Math.min(occupied, activeRooms), activeRooms),
    roomNightsSold,
    roomNightsAvailable,
    roomNightOccupancyRate: percentOf(roomNightsSold, roomNightsAvailable),
    roomRevenue,
    adr: moneyPer(roomRevenue, roomNightsSold),
    revpar: moneyPer(roomRevenue, roomNightsAvailable),
  };
}

export async function summaryReport(db: DbOrTx, period: ReportPeriod, zone: string, now: Date): Promise<ReportSummary> {
  const before = previousPeriod(period);
  const [current, previous] = await Promise.all([figures(db, period, now, zone), figures(db, before, now, zone)]);
  return { period, previousPeriod: before, current, previous };
}
