import { useState } from "react";
import { CreditCard } from "lucide-react";
import type { PaymentView } from "@shared/api";
import { ListResultCount } from "@/components/list-result-count";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useSearchParamsUpdate } from "@/hooks/use-search-param";
import { isIsoDate } from "@/lib/date-input";
import { formatReais, toCentavos } from "@shared/money";
import { usePayments, usePaymentsTotal } from "../api/use-payments";
import { PaymentFilters, type PaymentFilterState } from "./payment-filters";
import { PaymentsList } from "./payments-list";
import { RefundPaymentDialog } from "./refund-payment-dialog";
import { ReservationFilterChip } from "./reservation-filter-chip";

const PARAMS: Record<keyof PaymentFilterState | "reservationId", string> = {
  from: "de",
  to: "ate",
  method: "forma",
  reservationId: "reservationId",
};

/** The Pagamentos page's list: filters in the URL (a link may name ?reservationId=), refunds for the owner. */
export function PaymentsWorkspace({ isOwner, onRegister }: { isOwner: boolean; onRegister: () => void }) {
  const [params, update] = useSearchParamsUpdate();
  const state: PaymentFilterState = {
    from: params.get(PARAMS.from) ?? "",
    to: params.get(PARAMS.to) ?? "",
    method: params.get(PARAMS.method) ?? "",
  };
  const reservationId = params.get(PARAMS.reservationId) ?? "";

  const filters = {
    from: isIsoDate(state.from) ? state.from : undefined,
    to: isIsoDate(state.to) ? state.to : undefined,
    method: state.method || undefined,
    reservationId: /^[0-9a-f-]{36}$/i.test(reservationId) ? reservationId : undefined,
  };
  const list = usePayments(filters);
  const sum = usePaymentsTotal(filters);
  const [refunding, setRefunding] = useState<PaymentView | null>(null);

  return (
    <div className="space-y-4">
      <PaymentFilters
        values={state}
        onChange={(name, value) => update({ [PARAMS[name]]: value })}
        onClear={() => update({ [PARAMS.from]: "", [PARAMS.to]: "", [PARAMS.method]: "" })}
      />
      {filters.reservationId && (
        <ReservationFilterChip reservationId={filters.reservationId} onClear={() => update({ reservationId: "" })} />
      )}
      <ListResultCount total={list.total} updating={list.isPlaceholderData} />
      <Card className="gap-0 overflow-hidden py-0">
        <PaymentsList
          list={list}
          filtered={Object.values(filters).some(Boolean)}
          isOwner={isOwner}
          onRefund={setRefunding}
          onShowReservation={(id) => update({ reservationId: id })}
          emptyAction={
            <Button onClick={onRegister}>
              <CreditCard aria-hidden="true" /> Registrar Pagamento
            </Button>
          }
        />
      </Card>
      {sum.data && (
        <p className="text-right text-sm font-medium tabular-nums" aria-live="polite">
          Total: {formatReais(toCentavos(sum.data.total))}
        </p>
      )}
      <RefundPaymentDialog payment={refunding} onOpenChange={(open) => !open && setRefunding(null)} />
    </div>
  );
}
