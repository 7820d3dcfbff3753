import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { ContaBancariaView } from "@shared/api";
import {
  insertContaBancariaSchema,
  type InsertContaBancaria,
  type UpdateContaBancaria,
} from "@shared/validators/finance";
import { FormDialog } from "@/components/form-dialog";
import { Form } from "@/components/ui/form";
import { signedCentavos } from "@shared/money";
import { applyServerError } from "@/lib/form-errors";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useCreateConta } from "../api/use-create-conta";
import { useUpdateConta } from "../api/use-update-conta";
import { contaToFormValues, EMPTY_CONTA_FORM, type ContaFormValues } from "../lib/conta-form-values";
import { ContaFormFields } from "./conta-form-fields";

interface ContaFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The account being edited, or null to create one. */
  conta: ContaBancariaView | null;
}

/** The owner's account dialog: create ('Nova Conta') or edit, with the PIX key the payment QR codes use. */
export function ContaFormDialog({ open, onOpenChange, conta }: ContaFormDialogProps) {
  const createConta = useCreateConta();
  const updateConta = useUpdateConta();
  const form = useForm<ContaFormValues, unknown, InsertContaBancaria>({
    resolver: zodResolver(insertContaBancariaSchema),
    defaultValues: EMPTY_CONTA_FORM,
  });
  const { reset } = form;

  useEffect(() => {
    if (open) reset(conta ? contaToFormValues(conta) : EMPTY_CONTA_FORM);
  }, [open, conta, reset]);

  const failed = (title: string) => (error: unknown) => notifyError(error, title, applyServerError(form, error));

  const onSubmit = (values: InsertContaBancaria) => {
    if (conta) {
      // The opening balance is sent only when changed: the server refuses to move it under existing entries.
      const { saldoInicial, ...rest } = values;
      const changed = signedCentavos(saldoInicial ?? "0") !== signedCentavos(conta.saldoInicial);
      const changes: UpdateContaBancaria = changed ? { ...rest, saldoInicial } : rest;
      updateConta.mutate(
        { id: conta.id, conta: changes },
        {
          onSuccess: () => {
            notifySuccess("Conta bancária atualizada com sucesso!");
            onOpenChange(false);
          },
          onError: failed("Erro ao atualizar conta bancária"),
        },
      );
      return;
    }
    createConta.mutate(values, {
      onSuccess: () => {
        notifySuccess("Conta bancária criada com sucesso!");
        onOpenChange(false);
      },
      onError: failed("Erro ao criar conta bancária"),
    });
  };

  return (
    <Form {...form}>
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title={conta ? "Editar Conta Bancária" : "Nova Conta Bancária"}
        description={conta ? `Altere os dados da conta ${conta.nome}.` : "Cadastre uma conta, poupança ou caixa."}
        onSubmit={form.handleSubmit(onSubmit)}
        submitLabel={conta ? "Atualizar Conta" : "Criar Conta"}
        pendingLabel={conta ? "Atualizando..." : "Criando..."}
        pending={createConta.isPending || updateConta.isPending}
        size="lg"
      >
        <ContaFormFields control={form.control} setValue={form.setValue} editing={conta !== null} />
      </FormDialog>
    </Form>
  );
}
