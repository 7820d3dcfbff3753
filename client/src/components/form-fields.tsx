// The form fields every module writes the same way beside a line of text (text-fields.tsx): a longer text, a day, a
// yes/no, an amount in reais and a choice among options. Each is a react-hook-form field bound by `control` and `name`.
import type { ComponentProps } from "react";
import type { FieldValues } from "react-hook-form";
import { DateField, type DateFieldProps } from "@/components/date-field";
import { SelectOptionItems, type SelectOption } from "@/components/select-options";
import { FieldFrame, TextFrame, type FieldProps } from "@/components/text-fields";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import { inputText } from "@/lib/input-text";

/** Text over several lines (a description, a reason); `textareaProps` are the box's own (rows, placeholder...). */
export function TextAreaField<TValues extends FieldValues, TTransformed>({
  textareaProps,
  ...frame
}: FieldProps<TValues, TTransformed> & {
  textareaProps?: Omit<ComponentProps<"textarea">, "value" | "onChange" | "onBlur" | "name" | "ref">;
}) {
  return <TextFrame {...frame}>{(field) => <Textarea {...textareaProps} {...field} />}</TextFrame>;
}

/** A day, typed as dd/mm/aaaa or picked in the calendar; the form keeps "YYYY-MM-DD" ("" for none). */
export function DayField<TValues extends FieldValues, TTransformed>({
  dateProps,
  ...frame
}: FieldProps<TValues, TTransformed> & {
  /** The date field's own: its calendar's label, the earliest and latest day... */
  dateProps: Omit<DateFieldProps, "value" | "onChange" | "onBlur" | "name" | "ref">;
}) {
  return <TextFrame {...frame}>{(field) => <DateField {...dateProps} {...field} />}</TextFrame>;
}

/** A yes/no in a bordered row across the form, its consequence under the label; unset shows as on (a new record is active). */
export function SwitchField<TValues extends FieldValues, TTransformed>({
  control,
  name,
  label,
  description,
}: Omit<FieldProps<TValues, TTransformed>, "className">) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className="flex items-center justify-between gap-4 rounded-lg border p-3 sm:col-span-2">
          <div className="space-y-0.5">
            <FormLabel>{label}</FormLabel>
            <p className="text-sm text-muted-foreground">{description}</p>
          </div>
          <FormControl>
            <Switch checked={field.value !== false} onCheckedChange={field.onChange} onBlur={field.onBlur} />
          </FormControl>
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
  placeholder,
  options,
  disabled,
  required,
  onChosen,
  ...frame
}: FieldProps<TValues, TTransformed> & {
  placeholder: string;
  options: readonly SelectOption[];
  disabled?: boolean;
  /** Announced as required (the label carries the visible mark). */
  required?: boolean;
  /** After the clerk chooses (what depends on the choice follows it). */
  onChosen?: (value: string) => void;
}) {
  return (
    <FieldFrame {...frame}>
      {(field) => (
        <Select
          value={inputText(field.value)}
          onValueChange={(value) => {
            field.onChange(value);
            onChosen?.(value);
          }}
          disabled={disabled}
        >
          <FormControl>
            <SelectTrigger ref={field.ref} className="w-full" onBlur={field.onBlur} aria-required={required}>
              <SelectValue placeholder={placeholder} />
            </SelectTrigger>
          </FormControl>
          <SelectContent>
            <SelectOptionItems options={options} />
          </SelectContent>
        </Select>
      )}
    </FieldFrame>
  );
}
