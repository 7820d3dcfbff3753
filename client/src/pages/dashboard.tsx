import { lazy, Suspense, useEffect, useState } from "react";
import { PageHeader } from "@/components/page-header";
import { DashboardOverview } from "@/features/dashboard/components/dashboard-overview";
import { useReservation } from "@/features/reservations/api/use-reservation";
import type { ReservationRecord } from "@/features/reservations/api/use-reservations";
import { notifyError } from "@/lib/notify";

// The dialogs (their forms, validators and pickers) load the first time one opens, not with the dashboard: they
// weigh more than the dashboard itself (README, npm run bench: the signed-in first load).
const PaymentDialog = lazy(() =>
  import("@/components/payments/payment-dialog").then((m) => ({ default: m.PaymentDialog })),
);
const NewReservationDialog = lazy(() =>
  import("@/features/reservations/components/new-reservation-dialog").then((m) => ({
    default: m.NewReservationDialog,
  })),
);
const EditReservationDialog = lazy(() =>
  import("@/features/reservations/components/edit-reservation-dialog").then((m) => ({
    default: m.EditReservationDialog,
  })),
);
const ReservationDetailsDialog = lazy(() =>
  import("@/features/reservations/components/reservation-details-dialog").then((m) => ({
    default: m.ReservationDetailsDialog,
  })),
);

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
      {/* A change saved in these refreshes the figures and today's arrivals itself (lib/invalidation.ts). Each is
          mounted while open only, so its code is fetched on the first opening. */}
      <Suspense fallback={null}>
        {booking && <NewReservationDialog open onOpenChange={setBooking} />}
        {paying && <PaymentDialog open onOpenChange={setPaying} />}
        {viewing && (
          <ReservationDetailsDialog
            reservation={viewing}
            onOpenChange={(open) => !open && setViewing(null)}
            onEdit={edit}
          />
        )}
        {editing && <EditReservationDialog reservation={editing} onOpenChange={(open) => !open && setEditing(null)} />}
      </Suspense>
    </div>
  );
}
