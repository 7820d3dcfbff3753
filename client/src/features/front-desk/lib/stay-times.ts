/** When the guest actually came in: the recorded actual date, else the check-in time (both set by the server). */
export const checkedInAt = (stay: { actualCheckInDate: string | null; checkInTime: string | null }) =>
  stay.actualCheckInDate ?? stay.checkInTime;
