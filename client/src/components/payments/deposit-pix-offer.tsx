import { QrCode } from "lucide-react";
import type { Folio } from "@shared/api";
import { depositMissingCentavos } from "@shared/deposits";
import { signedCentavos } from "@shared/money";
import { DepositStatus } from "@/components/deposit-status";
import { Button } from "@/components/ui/button";

/**
 * A pending reservation's deposit still unpaid: its amount, deadline and state, and 'Gerar PIX do sinal', which
 * puts what is missing of the deposit as the amount, by PIX (paying it confirms the reservation).
 */
export function DepositPixOffer({ folio, onUse }: { folio: Folio; onUse: (centavos: number) => void }) {
  const deposit = folio.deposit;
  if (!deposit?.pending || deposit.state === "pago") return null;
  const missing = depositMissingCentavos(deposit.amount, signedCentavos(folio.paid) ?? 0);
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-amber-200 bg-amber-50/60 p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
      <DepositStatus amount={deposit.amount} dueAt={deposit.dueAt} state={deposit.state} />
      <Button type="button" variant="outline" size="sm" onClick={() => onUse(missing)}>
        <QrCode aria-hidden="true" /> Gerar PIX do sinal
      </Button>
    </div>
  );
}
