import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { RoomStatus } from "@shared/enums";
import type { Room } from "@shared/api";
import { insertRoomSchema, type InsertRoom } from "@shared/validators/rooms";
import { FormDialog } from "@/components/form-dialog";
import { Form } from "@/components/ui/form";
import { applyServerError } from "@/lib/form-errors";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useCreateRoom } from "../api/use-create-room";
import { useUpdateRoom } from "../api/use-update-room";
import { EMPTY_ROOM_FORM, roomToFormValues, type RoomFormValues } from "../lib/room-form-values";
import { RoomFormFields } from "./room-form-fields";

interface RoomFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The room being edited, or null to create one. */
  room: Room | null;
  /** The room's status as the server knows it now; the form does not edit status but must send it. */
  currentStatus?: RoomStatus;
}

export function RoomFormDialog({ open, onOpenChange, room, currentStatus }: RoomFormDialogProps) {
  const createRoom = useCreateRoom();
  const updateRoom = useUpdateRoom();
  const isEditing = room !== null;

  const form = useForm<RoomFormValues, unknown, InsertRoom>({
    resolver: zodResolver(insertRoomSchema),
    defaultValues: EMPTY_ROOM_FORM,
  });
  const { reset } = form;

  // Fill the form each time the dialog opens, so a cancelled edit never leaks into the next one.
  useEffect(() => {
    if (open) reset(room ? roomToFormValues(room) : EMPTY_ROOM_FORM);
  }, [open, room, reset]);

  // No reset here: the form is refilled on the next open, and emptying it now would flash during the exit animation.
  const close = () => onOpenChange(false);
  const saved = (message: string) => () => {
    notifySuccess(message);
    close();
  };
  // A duplicate number ('Já existe um quarto com este número.') also sits under the field.
  const failed = (title: string) => (error: unknown) => notifyError(error, title, applyServerError(form, error));

  const onSubmit = (values: InsertRoom) => {
    if (room) {
      const payload: InsertRoom = { ...values, status: currentStatus ?? values.status, amenities: null };
      updateRoom.mutate(
        { id: room.id, room: payload },
        { onSuccess: saved("Quarto atualizado com sucesso"), onError: failed("Erro ao atualizar quarto") },
      );
    } else {
      createRoom.mutate(
        { ...values, status: "available", amenities: null },
        { onSuccess: saved("Quarto criado com sucesso"), onError: failed("Erro ao criar quarto") },
      );
    }
  };

  return (
    <Form {...form}>
      <FormDialog
        open={open}
        onOpenChange={onOpenChange}
        title={isEditing ? "Editar Quarto" : "Novo Quarto"}
        description={isEditing ? `Altere os dados do quarto ${room.number}.` : "Preencha os dados do novo quarto."}
        onSubmit={form.handleSubmit(onSubmit)}
        submitLabel={isEditing ? "Atualizar Quarto" : "Criar Quarto"}
        pending={createRoom.isPending || updateRoom.isPending}
      >
        <RoomFormFields control={form.control} />
      </FormDialog>
    </Form>
  );
}
