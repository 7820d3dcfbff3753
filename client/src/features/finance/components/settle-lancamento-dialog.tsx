import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import type { LancamentoView } from "@shared/api";
import { ENTRY_TYPE_LABELS, type EntryType } from "@shared/enums";
import { settleLancamentoSchema } from "@shared/validators/finance";
import { FormDialog } from "@/components/form-dialog";
import { DayField } from "@/components/form-fields";
import { Form } from "@/components/ui/form";
import { todayAtPousada } from "@/lib/calendar-date";
import { applyServerError } from "@/lib/form-errors";
import { formatCurrency, formatDate } from "@/lib/format";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useSettleLancamento } from "../api/use-settle-lancamento";

type SettleValues = z.input<typeof settleLancamentoSchema>;
type Settle = z.output<typeof settleLancamentoSchema>;

interface SettleLancamentoDialogProps {
  entry: LancamentoView | null;
  onOpenChange: (open: boolean) => void;
}

/** 'Dar baixa': a bill was paid (or received) on a date; from then on it counts in the account's balance. */
export function SettleLancamentoDialog({ entry, onOpenChange }: SettleLancamentoDialogProps) {
  const settle = useSettleLancamento();
  const form = useForm<SettleValues, unknown, Settle>({
    resolver: zodResolver(settleLancamentoSchema),
    defaultValues: { dataPagamento: todayAtPousada() },
  });
  const { reset } = form;
  const openId = entry?.id;
  useEffect(() => {
    if (openId) reset({ dataPagamento: todayAtPousada() });
  }, [openId, reset]);

  const onSubmit = (values: Settle) => {
    if (!entry) return;
    settle.mutate(
      { id: entry.id, dataPagamento: values.dataPagamento ?? todayAtPousada() },
      {
        onSuccess: () => {
          notifySuccess("Baixa registrada com sucesso");
          onOpenChange(false);
        },
        onError: (error) => notifyError(error, "Erro ao dar baixa", applyServerError(form, error)),
      },
    );
  };

  return (
    <Form {...form}>
      <FormDialog
        open={entry !== null}
        onOpenChange={onOpenChange}
        title="Dar baixa"
        description={
          entry
            ? `${ENTRY_TYPE_LABELS[entry.tipo as EntryType] ?? entry.tipo} de ${formatCurrency(entry.valor)}${
                entry.dataVencimento ? `, vencimento ${formatDate(entry.dataVencimento)}` : ""
              }${entry.descricao ? `: ${entry.descricao}` : ""}.`
            : ""
        }
        onSubmit={form.handleSubmit(onSubmit)}
        submitLabel="Dar baixa"
        pendingLabel="Registrando..."
        pending={settle.isPending}
      >
        <DayField
          control={form.control}
          name="dataPagamento"
          label={entry?.tipo === "receita" ? "Data do recebimento" : "Data do pagamento"}
          dateProps={{ calendarLabel: "Abrir calendário" }}
        />
        <p className="text-sm text-muted-foreground">
          O valor entra no saldo da conta {entry?.contaBancaria?.nome ?? ""} a partir da baixa.
        </p>
      </FormDialog>
    </Form>
  );
}
