// What the stay's cancellation policy proposes (docs/product.md §10.7): the rule that applied, in words, and the
// three amounts; "Usar a proposta" puts them back in the fields after the clerk changed them.
import { Scale } from "lucide-react";
import type { CancellationProposal } from "@shared/api";
import { formatReais, toSignedCentavos } from "@shared/money";
import { Button } from "@/components/ui/button";

const reais = (decimal: string) => formatReais(toSignedCentavos(decimal));

export function CancelProposalNote({
  proposal,
  changed,
  onUse,
}: {
  proposal: CancellationProposal;
  changed: boolean;
  onUse: () => void;
}) {
  const title = proposal.withdrawal
    ? "Direito de arrependimento (CDC, art. 49)"
    : proposal.policy
      ? `Política de cancelamento: ${proposal.policy.name}`
      : "Sem política de cancelamento";
  return (
    <section aria-label="Proposta da política" className="space-y-2 rounded-md border bg-muted/40 p-3 text-sm">
      <p className="flex items-center gap-2 font-medium">
        <Scale className="size-4 shrink-0" aria-hidden />
        {title}
      </p>
      <p className="text-muted-foreground">{proposal.explanation}</p>
      <ul className="space-y-0.5">
        <li>Reembolso em dinheiro: {reais(proposal.reembolso)}</li>
        <li>
          Carta de crédito: {reais(proposal.credito)}
          {proposal.credito !== "0.00" ? ` (válida por ${proposal.creditMonths} meses)` : ""}
        </li>
        <li>Multa de cancelamento: {reais(proposal.multa)}</li>
      </ul>
      {changed && (
        <Button type="button" variant="link" size="sm" className="h-auto p-0" onClick={onUse}>
          Usar a proposta
        </Button>
      )}
    </section>
  );
}
