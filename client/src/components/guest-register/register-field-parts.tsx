import type { ReactNode } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { GuestFormInput, InsertGuest } from "@shared/validators/guests";
import { TextField, type FieldProps, type TextInputProps } from "@/components/text-fields";
import { cn } from "@/lib/utils";

export type GuestForm = UseFormReturn<GuestFormInput, unknown, InsertGuest>;

/** A field the register needs at check-in: its label with the section's mark (the form saves without it). */
export function Needed({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <span aria-hidden="true" className="text-muted-foreground">
        *
      </span>
      <span className="sr-only">(exigido pela FNRH)</span>
    </>
  );
}

/** A line of the ficha: no autocomplete (the clerk types other people's data), at the top of its grid cell. */
export function RegisterTextField({
  className,
  inputProps,
  ...props
}: FieldProps<GuestFormInput, InsertGuest> & { inputProps?: TextInputProps; mask?: (typed: string) => string }) {
  return (
    <TextField
      {...props}
      className={cn("content-start", className)}
      inputProps={{ autoComplete: "off", ...inputProps }}
    />
  );
}
