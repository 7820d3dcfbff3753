import { useWatch, type Control, type UseFormSetValue } from "react-hook-form";
import type { InsertContaBancaria } from "@shared/validators/finance";
import { ACCOUNT_TYPES, ACCOUNT_TYPE_LABELS, PIX_KEY_TYPES, PIX_KEY_TYPE_LABELS, type PixKeyType } from "@shared/enums";
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { maskPixKey, PIX_KEY_PLACEHOLDERS, type ContaFormValues } from "../lib/conta-form-values";

interface ContaFormFieldsProps {
  control: Control<ContaFormValues, unknown, InsertContaBancaria>;
  setValue: UseFormSetValue<ContaFormValues>;
  /** Editing an account: its opening balance may change only while no entry touches it. */
  editing: boolean;
}

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));
const NO_PIX = "nenhuma";

export function ContaFormFields({ control, setValue, editing }: ContaFormFieldsProps) {
  const pixTipo = text(useWatch({ control, name: "pixTipo" }));
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 [&>*]:content-start">
      <FormField
        control={control}
        name="nome"
        render={({ field }) => (
          <FormItem className="sm:col-span-2">
            <FormLabel>Nome</FormLabel>
            <FormControl>
              <Input
                placeholder="Ex.: Conta Movimento, Caixa da recepção"
                maxLength={100}
                autoComplete="off"
                {...field}
              />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="tipo"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Tipo</FormLabel>
            <Select value={text(field.value)} onValueChange={field.onChange}>
              <FormControl>
                <SelectTrigger ref={field.ref} className="w-full" onBlur={field.onBlur}>
                  <SelectValue placeholder="Selecione o tipo" />
                </SelectTrigger>
              </FormControl>
              <SelectContent>
                {ACCOUNT_TYPES.map((tipo) => (
                  <SelectItem key={tipo} value={tipo}>
                    {ACCOUNT_TYPE_LABELS[tipo]}
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
        name="banco"
        render={({ field: { value, ...field } }) => (
          <FormItem>
            <FormLabel>Banco</FormLabel>
            <FormControl>
              <Input placeholder="Ex.: Banco do Brasil" maxLength={100} value={text(value)} {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="agencia"
        render={({ field: { value, ...field } }) => (
          <FormItem>
            <FormLabel>Agência</FormLabel>
            <FormControl>
              <Input inputMode="numeric" placeholder="0000-0" maxLength={20} value={text(value)} {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="conta"
        render={({ field: { value, ...field } }) => (
          <FormItem>
            <FormLabel>Conta</FormLabel>
            <FormControl>
              <Input inputMode="numeric" placeholder="00000-0" maxLength={30} value={text(value)} {...field} />
            </FormControl>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="saldoInicial"
        render={({ field: { value, ...field } }) => (
          <FormItem>
            <FormLabel>Saldo inicial</FormLabel>
            <div className="relative">
              <span
                aria-hidden="true"
                className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground"
              >
                R$
              </span>
              <FormControl>
                <Input
                  inputMode="decimal"
                  placeholder="0,00"
                  autoComplete="off"
                  className="pl-10"
                  value={text(value)}
                  {...field}
                />
              </FormControl>
            </div>
            <FormDescription>
              {editing
                ? "Só pode ser corrigido enquanto a conta não tem lançamentos."
                : "O saldo da conta hoje, antes dos lançamentos."}
            </FormDescription>
            <FormMessage />
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="ativo"
        render={({ field }) => (
          <FormItem className="flex items-center justify-between gap-4 rounded-lg border p-3 sm:col-span-2">
            <div className="space-y-0.5">
              <FormLabel>Ativa</FormLabel>
              <p className="text-sm text-muted-foreground">
                Contas inativas não recebem novos lançamentos nem pagamentos.
              </p>
            </div>
            <FormControl>
              <Switch checked={field.value !== false} onCheckedChange={field.onChange} onBlur={field.onBlur} />
            </FormControl>
          </FormItem>
        )}
      />
      <FormField
        control={control}
        name="pixTipo"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Tipo de chave PIX</FormLabel>
            <Select
              value={text(field.value) || NO_PIX}
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
                value={text(value)}
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
