// The form fields every module writes the same way: a line of text, an amount in reais and a choice among options.
// Each is a react-hook-form field (label, control, hint and the field's error under it) bound by `control` and `name`.
import type { ComponentProps, ReactNode } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { SelectOptionItems, type SelectOption } from "@/components/select-options";
import { Select, SelectContent, SelectTrigger, SelectValue } from "@/components/ui/select";
import { inputText } from "@/lib/input-text";

interface FieldProps<TValues extends FieldValues, TTransformed> {
  control: Control<TValues, unknown, TTransformed>;
  name: FieldPath<TValues>;
  label: ReactNode;
  /** A hint under the control (and above the error). */
  description?: ReactNode;
  /** The FormItem's classes: its span in the form's grid. */
  className?: string;
}

/**
 * A line of text. `inputProps` are the input's own (placeholder, maxLength, inputMode, autoComplete...); `mask`
 * rewrites what is typed as it is typed (a phone's or a document's punctuation).
 */
export function TextField<TValues extends FieldValues, TTransformed>({
  control,
  name,
  label,
  description,
  className,
  inputProps,
  mask,
}: FieldProps<TValues, TTransformed> & {
  inputProps?: Omit<ComponentProps<"input">, "value" | "onChange" | "onBlur" | "name" | "ref">;
  mask?: (typed: string) => string;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field: { value, onChange, ...field } }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input
              {...inputProps}
              value={inputText(value)}
              onChange={mask ? (event) => onChange(mask(event.target.value)) : onChange}
              {...field}
            />
          </FormControl>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/**
 * An amount in reais as the clerk types it ("150,00", "1.234,5"), with "R$" inside the box; the form keeps the text
 * and the shared schema reads it into centavos.
 */
export function MoneyField<TValues extends FieldValues, TTransformed>({
  control,
  name,
  label,
  description,
  className,
  placeholder = "0,00",
}: FieldProps<TValues, TTransformed> & { placeholder?: string }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field: { value, ...field } }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <div className="relative">
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground"
            >
              R$
            </span>
            <FormControl>
              <Input
                inputMode="decimal"
                placeholder={placeholder}
                autoComplete="off"
                className="pl-10"
                value={inputText(value)}
                {...field}
              />
            </FormControl>
          </div>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** One of `options`, chosen in a select; `placeholder` shows while none is (or while they load). */
export function SelectField<TValues extends FieldValues, TTransformed>({
  control,
  name,
  label,
  description,
  className,
  placeholder,
  options,
  disabled,
  required,
}: FieldProps<TValues, TTransformed> & {
  placeholder: string;
  options: readonly SelectOption[];
  disabled?: boolean;
  /** Announced as required (the label carries the visible mark). */
  required?: boolean;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <Select value={inputText(field.value)} onValueChange={field.onChange} disabled={disabled}>
            <FormControl>
              <SelectTrigger ref={field.ref} className="w-full" onBlur={field.onBlur} aria-required={required}>
                <SelectValue placeholder={placeholder} />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              <SelectOptionItems options={options} />
            </SelectContent>
          </Select>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
