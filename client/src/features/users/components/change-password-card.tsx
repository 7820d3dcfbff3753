import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { passwordChangeSchema } from "@shared/validators/users";
import { TextField } from "@/components/text-fields";
import { SaveButtonRow } from "@/components/save-button-row";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { applyServerError } from "@/lib/form-errors";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useChangePassword } from "../api/use-change-password";
import { NewPasswordFields } from "./new-password-fields";

const changePasswordFormSchema = passwordChangeSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.confirmPassword === values.newPassword, {
    error: "As senhas não conferem",
    path: ["confirmPassword"],
  });
type ChangePasswordValues = z.infer<typeof changePasswordFormSchema>;

const EMPTY: ChangePasswordValues = { currentPassword: "", newPassword: "", confirmPassword: "" };

/** 'Alterar Senha' for local accounts: the current password, then the new one twice. */
export function ChangePasswordCard() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordValues>({ resolver: zodResolver(changePasswordFormSchema), defaultValues: EMPTY });

  const onSubmit = ({ currentPassword, newPassword }: ChangePasswordValues) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          notifySuccess("Senha alterada. As outras sessões da sua conta foram encerradas.");
        },
        onError: (error) => notifyError(error, "Erro ao alterar senha", applyServerError(form, error)),
      },
    );

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-none">Alterar Senha</h2>
        <CardDescription>
          Ao trocar a senha, os outros aparelhos conectados à sua conta saem do sistema.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4" aria-label="Alterar Senha">
            <TextField
              control={form.control}
              name="currentPassword"
              label="Senha atual"
              inputProps={{ type: "password", autoComplete: "current-password", maxLength: 200 }}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <NewPasswordFields name="newPassword" label="Nova senha" confirmLabel="Confirmar nova senha" />
            </div>
            <SaveButtonRow pending={change.isPending} label="Alterar Senha" />
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
