import { Badge } from "@/components/ui/badge";
import { RESERVATION_PAYMENT_BADGE_CLASSES, RESERVATION_PAYMENT_LABELS } from "@/lib/payment-labels";
import { cn } from "@/lib/utils";

/** A reservation's statusPagamento: Pendente, Parcial or Pago. */
export function ReservationPaymentBadge({ status, className }: { status: string; className?: string }) {
  return (
    <Badge variant="outline" className={cn(RESERVATION_PAYMENT_BADGE_CLASSES[status], className)}>
      {RESERVATION_PAYMENT_LABELS[status] ?? status}
    </Badge>
  );
}
