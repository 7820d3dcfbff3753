import { DetailRow } from "@/components/detail-row";
import { DepositStatus } from "@/components/deposit-status";
import { useFolio } from "@/api/use-folio";

/** The row 'Sinal': 'R$ X até dd/mm HH:mm' and its state, read from the bill (what was paid); nothing without a deposit. */
export function DepositRow({ reservationId }: { reservationId: string }) {
  const { data: folio } = useFolio(reservationId);
  const deposit = folio?.reservationId === reservationId ? folio.deposit : undefined;
  if (!deposit) return null;
  return (
    <DetailRow label="Sinal">
      <DepositStatus amount={deposit.amount} dueAt={deposit.dueAt} state={deposit.state} labelled={false} />
    </DetailRow>
  );
}
