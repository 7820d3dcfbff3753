import { ArrowRight, CreditCard } from "lucide-react";
import { Link } from "wouter";
import type { ReportPayment } from "@shared/api/reports";
import type { ReportPeriod } from "@shared/report-periods";
import { ResponsiveList, type ListColumn } from "@/components/responsive-list";
import { Button } from "@/components/ui/button";
import { formatCurrency, formatDateTime } from "@/lib/format";
import { paymentMethodLabel } from "@/lib/payment-labels";
import { useReport } from "../api/use-report";
import { ReportPanel } from "./report-panel";
import { ReportTabState } from "./report-tab-state";

const GUEST_NOT_FOUND = "Hóspede não encontrado";
const guestOf = (payment: ReportPayment) => payment.guestName ?? GUEST_NOT_FOUND;
const descriptionOf = (payment: ReportPayment) => payment.description || "—";

const COLUMNS: ListColumn<ReportPayment>[] = [
  { id: "data", header: "Data", cell: (p) => formatDateTime(p.createdAt), cellClassName: "tabular-nums" },
  { id: "hospede", header: "Hóspede", cell: guestOf, cellClassName: "font-medium" },
  {
    id: "valor",
    header: "Valor",
    cell: (p) => formatCurrency(p.amount),
    className: "text-right",
    cellClassName: "font-semibold tabular-nums",
  },
  { id: "forma", header: "Forma", cell: (p) => paymentMethodLabel(p.method) },
  {
    id: "descricao",
    header: "Descrição",
    cell: descriptionOf,
    cellClassName: "max-w-72 truncate text-muted-foreground",
  },
];

function PaymentCard(payment: ReportPayment) {
  return (
    <div className="space-y-1">
      <div className="flex items-baseline justify-between gap-3">
        <p className="min-w-0 font-medium break-words">{guestOf(payment)}</p>
        <p className="shrink-0 font-semibold tabular-nums">{formatCurrency(payment.amount)}</p>
      </div>
      <p className="text-xs text-muted-foreground">
        {formatDateTime(payment.createdAt)} · {paymentMethodLabel(payment.method)}
      </p>
      <p className="text-sm break-words text-muted-foreground">{descriptionOf(payment)}</p>
    </div>
  );
}

/**
 * 'Pagamentos': the period's 10 most recent completed payments, and the way to all of them on /payments with the
 * same period (its filters are ?de=&ate=).
 */
export function PaymentsTab({ period }: { period: ReportPeriod }) {
  const query = useReport("pagamentos", period);
  const allPayments = `/payments?${new URLSearchParams({ de: period.from, ate: period.to }).toString()}`;
  return (
    <ReportTabState query={query} what="os pagamentos do período">
      {(report) => (
        <ReportPanel
          title="Pagamentos recentes"
          description={
            report.count > 0
              ? `${report.count} ${report.count === 1 ? "pagamento recebido" : "pagamentos recebidos"} no período, ${formatCurrency(report.total)} (antes dos estornos)`
              : undefined
          }
          action={
            report.count > 0 ? (
              <Button asChild variant="outline" size="sm">
                <Link href={allPayments}>
                  Ver todos <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            ) : undefined
          }
          className="gap-2 pb-2 [&_[data-slot=card-content]]:px-0"
        >
          <ResponsiveList
            items={report.recent}
            getKey={(payment) => payment.id}
            label="Pagamentos recentes do período"
            columns={COLUMNS}
            renderCard={PaymentCard}
            empty={{
              title: "Nenhum pagamento no período",
              description: "Os pagamentos recebidos no período aparecem aqui.",
              icon: CreditCard,
            }}
          />
        </ReportPanel>
      )}
    </ReportTabState>
  );
}
