import { useQuery } from "@tanstack/react-query";
import type { AwaitingDepositView } from "@shared/api/deposits";
import { queryKeys } from "@/lib/query-keys";
import { READ_AFRESH_ON_OPEN } from "@/lib/read-afresh";

/** GET /api/reservations/deposits: 'Aguardando sinal', soonest deadline first. */
export function useAwaitingDeposits() {
  return useQuery<{ rows: AwaitingDepositView[] }>({
    queryKey: queryKeys.reservations.awaitingDeposit,
    ...READ_AFRESH_ON_OPEN,
  });
}

/** How far ahead the bell warns of a deadline. */
const SOON_MS = 6 * 60 * 60 * 1000;

/** The deposits due within the next six hours, or already overdue and not yet released. */
export const dueSoon = (rows: AwaitingDepositView[], now: Date = new Date()) =>
  rows.filter((row) => new Date(row.dueAt).getTime() - now.getTime() <= SOON_MS);

export const dueSoonText = (count: number) =>
  count === 1 ? "1 sinal vence nas próximas 6 horas" : `${count} sinais vencem nas próximas 6 horas`;
