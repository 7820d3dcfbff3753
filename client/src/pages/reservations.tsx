import { useAuth } from "@/api/use-auth";
import { AwaitingDepositCard } from "@/features/booking-page/components/awaiting-deposit-card";
import { UnrecordedPixCard } from "@/features/booking-page/components/unrecorded-pix-card";
import { ReservationsWorkspace } from "@/features/reservations/components/reservations-workspace";

export default function ReservationsPage() {
  const { user } = useAuth();
  // Staff book and edit; only the owner deletes (the server refuses anyone else).
  return (
    <>
      <AwaitingDepositCard />
      <UnrecordedPixCard />
      <ReservationsWorkspace canDelete={user?.role === "owner"} />
    </>
  );
}
