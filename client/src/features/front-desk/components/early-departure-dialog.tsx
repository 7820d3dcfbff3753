import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";

interface EarlyDepartureDialogProps {
  open: boolean;
  /** The booked check-out date. */
  until: string | undefined;
  onCancel: () => void;
  /** true: end the stay today (the nights left are freed and leave the bill); false: keep the dates. */
  onChoose: (shortenStay: boolean) => void;
}

/** A guest leaving before the booked day (docs/product.md §8.2): end the stay today, or keep the booked dates. */
export function EarlyDepartureDialog({ open, until, onCancel, onChoose }: EarlyDepartureDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !next && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Saída antes da data prevista</AlertDialogTitle>
          <AlertDialogDescription>
            A estadia vai até {until ? formatDate(until) : "—"}. Encerrando a estadia hoje, o quarto fica livre nas
            noites seguintes e essas noites saem da conta.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancelar</AlertDialogCancel>
          <Button type="button" variant="outline" onClick={() => onChoose(false)}>
            Manter as datas
          </Button>
          {/* Last: it leads on a phone, where the footer stacks in reverse. */}
          <Button type="button" onClick={() => onChoose(true)}>
            Encerrar estadia hoje
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
