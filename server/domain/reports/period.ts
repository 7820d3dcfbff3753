// A report's period: [from, to] calendar dates at the pousada (its time zone), read as the instants
// [start of `from`, start of the day after `to`).
import { shiftDate, startOfDay } from "@shared/pousada-time";
import type { ReportPeriod } from "@shared/report-periods";

/** The instants of a period: [local midnight of `from`, local midnight after `to`). */
export const instantsOf = ({ from, to }: ReportPeriod, timeZone: string) => ({
  start: startOfDay(from, timeZone),
  end: startOfDay(shiftDate(to, 1), timeZone),
});
