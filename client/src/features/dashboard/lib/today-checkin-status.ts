import type { TodayCheckIn } from "@shared/api";

/** 'Confirmado' once the guest has checked in (both the time and the actual date recorded), else 'Pendente'. */
export function isCheckedIn(arrival: Pick<TodayCheckIn, "checkInTime" | "actualCheckInDate">): boolean {
  return Boolean(arrival.checkInTime && arrival.actualCheckInDate);
}

export const checkInStatusLabel = (arrival: Pick<TodayCheckIn, "checkInTime" | "actualCheckInDate">) =>
  isCheckedIn(arrival) ? "Confirmado" : "Pendente";
