import { useCallback, useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { formatCpf } from "@shared/identity";
import {
  companionGuestSchema,
  insertGuestSchema,
  type GuestFormInput,
  type InsertGuest,
} from "@shared/validators/guests";
import type { GuestRecord } from "@/api/use-guests";
import { FormDialog } from "@/components/form-dialog";
import { GuestRegisterSection } from "@/components/guest-register/guest-register-section";
import { withoutHiddenFields } from "@/components/guest-register/register-values";
import { Form, FormField } from "@/components/ui/form";
import { isConflict } from "@/lib/api";
import { applyServerError } from "@/lib/form-errors";
import { guestFullName } from "@/lib/guest-name";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useCreateGuest } from "../api/use-create-guest";
import { useUpdateGuest } from "../api/use-update-guest";
import { EMPTY_GUEST_FORM, guestToFormValues } from "../lib/guest-form-values";
import { GuestDocumentField } from "./guest-document-field";
import { GuestFormFields } from "./guest-form-fields";

/** docs/product.md §13.3's create failure when the server gave no reason of its own. */
const CREATE_GUEST_FAILED = "Erro ao criar hóspede. Tente novamente.";

interface GuestFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The guest being edited, or null to register a new one. */
  guest: GuestRecord | null;
}

export function GuestFormDialog({ open, onOpenChange, guest }: GuestFormDialogProps) {
  const createGuest = useCreateGuest();
  const updateGuest = useUpdateGuest();
  const [uploading, setUploading] = useState(false);
  const isEditing = guest !== null;
  // A companion added by name and birth date has no celular: editing them (their ficha) does not ask for one.
  const phoneOptional = guest !== null && guest.phone === null;

  const form = useForm<GuestFormInput, unknown, InsertGuest>({
    // The companion's schema gives `phone: null` for an empty field; the update sends it as such (the server checks
    // the same rule by the stored guest), so the form's typing stays the register's.
    resolver: zodResolver((phoneOptional ? companionGuestSchema : insertGuestSchema) as typeof insertGuestSchema),
    defaultValues: EMPTY_GUEST_FORM,
  });
  const { reset, control } = form;
  const firstName = useWatch({ control, name: "firstName" });

  // Filled each time the dialog opens, so a cancelled edit never leaks into the next one.
  useEffect(() => {
    if (open) reset(guest ? guestToFormValues(guest) : EMPTY_GUEST_FORM);
  }, [open, guest, reset]);

  const onUploadingChange = useCallback((value: boolean) => setUploading(value), []);

  // A taken phone, e-mail or CPF comes back as a 409 naming the field, in docs/product.md §13.3's words
  // ('Este número de celular já está cadastrado. Use um número diferente.'): under the field and in the notice.
  const handleFailure = (error: unknown) => {
    const reason = applyServerError(form, error);
    if (isEditing) notifyError(error, "Erro ao atualizar hóspede", reason);
    else if (isConflict(error) || !reason) notifyError(error, "Erro", reason ?? CREATE_GUEST_FAILED);
    else notifyError(error, CREATE_GUEST_FAILED, reason);
  };

  const onSubmit = (typed: InsertGuest) => {
    const values = withoutHiddenFields(typed);
    // The ficha's CPF is the guest's CPF when none was typed above: shown there, so a taken one is read where it sits.
    if (values.documentType === "CPF" && values.documentNumber && !values.cpf) {
      values.cpf = values.documentNumber;
      form.setValue("cpf", formatCpf(values.documentNumber));
    }
    const onSuccess = (text: string) => () => {
      notifySuccess(text);
      reset(EMPTY_GUEST_FORM);
      onOpenChange(false);
    };
    if (guest) {
      updateGuest.mutate(
        { id: guest.id, guest: values },
        { onSuccess: onSuccess("Hóspede atualizado com sucesso"), onError: handleFailure },
      );
    } else {
      createGuest.mutate(values, { onSuccess: onSuccess("Hóspede cadastrado com sucesso"), onError: handleFailure });
    }
  };

  return (
    <Form {...form}>
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title={isEditing ? "Editar Hóspede" : "Novo Hóspede"}
        description={isEditing ? `Altere os dados de ${guestFullName(guest)}.` : "Preencha os dados do hóspede."}
        onSubmit={form.handleSubmit(onSubmit)}
        submitLabel={isEditing ? "Atualizar" : "Criar Hóspede"}
        pending={createGuest.isPending || updateGuest.isPending}
        submitDisabled={uploading}
        size="lg"
      >
        <GuestFormFields control={control} phoneOptional={phoneOptional} />
        <GuestRegisterSection form={form} />
        <FormField
          control={control}
          name="documentPhotoUrl"
          render={({ field }) => (
            <GuestDocumentField
              value={typeof field.value === "string" ? field.value : null}
              onChange={(path) => field.onChange(path)}
              firstName={firstName}
              onUploadingChange={onUploadingChange}
            />
          )}
        />
      </FormDialog>
    </Form>
  );
}
