import { useParams } from "wouter";
import { usePousada } from "@/api/use-pousada";
import { usePayment } from "@/features/printing/api/use-payment";
import { PrintPage } from "@/features/printing/components/print-page";
import { ReceiptDocument } from "@/features/printing/components/receipt-document";
import { receiptNumber } from "@/features/printing/lib/print-format";

/** /print/receipt/:paymentId: a payment's receipt, A4 or 80 mm, outside the app's shell. */
export default function PrintReceiptPage() {
  const { paymentId = "" } = useParams<{ paymentId: string }>();
  const payment = usePayment(paymentId);
  const pousada = usePousada();
  return (
    <PrintPage
      title={`Recibo ${receiptNumber(paymentId)}`}
      what="o recibo"
      loading={payment.isLoading || pousada.isLoading}
      error={payment.error ?? pousada.error}
      onRetry={() => {
        void payment.refetch();
        void pousada.refetch();
      }}
      retrying={payment.isFetching || pousada.isFetching}
      render={(format, issuedAt) =>
        payment.data ? (
          <ReceiptDocument payment={payment.data} pousada={pousada.data ?? null} format={format} issuedAt={issuedAt} />
        ) : null
      }
    />
  );
}
