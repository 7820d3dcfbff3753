import type { FormEvent, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { cn } from "@/lib/utils";

const WIDTHS = {
  md: "sm:max-w-lg",
  lg: "sm:max-w-2xl",
  xl: "sm:max-w-4xl",
} as const;

export interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** One line under the title; also what screen readers announce with it. */
  description: ReactNode;
  /** The <form>'s submit, e.g. form.handleSubmit(save) of react-hook-form (wrap the dialog in its <Form>). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** 'Criar Hóspede', 'Atualizar Reserva'... */
  submitLabel: string;
  /** While saving: the submit shows pendingLabel ('Salvando...', 'Criando...', 'Atualizando...') and is disabled,
   * Cancelar is disabled, and neither Escape, a click outside nor the X closes the dialog. */
  pending: boolean;
  pendingLabel?: string;
  /** The submit is unavailable for another reason (a document still uploading, a guest form open inside). */
  submitDisabled?: boolean;
  /** Beside the buttons, at the footer's start (e.g. a delete of the record being edited). */
  footerStart?: ReactNode;
  size?: keyof typeof WIDTHS;
  /** Whether the first field takes the focus on opening; an edit opened on a phone may prefer not to pop the
   * keyboard over what it shows. */
  autoFocus?: boolean;
  bodyClassName?: string;
  /** The fields. */
  children: ReactNode;
}

/**
 * Every create/edit dialog: the title, the fields in a body that scrolls, and the footer (Cancelar + submit) pinned
 * under it, so saving never needs a scroll, not even on a phone.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  submitLabel,
  pending,
  pendingLabel = "Salvando...",
  submitDisabled = false,
  footerStart,
  size = "md",
  autoFocus = true,
  bodyClassName,
  children,
}: FormDialogProps) {
  const close = () => onOpenChange(false);
  const keepOpenWhileSaving = (event: Event) => {
    if (pending) event.preventDefault();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : !pending && close())}>
      <DialogContent
        className={cn(
          "flex max-h-[90dvh] flex-col gap-0 overflow-hidden p-0",
          // On a phone the dialog hangs from the top and leaves the bottom to the toasts (components/ui/toaster.tsx),
          // which then cover none of its buttons.
          "max-sm:top-4 max-sm:max-h-[calc(100dvh-8.5rem)] max-sm:translate-y-0",
          WIDTHS[size],
        )}
        closeDisabled={pending}
        onEscapeKeyDown={keepOpenWhileSaving}
        onInteractOutside={keepOpenWhileSaving}
        onOpenAutoFocus={autoFocus ? undefined : (event) => event.preventDefault()}
        aria-busy={pending}
      >
        <DialogHeader className="shrink-0 px-6 pt-6 pb-4">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
          <div
            data-slot="form-dialog-body"
            // pt-1: the first field's focus ring is not cut by the scrolling edge.
            className={cn("min-h-0 min-w-0 flex-1 space-y-6 overflow-y-auto px-6 pt-1 pb-6", bodyClassName)}
          >
            {children}
          </div>
          <div
            data-slot="form-dialog-footer"
            className="flex shrink-0 flex-wrap items-center justify-end gap-2 border-t bg-background px-6 py-4"
          >
            {footerStart && <div className="mr-auto">{footerStart}</div>}
            <Button type="button" variant="outline" onClick={close} disabled={pending} className="flex-1 sm:flex-none">
              Cancelar
            </Button>
            <Button type="submit" disabled={pending || submitDisabled} className="flex-1 sm:flex-none">
              {pending ? pendingLabel : submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
