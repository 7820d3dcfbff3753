import { useState, type ReactNode } from "react";
import { CreditCard, Printer } from "lucide-react";
import type { FolioLine } from "@shared/api";
import { LoadError } from "@/components/load-error";
import { PaymentDialog } from "@/components/payments/payment-dialog";
import { ReservationPaymentBadge } from "@/components/payments/reservation-payment-badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useFolio } from "@/api/use-folio";
import { signedCentavos } from "@shared/money";
import { FolioLines } from "./folio-lines";
import { FolioPayments } from "./folio-payments";
import { FolioTotals } from "./folio-totals";

interface FolioPanelProps {
  reservationId: string;
  /** Totals and buttons only (inside a form that is already long); the lines and payments stay in the details. */
  compact?: boolean;
  /** More buttons beside 'Registrar Pagamento' (e.g. 'Lançar Consumo'). */
  actions?: ReactNode;
  /** Beside each line (e.g. removing a consumption charged by mistake). */
  lineAction?: (line: FolioLine) => ReactNode;
  /** False for a cancelled or no-show reservation: it takes no payment. */
  canPay?: boolean;
}

/**
 * The guest's bill ('conta do hóspede'): the nights, what was consumed, what was paid and refunded, and the balance,
 * read afresh when shown; 'Registrar Pagamento' collects the balance, 'Imprimir extrato' opens the printable page.
 */
export function FolioPanel({ reservationId, compact = false, actions, lineAction, canPay = true }: FolioPanelProps) {
  const { data: folio, isLoading, error, refetch, isFetching } = useFolio(reservationId);
  const [paying, setPaying] = useState(false);

  const skeleton = (
    <div className="space-y-3" aria-busy="true" aria-label="Carregando a conta do hóspede">
      <Skeleton className="h-5 w-40" />
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-10 w-full" />
    </div>
  );
  if (isLoading) return skeleton;
  if (error || !folio) {
    return (
      <LoadError
        what="a conta do hóspede"
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
        whileSignedOut={skeleton}
      />
    );
  }
  const balance = signedCentavos(folio.balance);
  return (
    <section aria-label="Conta do hóspede" className="space-y-4" aria-busy={isFetching}>
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">Conta do hóspede</h3>
        <ReservationPaymentBadge status={folio.statusPagamento} />
      </div>
      {!compact && <FolioLines lines={folio.lines} lineAction={lineAction} />}
      {!compact && <FolioPayments payments={folio.payments} />}
      <FolioTotals folio={folio} />
      <div className="flex flex-wrap gap-2">
        {canPay && balance !== null && balance > 0 && (
          <Button type="button" size="sm" onClick={() => setPaying(true)}>
            <CreditCard aria-hidden="true" /> Registrar Pagamento
          </Button>
        )}
        <Button type="button" size="sm" variant="outline" asChild>
          <a href={`/print/folio/${reservationId}`} target="_blank" rel="noopener">
            <Printer aria-hidden="true" /> Imprimir extrato
          </a>
        </Button>
        {actions}
      </div>
      <PaymentDialog open={paying} onOpenChange={setPaying} reservationId={reservationId} />
    </section>
  );
}
