import { useEffect, useState } from "react";
import { PageHeader } from "@/components/page-header";
import { PaymentDialog } from "@/components/payments/payment-dialog";
import { DashboardOverview } from "@/features/dashboard/components/dashboard-overview";
import { useReservation } from "@/features/reservations/api/use-reservation";
import type { ReservationRecord } from "@/features/reservations/api/use-reservations";
import { EditReservationDialog } from "@/features/reservations/components/edit-reservation-dialog";
import { NewReservationDialog } from "@/features/reservations/components/new-reservation-dialog";
import { ReservationDetailsDialog } from "@/features/reservations/components/reservation-details-dialog";
import { notifyError } from "@/lib/notify";

type Opening = { id: string; mode: "view" | "edit" };

/** The dashboard, and the reservation dialogs its quick action and today's arrivals open. */
export default function DashboardPage() {
  const [booking, setBooking] = useState(false);
  const [paying, setPaying] = useState(false);
  const [viewing, setViewing] = useState<ReservationRecord | null>(null);
  const [editing, setEditing] = useState<ReservationRecord | null>(null);

  // An arrival row carries only what it shows: the full reservation is read before a dialog opens.
  const [opening, setOpening] = useState<Opening | null>(null);
  const reservation = useReservation(opening?.id ?? null);
  useEffect(() => {
    if (opening === null || reservation.isFetching) return;
    if (reservation.data) (opening.mode === "view" ? setViewing : setEditing)(reservation.data);
    else if (reservation.error) notifyError(reservation.error, "Erro ao abrir reserva");
    setOpening(null);
  }, [opening, reservation.isFetching, reservation.data, reservation.error]);

  const edit = (selected: ReservationRecord) => {
    setViewing(null);
    setEditing(selected);
  };

  return (
    <div>
      <PageHeader title="Painel" description="Visão geral da pousada." />
      <DashboardOverview
        onNewReservation={() => setBooking(true)}
        onRegisterPayment={() => setPaying(true)}
        onView={(id) => setOpening({ id, mode: "view" })}
        onEdit={(id) => setOpening({ id, mode: "edit" })}
      />
      {/* A change saved in these refreshes the figures and today's arrivals itself (lib/invalidation.ts). */}
      <NewReservationDialog open={booking} onOpenChange={setBooking} />
      <PaymentDialog open={paying} onOpenChange={setPaying} />
      <ReservationDetailsDialog
        reservation={viewing}
        onOpenChange={(open) => !open && setViewing(null)}
        onEdit={edit}
      />
      <EditReservationDialog reservation={editing} onOpenChange={(open) => !open && setEditing(null)} />
    </div>
  );
}
