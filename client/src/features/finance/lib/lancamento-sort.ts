import { LANCAMENTO_SORT_FIELDS } from "@shared/validators/finance";

export type SortField = (typeof LANCAMENTO_SORT_FIELDS)[number];
type SortDirection = "asc" | "desc";
export interface LancamentoSort {
  field: SortField;
  direction: SortDirection;
}

/** Newest first, as the table opens. */
export const DEFAULT_SORT: LancamentoSort = { field: "data", direction: "desc" };

/** docs/product.md §5.9: a first click on a column sorts it descending; a second click on the same column toggles. */
export function nextSort(current: LancamentoSort, clicked: SortField): LancamentoSort {
  if (current.field !== clicked) return { field: clicked, direction: "desc" };
  return { field: clicked, direction: current.direction === "desc" ? "asc" : "desc" };
}

/** The sort as the URL keeps it ("valor-asc"); anything else is the default. */
export function parseSort(param: string): LancamentoSort {
  const [field, direction] = param.split("-");
  const isField = (LANCAMENTO_SORT_FIELDS as readonly string[]).includes(field);
  return isField && (direction === "asc" || direction === "desc")
    ? { field: field as SortField, direction }
    : DEFAULT_SORT;
}

export const sortParam = (sort: LancamentoSort) =>
  sort.field === DEFAULT_SORT.field && sort.direction === DEFAULT_SORT.direction
    ? ""
    : `${sort.field}-${sort.direction}`;
