import type { MouseEvent, ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { buttonVariants } from "@/components/ui/button";

interface ConfirmDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The question docs/product.md gives for this record ('Tem certeza que deseja excluir ...?'). */
  description: ReactNode;
  children?: ReactNode;
  pending: boolean;
  onConfirm: () => void;
  /** The action's button, for a confirmation of something other than a deletion ('Desativar'). */
  confirmLabel?: string;
  pendingLabel?: string;
  /** The action's look: red for what cannot be undone (the default), the primary colour for a step back. */
  destructive?: boolean;
  /** A further button after the action (last, so it leads on a phone, where the footer stacks in reverse). */
  extraAction?: ReactNode;
}

/** The confirmation before deleting anything (or another step a slip must not take, like locking a colleague out): stays open, and cannot be confirmed twice, until the server answers. */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  pending,
  onConfirm,
  confirmLabel = "Excluir",
  pendingLabel = "Excluindo...",
  destructive = true,
  extraAction,
}: ConfirmDeleteDialogProps) {
  const handleConfirm = (event: MouseEvent) => {
    // Radix closes on the action's click; the caller closes it when the request is over.
    event.preventDefault();
    onConfirm();
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      {/* Three buttons need more than the usual width; the footer wraps rather than push the dialog sideways. */}
      <AlertDialogContent className={extraAction ? "sm:max-w-2xl" : undefined}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter className="sm:flex-wrap">
          <AlertDialogCancel disabled={pending}>Cancelar</AlertDialogCancel>
          <AlertDialogAction
            onClick={handleConfirm}
            disabled={pending}
            className={destructive ? buttonVariants({ variant: "destructive" }) : undefined}
          >
            {pending ? pendingLabel : confirmLabel}
          </AlertDialogAction>
          {extraAction}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
