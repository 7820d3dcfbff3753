import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2, FileCheck2, KeyRound, PlugZap, XCircle } from "lucide-react";
import type { z } from "zod";
import type { FnrhSettingsView } from "@shared/api/fnrh";
import { fnrhSettingsSchema } from "@shared/validators/fnrh";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { SelectField } from "@/components/form-fields";
import { LoadError } from "@/components/load-error";
import { TextField } from "@/components/text-fields";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { Skeleton } from "@/components/ui/skeleton";
import { maskCpf } from "@/lib/cpf-mask";
import { applyServerError } from "@/lib/form-errors";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useFnrhSettings, useSaveFnrhSettings, useTestFnrhConnection } from "../api/use-fnrh-settings";

type FnrhFormInput = z.input<typeof fnrhSettingsSchema>;
type FnrhFormOutput = z.output<typeof fnrhSettingsSchema>;

const ENVIRONMENTS = [
  { value: "homologacao", label: "Homologação (testes)" },
  { value: "producao", label: "Produção" },
];
const MODES = [
  { value: "bloquear", label: "Bloquear o check-in até a ficha estar completa" },
  { value: "avisar", label: "Apenas avisar" },
];

const toForm = (saved: FnrhSettingsView): FnrhFormInput => ({
  ambiente: saved.ambiente,
  usuario: saved.usuario,
  chave: "",
  cpfOperador: maskCpf(saved.cpfOperador),
  modoCheckin: saved.modoCheckin,
});

/** Configurações > FNRH (owner, docs/product.md §19): the government register's credentials and the check-in mode. */
export function FnrhSettingsCard() {
  const { data, isLoading, error, refetch, isFetching } = useFnrhSettings();
  return (
    <Card>
      <CardHeader>
        <h2 className="flex items-center gap-2 text-lg font-semibold">
          <FileCheck2 className="size-5 text-primary" aria-hidden="true" />
          FNRH Digital
        </h2>
        <CardDescription>
          A Ficha Nacional de Registro de Hóspedes do Ministério do Turismo: o Hospeda envia cada estadia e seus
          hóspedes no check-in e no check-out.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <CredentialsHelp />
        {isLoading ? (
          <div className="grid gap-4 sm:grid-cols-2" aria-busy="true" aria-label="Carregando a configuração da FNRH">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-14 w-full" />
            ))}
          </div>
        ) : error || !data ? (
          <LoadError what="a configuração da FNRH" error={error} onRetry={() => void refetch()} retrying={isFetching} />
        ) : (
          <FnrhForm saved={data} />
        )}
      </CardContent>
    </Card>
  );
}

/** How the owner gets the API user and key in the government's portal (docs/product.md §19). */
function CredentialsHelp() {
  return (
    <div className="rounded-md border bg-muted/40 p-3 text-sm">
      <p className="font-medium">Como obter as credenciais</p>
      <ol className="mt-1 list-decimal space-y-0.5 pl-5 text-muted-foreground">
        <li>O responsável pela pousada (cadastrada no Cadastur) entra no portal da FNRH Digital com a conta gov.br.</li>
        <li>Na área de integração (“Chaves de API”), gera o usuário e a chave da API e os cola aqui.</li>
        <li>Gerar uma nova chave invalida a anterior. Para testes, use Homologação com uma conta gov.br de testes.</li>
      </ol>
    </div>
  );
}

