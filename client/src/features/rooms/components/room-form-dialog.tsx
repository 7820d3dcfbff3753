import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { RoomStatus } from "@shared/enums";
import { insertRoomSchema, type InsertRoom, type Room } from "@shared/schema";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { useCreateRoom } from "../api/use-create-room";
import { useUpdateRoom } from "../api/use-update-room";
import { notifyError, notifySuccess } from "@/lib/notify";
import { EMPTY_ROOM_FORM, roomToFormValues, type RoomFormValues } from "../lib/room-form-values";
import { parseServerError } from "@/lib/server-error";
import { describeRoomSaveError } from "../lib/room-save-error";
import { RoomFormFields } from "./room-form-fields";

interface RoomFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The room being edited, or null to create one. */
  room: Room | null;
  /** The room's status as the server knows it now; the form does not edit status but must send it. */
  currentStatus?: RoomStatus;
}

const FORM_FIELDS: readonly string[] = Object.keys(EMPTY_ROOM_FORM);

export function RoomFormDialog({ open, onOpenChange, room, currentStatus }: RoomFormDialogProps) {
  const createRoom = useCreateRoom();
  const updateRoom = useUpdateRoom();
  const isEditing = room !== null;
  const isPending = createRoom.isPending || updateRoom.isPending;

  const form = useForm<RoomFormValues, unknown, InsertRoom>({
    resolver: zodResolver(insertRoomSchema),
    defaultValues: EMPTY_ROOM_FORM,
  });
  const { reset, setError } = form;

  // Fill the form each time the dialog opens, so a cancelled edit never leaks into the next one.
  useEffect(() => {
    if (open) reset(room ? roomToFormValues(room) : EMPTY_ROOM_FORM);
  }, [open, room, reset]);

  // No reset here: the form is refilled on the next open, and emptying it now would flash during the exit animation.
  const close = () => onOpenChange(false);

  const handleFailure = (error: unknown, title: string) => {
    const description = describeRoomSaveError(error);
    const { field } = parseServerError(error);
    // Also mark the field the server rejected, so the message sits where the user has to fix it.
    if (field && FORM_FIELDS.includes(field) && description) {
      setError(field as keyof RoomFormValues, { message: description });
    }
    notifyError(error, title, description);
  };

  const onSubmit = (values: InsertRoom) => {
    if (room) {
      const payload: InsertRoom = { ...values, status: currentStatus ?? values.status, amenities: null };
      updateRoom.mutate(
        { id: room.id, room: payload },
        {
          onSuccess: () => {
            notifySuccess("Quarto atualizado com sucesso");
            close();
          },
          onError: (error) => handleFailure(error, "Erro ao atualizar quarto"),
        },
      );
      return;
    }
    createRoom.mutate(
      { ...values, status: "available", amenities: null },
      {
        onSuccess: () => {
          notifySuccess("Quarto criado com sucesso");
          close();
        },
        onError: (error) => handleFailure(error, "Erro ao criar quarto"),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : !isPending && close())}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{isEditing ? "Editar Quarto" : "Novo Quarto"}</DialogTitle>
          <DialogDescription>
            {isEditing ? `Altere os dados do quarto ${room.number}.` : "Preencha os dados do novo quarto."}
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="space-y-6">
            <RoomFormFields control={form.control} />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={close} disabled={isPending}>
                Cancelar
              </Button>
              <Button type="submit" disabled={isPending}>
                {isPending ? "Salvando..." : isEditing ? "Atualizar Quarto" : "Criar Quarto"}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
