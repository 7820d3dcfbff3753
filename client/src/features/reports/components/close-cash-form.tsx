import { useState, type FormEvent } from "react";
import type { CashDayAccount } from "@shared/api/reports";
import { closeCashDaySchema } from "@shared/validators/reports";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { serverReason } from "@/lib/api";
import { formatCurrency } from "@/lib/format";
import { notifyError, notifySuccess } from "@/lib/notify";
import { cn } from "@/lib/utils";
import { useCloseCashDay } from "../api/use-close-cash-day";
import { differenceLabel, previewDifference } from "../lib/cash-difference";

/** The cash counted in the drawer, a note, and 'Fechar caixa': the difference shows as it is typed. */
export function CloseCashForm({ data, account }: { data: string; account: CashDayAccount }) {
  const closing = useCloseCashDay();
  const [counted, setCounted] = useState("");
  const [notes, setNotes] = useState("");
  const [error, setError] = useState<string | null>(null);
  const difference = previewDifference(counted, account.saldoEsperado);
  const idBase = `caixa-${account.conta.id}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = closeCashDaySchema.safeParse({
      data,
      contaBancariaId: account.conta.id,
      saldoContado: counted,
      observacoes: notes,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Verifique o valor contado");
      return;
    }
    setError(null);
    closing.mutate(parsed.data, {
      onSuccess: () => notifySuccess(`Caixa fechado: ${account.conta.nome}`),
      onError: (failure) => {
        const reason = serverReason(failure);
        if (reason) setError(reason);
        notifyError(failure, "Erro ao fechar o caixa", reason);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`Fechar ${account.conta.nome}`} className="space-y-3">
      <div className="grid gap-1.5">
        <Label htmlFor={`${idBase}-contado`}>Valor contado (R$)</Label>
        <Input
          id={`${idBase}-contado`}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0,00"
          value={counted}
          onChange={(event) => setCounted(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${idBase}-diferenca`}
          className="tabular-nums"
        />
        <p id={`${idBase}-diferenca`} aria-live="polite" className="min-h-5 text-sm">
          {difference !== null && (
            <span
              className={cn(
                "font-medium",
                difference.startsWith("-") ? "text-red-700" : /^0+\.00$/.test(difference) ? "" : "text-amber-800",
              )}
            >
              {differenceLabel(difference)}
              {!/^0+\.00$/.test(difference) && `: ${formatCurrency(difference.replace("-", ""))}`}
            </span>
          )}
        </p>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${idBase}-obs`}>Observações (opcional)</Label>
        <Textarea
          id={`${idBase}-obs`}
          rows={2}
          maxLength={2000}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" disabled={closing.isPending} className="w-full sm:w-auto">
        {closing.isPending ? "Fechando..." : "Fechar caixa"}
      </Button>
    </form>
  );
}
