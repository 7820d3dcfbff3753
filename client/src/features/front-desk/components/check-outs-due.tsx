import { CalendarCheck2, Eye } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { ActiveStay } from "../api/stay-records";
import { CheckOutButton } from "./check-out-button";
import { FrontDeskListCard } from "./front-desk-list-card";
import { StayCard, stayColumns } from "./stay-rows";

interface CheckOutsDueProps {
  stays: ActiveStay[];
  onView: (stay: ActiveStay) => void;
}

/** The 'Check-outs Hoje' tab: stays leaving today, and late ones (flagged) that should have left already. */
export function CheckOutsDue({ stays, onView }: CheckOutsDueProps) {
  // The folio is one tap away, so the desk can settle the bill before letting the guest go.
  const actions = (stay: ActiveStay) => (
    <>
      <Button variant="outline" size="sm" onClick={() => onView(stay)}>
        <Eye aria-hidden="true" /> Ver Detalhes
      </Button>
      <CheckOutButton stayId={stay.id} reservationId={stay.reservationId} size="sm" />
    </>
  );
  return (
    <FrontDeskListCard
      items={stays}
      getKey={(stay) => stay.id}
      label="Check-outs de hoje"
      columns={stayColumns({ leaving: true, actions })}
      renderCard={(stay) => <StayCard stay={stay} leaving actions={actions} />}
      tableClassName="min-w-[50rem]"
      empty={{
        icon: CalendarCheck2,
        title: "Nenhum check-out programado para hoje",
        description: "Os hóspedes com saída prevista para hoje aparecem aqui.",
      }}
    />
  );
}
