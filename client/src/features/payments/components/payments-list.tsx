import type { ReactNode } from "react";
import { CreditCard } from "lucide-react";
import type { PaymentView } from "@shared/api";
import { ResponsiveList, type ListColumn } from "@/components/responsive-list";
import { Badge } from "@/components/ui/badge";
import { formatCurrency, formatDateTime } from "@/lib/format";
import { guestFullName } from "@/lib/guest-name";
import type { PagedList } from "@/lib/paged-list";
import { paymentMethodLabel } from "@/lib/payment-labels";
import { paymentStatusInfo } from "@/lib/payment-status";
import { PaymentRowActions } from "./payment-row-actions";

interface PaymentsListProps {
  list: PagedList<PaymentView>;
  filtered: boolean;
  isOwner: boolean;
  onRefund: (payment: PaymentView) => void;
  onShowReservation: (reservationId: string) => void;
  emptyAction?: ReactNode;
}

const guestName = (payment: PaymentView) => (payment.guest ? guestFullName(payment.guest) : "Hóspede não encontrado");

function StatusCell({ payment }: { payment: PaymentView }) {
  const status = paymentStatusInfo(payment);
  const refunded = payment.refunds.length > 0 && payment.status !== "refunded";
  return (
    <div className="space-y-0.5">
      <Badge variant="outline" className={status.className}>
        {status.label}
      </Badge>
      {refunded && (
        <p className="text-xs text-red-800 tabular-nums">Estornado {formatCurrency(payment.refundedAmount)}</p>
      )}
    </div>
  );
}

/** Every payment of stays, newest first: a table on a desktop, cards on a phone, read a page at a time. */
export function PaymentsList({ list, filtered, isOwner, onRefund, onShowReservation, emptyAction }: PaymentsListProps) {
  const actions = (payment: PaymentView) => (
    <PaymentRowActions payment={payment} isOwner={isOwner} onRefund={onRefund} onShowReservation={onShowReservation} />
  );
  const columns: ListColumn<PaymentView>[] = [
    {
      id: "data",
      header: "Data",
      cell: (payment) => formatDateTime(payment.createdAt),
      cellClassName: "whitespace-nowrap tabular-nums",
    },
    { id: "hospede", header: "Hóspede", cell: guestName, cellClassName: "font-medium" },
    { id: "quarto", header: "Quarto", cell: (payment) => payment.room?.number ?? "—" },
    { id: "forma", header: "Forma", cell: (payment) => paymentMethodLabel(payment.method) },
    {
      id: "valor",
      header: "Valor",
      cell: (payment) => formatCurrency(payment.amount),
      className: "text-right",
      cellClassName: "font-semibold tabular-nums whitespace-nowrap",
    },
    { id: "conta", header: "Conta", cell: (payment) => payment.contaBancaria?.nome ?? "N/A" },
    { id: "situacao", header: "Situação", cell: (payment) => <StatusCell payment={payment} /> },
    { id: "acoes", header: <span className="sr-only">Ações</span>, cell: actions, className: "w-12 text-right" },
  ];

  return (
    <ResponsiveList
      items={list.rows}
      getKey={(payment) => payment.id}
      label="Pagamentos"
      columns={columns}
      renderCard={(payment) => (
        <>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-medium break-words">{guestName(payment)}</p>
              <p className="text-sm text-muted-foreground">
                {payment.room ? `Quarto ${payment.room.number} · ` : ""}
                {formatDateTime(payment.createdAt)}
              </p>
            </div>
            <p className="shrink-0 font-semibold tabular-nums">{formatCurrency(payment.amount)}</p>
          </div>
          <p className="text-sm text-muted-foreground">
            {paymentMethodLabel(payment.method)} · {payment.contaBancaria?.nome ?? "N/A"}
            {payment.description && ` · ${payment.description}`}
          </p>
          <div className="flex items-center justify-between gap-2">
            <StatusCell payment={payment} />
            {actions(payment)}
          </div>
        </>
      )}
      isLoading={list.isLoading}
      loadError={
        list.error
          ? { what: "os pagamentos", error: list.error, onRetry: list.refetch, retrying: list.isFetching }
          : null
      }
      empty={{
        icon: CreditCard,
        title: "Nenhum pagamento registrado",
        description: "Os pagamentos das hospedagens aparecem aqui.",
        action: emptyAction,
      }}
      filtered={filtered}
      noMatch={{
        icon: CreditCard,
        title: "Nenhum pagamento encontrado",
        description: "Nenhum pagamento com estes filtros.",
      }}
      tableClassName="min-w-[56rem]"
      paging={list}
      pagingLabel="pagamentos"
      stale={list.isPlaceholderData}
    />
  );
}
