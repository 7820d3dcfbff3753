import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { TriangleAlert } from "lucide-react";
import { resetSystemSchema, type ResetSystemInput } from "@shared/validators/settings";
import { FormDialog } from "@/components/form-dialog";
import { TextField } from "@/components/text-fields";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { usePousada } from "@/api/use-pousada";
import { applyServerError } from "@/lib/form-errors";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useResetSystem } from "../api/use-reset-system";

/** What the owner types when the pousada has no name yet (the server's RESET_WORD_WITHOUT_NAME). */
const WORD_WITHOUT_NAME = "REDEFINIR";

/**
 * 'Redefinir Sistema' (owner): the pousada's name typed and the owner's password; the server takes a backup (the
 * browser saves it), then empties the data. The accounts and the audit log stay.
 */
export function ResetSystemDialog() {
  const [open, setOpen] = useState(false);
  const { data: pousada } = usePousada();
  const reset = useResetSystem();
  const expected = pousada?.nomeFantasia ?? WORD_WITHOUT_NAME;
  const form = useForm<ResetSystemInput>({
    resolver: zodResolver(resetSystemSchema),
    defaultValues: { confirmation: "", password: "" },
  });

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) form.reset();
  };

  const onSubmit = (values: ResetSystemInput) =>
    reset.mutate(values, {
      onSuccess: (name) => {
        notifySuccess(`Sistema redefinido. O backup anterior foi baixado: ${name}`);
        onOpenChange(false);
      },
      onError: (error) => notifyError(error, "Erro ao redefinir o sistema", applyServerError(form, error)),
    });

  return (
    <>
      <Button variant="destructive" onClick={() => setOpen(true)}>
        <TriangleAlert aria-hidden="true" />
        Redefinir Sistema
      </Button>
      <Form {...form}>
        <FormDialog
          open={open}
          onOpenChange={onOpenChange}
          title="Redefinir Sistema"
          description="Apaga quartos, hóspedes, reservas, finanças, produtos e configurações. Um backup é baixado antes e fica guardado no servidor. As contas de usuário e o registro de atividades ficam."
          onSubmit={form.handleSubmit(onSubmit)}
          submitLabel="Redefinir Sistema"
          pending={reset.isPending}
          pendingLabel="Redefinindo..."
        >
          <div className="space-y-4">
            <TextField
              control={form.control}
              name="confirmation"
              label={
                <>
                  Digite <strong className="font-semibold">{expected}</strong> para confirmar
                </>
              }
              inputProps={{ autoComplete: "off" }}
            />
            <TextField
              control={form.control}
              name="password"
              label="Sua senha"
              inputProps={{ type: "password", autoComplete: "current-password" }}
            />
          </div>
        </FormDialog>
      </Form>
    </>
  );
}
