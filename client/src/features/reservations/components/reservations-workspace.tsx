import { useEffect, useState } from "react";
import { CalendarPlus } from "lucide-react";
import { PageHeader } from "@/components/page-header";
import { PAGE_HEADINGS } from "@/components/page-headings";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { ReservationMapStay } from "@shared/api";
import { notifyError } from "@/lib/notify";
import { useReservation } from "../api/use-reservation";
import type { ReservationRecord } from "../api/use-reservations";
import { DeleteReservationDialog } from "./delete-reservation-dialog";
import { EditReservationDialog } from "./edit-reservation-dialog";
import { NewReservationDialog, type NewReservationStart } from "./new-reservation-dialog";
import { ReservationDetailsDialog } from "./reservation-details-dialog";
import { ReservationMap } from "./reservation-map";
import { ReservationsList } from "./reservations-list";

/** The Reservations page: the list and the map, and the dialogs both open. */
export function ReservationsWorkspace({ canDelete }: { canDelete: boolean }) {
  const [creating, setCreating] = useState<NewReservationStart | null>(null);
  const [editing, setEditing] = useState<ReservationRecord | null>(null);
  const [viewing, setViewing] = useState<ReservationRecord | null>(null);
  const [deleting, setDeleting] = useState<ReservationRecord | null>(null);

  // A bar of the map carries only what it shows: the full reservation is read before the edit dialog opens.
  const [openingId, setOpeningId] = useState<string | null>(null);
  const opening = useReservation(openingId);
  useEffect(() => {
    if (openingId === null || opening.isFetching) return;
    if (opening.data) setEditing(opening.data);
    else if (opening.error) notifyError(opening.error, "Erro ao abrir reserva");
    setOpeningId(null);
  }, [openingId, opening.isFetching, opening.data, opening.error]);

  const openNew = (start: NewReservationStart = {}) => setCreating(start);
  const edit = (reservation: ReservationRecord) => {
    setViewing(null);
    setEditing(reservation);
  };
  const actions = { onEdit: edit, onView: setViewing, onDelete: canDelete ? setDeleting : undefined };

  return (
    <>
      <PageHeader
        {...PAGE_HEADINGS["/reservations"]}
        actions={
          <Button onClick={() => openNew()}>
            <CalendarPlus aria-hidden="true" /> Nova Reserva
          </Button>
        }
      />
      <Tabs defaultValue="list" className="gap-4">
        <TabsList className="w-full sm:w-fit">
          <TabsTrigger value="list">Lista</TabsTrigger>
          <TabsTrigger value="map">Mapa</TabsTrigger>
        </TabsList>
        <TabsContent value="list">
          <ReservationsList onCreate={() => openNew()} {...actions} />
        </TabsContent>
        <TabsContent value="map">
          <ReservationMap onCreate={openNew} onOpen={(stay: ReservationMapStay) => setOpeningId(stay.id)} />
        </TabsContent>
      </Tabs>
      <NewReservationDialog
        open={creating !== null}
        start={creating ?? undefined}
        onOpenChange={(open) => !open && setCreating(null)}
      />
      <EditReservationDialog reservation={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <ReservationDetailsDialog
        reservation={viewing}
        onOpenChange={(open) => !open && setViewing(null)}
        onEdit={edit}
      />
      {canDelete && (
        <DeleteReservationDialog reservation={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
      )}
    </>
  );
}
