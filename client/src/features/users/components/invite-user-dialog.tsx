import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { InvitationLink } from "@shared/api/users";
import { invitationSchema, type InvitationInput } from "@shared/validators/users";
import { FormDialog } from "@/components/form-dialog";
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { applyServerError } from "@/lib/form-errors";
import { notifyError } from "@/lib/notify";
import { useInviteUser } from "../api/use-invite-user";

interface InviteUserDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onInvited: (invitation: InvitationLink) => void;
}

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
          <FormField
            control={form.control}
            name="email"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Email</FormLabel>
                <FormControl>
                  <Input type="email" autoComplete="off" maxLength={254} placeholder="nome@exemplo.com" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="role"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Perfil</FormLabel>
                <Select value={field.value} onValueChange={field.onChange}>
                  <FormControl>
                    <SelectTrigger className="w-full">
                      <SelectValue />
                    </SelectTrigger>
                  </FormControl>
                  <SelectContent>
                    <SelectItem value="employee">Funcionário</SelectItem>
                    <SelectItem value="owner">Proprietário</SelectItem>
                  </SelectContent>
                </Select>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
      </FormDialog>
    </Form>
  );
}
