import { Printer, ReceiptText, Undo2 } from "lucide-react";
import type { PaymentView } from "@shared/api";
import { RowActionsMenu } from "@/components/row-actions-menu";
import { guestFullName } from "@/lib/guest-name";
import { refundableCentavos } from "@/lib/payment-status";

interface PaymentRowActionsProps {
  payment: PaymentView;
  isOwner: boolean;
  onRefund: (payment: PaymentView) => void;
  /** Lists the payments of the same reservation. */
  onShowReservation?: (reservationId: string) => void;
}

export function PaymentRowActions({ payment, isOwner, onRefund, onShowReservation }: PaymentRowActionsProps) {
  const who = payment.guest ? guestFullName(payment.guest) : "hóspede";
  return (
    <RowActionsMenu
      label={`Ações do pagamento de ${who}`}
      actions={[
        { label: "Imprimir recibo", icon: Printer, href: `/print/receipt/${payment.id}`, external: true },
        Boolean(payment.reservationId) &&
          onShowReservation && {
            label: "Pagamentos desta reserva",
            icon: ReceiptText,
            onSelect: () => onShowReservation(payment.reservationId as string),
          },
        isOwner &&
          refundableCentavos(payment) > 0 && {
            label: "Estornar",
            icon: Undo2,
            destructive: true,
            onSelect: () => onRefund(payment),
          },
      ]}
    />
  );
}
