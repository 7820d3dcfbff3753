import { useId, useState } from "react";
import { useFormState, useWatch } from "react-hook-form";
import { ChevronDown } from "lucide-react";
import { FNRH_DOCUMENT_TYPES, FNRH_GENDERS } from "@shared/fnrh";
import { missingGuestFields } from "@shared/fnrh-completeness";
import { FNRH_DOCUMENT_TYPE_LABELS, FNRH_GENDER_LABELS } from "@shared/fnrh-labels";
import { SelectField } from "@/components/form-fields";
import { Badge } from "@/components/ui/badge";
import { maskCpf } from "@/lib/cpf-mask";
import { maskPassport } from "@/lib/document-mask";
import { inputText } from "@/lib/input-text";
import { cn } from "@/lib/utils";
import { BrazilAddressFields } from "./brazil-address-fields";
import { PlaceField } from "./place-fields";
import { Needed, RegisterTextField, type GuestForm } from "./register-field-parts";
import { EMPTY_REGISTER_FORM, livesInBrazil, type RegisterFormValues } from "./register-values";

const REGISTER_KEYS = Object.keys(EMPTY_REGISTER_FORM) as (keyof RegisterFormValues)[];
const WATCHED = [...REGISTER_KEYS, "birthDate"] as const;

const documentMask = (type: string) => (type === "CPF" ? maskCpf : type === "PASSAPORTE" ? maskPassport : undefined);

/**
 * 'Ficha de hóspede (FNRH)': what the government register asks of the guest (docs/product.md §19), folded under a
 * line that says what is still missing, so a walk-in is saved without it and completed later. Opens by itself when
 * one of its fields is refused. Race and disability are not here: only the check-in's ficha asks them.
 */
export function GuestRegisterSection({ form }: { form: GuestForm }) {
  const id = useId();
  const { control, getValues, setValue } = form;
  const [open, setOpen] = useState(false);
  const watched = useWatch({ control, name: [...WATCHED] });
  const values = Object.fromEntries(WATCHED.map((key, i) => [key, inputText(watched[i]) || null])) as Record<
    (typeof WATCHED)[number],
    string | null
  >;
  const { errors } = useFormState({ control, name: REGISTER_KEYS });
  const showing = open || REGISTER_KEYS.some((key) => errors[key]);
  const missing = missingGuestFields(values);
  const documentType = inputText(values.documentType);

  // A CPF typed above is this document's number too when the clerk chooses CPF; the number follows its type's mask.
  const onDocumentType = (type: string) => {
    const typed = inputText(getValues("documentNumber"));
    const number = type === "CPF" && !typed ? inputText(getValues("cpf")) : typed;
    setValue("documentNumber", documentMask(type)?.(number) ?? number, { shouldDirty: true });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-lg border">
      <button
        type="button"
        aria-expanded={showing}
        aria-controls={`${id}-fields`}
        onClick={() => setOpen(!showing)}
        className="flex w-full items-start justify-between gap-3 rounded-lg p-3 text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <span className="min-w-0 space-y-1">
          <span className="flex flex-wrap items-center gap-2">
            <span id={`${id}-title`} className="font-medium">
              Ficha de hóspede (FNRH)
            </span>
            <Badge variant={missing.length ? "outline" : "secondary"}>
              {missing.length ? "Incompleta" : "Completa"}
            </Badge>
          </span>
          <span className="block text-sm text-muted-foreground">
            {missing.length ? `Falta: ${missing.join(", ")}.` : "Nada falta para o registro do check-in."}
          </span>
        </span>
        <ChevronDown
          className={cn("mt-1 size-4 shrink-0 transition-transform", showing && "rotate-180")}
          aria-hidden="true"
        />
      </button>
      {showing && (
        <div id={`${id}-fields`} className="grid grid-cols-1 gap-4 border-t p-3 sm:grid-cols-2">
          <p className="text-sm text-muted-foreground sm:col-span-2">
            Os campos com * são exigidos pela FNRH no check-in; o hóspede pode ser salvo sem eles.
          </p>
          <PlaceField control={control} name="nationality" label={<Needed>Nacionalidade</Needed>} list="country" />
          <PlaceField
            control={control}
            name="residenceCountry"
            label={<Needed>País de residência</Needed>}
            list="country"
          />
          <SelectField
            control={control}
            name="documentType"
            label={<Needed>Tipo de documento</Needed>}
            className="content-start"
            placeholder="Selecione o documento"
            options={FNRH_DOCUMENT_TYPES.map((value) => ({ value, label: FNRH_DOCUMENT_TYPE_LABELS[value] }))}
            onChosen={onDocumentType}
          />
          <RegisterTextField
            control={control}
            name="documentNumber"
            label={<Needed>Número do documento</Needed>}
            mask={documentMask(documentType)}
            inputProps={
              documentType === "CPF"
                ? { inputMode: "numeric", maxLength: 14, placeholder: "000.000.000-00" }
                : { maxLength: 20, placeholder: documentType ? "Letras e números" : "Escolha o tipo primeiro" }
            }
          />
          <SelectField
            control={control}
            name="gender"
            label={<Needed>Gênero</Needed>}
            className="content-start"
            placeholder="Selecione o gênero"
            options={FNRH_GENDERS.map((value) => ({ value, label: FNRH_GENDER_LABELS[value] }))}
          />
          {values.gender === "OUTRO" && (
            <RegisterTextField
              control={control}
              name="genderDescription"
              label={<Needed>Descrição do gênero</Needed>}
              inputProps={{ maxLength: 100 }}
            />
          )}
          <RegisterTextField
            control={control}
            name="socialName"
            label="Nome social"
            inputProps={{ maxLength: 200, placeholder: "Se o hóspede usa um" }}
          />
          {livesInBrazil(values.residenceCountry) ? (
            <BrazilAddressFields form={form} />
          ) : (
            <p className="text-sm text-muted-foreground sm:col-span-2">
              Residente no exterior: a FNRH não pede endereço no Brasil.
            </p>
          )}
        </div>
      )}
    </section>
  );
}
