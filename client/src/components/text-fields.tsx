// The line of text every module writes the same way, and the frame all the form's fields share (label, control, hint
// and the field's error under it), each a react-hook-form field bound by `control` and `name`. Apart from the other
// fields (form-fields.tsx), so a form of text alone (sign-up, password) loads no select or date picker.
import type { ComponentProps, ReactNode } from "react";
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from "react-hook-form";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { inputText } from "@/lib/input-text";

export interface FieldProps<TValues extends FieldValues, TTransformed> {
  control: Control<TValues, unknown, TTransformed>;
  name: FieldPath<TValues>;
  label: ReactNode;
  /** A hint under the control (and above the error). */
  description?: ReactNode;
  /** The FormItem's classes: its span in the form's grid. */
  className?: string;
}

/** An input's own attributes, beside what the form binds. */
export type TextInputProps = Omit<ComponentProps<"input">, "value" | "onChange" | "onBlur" | "name" | "ref">;

/** The frame every field here shares: the label, the control `children` draws for the field, the hint, the error. */
export function FieldFrame<TValues extends FieldValues, TTransformed>({
  control,
  name,
  label,
  description,
  className,
  children,
}: FieldProps<TValues, TTransformed> & { children: (field: ControllerRenderProps<TValues>) => ReactNode }) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          {children(field)}
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** What a text control is given: the field's handlers, name and ref, and its value as text ("" for none). */
type TextBinding<TValues extends FieldValues> = Omit<ControllerRenderProps<TValues>, "value"> & { value: string };

/** The frame of a field whose control holds text (an input, a text area, a date typed as text). */
export function TextFrame<TValues extends FieldValues, TTransformed>({
  children,
  ...frame
}: FieldProps<TValues, TTransformed> & { children: (field: TextBinding<TValues>) => ReactNode }) {
  return (
    <FieldFrame {...frame}>
      {(field) => <FormControl>{children({ ...field, value: inputText(field.value) })}</FormControl>}
    </FieldFrame>
  );
}

/**
 * A line of text. `inputProps` are the input's own (placeholder, maxLength, inputMode, autoComplete...); `mask`
 * rewrites what is typed as it is typed (a phone's or a document's punctuation).
 */
export function TextField<TValues extends FieldValues, TTransformed>({
  inputProps,
  mask,
  ...frame
}: FieldProps<TValues, TTransformed> & { inputProps?: TextInputProps; mask?: (typed: string) => string }) {
  return (
    <TextFrame {...frame}>
      {({ onChange, ...field }) => (
        <Input {...inputProps} onChange={mask ? (event) => onChange(mask(event.target.value)) : onChange} {...field} />
      )}
    </TextFrame>
  );
}
