import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { insertTagFinanceiraSchema, type InsertTagFinanceira } from "@shared/validators/finance";
import { FormDialog } from "@/components/form-dialog";
import { TextField } from "@/components/text-fields";
import { Form, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { applyServerError } from "@/lib/form-errors";
import { inputText } from "@/lib/input-text";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useCreateTag } from "../api/use-create-tag";
import { ColorPicker } from "./color-picker";

type TagFormValues = z.input<typeof insertTagFinanceiraSchema>;
const EMPTY: TagFormValues = { nome: "", cor: "#3B82F6", descricao: "" };
/** 'Nova Tag': a name (unique) and a colour (default #3B82F6). */
export function TagFormDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const createTag = useCreateTag();
  const form = useForm<TagFormValues, unknown, InsertTagFinanceira>({
    resolver: zodResolver(insertTagFinanceiraSchema),
    defaultValues: EMPTY,
  });
  const { reset } = form;
  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);

  const onSubmit = (values: InsertTagFinanceira) =>
    createTag.mutate(values, {
      onSuccess: () => {
        notifySuccess("Tag criada com sucesso!");
        onOpenChange(false);
      },
      // 'Já existe uma tag com este nome.' also sits under the name.
      onError: (error) => notifyError(error, "Erro ao criar tag", applyServerError(form, error)),
    });

  return (
    <Form {...form}>
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title="Nova Tag"
        description="Tags agrupam os lançamentos (ex.: Fornecedores, Reformas)."
        onSubmit={form.handleSubmit(onSubmit)}
        submitLabel="Criar Tag"
        pendingLabel="Criando..."
        pending={createTag.isPending}
      >
        <TextField
          control={form.control}
          name="nome"
          label="Nome"
          inputProps={{ placeholder: "Ex.: Fornecedores", maxLength: 50, autoComplete: "off" }}
        />
        <FormField
          control={form.control}
          name="cor"
          render={({ field, fieldState }) => (
            <FormItem>
              <FormLabel>Cor</FormLabel>
              <ColorPicker
                id="tag-cor"
                value={inputText(field.value)}
                onChange={field.onChange}
                invalid={Boolean(fieldState.error)}
              />
              <FormMessage />
            </FormItem>
          )}
        />
      </FormDialog>
    </Form>
  );
}
