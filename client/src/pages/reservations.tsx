import { useAuth } from "@/api/use-auth";
import { ReservationsWorkspace } from "@/features/reservations/components/reservations-workspace";

export default function ReservationsPage() {
  const { user } = useAuth();
  // Staff book and edit; only the owner deletes (the server refuses anyone else).
  return <ReservationsWorkspace canDelete={user?.role === "owner"} />;
}
