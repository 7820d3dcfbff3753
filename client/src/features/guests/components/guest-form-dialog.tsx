import { useCallback, useEffect, useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { insertGuestSchema, type GuestFormInput, type InsertGuest } from "@shared/schema";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Form, FormField } from "@/components/ui/form";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useCreateGuest } from "../api/use-create-guest";
import type { GuestRecord } from "@/api/use-guests";
import { useUpdateGuest } from "../api/use-update-guest";
import {
  EMPTY_GUEST_FORM,
  GUEST_FORM_FIELDS,
  guestToFormValues,
  type GuestFormValues,
} from "../lib/guest-form-values";
import { CREATE_GUEST_FAILED, describeGuestSaveError } from "../lib/guest-save-error";
import { guestFullName } from "@/lib/guest-name";
import { GuestDocumentField } from "./guest-document-field";
import { GuestFormFields } from "./guest-form-fields";

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
  const isPending = createGuest.isPending || updateGuest.isPending;

  const form = useForm<GuestFormInput, unknown, InsertGuest>({
    resolver: zodResolver(insertGuestSchema),
    defaultValues: EMPTY_GUEST_FORM,
  });
  const { reset, setError, control } = form;
  const firstName = useWatch({ control, name: "firstName" });

  // Filled each time the dialog opens, so a cancelled edit never leaks into the next one.
  useEffect(() => {
    if (open) reset(guest ? guestToFormValues(guest) : EMPTY_GUEST_FORM);
  }, [open, guest, reset]);

  const close = () => onOpenChange(false);
  const onUploadingChange = useCallback((value: boolean) => setUploading(value), []);

  const handleFailure = (error: unknown) => {
    const { message, field, duplicate } = describeGuestSaveError(error);
    // The reason also sits under the field to fix, where a phone's keyboard does not hide it.
    if (field && message && (GUEST_FORM_FIELDS as string[]).includes(field)) {
      setError(field as keyof GuestFormValues & keyof GuestFormInput, { message }, { shouldFocus: true });
    }
    if (isEditing) notifyError(error, "Erro ao atualizar hóspede", message ?? undefined);
    else if (duplicate || !message) notifyError(error, "Erro", message ?? CREATE_GUEST_FAILED);
    else notifyError(error, CREATE_GUEST_FAILED, message);
  };

  const onSubmit = (values: InsertGuest) => {
    const onSuccess = (text: string) => () => {
      notifySuccess(text);
      reset(EMPTY_GUEST_FORM);
      close();
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
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : !isPending && close())}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{isEditing ? "Editar Hóspede" : "Novo Hóspede"}</DialogTitle>
          <DialogDescription>
            {isEditing ? `Altere os dados de ${guestFullName(guest)}.` : "Preencha os dados do hóspede."}
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-6">
            <GuestFormFields control={control} />
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
            {/* Kept in view while the form scrolls, so saving never needs a scroll on a phone. */}
            <DialogFooter className="sticky -bottom-6 z-10 -mx-6 -mb-6 border-t bg-background px-6 py-4">
              <Button type="button" variant="outline" onClick={close} disabled={isPending}>
                Cancelar
              </Button>
              <Button type="submit" disabled={isPending || uploading}>
                {isPending ? "Salvando..." : isEditing ? "Atualizar" : "Criar Hóspede"}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
