import { useWatch, type Control } from "react-hook-form";
import type { ContaBancariaView, TagFinanceiraView } from "@shared/api";
import { ENTRY_TYPES, ENTRY_TYPE_LABELS } from "@shared/enums";
import type { InsertLancamento } from "@shared/validators/finance";
import { DayField, MoneyField, SelectField, TextAreaField } from "@/components/form-fields";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { contaLabel } from "@/lib/conta-label";
import { inputText } from "@/lib/input-text";
import { cn } from "@/lib/utils";
import { CATEGORY_SUGGESTIONS, type LancamentoFormValues } from "../lib/lancamento-form-values";
import { TagToggleList } from "./tag-toggle-list";

interface LancamentoFormFieldsProps {
  control: Control<LancamentoFormValues, unknown, InsertLancamento>;
  contas: readonly ContaBancariaView[];
  tags: readonly TagFinanceiraView[];
  today: string;
}

const TIPO_STYLES: Record<string, string> = {
  receita: "data-[on=true]:border-emerald-600 data-[on=true]:bg-emerald-50 data-[on=true]:text-emerald-800",
  despesa: "data-[on=true]:border-red-600 data-[on=true]:bg-red-50 data-[on=true]:text-red-800",
  transferencia: "data-[on=true]:border-primary data-[on=true]:bg-primary/10 data-[on=true]:text-primary",
};

export function LancamentoFormFields({ control, contas, tags, today }: LancamentoFormFieldsProps) {
  const [tipo, contaBancariaId, dataVencimento] = useWatch({
    control,
    name: ["tipo", "contaBancariaId", "dataVencimento"],
  });
  const isTransfer = tipo === "transferencia";
  const futureDue = typeof dataVencimento === "string" && dataVencimento > today;

  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 [&>*]:content-start">
      <FormField
        control={control}
        name="tipo"
        render={({ field }) => (
          <FormItem className="sm:col-span-2">
            <p id="lancamento-tipo-label" className="text-sm leading-none font-medium">
              Tipo
            </p>
            <div role="radiogroup" aria-labelledby="lancamento-tipo-label" className="grid grid-cols-3 gap-2">
              {ENTRY_TYPES.map((value) => (
                <button
                  key={value}
                  type="button"
                  role="radio"
                  aria-checked={field.value === value}
                  data-on={field.value === value}
                  onClick={() => field.onChange(value)}
                  className={cn(
                    "min-h-10 rounded-md border px-2 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                    TIPO_STYLES[value],
                  )}
                >
                  {ENTRY_TYPE_LABELS[value]}
                </button>
              ))}
            </div>
            <FormMessage />
          </FormItem>
        )}
      />
      <MoneyField control={control} name="valor" label="Valor" />
      <FormField
        control={control}
        name="categoria"
        render={({ field: { value, ...field } }) => (
          <FormItem>
            <FormLabel>Categoria</FormLabel>
            <FormControl>
              <Input
                placeholder="Geral"
                list="categorias-lancamento"
                maxLength={100}
                value={inputText(value)}
                {...field}
              />
            </FormControl>
            <datalist id="categorias-lancamento">
              {CATEGORY_SUGGESTIONS.map((category) => (
                <option key={category} value={category} />
              ))}
            </datalist>
            <FormMessage />
          </FormItem>
        )}
      />
      <DayField
        control={control}
        name="dataLancamento"
        label="Data"
        dateProps={{ calendarLabel: "Abrir calendário da data" }}
      />
      <DayField
        control={control}
        name="dataVencimento"
        label="Vencimento (opcional)"
        dateProps={{ calendarLabel: "Abrir calendário do vencimento" }}
        description={
          futureDue
            ? tipo === "receita"
              ? "Fica como conta a receber até a baixa."
              : "Fica como conta a pagar até a baixa."
            : "Uma data futura agenda o lançamento (conta a pagar ou a receber)."
        }
      />
      <SelectField
        control={control}
        name="contaBancariaId"
        label={isTransfer ? "Conta de origem" : "Conta bancária"}
        className={cn(!isTransfer && "sm:col-span-2")}
        placeholder="Selecione a conta"
        options={contas.map((conta) => ({ value: conta.id, label: contaLabel(conta) }))}
        description={contas.length === 0 ? "Nenhuma conta ativa: cadastre uma na aba Contas Bancárias." : undefined}
      />
      {isTransfer && (
        <SelectField
          control={control}
          name="contaDestinoId"
          label="Conta de destino"
          placeholder="Selecione a conta"
          options={contas
            .filter((conta) => conta.id !== contaBancariaId)
            .map((conta) => ({ value: conta.id, label: contaLabel(conta) }))}
        />
      )}
      <TextAreaField
        control={control}
        name="descricao"
        label="Descrição"
        className="sm:col-span-2"
        textareaProps={{ rows: 2, placeholder: "Ex.: conta de luz de março", maxLength: 2000 }}
      />
      <FormField
        control={control}
        name="tagIds"
        render={({ field }) => (
          <FormItem className="sm:col-span-2">
            <p className="text-sm leading-none font-medium">Tags</p>
            <TagToggleList
              tags={tags}
              selected={Array.isArray(field.value) ? field.value : []}
              onChange={field.onChange}
            />
            <FormMessage />
          </FormItem>
        )}
      />
    </div>
  );
}
