import { useState } from "react";
import { Landmark, Plus } from "lucide-react";
import type { ContaBancariaView } from "@shared/api";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useContasBancarias } from "@/api/use-contas-bancarias";
import { ContaCard } from "./conta-card";
import { ContaFormDialog } from "./conta-form-dialog";

/** 'Contas Bancárias': every account with its balance; the owner creates and edits them, staff read. */
export function ContasTab({ canManage }: { canManage: boolean }) {
  const { data: contas, isLoading, error, refetch, isFetching } = useContasBancarias();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [editing, setEditing] = useState<ContaBancariaView | null>(null);
  const open = (conta: ContaBancariaView | null) => {
    setEditing(conta);
    setDialogOpen(true);
  };

  return (
    <div className="space-y-4">
      {canManage && (
        <div className="flex justify-end">
          <Button onClick={() => open(null)} className="w-full sm:w-auto">
            <Plus aria-hidden="true" /> Nova Conta
          </Button>
        </div>
      )}
      {isLoading ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label="Carregando contas">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-56 w-full" />
          ))}
        </div>
      ) : error || !contas ? (
        <LoadError what="as contas bancárias" error={error} onRetry={() => void refetch()} retrying={isFetching} />
      ) : contas.length === 0 ? (
        <EmptyState
          icon={Landmark}
          title="Nenhuma conta bancária cadastrada"
          description={
            canManage
              ? "Cadastre as contas e o caixa que recebem os pagamentos."
              : "O proprietário cadastra as contas da pousada."
          }
          role="status"
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Contas bancárias">
          {contas.map((conta) => (
            <li key={conta.id}>
              <ContaCard conta={conta} onEdit={canManage ? open : undefined} />
            </li>
          ))}
        </ul>
      )}
      <ContaFormDialog open={dialogOpen} onOpenChange={setDialogOpen} conta={editing} />
    </div>
  );
}
