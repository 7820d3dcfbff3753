import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";

interface ListResultCountProps {
  /** Rows with the list's search and filters, as the server counted them; undefined while unknown. */
  total: number | undefined;
  /** A new search or filter is on its way: the count shown is the previous one's. */
  updating?: boolean;
  className?: string;
}

const count = new Intl.NumberFormat("pt-BR");

/** 'N resultados' under a list's search box: how many rows the search and filters found, not how many are loaded. */
export function ListResultCount({ total, updating = false, className }: ListResultCountProps) {
  return (
    <div className={cn("flex min-h-5 items-center gap-2 text-sm text-muted-foreground", className)}>
      {total !== undefined && (
        <p aria-live="polite" className={cn("tabular-nums", updating && "opacity-60")} data-testid="list-result-count">
          {total === 1 ? "1 resultado" : `${count.format(total)} resultados`}
        </p>
      )}
      {updating && <Spinner size="sm" label="Buscando..." />}
    </div>
  );
}
