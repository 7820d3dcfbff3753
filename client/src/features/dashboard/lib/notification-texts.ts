import { shiftDate } from "@shared/pousada-time";

/** The 'Notificações' lines, in the singular for one ('1 check-out hoje') and the plural otherwise. */
export function checkoutsTodayText(count: number): string {
  return `${count} ${count === 1 ? "check-out" : "check-outs"} hoje`;
}

export function arrivalsTomorrowText(count: number): string {
  return `${count} ${count === 1 ? "reserva" : "reservas"} amanhã`;
}

/** Where '1 reserva amanhã' leads: the reservations list filtered to tomorrow's arrivals (docs/product.md §5.1). */
export function arrivalsTomorrowHref(today: string): string {
  return `/reservations?arrivals=${shiftDate(today, 1)}`;
}

/** Where '2 check-outs hoje' leads: the reservations list filtered to today's departures (docs/product.md §5.1). */
export function checkoutsTodayHref(today: string): string {
  return `/reservations?departures=${today}`;
}
