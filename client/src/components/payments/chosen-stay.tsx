import { RotateCw } from "lucide-react";
import type { Folio } from "@shared/api";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { signedCentavos } from "@shared/money";
import { formatCentavos, formatCurrency, formatDate } from "@/lib/format";
import { guestFullName } from "@/lib/guest-name";
import { ReservationPaymentBadge } from "./reservation-payment-badge";

interface ChosenStayProps {
  folio: Folio | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** 'Trocar': back to the search; absent when the stay came with the dialog (the folio's button). */
  onChange?: () => void;
}

/** The stay being paid: who, where, and its bill (total, paid, what is still to be received). */
export function ChosenStay({ folio, loading, failed, onRetry, onChange }: ChosenStayProps) {
  if (loading) {
    return (
      <div className="space-y-2 rounded-lg border p-4" aria-busy="true" aria-label="Carregando a conta da hospedagem">
        <Skeleton className="h-5 w-48" />
        <Skeleton className="h-4 w-64" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (failed || !folio) {
    return (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-2 rounded-lg border p-4 text-sm">
        <span className="text-destructive">Erro ao carregar a conta da hospedagem.</span>
        <span className="flex gap-2">
          <Button type="button" variant="outline" size="sm" onClick={onRetry}>
            <RotateCw aria-hidden="true" /> Tentar novamente
          </Button>
          {onChange && (
            <Button type="button" variant="ghost" size="sm" onClick={onChange}>
              Trocar
            </Button>
          )}
        </span>
      </div>
    );
  }
  const balance = signedCentavos(folio.balance);
  return (
    <div className="space-y-3 rounded-lg border p-4" data-testid="chosen-stay">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <p className="font-semibold break-words">{guestFullName(folio.guest)}</p>
          <p className="text-sm text-muted-foreground">
            Quarto {folio.room.number} · {formatDate(folio.checkInDate)} a {formatDate(folio.checkOutDate)}
          </p>
          <ReservationPaymentBadge status={folio.statusPagamento} />
        </div>
        {onChange && (
          <Button type="button" variant="outline" size="sm" onClick={onChange} className="shrink-0">
            Trocar
          </Button>
        )}
      </div>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-muted-foreground">Total</dt>
          <dd className="font-medium tabular-nums">{formatCurrency(folio.total)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Pago</dt>
          <dd className="font-medium tabular-nums">{formatCurrency(folio.paid)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{balance !== null && balance < 0 ? "Crédito" : "Saldo"}</dt>
          <dd className="font-semibold tabular-nums">
            {balance === null ? formatCurrency(folio.balance) : formatCentavos(Math.abs(balance))}
          </dd>
        </div>
      </dl>
      {balance !== null && balance <= 0 && (
        <p className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
          Esta hospedagem não tem saldo a receber.
        </p>
      )}
    </div>
  );
}
