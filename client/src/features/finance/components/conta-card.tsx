import { Landmark, Pencil, QrCode } from "lucide-react";
import type { ContaBancariaView } from "@shared/api";
import { ACCOUNT_TYPE_LABELS, PIX_KEY_TYPE_LABELS, type AccountType, type PixKeyType } from "@shared/enums";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { fromSignedCentavos, signedCentavos } from "@shared/money";
import { formatCurrency } from "@/lib/format";
import { cn } from "@/lib/utils";
import { pixKeyForInput } from "../lib/conta-form-values";

interface ContaCardProps {
  conta: ContaBancariaView;
  /** The owner's 'Editar'; staff see the card without it. */
  onEdit?: (conta: ContaBancariaView) => void;
}

/** An account as the Contas Bancárias tab shows it: name, state, bank, type, numbers, balance and PIX key. */
export function ContaCard({ conta, onEdit }: ContaCardProps) {
  const negative = (signedCentavos(conta.saldoAtual) ?? 0) < 0;
  const toArrive = signedCentavos(conta.aReceber ?? "0") ?? 0;
  return (
    <Card className={cn("gap-0 py-0", !conta.isAtiva && "opacity-75")}>
      <CardContent className="space-y-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="flex min-w-0 items-center gap-2">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <Landmark className="size-5" aria-hidden="true" />
            </span>
            <h3 className="font-semibold break-words">{conta.nome}</h3>
          </div>
          <Badge
            variant="outline"
            className={
              conta.isAtiva
                ? "border-emerald-300 bg-emerald-50 text-emerald-800"
                : "border-slate-300 bg-slate-100 text-slate-700"
            }
          >
            {conta.isAtiva ? "Ativa" : "Inativa"}
          </Badge>
        </div>
        <dl className="space-y-1 text-sm">
          {conta.banco && (
            <div className="flex justify-between gap-3">
              <dt className="text-muted-foreground">Banco</dt>
              <dd className="text-right break-words">{conta.banco}</dd>
            </div>
          )}
          <div className="flex justify-between gap-3">
            <dt className="text-muted-foreground">Tipo</dt>
            <dd>{ACCOUNT_TYPE_LABELS[conta.tipo as AccountType] ?? conta.tipo}</dd>
          </div>
          {conta.agencia && (
            <div className="flex justify-between gap-3">
              <dt className="text-muted-foreground">Agência</dt>
              <dd className="tabular-nums">{conta.agencia}</dd>
            </div>
          )}
          {conta.conta && (
            <div className="flex justify-between gap-3">
              <dt className="text-muted-foreground">Conta</dt>
              <dd className="tabular-nums">{conta.conta}</dd>
            </div>
          )}
        </dl>
        <div className="rounded-md bg-muted/60 px-3 py-2">
          <p className="text-xs text-muted-foreground">Saldo atual</p>
          <p className={cn("text-xl font-semibold tabular-nums", negative && "text-red-700")} data-testid="saldo-atual">
            {formatCurrency(conta.saldoAtual)}
          </p>
          {toArrive > 0 && (
            // Card payments the acquirer has still to pay in: in the balance, not yet in the account.
            <dl className="mt-1 space-y-0.5 text-xs text-muted-foreground">
              <div className="flex justify-between gap-3">
                <dt>Disponível</dt>
                <dd className="tabular-nums" data-testid="saldo-disponivel">
                  {formatCurrency(fromSignedCentavos((signedCentavos(conta.saldoAtual) ?? 0) - toArrive))}
                </dd>
              </div>
              <div className="flex justify-between gap-3">
                <dt>A receber (cartões)</dt>
                <dd className="tabular-nums" data-testid="saldo-a-receber">
                  {formatCurrency(conta.aReceber!)}
                </dd>
              </div>
            </dl>
          )}
        </div>
        {conta.pixTipo && conta.pixChave && (
          <p className="flex items-start gap-1.5 text-xs text-muted-foreground">
            <QrCode className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            <span className="min-w-0 break-all">
              PIX ({PIX_KEY_TYPE_LABELS[conta.pixTipo as PixKeyType] ?? conta.pixTipo}):{" "}
              {pixKeyForInput(conta.pixTipo, conta.pixChave)}
            </span>
          </p>
        )}
        {onEdit && (
          <Button variant="outline" size="sm" className="w-full" onClick={() => onEdit(conta)}>
            <Pencil aria-hidden="true" /> Editar
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
