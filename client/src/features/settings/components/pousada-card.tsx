import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Building2 } from "lucide-react";
import { formatCnpj, formatCpf, formatPhone } from "@shared/identity";
import { pousadaSchema, type Pousada } from "@shared/validators/settings";
import { DetailRow } from "@/components/detail-row";
import { LoadError } from "@/components/load-error";
import { SaveButtonRow } from "@/components/save-button-row";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { Skeleton } from "@/components/ui/skeleton";
import { usePousada } from "@/api/use-pousada";
import { applyServerError } from "@/lib/form-errors";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useUpdatePousada } from "../api/use-update-pousada";
import { pousadaToFormValues, type PousadaFormValues } from "../lib/pousada-form-values";
import { PousadaFormFields } from "./pousada-form-fields";

const documentText = (documento: string | null | undefined) =>
  !documento ? "—" : documento.length === 14 ? formatCnpj(documento) : formatCpf(documento);

/** 'Dados da Pousada' (Configurações > Geral): what receipts, statements and PIX codes carry. The owner edits. */
export function PousadaCard({ canEdit }: { canEdit: boolean }) {
  const { data: pousada, isLoading, error, refetch, isFetching } = usePousada();
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <Building2 className="size-5 text-primary" aria-hidden="true" />
          Dados da Pousada
        </h2>
        <CardDescription>Aparecem nos recibos, nos extratos e no QR Code do PIX.</CardDescription>
      </CardHeader>
      <CardContent>
        {isLoading ? (
          <div className="grid gap-4 sm:grid-cols-2" aria-busy="true" aria-label="Carregando os dados da pousada">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} className="h-14 w-full" />
            ))}
          </div>
        ) : error || pousada === undefined ? (
          <LoadError what="os dados da pousada" error={error} onRetry={() => void refetch()} retrying={isFetching} />
        ) : canEdit ? (
          <PousadaForm pousada={pousada} />
        ) : pousada ? (
          <dl className="divide-y">
            <DetailRow label="Nome fantasia">{pousada.nomeFantasia}</DetailRow>
            <DetailRow label="Razão social">{pousada.razaoSocial || "—"}</DetailRow>
            <DetailRow label="CNPJ ou CPF">{documentText(pousada.documento)}</DetailRow>
            <DetailRow label="Endereço">{pousada.endereco || "—"}</DetailRow>
            <DetailRow label="Cidade">
              {pousada.cidade}/{pousada.uf}
            </DetailRow>
            <DetailRow label="Telefone">{formatPhone(pousada.telefone) || "—"}</DetailRow>
            <DetailRow label="E-mail">{pousada.email || "—"}</DetailRow>
          </dl>
        ) : (
          <p className="text-sm text-muted-foreground">
            Os dados da pousada ainda não foram cadastrados. O proprietário cadastra aqui.
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function PousadaForm({ pousada }: { pousada: Pousada | null }) {
  const update = useUpdatePousada();
  const form = useForm<PousadaFormValues, unknown, Pousada>({
    resolver: zodResolver(pousadaSchema),
    defaultValues: pousadaToFormValues(pousada),
  });
  const { reset } = form;
  // The saved data comes back from the server (normalised): the form shows it as stored.
  useEffect(() => reset(pousadaToFormValues(pousada)), [pousada, reset]);

  const onSubmit = (values: Pousada) =>
    update.mutate(values, {
      onSuccess: () => notifySuccess("Dados da pousada salvos com sucesso"),
      onError: (error) => notifyError(error, "Erro ao salvar dados da pousada", applyServerError(form, error)),
    });

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-6" aria-label="Dados da Pousada">
        <PousadaFormFields control={form.control} />
        <SaveButtonRow pending={update.isPending} label="Salvar dados" />
      </form>
    </Form>
  );
}
