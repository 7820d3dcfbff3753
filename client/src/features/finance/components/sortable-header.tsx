import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import type { LancamentoSort, SortField } from "../lib/lancamento-sort";

interface SortableHeaderProps {
  field: SortField;
  label: string;
  sort: LancamentoSort;
  onSort: (field: SortField) => void;
  className?: string;
}

/** A clickable column header: an arrow marks the active column and its direction (docs/product.md §5.9). */
export function SortableHeader({ field, label, sort, onSort, className }: SortableHeaderProps) {
  const active = sort.field === field;
  const Icon = !active ? ArrowUpDown : sort.direction === "desc" ? ArrowDown : ArrowUp;
  return (
    <button
      type="button"
      onClick={() => onSort(field)}
      data-sort={active ? sort.direction : undefined}
      className={`-mx-2 inline-flex items-center gap-1 rounded-md px-2 py-1 font-medium outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 ${active ? "text-foreground" : ""} ${className ?? ""}`}
    >
      {label}
      <Icon className={active ? "size-4 text-primary" : "size-3.5 opacity-50"} aria-hidden="true" />
      {active && <span className="sr-only">{sort.direction === "desc" ? ", decrescente" : ", crescente"}</span>}
    </button>
  );
}
