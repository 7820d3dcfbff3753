// How every list read is paged, searched and sorted (docs/product.md §12.1): the same query parameters for
// guests, reservations, payments, lançamentos, products and the audit log. Without `limit` a list keeps its
// original meaning (the whole list); with it, one page at a time, the next one asked for with `cursor`.
import { z } from "zod";
import { emptyToNull, numberInput } from "./fields";

/** The largest page a list serves. */
const MAX_PAGE_SIZE = 100;
/** The page size when a list is asked for a search, a filter or a cursor without a `limit`. */
export const DEFAULT_PAGE_SIZE = 50;

const pageSizeSchema = numberInput(
  z
    .number({ error: `Tamanho de página inválido: use de 1 a ${MAX_PAGE_SIZE}` })
    .int(`Tamanho de página inválido: use de 1 a ${MAX_PAGE_SIZE}`)
    .min(1, `Tamanho de página inválido: use de 1 a ${MAX_PAGE_SIZE}`)
    .max(MAX_PAGE_SIZE, `Tamanho de página inválido: use de 1 a ${MAX_PAGE_SIZE}`),
);

/** What a clerk typed in a search box: trimmed, at most 100 characters; empty means no search. */
const searchTermSchema = z.preprocess(
  (value) => emptyToNull(value) ?? undefined,
  z.string({ error: "Busca inválida" }).trim().max(100, "Busca muito longa (máximo de 100 caracteres)").optional(),
);

/** The paging part of a list's query string; each list adds its own filters and sort fields to it. */
export const pageQuerySchema = z.object({
  limit: pageSizeSchema.optional(),
  /** Opaque: the X-Next-Cursor the previous page answered. */
  cursor: z
    .string({ error: "Página inválida: recarregue a lista" })
    .max(2000, "Página inválida: recarregue a lista")
    .optional(),
  search: searchTermSchema,
  /** `false`: no X-Total-Count (a typeahead shows no count, and a broad search's count costs more than its page). */
  total: z.enum(["true", "false"], { error: "Contagem inválida: use total=true ou total=false" }).optional(),
});

export type PageQuery = z.output<typeof pageQuerySchema>;

/** A list's sort: one of its fields, ascending or descending. */
export const sortSchema = <const F extends readonly [string, ...string[]]>(fields: F) =>
  z.object({
    sort: z.enum(fields, { error: `Ordenação inválida: use ${fields.join(", ")}` }).optional(),
    dir: z.enum(["asc", "desc"], { error: "Direção inválida: use asc ou desc" }).optional(),
  });
