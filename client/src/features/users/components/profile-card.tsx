import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { profileSchema, type ProfileInput } from "@shared/validators/users";
import { TextField } from "@/components/text-fields";
import { SaveButtonRow } from "@/components/save-button-row";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Form } from "@/components/ui/form";
import { applyServerError } from "@/lib/form-errors";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useUpdateProfile } from "../api/use-update-profile";
import { PersonNameFields } from "./person-name-fields";

interface ProfileCardProps {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
}

/** The form edits all three (the API takes each as optional). */
const profileFormSchema = profileSchema.required();
type ProfileFormValues = z.input<typeof profileFormSchema>;

const valuesOf = (user: ProfileCardProps): ProfileFormValues => ({
  firstName: user.firstName ?? "",
  lastName: user.lastName ?? "",
  email: user.email ?? "",
});

/** Perfil: first name, last name and e-mail, saved on the server (PUT /api/auth/user). */
export function ProfileCard(user: ProfileCardProps) {
  const update = useUpdateProfile();
  const form = useForm<ProfileFormValues, unknown, ProfileInput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: valuesOf(user),
  });
  const { reset } = form;
  const { firstName, lastName, email } = user;
  useEffect(() => reset(valuesOf({ firstName, lastName, email })), [firstName, lastName, email, reset]);

  const onSubmit = (values: ProfileInput) =>
    update.mutate(values, {
      onSuccess: () => notifySuccess("Perfil atualizado com sucesso"),
      onError: (error) => notifyError(error, "Erro ao atualizar perfil", applyServerError(form, error)),
    });

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold leading-none">Informações Pessoais</h2>
        <CardDescription>Seu nome e e-mail no sistema.</CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-4" aria-label="Perfil">
            <PersonNameFields />
            <TextField
              control={form.control}
              name="email"
              label="Email"
              inputProps={{ type: "email", autoComplete: "email", maxLength: 254 }}
            />
            <SaveButtonRow pending={update.isPending} label="Salvar Alterações" />
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
