import type { ProductView } from "@shared/api";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { useLastPresent } from "@/hooks/use-last-present";
import { serverReason } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useDeleteProduct } from "../api/use-delete-product";

interface DeleteProductDialogProps {
  product: ProductView | null;
  onOpenChange: (open: boolean) => void;
  /** After the item is gone (a details view showing it closes). */
  onDeleted?: () => void;
}

/** The owner's 'Excluir': asks first; an item any stay consumed is refused by the server, which says why. */
export function DeleteProductDialog({ product: selected, onOpenChange, onDeleted }: DeleteProductDialogProps) {
  const deleteProduct = useDeleteProduct();
  const product = useLastPresent(selected);

  const confirm = () => {
    if (!selected) return;
    deleteProduct.mutate(selected.id, {
      onSuccess: () => {
        notifySuccess("Produto/serviço excluído com sucesso");
        onDeleted?.();
      },
      onError: (error) => notifyError(error, "Erro ao excluir produto/serviço", serverReason(error)),
      onSettled: () => onOpenChange(false),
    });
  };

  return (
    <ConfirmDeleteDialog
      open={selected !== null}
      onOpenChange={onOpenChange}
      title="Excluir item"
      description={`Tem certeza que deseja excluir "${product?.name ?? ""}"? Esta ação não pode ser desfeita.`}
      pending={deleteProduct.isPending}
      onConfirm={confirm}
    />
  );
}
