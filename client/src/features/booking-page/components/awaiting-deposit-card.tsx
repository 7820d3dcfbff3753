// 'Reservas online aguardando sinal' (docs/product.md §16.3): the pending online bookings, the nearest deadline first;
// the desk records the deposit as any payment (Pagamentos). Shown only when there is one.
import { useQuery } from "@tanstack/react-query";
import type { AwaitingDepositRow } from "@shared/api/booking-page";
import { formatPhone } from "@shared/identity";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { formatCurrency, formatDate, formatDateTime } from "@/lib/format";
import { queryKeys } from "@/lib/query-keys";

export function AwaitingDepositCard() {
  const { data } = useQuery<AwaitingDepositRow[]>({ queryKey: queryKeys.bookingPage.awaiting, staleTime: 0 });
  if (!data?.length) return null;
  return (
    <Card className="mb-4">
      <CardHeader>
        <h2 className="text-lg font-semibold">Reservas online aguardando sinal</h2>
      </CardHeader>
      <CardContent>
        <ul className="divide-y" aria-label="Reservas online aguardando sinal">
          {data.map((row) => (
            <li key={row.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
              <span>
                <strong>{row.guestName}</strong> · {formatPhone(row.guestPhone)} · Quarto {row.roomNumber} ·{" "}
                {formatDate(row.checkInDate)} a {formatDate(row.checkOutDate)}
              </span>
              <span>
                Sinal {formatCurrency(row.depositAmount)}
                {row.depositDueAt && <> até {formatDateTime(row.depositDueAt)}</>}
                {row.statusPagamento !== "PENDENTE" && " · pago"}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
