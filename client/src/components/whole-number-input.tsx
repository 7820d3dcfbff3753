import type { ComponentProps } from "react";
import { Input } from "@/components/ui/input";

type WholeNumberInputProps = Omit<ComponentProps<"input">, "value" | "onChange" | "type"> & {
  value: unknown;
  onChange: (value: number) => void;
};

/** A whole number of a settings form (days, months, years): the form keeps a number, NaN while the box is empty. */
export function WholeNumberInput({ value, onChange, ...props }: WholeNumberInputProps) {
  return (
    <Input
      type="number"
      inputMode="numeric"
      {...props}
      value={typeof value === "number" && Number.isFinite(value) ? value : ""}
      onChange={(event) => onChange(event.target.valueAsNumber)}
    />
  );
}
