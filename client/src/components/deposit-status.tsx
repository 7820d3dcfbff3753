import { depositText, DEPOSIT_STATE_LABELS, type DepositState } from "@shared/deposits";
import { Badge } from "@/components/ui/badge";
import { pousadaTimeZone } from "@/lib/format";
import { cn } from "@/lib/utils";

const STATE_CLASSES: Record<DepositState, string> = {
  aguardando: "border-amber-300 bg-amber-50 text-amber-900",
  pago: "border-green-300 bg-green-50 text-green-800",
  vencido: "border-red-300 bg-red-50 text-red-800",
};

/**
 * 'Sinal: R$ 150,00 até 27/11 14:30' (the pousada's clock) and its state: aguardando, pago or vencido. Without its
 * word (`labelled` false) where a label 'Sinal' already stands beside it.
 */
export function DepositStatus({
  amount,
  dueAt,
  state,
  labelled = true,
  className,
}: {
  amount: string;
  dueAt: string | null;
  state: DepositState;
  labelled?: boolean;
  className?: string;
}) {
  const text = depositText(amount, dueAt, pousadaTimeZone());
  return (
    <span className={cn("inline-flex flex-wrap items-center gap-2", className)}>
      <span className="tabular-nums">{labelled ? text : text.replace(/^Sinal: /, "")}</span>
      <Badge variant="outline" className={STATE_CLASSES[state]}>
        {DEPOSIT_STATE_LABELS[state]}
      </Badge>
    </span>
  );
}
