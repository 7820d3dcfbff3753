// 'Pix recebidos sem pagamento registrado' (docs/product.md §16.3, docs/decisions/0065): Pix the PSP reported that
// could pay nothing (no charge of this system, a cancelled reservation, more than the balance), for the desk to
// settle by hand. Shown only when there is one, so without a PSP nothing appears.
import { useQuery } from "@tanstack/react-query";
import type { PixReceivedView } from "@shared/api/payments";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { formatCurrency, formatDateTime } from "@/lib/format";
import { queryKeys } from "@/lib/query-keys";

export function UnrecordedPixCard() {
  const { data } = useQuery<PixReceivedView[]>({ queryKey: queryKeys.bookingPage.unrecordedPix, staleTime: 0 });
  if (!data?.length) return null;
  return (
    <Card className="mb-4">
      <CardHeader>
        <h2 className="text-lg font-semibold">Pix recebidos sem pagamento registrado</h2>
      </CardHeader>
      <CardContent>
        <ul className="divide-y" aria-label="Pix recebidos sem pagamento registrado">
          {data.map((pix) => (
            <li key={pix.endToEndId} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
              <span>
                <strong>{formatCurrency(pix.valor)}</strong> em {formatDateTime(pix.horario)}
                {pix.hospede && <> · {pix.hospede}</>} · {pix.motivo}
              </span>
              <span className="break-all text-muted-foreground">{pix.endToEndId}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
