import type { AwaitingDepositView } from "@shared/api/deposits";
import { DepositStatus } from "@/components/deposit-status";
import { formatCurrency, formatDate } from "@/lib/format";

/**
 * The reservations awaiting their deposit, once read. A chunk of its own (dashboard-blocks.ts), drawn after the
 * dashboard's first paint.
 */
export function AwaitingDepositsList({ rows }: { rows: AwaitingDepositView[] }) {
  if (rows.length === 0)
    return <p className="py-4 text-center text-sm text-muted-foreground">Nenhuma reserva aguardando sinal</p>;
  return (
    <ul className="divide-y">
      {rows.map((row) => (
        <li key={row.reservationId} className="flex flex-col gap-1 py-2 text-sm">
          <span className="font-medium">
            {row.guestName} · Quarto {row.roomNumber} · chegada {formatDate(row.checkInDate)}
          </span>
          <DepositStatus amount={row.amount} dueAt={row.dueAt} state={row.state} />
          {row.paid !== "0.00" && (
            <span className="text-xs text-muted-foreground">Pago até agora: {formatCurrency(row.paid)}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
