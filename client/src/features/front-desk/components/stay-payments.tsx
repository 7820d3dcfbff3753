import { formatCurrency, formatDateTime } from "@/lib/format";
import type { StayFolioRecord } from "../api/stay-records";
import { paymentMethodLabel, paymentStatusLabel } from "../lib/payment-labels";

/** What was paid against the reservation; only completed payments count towards 'Total pago'. */
export function StayPayments({ folio }: { folio: StayFolioRecord }) {
  return (
    <section aria-labelledby="stay-payments-heading" className="space-y-2">
      <div className="flex items-baseline justify-between gap-2">
        <h3 id="stay-payments-heading" className="text-sm font-semibold">
          Pagamentos
        </h3>
        <p className="text-sm tabular-nums">
          Total pago: <span className="font-semibold">{formatCurrency(folio.paidTotal)}</span>
        </p>
      </div>
      {folio.payments.length === 0 ? (
        <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">Nenhum pagamento registrado</p>
      ) : (
        <ul className="divide-y rounded-md border text-sm">
          {folio.payments.map((payment) => (
            <li key={payment.id} className="flex items-start justify-between gap-3 px-3 py-2">
              <div className="min-w-0">
                <p className="font-medium break-words">{payment.description || paymentMethodLabel(payment.method)}</p>
                <p className="text-xs text-muted-foreground">
                  {paymentMethodLabel(payment.method)} · {formatDateTime(payment.createdAt)}
                  {payment.status !== "completed" && ` · ${paymentStatusLabel(payment.status)}`}
                </p>
              </div>
              <span
                className={
                  payment.status === "completed"
                    ? "shrink-0 font-medium tabular-nums"
                    : "shrink-0 tabular-nums text-muted-foreground line-through"
                }
              >
                {formatCurrency(payment.amount)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
