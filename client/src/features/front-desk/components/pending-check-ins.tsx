import { CalendarCheck } from "lucide-react";
import type { PendingCheckIn } from "../api/stay-records";
import { FrontDeskListCard } from "./front-desk-list-card";
import { PendingCheckInCardList } from "./pending-check-in-card-list";
import { PendingCheckInsTable } from "./pending-check-ins-table";

/** The 'Check-ins Pendentes' tab: confirmed reservations due today or earlier, not yet checked in. */
export function PendingCheckIns({ reservations }: { reservations: PendingCheckIn[] }) {
  return (
    <FrontDeskListCard
      isEmpty={reservations.length === 0}
      emptyIcon={CalendarCheck}
      emptyTitle="Nenhum check-in pendente"
      emptyDescription="As reservas confirmadas com chegada prevista até hoje aparecem aqui."
      phone={<PendingCheckInCardList reservations={reservations} />}
      desktop={<PendingCheckInsTable reservations={reservations} />}
    />
  );
}
