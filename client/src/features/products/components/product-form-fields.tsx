import { useWatch, type Control } from "react-hook-form";
import { PRODUCT_CATEGORIES, PRODUCT_CATEGORY_LABELS } from "@shared/enums";
import type { ProductFormInput, ProductFormOutput } from "@shared/validators/products";
import { SelectField, SwitchField, TextAreaField } from "@/components/form-fields";
import { TextField } from "@/components/text-fields";
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { keepsStock } from "@/lib/product-stock";
import { TagsField } from "./tags-field";

type ProductControl = Control<ProductFormInput, unknown, ProductFormOutput>;
const MONEY_INPUT = { inputMode: "decimal", placeholder: "0,00", autoComplete: "off" } as const;

/** Nome, Categoria, Preço, Custo, Unidade, Estoque (not for services), Etiquetas, Ativo, Descrição. */
interface ProductFormFieldsProps {
  control: ProductControl;
  editing: boolean;
  /** The clerk typed a stock count: only then does an edit send the stock. */
  onStockTyped: () => void;
}

export function ProductFormFields({ control, editing, onStockTyped }: ProductFormFieldsProps) {
  const category = useWatch({ control, name: "category" });
  const stocked = !category || keepsStock(category);
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 [&>*]:content-start">
      <TextField
        control={control}
        name="name"
        label="Nome *"
        className="sm:col-span-2"
        inputProps={{
          "aria-required": true,
          maxLength: 200,
          placeholder: "Ex.: Água mineral 500 ml",
          autoComplete: "off",
        }}
      />
      <SelectField
        control={control}
        name="category"
        label="Categoria *"
        placeholder="Selecione a categoria"
        options={PRODUCT_CATEGORIES.map((value) => ({ value, label: PRODUCT_CATEGORY_LABELS[value] }))}
        required
      />
      <TextField
        control={control}
        name="unit"
        label="Unidade"
        inputProps={{ maxLength: 30, placeholder: "un, garrafa, kg, peça...", autoComplete: "off" }}
      />
      <TextField
        control={control}
        name="price"
        label="Preço (R$) *"
        inputProps={{ ...MONEY_INPUT, "aria-required": true }}
      />
      <TextField control={control} name="costPrice" label="Preço de custo (R$)" inputProps={MONEY_INPUT} />
      {stocked ? (
        <FormField
          control={control}
          name="stock"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Estoque</FormLabel>
              <FormControl>
                <Input
                  {...field}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="0"
                  onChange={(event) => {
                    field.onChange(event.target.value);
                    onStockTyped();
                  }}
                />
              </FormControl>
              <p className="text-xs text-muted-foreground">
                {editing
                  ? "Altere só se contou o estoque: entradas e consumos o atualizam sozinhos."
                  : "Até duas casas decimais, ex.: 12,5"}
              </p>
              <FormMessage />
            </FormItem>
          )}
        />
      ) : (
        <p className="self-end rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
          Serviços não têm estoque.
        </p>
      )}
      <FormField
        control={control}
        name="tags"
        render={({ field }) => (
          <FormItem className="sm:col-span-2">
            <FormLabel>Etiquetas</FormLabel>
            <TagsField value={field.value ?? []} onChange={field.onChange} />
            <FormMessage />
          </FormItem>
        )}
      />
      <SwitchField
        control={control}
        name="isActive"
        label="Ativo"
        description="Itens inativos não podem ser lançados no consumo."
      />
      <TextAreaField
        control={control}
        name="description"
        label="Descrição"
        className="sm:col-span-2"
        textareaProps={{ rows: 3, maxLength: 2000, placeholder: "Detalhes que ajudam a recepção" }}
      />
    </div>
  );
}
