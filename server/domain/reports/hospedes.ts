// Relatórios > Hóspedes (docs/decisions/0017): the guests, the reservations made in the period, the five who spent
// most, and new against returning guests.
import type { GuestsReport } from "@shared/api/reports";
import type { ReportPeriod } from "@shared/report-periods";
import type { DbOrTx } from "../../db";
import { hospedesReportStorage } from "../../storage/reports/hospedes";
import { sumMoney } from "./math";
import { instantsOf } from "./period";

export async function hospedesReport(db: DbOrTx, period: ReportPeriod, zone: string): Promise<GuestsReport> {
  const data = hospedesReportStorage(db);
  const { start, end } = instantsOf(period, zone);
  const [counts, reservations, top, newAndReturning] = await Promise.all([
    data.guestCounts(),
    data.countReservationsMade(start, end),
    data.topSpenders(start, end, 5),
    data.newAndReturningGuests(start, end),
  ]);
  return {
    period,
    totalGuests: counts.total,
    guestsWithEmail: counts.withEmail,
    reservationsInPeriod: reservations,
    topGuests: top.map((g) => ({
      id: g.id,
      firstName: g.firstName,
      lastName: g.lastName,
      initials: `${g.firstName.trim().charAt(0)}${g.lastName.trim().charAt(0)}`.toUpperCase(),
      createdAt: new Date(g.createdAt).toISOString(),
      spent: sumMoney([g.spent]),
    })),
    newGuests: newAndReturning.newGuests,
    returningGuests: newAndReturning.returningGuests,
  };
}
