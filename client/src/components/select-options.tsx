import type { ReactNode } from "react";
import { SelectItem } from "@/components/ui/select";

export interface SelectOption {
  value: string;
  label: ReactNode;
}

/** A select's list: one item per option, in order. */
export function SelectOptionItems({ options }: { options: readonly SelectOption[] }) {
  return options.map((option) => (
    <SelectItem key={option.value} value={option.value}>
      {option.label}
    </SelectItem>
  ));
}
