import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import type { LancamentoView } from "@shared/api";
import { reverseLancamentoSchema } from "@shared/validators/finance";
import { TextAreaField } from "@/components/form-fields";
import { FormDialog } from "@/components/form-dialog";
import { Form } from "@/components/ui/form";
import { applyServerError } from "@/lib/form-errors";
import { formatCurrency } from "@/lib/format";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useReverseLancamento } from "../api/use-reverse-lancamento";

type ReverseValues = z.input<typeof reverseLancamentoSchema>;
type Reverse = z.output<typeof reverseLancamentoSchema>;

interface ReverseLancamentoDialogProps {
  entry: LancamentoView | null;
  onOpenChange: (open: boolean) => void;
}

/**
 * The owner's 'Estornar' (a settled entry gets its opposite, linked to it; nothing is deleted) or, for a bill not
 * yet paid, its cancellation. Both ask for the reason and say what will happen before it happens.
 */
export function ReverseLancamentoDialog({ entry, onOpenChange }: ReverseLancamentoDialogProps) {
  const reverse = useReverseLancamento();
  const form = useForm<ReverseValues, unknown, Reverse>({
    resolver: zodResolver(reverseLancamentoSchema),
    defaultValues: { motivo: "" },
  });
  const { reset } = form;
  const openId = entry?.id;
  useEffect(() => {
    if (openId) reset({ motivo: "" });
  }, [openId, reset]);

  const pendingBill = entry?.status === "PENDENTE";
  const onSubmit = ({ motivo }: Reverse) => {
    if (!entry) return;
    reverse.mutate(
      { id: entry.id, motivo },
      {
        onSuccess: () => {
          notifySuccess(pendingBill ? "Lançamento cancelado com sucesso" : "Lançamento estornado com sucesso");
          onOpenChange(false);
        },
        onError: (error) =>
          notifyError(
            error,
            pendingBill ? "Erro ao cancelar lançamento" : "Erro ao estornar lançamento",
            applyServerError(form, error),
          ),
      },
    );
  };

  const amount = entry ? formatCurrency(entry.valor) : "";
  return (
    <Form {...form}>
      <FormDialog
        open={entry !== null}
        onOpenChange={onOpenChange}
        title={pendingBill ? "Cancelar lançamento" : "Estornar lançamento"}
        description={
          pendingBill
            ? `A conta de ${amount} deixa de ser cobrada. O registro fica no histórico como cancelado.`
            : `Um lançamento oposto de ${amount} será registrado na conta ${entry?.contaBancaria?.nome ?? ""}, ligado a este. Esta ação não pode ser desfeita.`
        }
        onSubmit={form.handleSubmit(onSubmit)}
        submitLabel={pendingBill ? "Confirmar cancelamento" : "Estornar"}
        pendingLabel={pendingBill ? "Cancelando..." : "Estornando..."}
        pending={reverse.isPending}
      >
        <TextAreaField
          control={form.control}
          name="motivo"
          label="Motivo"
          textareaProps={{ rows: 3, maxLength: 500, placeholder: "Ex.: lançado em duplicidade" }}
        />
      </FormDialog>
    </Form>
  );
}
