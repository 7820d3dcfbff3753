// A paged list answers a JSON array, as every list does; what is beside it travels in headers, so an answer with and
// without paging has the same body shape (docs/product.md §12.1).

/** The number of rows the whole list has with the same search and filters (sent with the first page). */
export const TOTAL_COUNT_HEADER = "X-Total-Count";
/** Present when there is a next page: send it back as `cursor`. */
export const NEXT_CURSOR_HEADER = "X-Next-Cursor";

/** One page of a list, as the client's hooks return it. */
export interface Page<T> {
  rows: T[];
  /** Only the first page carries it; later pages keep the first one's. */
  total?: number;
  nextCursor?: string;
}
