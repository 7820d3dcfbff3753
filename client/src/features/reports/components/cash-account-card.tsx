import { useState } from "react";
import { LockKeyhole, LockKeyholeOpen } from "lucide-react";
import type { CashDayAccount } from "@shared/api/reports";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { serverReason } from "@/lib/api";
import { formatDate } from "@/lib/format";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useReopenCashDay } from "../api/use-reopen-cash-day";
import { CashBreakdown } from "./cash-breakdown";
import { CashClosingSummary } from "./cash-closing-summary";
import { CloseCashForm } from "./close-cash-form";

interface CashAccountCardProps {
  data: string;
  account: CashDayAccount;
  isOwner: boolean;
}

/** One 'caixa' account's day: what the ledger expects, then the closing form or the closing with its difference. */
export function CashAccountCard({ data, account, isOwner }: CashAccountCardProps) {
  const { fechamento } = account;
  return (
    <Card role="group" aria-label={account.conta.nome} className="min-w-0 gap-4 py-5">
      <CardContent className="space-y-4 px-4 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-semibold break-words">{account.conta.nome}</h3>
          {fechamento ? (
            <Badge className="border-emerald-300 bg-emerald-50 text-emerald-800" variant="outline">
              <LockKeyhole aria-hidden="true" /> Fechado
            </Badge>
          ) : (
            <Badge variant="outline">
              <LockKeyholeOpen aria-hidden="true" /> Aberto
            </Badge>
          )}
        </div>
        <CashBreakdown account={account} />
        <div className="border-t pt-4">
          {fechamento ? (
            <div className="space-y-3">
              <CashClosingSummary closing={fechamento} />
              {isOwner && <ReopenButton data={data} account={account} closingId={fechamento.id} />}
            </div>
          ) : (
            <CloseCashForm data={data} account={account} />
          )}
        </div>
        {account.reabertos.length > 0 && (
          <details className="text-sm">
            <summary className="cursor-pointer text-muted-foreground">
              {account.reabertos.length === 1
                ? "1 fechamento reaberto"
                : `${account.reabertos.length} fechamentos reabertos`}
            </summary>
            <ul className="mt-2 space-y-3">
              {account.reabertos.map((closing) => (
                <li key={closing.id} className="rounded-md bg-muted/50 p-2">
                  <CashClosingSummary closing={closing} muted />
                </li>
              ))}
            </ul>
          </details>
        )}
      </CardContent>
    </Card>
  );
}

function ReopenButton({ data, account, closingId }: { data: string; account: CashDayAccount; closingId: string }) {
  const [open, setOpen] = useState(false);
  const [motivo, setMotivo] = useState("");
  const reopening = useReopenCashDay();
  const confirm = () =>
    reopening.mutate(
      { closingId, motivo },
      {
        onSuccess: () => {
          setOpen(false);
          notifySuccess(`Caixa reaberto: ${account.conta.nome}`);
        },
        onError: (error) => {
          setOpen(false);
          notifyError(error, "Erro ao reabrir o caixa", serverReason(error));
        },
      },
    );
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
        <LockKeyholeOpen aria-hidden="true" /> Reabrir caixa
      </Button>
      <ConfirmDeleteDialog
        open={open}
        onOpenChange={setOpen}
        title="Reabrir o caixa?"
        description={`O fechamento de ${formatDate(data)} do ${account.conta.nome} fica registrado como reaberto, a diferença lançada é estornada, e o caixa pode ser contado e fechado de novo.`}
        pending={reopening.isPending}
        onConfirm={confirm}
        confirmLabel="Reabrir"
        pendingLabel="Reabrindo..."
        destructive={false}
      >
        <div className="space-y-1">
          <Label htmlFor={`reopen-reason-${closingId}`}>Motivo da reabertura</Label>
          <Textarea id={`reopen-reason-${closingId}`} value={motivo} onChange={(e) => setMotivo(e.target.value)} />
        </div>
      </ConfirmDeleteDialog>
    </>
  );
}
