// The register's country and city as form fields: a searchable picker bound to the form like any other field.
import type { ReactNode } from "react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { FieldFrame } from "@/components/text-fields";
import { FormControl } from "@/components/ui/form";
import { inputText } from "@/lib/input-text";
import { loadCountries, loadMunicipalities } from "./place-lists";
import type { PlaceOption } from "./places";
import { PlacePicker } from "./place-picker";

const LISTS = {
  /** A country, stored as its ISO 3166-1 alpha-2 code; Brasil heads the list. */
  country: {
    load: loadCountries,
    placeholder: "Selecione o país",
    searchLabel: "Buscar país",
    searchPlaceholder: "Digite o nome do país",
    loadingLabel: "Carregando países...",
  },
  /** A municipality of Brazil, stored as its 7-digit IBGE code and shown as 'Cidade - UF'. */
  city: {
    load: loadMunicipalities,
    placeholder: "Selecione a cidade",
    searchLabel: "Buscar cidade",
    searchPlaceholder: "Digite o nome da cidade",
    loadingLabel: "Carregando cidades...",
  },
} as const;

interface PlaceFieldProps<TValues extends FieldValues, TTransformed> {
  control: Control<TValues, unknown, TTransformed>;
  name: FieldPath<TValues>;
  label: ReactNode;
  list: keyof typeof LISTS;
  className?: string;
  /** After a pick (the city fills its UF). */
  onPicked?: (option: PlaceOption | null) => void;
}

/** A country or a city of the register, picked from its list by name. */
export function PlaceField<TValues extends FieldValues, TTransformed>({
  list,
  onPicked,
  ...frame
}: PlaceFieldProps<TValues, TTransformed>) {
  return (
    <FieldFrame {...frame}>
      {(field) => (
        <FormControl>
          <PlacePicker
            {...LISTS[list]}
            ref={field.ref}
            onBlur={field.onBlur}
            value={inputText(field.value)}
            onChange={(code, option) => {
              field.onChange(code);
              onPicked?.(option);
            }}
          />
        </FormControl>
      )}
    </FieldFrame>
  );
}
