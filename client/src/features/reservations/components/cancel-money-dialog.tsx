import { useEffect, useState } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { amountInputOf, formatReais, parseMoneyInput, signedCentavos, toSignedCentavos } from "@shared/money";
import { RESERVATION_STATUS_LABELS } from "@shared/enums";
import { useFolio } from "@/api/use-folio";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { apiJson, serverReason } from "@/lib/api";
import { invalidateAfter } from "@/lib/invalidation";
import { notifyError, notifySuccess } from "@/lib/notify";
import type { MoneyRelease } from "../api/use-change-reservation-status";
import { useCancellationProposal } from "../api/use-cancellation-proposal";
import { CancelProposalNote } from "./cancel-proposal-note";

const PARTS = [
  ["reembolso", "Reembolso"],
  ["multa", "Multa"],
  ["credito", "Crédito do hóspede"],
] as const;
type Part = (typeof PARTS)[number][0];

/** What a typed amount is in centavos: an empty field is zero, anything unreadable null. */
function centavosTyped(text: string): number | null {
  if (!text.trim()) return 0;
  const parsed = parseMoneyInput(text);
  return parsed.ok ? toSignedCentavos(parsed.decimal) : null;
}

/** The fields' texts of a split in decimal strings. */
const typedOf = (split: { reembolso: string; multa: string; credito: string }): Record<Part, string> => ({
  reembolso: split.reembolso.replace(".", ","),
  multa: split.multa.replace(".", ","),
  credito: split.credito.replace(".", ","),
});

/**
 * The split of what a reservation holds before it is cancelled (docs/product.md §10.7): the split the stay's
 * cancellation policy proposes to start with (everything as a refund when it cannot be read); the clerk confirms it or
 * moves part of it between refund, fee and guest credit, and confirms only when the parts add up.
 */
export function CancelMoneyDialog({ release, onClose }: { release: MoneyRelease | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const folio = useFolio(release?.reservationId ?? null);
  const proposal = useCancellationProposal(release);
  const paid = signedCentavos(folio.data?.paid) ?? 0;
  const [values, setValues] = useState<Record<Part, string>>({ reembolso: "", multa: "", credito: "" });
  const proposed = proposal.data && signedCentavos(proposal.data.paid) === paid ? typedOf(proposal.data) : null;
  const proposedKey = proposed && JSON.stringify(proposed);
  useEffect(() => {
    if (!folio.data || proposal.isPending) return;
    setValues(
      proposedKey ? JSON.parse(proposedKey) : { reembolso: amountInputOf(paid), multa: "0,00", credito: "0,00" },
    );
  }, [folio.data, paid, proposal.isPending, proposedKey]);

  const parts = PARTS.map(([key]) => centavosTyped(values[key]));
  const sum = parts.every((part) => part !== null) ? parts.reduce<number>((a, b) => a + b!, 0) : null;
  const adds = sum === paid;

  const settle = useMutation({
    mutationFn: (body: object) => apiJson("PUT", `/api/reservations/${release!.reservationId}`, body),
    onSuccess: () => {
      notifySuccess("Reserva atualizada com sucesso");
      onClose();
    },
    onError: (error) => notifyError(error, "Erro ao atualizar reserva", serverReason(error)),
    onSettled: () => invalidateAfter(queryClient, "reservationChanged"),
  });

  const action = release?.status === "no_show" ? "Marcar não comparecimento" : "Confirmar cancelamento";
  return (
    <Dialog open={release !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-md">
        <DialogHeader>
          <DialogTitle>
            {release ? `${RESERVATION_STATUS_LABELS[release.status]}: ${release.guestName}` : "Cancelamento"}
          </DialogTitle>
          <DialogDescription>
            {folio.data
              ? `Esta reserva tem ${formatReais(paid)} em pagamentos. Informe o que fazer com o valor.`
              : "Carregando os pagamentos da reserva…"}
          </DialogDescription>
        </DialogHeader>
        {proposal.data && proposed && (
          <CancelProposalNote
            proposal={proposal.data}
            changed={PARTS.some(([key]) => centavosTyped(values[key]) !== centavosTyped(proposed[key]))}
            onUse={() => setValues(proposed)}
          />
        )}
        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (!release || !adds) return;
            settle.mutate({ status: release.status, destinoPagamentos: values });
          }}
        >
          {PARTS.map(([key, label]) => (
            <div key={key} className="grid grid-cols-[1fr_9rem] items-center gap-3">
              <Label htmlFor={`destino-${key}`}>{label}</Label>
              <Input
                id={`destino-${key}`}
                inputMode="decimal"
                value={values[key]}
                onChange={(event) => setValues((current) => ({ ...current, [key]: event.target.value }))}
              />
            </div>
          ))}
          <p role="status" className={adds ? "text-sm text-muted-foreground" : "text-sm text-destructive"}>
            {sum === null
              ? "Valor inválido. Use o formato 1.200,00"
              : adds
                ? `Soma: ${formatReais(sum)}`
                : `Soma: ${formatReais(sum)}; deve ser ${formatReais(paid)}`}
          </p>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Voltar
            </Button>
            <Button type="submit" disabled={!folio.data || !adds || settle.isPending}>
              {action}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
