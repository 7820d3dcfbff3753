import type { PaymentView } from "@shared/api";
import { formatCurrency, formatDateTime } from "@/lib/format";
import { paymentMethodLabel } from "@/lib/payment-labels";
import { paymentStatusInfo } from "@/lib/payment-status";

/** What the guest paid, and what was given back (each refund under its payment, with its reason). */
export function FolioPayments({ payments }: { payments: PaymentView[] }) {
  return (
    <section aria-label="Pagamentos da hospedagem" className="space-y-2">
      <h3 className="text-sm font-semibold">Pagamentos</h3>
      {payments.length === 0 ? (
        <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">Nenhum pagamento registrado</p>
      ) : (
        <ul className="divide-y rounded-md border text-sm">
          {payments.map((payment) => {
            const status = paymentStatusInfo(payment);
            return (
              <li key={payment.id} className="space-y-1 px-3 py-2">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-medium break-words">
                      {payment.description || paymentMethodLabel(payment.method)}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {paymentMethodLabel(payment.method)} · {formatDateTime(payment.createdAt)}
                      {status.label !== "Recebido" && ` · ${status.label}`}
                    </p>
                  </div>
                  <span className="shrink-0 font-medium tabular-nums">{formatCurrency(payment.amount)}</span>
                </div>
                {payment.refunds.map((refund) => (
                  <div key={refund.id} className="flex items-start justify-between gap-3 pl-3 text-xs text-red-800">
                    <p className="min-w-0 break-words">
                      Estorno · {formatDateTime(refund.createdAt)} · {refund.reason}
                    </p>
                    <span className="shrink-0 tabular-nums">− {formatCurrency(refund.amount)}</span>
                  </div>
                ))}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
