export const guestFullName = (guest: { firstName: string; lastName: string }) =>
  `${guest.firstName} ${guest.lastName}`.trim();
