import { getStates } from "@brazilian-utils/brazilian-utils/get-states";
import { SelectField } from "@/components/form-fields";
import { maskCep } from "@/lib/document-mask";
import { Needed, RegisterTextField, type GuestForm } from "./register-field-parts";
import { PlaceField } from "./place-fields";

/** The 27 UFs by their letters: 'SC - Santa Catarina'. */
const UF_OPTIONS = getStates()
  .sort((a, b) => a.code.localeCompare(b.code))
  .map((state) => ({ value: state.code, label: `${state.code} - ${state.name}` }));

/**
 * The address of a resident of Brazil as the register takes it: CEP, logradouro, número, complemento, bairro, the
 * city from the IBGE table (offline; picking it fills the UF) and the UF.
 */
export function BrazilAddressFields({ form }: { form: GuestForm }) {
  const { control, setValue } = form;
  return (
    <>
      <p className="pt-2 text-sm font-medium sm:col-span-2">Endereço no Brasil</p>
      <RegisterTextField
        control={control}
        name="cep"
        label={<Needed>CEP</Needed>}
        mask={maskCep}
        inputProps={{ inputMode: "numeric", maxLength: 9, placeholder: "00000-000" }}
      />
      <RegisterTextField
        control={control}
        name="street"
        label={<Needed>Logradouro</Needed>}
        inputProps={{ maxLength: 200, placeholder: "Rua, avenida, estrada..." }}
      />
      <RegisterTextField control={control} name="addressNumber" label="Número" inputProps={{ maxLength: 20 }} />
      <RegisterTextField
        control={control}
        name="complement"
        label="Complemento"
        inputProps={{ maxLength: 100, placeholder: "Apto, bloco, casa..." }}
      />
      <RegisterTextField control={control} name="neighborhood" label="Bairro" inputProps={{ maxLength: 100 }} />
      <PlaceField
        control={control}
        name="cityIbgeCode"
        label={<Needed>Cidade</Needed>}
        list="city"
        className="content-start"
        onPicked={(city) => {
          if (city?.state) setValue("state", city.state, { shouldDirty: true, shouldValidate: true });
          void form.trigger("cityIbgeCode");
        }}
      />
      <SelectField
        control={control}
        name="state"
        label={<Needed>UF</Needed>}
        className="content-start"
        placeholder="Selecione a UF"
        options={UF_OPTIONS}
        onChosen={() => void form.trigger("cityIbgeCode")}
      />
    </>
  );
}
