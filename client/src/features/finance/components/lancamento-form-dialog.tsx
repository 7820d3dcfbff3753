import { useEffect, useMemo } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { insertLancamentoSchema, type InsertLancamento } from "@shared/validators/finance";
import { FormDialog } from "@/components/form-dialog";
import { Form } from "@/components/ui/form";
import { useContasBancarias } from "@/api/use-contas-bancarias";
import { todayAtPousada } from "@/lib/calendar-date";
import { applyServerError } from "@/lib/form-errors";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useCreateLancamento } from "../api/use-create-lancamento";
import { useTags } from "../api/use-tags";
import { emptyLancamentoForm, type LancamentoFormValues } from "../lib/lancamento-form-values";
import { LancamentoFormFields } from "./lancamento-form-fields";

/** 'Novo Lançamento': a receita, despesa or transferência, settled on its date or scheduled by a due date. */
export function LancamentoFormDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const createLancamento = useCreateLancamento();
  const contasQuery = useContasBancarias({ enabled: open });
  const tagsQuery = useTags();
  const contas = useMemo(() => (contasQuery.data ?? []).filter((conta) => conta.isAtiva), [contasQuery.data]);
  const today = todayAtPousada();

  const form = useForm<LancamentoFormValues, unknown, InsertLancamento>({
    resolver: zodResolver(insertLancamentoSchema),
    defaultValues: emptyLancamentoForm(today),
  });
  const { reset, getValues, setValue } = form;
  useEffect(() => {
    if (open) reset(emptyLancamentoForm(todayAtPousada()));
  }, [open, reset]);
  // With one account there is nothing to choose.
  useEffect(() => {
    if (open && contas.length === 1 && !getValues("contaBancariaId")) setValue("contaBancariaId", contas[0].id);
  }, [open, contas, getValues, setValue]);

  // Only a transferência has a destination: switching the type away lets it go.
  const tipo = useWatch({ control: form.control, name: "tipo" });
  useEffect(() => {
    if (tipo !== "transferencia") setValue("contaDestinoId", "");
  }, [tipo, setValue]);

  const onSubmit = (values: InsertLancamento) => {
    createLancamento.mutate(values, {
      onSuccess: () => {
        notifySuccess("Lançamento criado com sucesso!");
        onOpenChange(false);
      },
      onError: (error) => notifyError(error, "Erro ao criar lançamento", applyServerError(form, error)),
    });
  };

  return (
    <Form {...form}>
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title="Novo Lançamento"
        description="Receita, despesa ou transferência entre contas."
        onSubmit={form.handleSubmit(onSubmit)}
        submitLabel="Criar Lançamento"
        pendingLabel="Criando..."
        pending={createLancamento.isPending}
        size="lg"
      >
        <LancamentoFormFields control={form.control} contas={contas} tags={tagsQuery.data ?? []} today={today} />
      </FormDialog>
    </Form>
  );
}
