import { useEffect } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import type { InsertReservation, ReservationFormInput } from "@shared/validators/reservations";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { inputText } from "@/lib/input-text";

type ReservationForm = UseFormReturn<ReservationFormInput, unknown, InsertReservation>;

/** The number of children typed, 0 while it is not a whole number. */
const childCount = (value: unknown) => {
  const n = Number(inputText(value));
  return inputText(value).trim() !== "" && Number.isInteger(n) && n > 0 ? Math.min(n, 49) : 0;
};

/** One age (0-17) per child, or null while any is missing or not an age: the quote waits for them all. */
export function agesOf(children: unknown, ages: unknown): number[] | null {
  const count = childCount(children);
  const list = Array.isArray(ages) ? ages : [];
  const parsed = Array.from({ length: count }, (_, i) => {
    const text = inputText(list[i]).trim();
    const age = Number(text);
    return /^\d{1,2}$/.test(text) && age <= 17 ? age : null;
  });
  return parsed.every((age) => age !== null) ? (parsed as number[]) : null;
}

/** 'Idade da criança 1', 2...: one field per child (the tarifário prices children by age band, docs/product.md §15). */
export function ChildrenAgesFields({ form }: { form: ReservationForm }) {
  const { control, setValue, getValues, formState } = form;
  const children = useWatch({ control, name: "children" });
  const ages = useWatch({ control, name: "childrenAges" });
  const count = childCount(children);
  const list = Array.isArray(ages) ? ages : [];

  // As many fields as children: a child added gets an empty age, one removed takes theirs away.
  useEffect(() => {
    const current = getValues("childrenAges");
    const now = Array.isArray(current) ? current : [];
    if (now.length !== count) {
      setValue(
        "childrenAges",
        Array.from({ length: count }, (_, i) => now[i] ?? ""),
      );
    }
  }, [count, getValues, setValue]);

  if (count === 0) return null;
  const error = formState.errors.childrenAges;
  const message = error?.message ?? (Array.isArray(error) ? error.find((e) => e?.message)?.message : undefined);
  return (
    <fieldset className="grid content-start gap-2">
      <legend className="text-sm font-medium">Idade das crianças</legend>
      <div className="flex flex-wrap gap-2">
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className="grid w-24 gap-1">
            <Label htmlFor={`child-age-${i}`} className="text-xs text-muted-foreground">
              Criança {i + 1}
            </Label>
            <Input
              id={`child-age-${i}`}
              inputMode="numeric"
              autoComplete="off"
              placeholder="anos"
              aria-label={`Idade da criança ${i + 1}`}
              value={inputText(list[i])}
              onChange={(event) => {
                const next = Array.from({ length: count }, (_, j) => list[j] ?? "");
                next[i] = event.target.value;
                setValue("childrenAges", next, { shouldValidate: formState.isSubmitted });
              }}
            />
          </div>
        ))}
      </div>
      {message && <p className="text-sm text-destructive">{String(message)}</p>}
    </fieldset>
  );
}
