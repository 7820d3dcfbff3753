import { CalendarCheck2, Eye } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { ActiveStay } from "../api/stay-records";
import { CheckOutButton } from "./check-out-button";
import { FrontDeskListCard } from "./front-desk-list-card";
import { StayCardList } from "./stay-card-list";
import { StaysTable } from "./stays-table";

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
      <CheckOutButton stayId={stay.id} size="sm" />
    </>
  );
  return (
    <FrontDeskListCard
      isEmpty={stays.length === 0}
      emptyIcon={CalendarCheck2}
      emptyTitle="Nenhum check-out programado para hoje"
      emptyDescription="Os hóspedes com saída prevista para hoje aparecem aqui."
      phone={<StayCardList stays={stays} label="Check-outs de hoje" leaving actions={actions} />}
      desktop={<StaysTable stays={stays} leaving actions={actions} />}
    />
  );
}
