// Relatórios > Ocupação (docs/decisions/0017, 0056): rooms by status now, rooms sold night by night, and room-nights,
// rate, room revenue and ADR per room type, and room revenue by season. Rooms have no history: the active rooms are
// today's.
import type { OccupancyReport } from "@shared/api/reports";
import { ROOM_TYPES, type RoomType } from "@shared/enums";
import { fromSignedCentavos, toSignedCentavos } from "@shared/money";
import { shiftDate } from "@shared/pousada-time";
import { daysIn, type ReportPeriod } from "@shared/report-periods";
import type { DbOrTx } from "../../db";
import { ocupacaoReportStorage } from "../../storage/reports/ocupacao";
import { moneyPer, percentOf } from "./math";

/** Room-nights, room revenue and rooms per type (active rooms now: rooms have no history). */
export async function roomFigures(db: DbOrTx, period: ReportPeriod) {
  const data = ocupacaoReportStorage(db);
  const [sold, active] = await Promise.all([
    data.soldNightsByRoomType(period.from, shiftDate(period.to, 1)),
    data.activeRooms(),
  ]);
  const days = daysIn(period);
  const types = ROOM_TYPES.map((type) => {
    const rooms = active.filter((r) => r.type === type).reduce((total, r) => total + r.total, 0);
    const row = sold.find((s) => s.type === type);
    const nights = row?.nights ?? 0;
    const revenue = fromSignedCentavos(toSignedCentavos(row?.revenue ?? "0"));
    return { type, rooms, roomNightsSold: nights, roomNightsAvailable: rooms * days, roomRevenue: revenue };
  });
  return { types, active };
}

export async function ocupacaoReport(db: DbOrTx, period: ReportPeriod): Promise<OccupancyReport> {
  const data = ocupacaoReportStorage(db);
  const [rooms, byDay, bySeason] = await Promise.all([
    roomFigures(db, period),
    data.roomsSoldByDay(period.from, period.to),
    data.revenueBySeason(period.from, shiftDate(period.to, 1)),
  ]);
  const count = (...statuses: string[]) =>
    rooms.active.filter((r) => statuses.includes(r.status)).reduce((total, r) => total + r.total, 0);
  const total = count("available", "occupied", "cleaning", "maintenance", "out_of_order");
  const occupied = count("occupied");
  const roomNightsSold = rooms.types.reduce((sum, t) => sum + t.roomNightsSold, 0);
  const roomNightsAvailable = rooms.types.reduce((sum, t) => sum + t.roomNightsAvailable, 0);
  return {
    period,
    rooms: {
      available: count("available"),
      occupied,
      cleaning: count("cleaning"),
      maintenance: count("maintenance", "out_of_order"),
      total,
    },
    occupancyRate: percentOf(occupied, total),
    byDay: byDay.map((d) => ({ date: d.date, roomsSold: d.sold, rate: percentOf(d.sold, total) })),
    byRoomType: rooms.types
      .filter((t) => t.rooms > 0)
      .map((t) => ({
        type: t.type as RoomType,
        rooms: t.rooms,
        roomNightsSold: t.roomNightsSold,
        roomNightsAvailable: t.roomNightsAvailable,
        rate: percentOf(t.roomNightsSold, t.roomNightsAvailable),
        roomRevenue: t.roomRevenue,
        adr: moneyPer(t.roomRevenue, t.roomNightsSold),
      })),
    bySeason: bySeason.map((row) => {
      const roomRevenue = fromSignedCentavos(toSignedCentavos(row.revenue));
      return { season: row.season, roomNightsSold: row.nights, roomRevenue, adr: moneyPer(roomRevenue, row.nights) };
    }),
    roomNightsSold,
    roomNightsAvailable,
    rate: percentOf(roomNightsSold, roomNightsAvailable),
  };
}
