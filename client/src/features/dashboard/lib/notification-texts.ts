/** The 'Notificações' lines, in the singular for one ('1 check-out hoje') and the plural otherwise. */
export function checkoutsTodayText(count: number): string {
  return `${count} ${count === 1 ? "check-out" : "check-outs"} hoje`;
}

export function arrivalsTomorrowText(count: number): string {
  return `${count} ${count === 1 ? "reserva" : "reservas"} amanhã`;
}