function FnrhForm({ saved }: { saved: FnrhSettingsView }) {
  const save = useSaveFnrhSettings();
  const test = useTestFnrhConnection();
  const [confirmOff, setConfirmOff] = useState(false);
  const form = useForm<FnrhFormInput, unknown, FnrhFormOutput>({
    resolver: zodResolver(fnrhSettingsSchema),
    defaultValues: toForm(saved),
  });
  const { reset } = form;
  useEffect(() => reset(toForm(saved)), [saved, reset]);

  const onSubmit = (values: FnrhFormOutput) =>
    save.mutate(values, {
      onSuccess: () => {
        test.reset();
        notifySuccess("Configuração da FNRH salva");
      },
      onError: (error) => notifyError(error, "Erro ao salvar a FNRH", applyServerError(form, error)),
    });

  const switchOff = () =>
    save.mutate(null, {
      onSuccess: () => {
        setConfirmOff(false);
        test.reset();
        notifySuccess("Envio à FNRH desativado: a chave foi apagada");
      },
      onError: (error) => notifyError(error, "Erro ao desativar a FNRH"),
    });

  return (
    <Form {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-6" aria-label="Configuração da FNRH">
        <fieldset disabled={save.isPending} className="grid grid-cols-1 gap-4 sm:grid-cols-2 [&>*]:content-start">
          <SelectField
            control={form.control}
            name="ambiente"
            label="Ambiente"
            placeholder="Escolha"
            options={ENVIRONMENTS}
          />
          <TextField
            control={form.control}
            name="usuario"
            label="Usuário da API"
            inputProps={{ autoComplete: "off", spellCheck: false }}
          />
          <TextField
            control={form.control}
            name="chave"
            label="Chave da API"
            inputProps={{
              type: "password",
              autoComplete: "new-password",
              placeholder: saved.chaveConfigurada ? "Digite só para trocar a chave" : "Cole a chave gerada no portal",
            }}
            description={
              saved.chaveConfigurada ? (
                <span className="flex items-center gap-1 text-emerald-700 dark:text-emerald-400">
                  <KeyRound className="size-4" aria-hidden="true" />
                  Chave configurada. Por segurança ela nunca é mostrada.
                </span>
              ) : (
                "Nenhuma chave salva ainda."
              )
            }
          />
          <TextField
            control={form.control}
            name="cpfOperador"
            label="CPF do operador"
            mask={maskCpf}
            inputProps={{ inputMode: "numeric", autoComplete: "off", placeholder: "000.000.000-00" }}
            description="Quem pede: enviado em cada chamada à FNRH."
          />
          <SelectField
            control={form.control}
            name="modoCheckin"
            label="No check-in, com a ficha incompleta"
            placeholder="Escolha"
            options={MODES}
            className="sm:col-span-2"
          />
        </fieldset>
        {test.data && (
          <p
            role="status"
            className={`flex items-center gap-2 rounded-md border p-3 text-sm ${
              test.data.ok
                ? "border-emerald-300 text-emerald-800 dark:text-emerald-300"
                : "border-destructive text-destructive"
            }`}
          >
            {test.data.ok ? (
              <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
            ) : (
              <XCircle className="size-4 shrink-0" aria-hidden="true" />
            )}
            {test.data.mensagem}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {saved.chaveConfigurada && (
            <Button type="button" variant="ghost" className="w-full sm:w-auto" onClick={() => setConfirmOff(true)}>
              Desativar envio
            </Button>
          )}
          <Button
            type="button"
            variant="outline"
            className="w-full sm:w-auto"
            disabled={!saved.configurado || test.isPending || form.formState.isDirty}
            title={form.formState.isDirty ? "Salve antes de testar" : undefined}
            onClick={() =>
              test.mutate(undefined, { onError: (error) => notifyError(error, "Erro ao testar a conexão") })
            }
          >
            <PlugZap aria-hidden="true" />
            {test.isPending ? "Testando..." : "Testar conexão"}
          </Button>
          <Button type="submit" disabled={save.isPending} className="w-full sm:w-auto">
            {save.isPending ? "Salvando..." : "Salvar FNRH"}
          </Button>
        </div>
      </form>
      <ConfirmDeleteDialog
        open={confirmOff}
        onOpenChange={setConfirmOff}
        title="Desativar o envio à FNRH?"
        description="A chave da API é apagada e nenhuma ficha é enviada até uma nova chave ser salva. O registro no portal do governo continua sendo obrigação da pousada."
        pending={save.isPending}
        onConfirm={switchOff}
        confirmLabel="Desativar"
        pendingLabel="Desativando..."
      />
    </Form>
  );
}
