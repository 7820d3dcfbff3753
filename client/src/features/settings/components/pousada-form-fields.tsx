import type { Control } from "react-hook-form";
import { formatPhone } from "@shared/identity";
import { BRAZILIAN_STATES, type Pousada } from "@shared/validators/settings";
import { SelectField } from "@/components/form-fields";
import { TextField } from "@/components/text-fields";
import { maskCpfOrCnpj } from "@/lib/document-mask";
import type { PousadaFormValues } from "../lib/pousada-form-values";

/** Nome fantasia, razão social, CNPJ/CPF, endereço, cidade, UF, telefone and e-mail of the pousada. */
export function PousadaFormFields({ control }: { control: Control<PousadaFormValues, unknown, Pousada> }) {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 [&>*]:content-start">
      <TextField
        control={control}
        name="nomeFantasia"
        label="Nome fantasia"
        inputProps={{ placeholder: "Ex.: Pousada Sol e Mar", maxLength: 100, autoComplete: "organization" }}
        description="Vai no cabeçalho dos recibos e no PIX (até 25 letras aparecem no app do banco)."
      />
      <TextField
        control={control}
        name="razaoSocial"
        label="Razão social"
        inputProps={{ placeholder: "Ex.: Sol e Mar Hospedagem Ltda.", maxLength: 150 }}
      />
      <TextField
        control={control}
        name="documento"
        label="CNPJ ou CPF"
        inputProps={{ inputMode: "numeric", placeholder: "00.000.000/0000-00", autoComplete: "off", maxLength: 18 }}
        mask={maskCpfOrCnpj}
      />
      <TextField
        control={control}
        name="telefone"
        label="Telefone"
        inputProps={{
          type: "tel",
          inputMode: "tel",
          placeholder: "(11) 99999-9999",
          autoComplete: "tel",
          maxLength: 15,
        }}
        mask={formatPhone}
      />
      <TextField
        control={control}
        name="endereco"
        label="Endereço"
        className="sm:col-span-2"
        inputProps={{ placeholder: "Rua, número, bairro, CEP", maxLength: 300, autoComplete: "street-address" }}
      />
      <TextField
        control={control}
        name="cidade"
        label="Cidade"
        inputProps={{ placeholder: "Ex.: Paraty", maxLength: 60, autoComplete: "address-level2" }}
      />
      <SelectField
        control={control}
        name="uf"
        label="UF"
        placeholder="Selecione o estado"
        options={BRAZILIAN_STATES.map((uf) => ({ value: uf, label: uf }))}
      />
      <TextField
        control={control}
        name="email"
        label="E-mail"
        className="sm:col-span-2"
        inputProps={{
          type: "email",
          inputMode: "email",
          placeholder: "contato@pousada.com.br",
          autoComplete: "email",
          maxLength: 254,
        }}
      />
    </div>
  );
}
