import { useEffect } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { ProductView } from "@shared/api";
import { productFormSchema, type ProductFormInput, type ProductFormOutput } from "@shared/validators/products";
import { FormDialog } from "@/components/form-dialog";
import { Form } from "@/components/ui/form";
import { useIsDesktop } from "@/hooks/use-media-query";
import { applyServerError } from "@/lib/form-errors";
import { notifyError, notifySuccess } from "@/lib/notify";
import { keepsStock } from "@/lib/product-stock";
import { useCreateProduct } from "../api/use-create-product";
import { useUpdateProduct } from "../api/use-update-product";
import { EMPTY_PRODUCT_FORM, productToFormValues } from "../lib/product-form-values";
import { ProductFormFields } from "./product-form-fields";

interface ProductFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The item being edited, or null for a new one. */
  product: ProductView | null;
}

/** 'Novo Produto/Serviço' / 'Editar Item': prices typed in reais ('12,50' or '12.50'), sent in centavos. */
export function ProductFormDialog({ open, onOpenChange, product }: ProductFormDialogProps) {
  const createProduct = useCreateProduct();
  const updateProduct = useUpdateProduct();
  const isDesktop = useIsDesktop();
  const editing = product !== null;

  const form = useForm<ProductFormInput, unknown, ProductFormOutput>({
    resolver: zodResolver(productFormSchema),
    defaultValues: EMPTY_PRODUCT_FORM,
  });
  const { reset, control, setValue, clearErrors } = form;
  const category = useWatch({ control, name: "category" });

  // A service keeps no stock: its (hidden) field goes back to 0, whatever was typed before the category changed.
  useEffect(() => {
    if (category && !keepsStock(category)) {
      setValue("stock", "0");
      clearErrors("stock");
    }
  }, [category, setValue, clearErrors]);

  // Filled at each opening, so a cancelled edit never leaks into the next one.
  useEffect(() => {
    if (open) reset(product ? productToFormValues(product) : EMPTY_PRODUCT_FORM);
  }, [open, product, reset]);

  // docs/product.md §5.8's notices: 'Erro ao Salvar' with the server's reason, or the generic text of the action.
  const failed = (fallback: string) => (error: unknown) => {
    const reason = applyServerError(form, error);
    notifyError(error, "Erro ao Salvar", reason ?? fallback);
  };
  const saved = (text: string) => () => {
    notifySuccess(text);
    reset(EMPTY_PRODUCT_FORM);
    onOpenChange(false);
  };

  const onSubmit = (values: ProductFormOutput) => {
    if (product) {
      updateProduct.mutate(
        { id: product.id, product: values },
        {
          onSuccess: saved("Produto/Serviço atualizado com sucesso"),
          onError: failed("Erro ao atualizar produto/serviço"),
        },
      );
    } else {
      createProduct.mutate(values, {
        onSuccess: saved("Produto/Serviço criado com sucesso"),
        onError: failed("Erro ao criar produto/serviço"),
      });
    }
  };

  return (
    <Form {...form}>
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title={editing ? "Editar Item" : "Novo Produto/Serviço"}
        description={
          editing ? `Altere os dados de ${product.name}.` : "Cadastre um produto ou serviço oferecido aos hóspedes."
        }
        onSubmit={form.handleSubmit(onSubmit)}
        submitLabel={editing ? "Atualizar" : "Criar Item"}
        pending={createProduct.isPending || updateProduct.isPending}
        autoFocus={!editing || isDesktop}
        size="lg"
      >
        <ProductFormFields control={control} editing={editing} onStockTyped={() => setValue("stockTouched", true)} />
      </FormDialog>
    </Form>
  );
}
