import { useWatch, type UseFormReturn } from "react-hook-form";
import type { InsertReservation, ReservationFormInput } from "@shared/validators/reservations";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { inputText } from "@/lib/input-text";

type ReservationForm = UseFormReturn<ReservationFormInput, unknown, InsertReservation>;

/** A whole number typed in a count field, or null while it is not one. */
const countOf = (value: unknown) => {
  const n = typeof value === "number" ? value : Number(inputText(value));
  return inputText(value).trim() !== "" && Number.isInteger(n) ? n : null;
};

/** Adultos and Crianças; the number of guests is their sum, kept in the form as they change (docs/product.md §7.5). */
export function GuestCountFields({ form }: { form: ReservationForm }) {
  const { control, setValue, getValues } = form;
  const [adults, children] = useWatch({ control, name: ["adults", "children"] });
  const total = countOf(adults) !== null && countOf(children) !== null ? countOf(adults)! + countOf(children)! : null;

  const follow = (name: "adults" | "children", value: string) => {
    const other = countOf(getValues(name === "adults" ? "children" : "adults"));
    const typed = countOf(value);
    if (typed !== null && other !== null) setValue("numberOfGuests", typed + other);
  };

  return (
    <div className="grid grid-cols-2 content-start gap-3">
      {(["adults", "children"] as const).map((name) => (
        <FormField
          key={name}
          control={control}
          name={name}
          render={({ field }) => (
            <FormItem className="content-start">
              <FormLabel>{name === "adults" ? "Adultos" : "Crianças"}</FormLabel>
              <FormControl>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={name === "adults" ? 1 : 0}
                  max={50}
                  step={1}
                  {...field}
                  value={inputText(field.value)}
                  onChange={(event) => {
                    field.onChange(event.target.value);
                    follow(name, event.target.value);
                  }}
                />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      ))}
      <p className="col-span-2 text-sm text-muted-foreground" data-testid="guest-count-total">
        {total !== null && total > 0 ? `Total de hóspedes: ${total}` : "Informe adultos e crianças"}
      </p>
    </div>
  );
}
