import type { Control } from "react-hook-form";
import { maskPhone } from "@shared/identity";
import type { GuestFormInput, InsertGuest } from "@shared/validators/guests";
import { DayField, TextAreaField } from "@/components/form-fields";
import { TextField, type TextInputProps } from "@/components/text-fields";
import { todayAtPousada } from "@/lib/calendar-date";
import { cn } from "@/lib/utils";
import { maskCpf } from "@/lib/cpf-mask";

type GuestControl = Control<GuestFormInput, unknown, InsertGuest>;
type GuestTextName = Exclude<keyof GuestFormInput, "documentPhotoUrl" | "tags" | "notes">;

interface GuestTextFieldProps {
  control: GuestControl;
  name: GuestTextName;
  label: string;
  className?: string;
  /** Rewrites the text as typed (the phone and CPF masks). */
  mask?: (value: string) => string;
  inputProps?: TextInputProps;
}

/** A line of the register: no autocomplete (the clerk types other people's data), at the top of its grid cell. */
function GuestTextField({ className, inputProps, ...props }: GuestTextFieldProps) {
  return (
    // content-start: an error under the neighbouring field must not push this input down.
    <TextField
      {...props}
      className={cn("content-start", className)}
      inputProps={{ autoComplete: "off", ...inputProps }}
    />
  );
}

/** `phoneOptional`: a guest who never gave a celular (a companion), whose edit does not ask for one. */
export function GuestFormFields({
  control,
  phoneOptional = false,
}: {
  control: GuestControl;
  phoneOptional?: boolean;
}) {
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
        label={phoneOptional ? "Celular" : "Celular *"}
        mask={maskPhone}
        inputProps={{
          type: "tel",
          inputMode: "tel",
          maxLength: 15,
          placeholder: "(11) 99999-9999",
          "aria-required": !phoneOptional,
        }}
      />
      <GuestTextField
        control={control}
        name="cpf"
        label="CPF"
        mask={maskCpf}
        inputProps={{ inputMode: "numeric", maxLength: 14, placeholder: "000.000.000-00" }}
      />
      <DayField
        control={control}
        name="birthDate"
        label="Data de Nascimento"
        className="content-start"
        dateProps={{
          min: "1900-01-01",
          max: todayAtPousada(),
          yearDropdown: true,
          showToday: false,
          calendarLabel: "Abrir calendário do nascimento",
        }}
      />
      <GuestTextField
        control={control}
        name="address"
        label="Endereço"
        className="sm:col-span-2"
        inputProps={{ placeholder: "Rua, número, bairro, cidade - UF" }}
      />
      <TextAreaField
        control={control}
        name="notes"
        label="Observações"
        className="sm:col-span-2"
        textareaProps={{ rows: 3, placeholder: "Preferências, alergias, pedidos especiais..." }}
      />
    </div>
  );
}
