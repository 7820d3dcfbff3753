import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { InvitationLink } from "@shared/api/users";
import { invitationSchema, type InvitationInput } from "@shared/validators/users";
import { FormDialog } from "@/components/form-dialog";
import { SelectField } from "@/components/form-fields";
import { TextField } from "@/components/text-fields";
import { Form } from "@/components/ui/form";
import { applyServerError } from "@/lib/form-errors";
import { notifyError } from "@/lib/notify";
import { useInviteUser } from "../api/use-invite-user";

interface InviteUserDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onInvited: (invitation: InvitationLink) => void;
}

const ROLE_OPTIONS = [
  { value: "employee", label: "Funcionário" },
  { value: "owner", label: "Proprietário" },
];

const EMPTY: InvitationInput = { email: "", role: "employee" };

/** 'Convidar Usuário': e-mail and role; the answer is the one-time link. */
export function InviteUserDialog({ open, onOpenChange, onInvited }: InviteUserDialogProps) {
  const invite = useInviteUser();
  const form = useForm<InvitationInput>({ resolver: zodResolver(invitationSchema), defaultValues: EMPTY });

  const onSubmit = (values: InvitationInput) =>
    invite.mutate(values, {
      onSuccess: (invitation) => {
        form.reset(EMPTY);
        onOpenChange(false);
        onInvited(invitation);
      },
      onError: (error) => notifyError(error, "Erro ao convidar usuário", applyServerError(form, error)),
    });

  return (
    <Form {...form}>
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title="Convidar Usuário"
        description="O convidado recebe um link de uso único, válido por 72 horas, para criar a senha."
        onSubmit={form.handleSubmit(onSubmit)}
        submitLabel="Gerar Convite"
        pending={invite.isPending}
        pendingLabel="Gerando..."
      >
        <div className="space-y-4">
          <TextField
            control={form.control}
            name="email"
            label="Email"
            inputProps={{ type: "email", autoComplete: "off", maxLength: 254, placeholder: "nome@exemplo.com" }}
          />
          <SelectField control={form.control} name="role" label="Perfil" placeholder="" options={ROLE_OPTIONS} />
        </div>
      </FormDialog>
    </Form>
  );
}
