import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { roleLabel } from "@shared/enums";
import type { InvitationInfo } from "@shared/api/users";
import { acceptInvitationSchema, type AcceptInvitationInput } from "@shared/validators/users";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import { ApiError, serverReason } from "@/lib/api";
import { applyServerError } from "@/lib/form-errors";
import { notifyError } from "@/lib/notify";
import { useAcceptInvitation } from "../api/use-accept-invitation";
import { useInvitation } from "../api/use-invitation";
import { NewPasswordFields } from "./new-password-fields";
import { PersonNameFields } from "./person-name-fields";

const acceptFormSchema = acceptInvitationSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.confirmPassword === values.password, {
    error: "As senhas não conferem",
    path: ["confirmPassword"],
  });
type AcceptFormValues = z.infer<typeof acceptFormSchema>;

/** The invitation (or new-password) link's page: who it is for, and the password they choose. */
export function AcceptInvitationCard({ token }: { token: string }) {
  const invitation = useInvitation(token);

  return (
    <Card className="w-full max-w-md">
      {!token || invitation.error ? (
        <CardHeader>
          <h1 className="text-xl font-semibold">Link inválido</h1>
          <CardDescription>
            {(invitation.error instanceof ApiError && serverReason(invitation.error)) ||
              "Link inválido ou expirado. Peça um novo link ao proprietário."}
          </CardDescription>
        </CardHeader>
      ) : invitation.isLoading || !invitation.data ? (
        <CardContent className="flex items-center justify-center gap-2 py-10 text-muted-foreground">
          <Spinner /> Carregando...
        </CardContent>
      ) : (
        <AcceptForm token={token} info={invitation.data} />
      )}
    </Card>
  );
}

function AcceptForm({ token, info }: { token: string; info: InvitationInfo }) {
  const accept = useAcceptInvitation(token);
  const form = useForm<AcceptFormValues>({
    resolver: zodResolver(acceptFormSchema),
    defaultValues: {
      firstName: info.firstName ?? "",
      lastName: info.lastName ?? "",
      password: "",
      confirmPassword: "",
    },
  });

  const onSubmit = ({ confirmPassword: _confirm, ...input }: AcceptFormValues) =>
    accept.mutate(input satisfies AcceptInvitationInput, {
      // A full load: the app starts again signed in, with nothing cached from before.
      onSuccess: () => window.location.replace("/"),
      onError: (error) => notifyError(error, "Erro ao criar senha", applyServerError(form, error)),
    });

  const invite = info.kind === "invite";
  return (
    <>
      <CardHeader>
        <h1 className="text-xl font-semibold">{invite ? "Bem-vindo(a) ao Hospeda" : "Criar nova senha"}</h1>
        <CardDescription>
          {invite
            ? `Você foi convidado(a) como ${roleLabel(info.role)} com o e-mail ${info.email}. Crie sua senha para entrar.`
            : `Crie uma nova senha para ${info.email}. A senha antiga deixa de funcionar.`}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {info.sso && (
          <div className="rounded-md border bg-muted/50 p-3 text-sm">
            <p>
              Esta pousada usa login único (SSO). Entre com a conta da sua empresa usando o e-mail {info.email}; não é
              preciso criar senha.
            </p>
            <Button asChild variant="outline" className="mt-3 w-full">
              <a href="/api/login">Entrar com SSO</a>
            </Button>
          </div>
        )}
        {!info.sso && (
          <Form {...form}>
            <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4" aria-label="Criar senha">
              <PersonNameFields />
              <input type="email" hidden readOnly autoComplete="username" value={info.email ?? ""} />
              <NewPasswordFields name="password" label="Senha" confirmLabel="Confirmar senha" />
              <Button type="submit" disabled={accept.isPending} className="w-full">
                {accept.isPending ? "Entrando..." : "Criar senha e entrar"}
              </Button>
            </form>
          </Form>
        )}
      </CardContent>
    </>
  );
}
