// How each section of Configurações > Tarifário saves: one write under /api/rates, said in a toast, and the form's
// texts read into the API's price sets.
import type { RateView, TarifarioView } from "@shared/api/rates";
import type { RoomType } from "@shared/enums";
import type { PriceSet } from "@shared/validators/rates";
import { serverReason } from "@/lib/api";
import { notifyError, notifySuccess } from "@/lib/notify";
import type { useRatesWrite } from "../api/use-tarifario";
import { PriceTextError, priceSetOf, priceSetText, type PriceSetText } from "./price-text";

export type Sizes = Partial<Record<RoomType, number>>;
export type Write = ReturnType<typeof useRatesWrite>;
/** The select's value for "no cancellation policy". */
export const NONE = "none";

/** What every section of the tarifário is given; the price sections also get the room types' sizes. */
export interface SectionProps {
  view: TarifarioView;
  canEdit: boolean;
  write: Write;
}
export type PricedSectionProps = SectionProps & { sizes: Sizes };

/** Saves, then says so; a price typed wrong or the server's refusal is shown, never thrown. */
export async function save(
  write: Write,
  method: "PUT" | "POST" | "DELETE",
  path: string,
  body: () => unknown,
  done: string,
) {
  let payload: unknown;
  try {
    payload = body();
  } catch (error) {
    if (error instanceof PriceTextError) return notifyError(error, "Preço inválido", error.message);
    throw error;
  }
  try {
    await write.mutateAsync({ method, path, body: payload });
    notifySuccess(done);
    return true;
  } catch (error) {
    notifyError(error, "Não foi possível salvar", serverReason(error));
    return false;
  }
}

export const pricesOf = (texts: Partial<Record<RoomType, PriceSetText>>, fields: ReadonlyArray<keyof PriceSetText>) =>
  Object.fromEntries(Object.entries(texts).map(([type, text]) => [type, priceSetOf(text, fields)])) as Record<
    RoomType,
    PriceSet
  >;
export const textsOf = (rate: RateView | null | undefined, sizes: Sizes) =>
  Object.fromEntries(
    Object.entries(sizes).map(([type, size]) => [type, priceSetText(rate?.prices[type as RoomType], size)]),
  ) as Partial<Record<RoomType, PriceSetText>>;
export const numberOrNull = (text: string) => (text.trim() === "" ? null : Number(text));

/** The owner's Excluir of a saved row (its path and the toast that says it is gone); the staff have none. */
export function deleter<T>(canEdit: boolean, write: Write, what: (item: T) => [path: string, done: string]) {
  if (!canEdit) return undefined;
  return (item: T) => {
    const [path, done] = what(item);
    void save(write, "DELETE", path, () => undefined, done);
  };
}

/** A form's fields as the boxes take them: `field(key)` is the key's value and the change that writes it back. */
export function fieldsOf<F extends object>(form: F, setForm: (form: F) => void) {
  return <K extends keyof F>(key: K) => ({
    value: form[key],
    onChange: (value: F[K]) => setForm({ ...form, [key]: value }),
  });
}

/** The fields of row `i` of a list the form holds (a policy's band, a length-of-stay discount). */
export function rowFieldsOf<R extends object>(rows: R[], setRows: (rows: R[]) => void, i: number) {
  return fieldsOf(rows[i]!, (row) => setRows(rows.map((r, j) => (j === i ? row : r))));
}
