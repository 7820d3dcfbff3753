import type { Control } from "react-hook-form";
import { maskPhone } from "@shared/identity";
import type { GuestFormInput, InsertGuest } from "@shared/validators/guests";
import { DateField } from "@/components/date-field";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { todayAtPousada } from "@/lib/calendar-date";
import { cn } from "@/lib/utils";
import { maskCpf } from "@/lib/cpf-mask";
import { toInputValue } from "../lib/guest-form-values";

type GuestControl = Control<GuestFormInput, unknown, InsertGuest>;
type TextField = Exclude<keyof GuestFormInput, "documentPhotoUrl" | "tags" | "notes">;

interface TextFieldProps {
  control: GuestControl;
  name: TextField;
  label: string;
  className?: string;
  /** Rewrites the text as typed (the phone and CPF masks). */
  mask?: (value: string) => string;
  inputProps?: React.ComponentProps<"input">;
}

function GuestTextField({ control, name, label, className, mask, inputProps }: TextFieldProps) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        // content-start: an error under the neighbouring field must not push this input down.
        <FormItem className={cn("content-start", className)}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input
              autoComplete="off"
              {...inputProps}
              {...field}
              value={toInputValue(field.value)}
              onChange={(event) => field.onChange(mask ? mask(event.target.value) : event.target.value)}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

export function GuestFormFields({ control }: { control: GuestControl }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <GuestTextField control={control} name="firstName" label="Nome" inputProps={{ "aria-required": true }} />
      <GuestTextField control={control} name="lastName" label="Sobrenome" inputProps={{ "aria-required": true }} />
      <GuestTextField
        control={control}
        name="email"
        label="Email"
        inputProps={{ type: "email", inputMode: "email", placeholder: "hospede@email.com" }}
      />
      <GuestTextField
        control={control}
        name="phone"
        label="Celular *"
        mask={maskPhone}
        inputProps={{
          type: "tel",
          inputMode: "tel",
          maxLength: 15,
          placeholder: "(11) 99999-9999",
          "aria-required": true,
        }}
      />
      <GuestTextField
        control={control}
        name="cpf"
        label="CPF"
        mask={maskCpf}
        inputProps={{ inputMode: "numeric", maxLength: 14, placeholder: "000.000.000-00" }}
      />
      <FormField
        control={control}
        name="birthDate"
        render={({ field }) => (
          <FormItem className="content-start">
            <FormLabel>Data de Nascimento</FormLabel>
            <FormControl>
              <DateField
                {...field}
                value={toInputValue(field.value)}
                min="1900-01-01"
                max={todayAtPousada()}
                yearDropdown
                showToday={false}
                calendarLabel="Abrir calendário do nascimento"
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <GuestTextField
        control={control}
        name="address"
        label="Endereço"
        className="sm:col-span-2"
        inputProps={{ placeholder: "Rua, número, bairro, cidade - UF" }}
      />
      <FormField
        control={control}
        name="notes"
        render={({ field: { value, ...field } }) => (
          <FormItem className="sm:col-span-2">
            <FormLabel>Observações</FormLabel>
            <FormControl>
              <Textarea
                rows={3}
                placeholder="Preferências, alergias, pedidos especiais..."
                value={toInputValue(value)}
                {...field}
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
    </div>
  );
}
