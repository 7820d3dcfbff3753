import { useWatch, type Control, type UseFormSetValue } from "react-hook-form";
import type { InsertContaBancaria } from "@shared/validators/finance";
import { ACCOUNT_TYPES, ACCOUNT_TYPE_LABELS, PIX_KEY_TYPES, PIX_KEY_TYPE_LABELS, type PixKeyType } from "@shared/enums";
import { MoneyField, SelectField, SwitchField } from "@/components/form-fields";
import { TextField } from "@/components/text-fields";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { inputText } from "@/lib/input-text";
import { maskPixKey, PIX_KEY_PLACEHOLDERS, type ContaFormValues } from "../lib/conta-form-values";

interface ContaFormFieldsProps {
  control: Control<ContaFormValues, unknown, InsertContaBancaria>;
  setValue: UseFormSetValue<ContaFormValues>;
  /** Editing an account: its opening balance may change only while no entry touches it. */
  editing: boolean;
}

const NO_PIX = "nenhuma";

export function ContaFormFields({ control, setValue, editing }: ContaFormFieldsProps) {
  const pixTipo = inputText(useWatch({ control, name: "pixTipo" }));
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 [&>*]:content-start">
      <TextField
        control={control}
        name="nome"
        label="Nome"
        className="sm:col-span-2"
        inputProps={{ placeholder: "Ex.: Conta Movimento, Caixa da recepção", maxLength: 100, autoComplete: "off" }}
      />
      <SelectField
        control={control}
        name="tipo"
        label="Tipo"
        placeholder="Selecione o tipo"
        options={ACCOUNT_TYPES.map((tipo) => ({ value: tipo, label: ACCOUNT_TYPE_LABELS[tipo] }))}
      />
      <TextField
        control={control}
        name="banco"
        label="Banco"
        inputProps={{ placeholder: "Ex.: Banco do Brasil", maxLength: 100 }}
      />
      <TextField
        control={control}
        name="agencia"
        label="Agência"
        inputProps={{ inputMode: "numeric", placeholder: "0000-0", maxLength: 20 }}
      />
      <TextField
        control={control}
        name="conta"
        label="Conta"
        inputProps={{ inputMode: "numeric", placeholder: "00000-0", maxLength: 30 }}
      />
      <MoneyField
        control={control}
        name="saldoInicial"
        label="Saldo inicial"
        description={
          editing
            ? "Só pode ser corrigido enquanto a conta não tem lançamentos."
            : "O saldo da conta hoje, antes dos lançamentos."
        }
      />
      <SwitchField
        control={control}
        name="ativo"
        label="Ativa"
        description="Contas inativas não recebem novos lançamentos nem pagamentos."
      />
      <FormField
        control={control}
        name="pixTipo"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Tipo de chave PIX</FormLabel>
            <Select
              value={inputText(field.value) || NO_PIX}
              onValueChange={(value) => {
                field.onChange(value === NO_PIX ? "" : value);
                setValue("pixChave", "");
              }}
            >
              <FormControl>
                <SelectTrigger ref={field.ref} className="w-full" onBlur={field.onBlur}>
                  <SelectValue />
                </SelectTrigger>
              </FormControl>
              <SelectContent>
                <SelectItem value={NO_PIX}>Sem chave PIX</SelectItem>
                {PIX_KEY_TYPES.map((tipo) => (
                  <SelectItem key={tipo} value={tipo}>
                    {PIX_KEY_TYPE_LABELS[tipo]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="pixChave"
        render={({ field: { value, onChange, ...field } }) => (
          <FormItem>
            <FormLabel>Chave PIX</FormLabel>
            <FormControl>
              <Input
                disabled={!pixTipo}
                placeholder={pixTipo ? PIX_KEY_PLACEHOLDERS[pixTipo as PixKeyType] : "Escolha o tipo da chave"}
                inputMode={pixTipo === "email" ? "email" : pixTipo === "aleatoria" || !pixTipo ? "text" : "numeric"}
                autoComplete="off"
                maxLength={77}
                value={inputText(value)}
                onChange={(event) => onChange(maskPixKey(pixTipo, event.target.value))}
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
