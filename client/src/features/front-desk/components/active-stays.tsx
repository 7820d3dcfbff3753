import { BedDouble, Eye } from "lucide-react";
import { ChargeConsumptionButton } from "@/components/consumption/charge-consumption-button";
import { Button } from "@/components/ui/button";
import { guestFullName } from "@/lib/guest-name";
import type { ActiveStay } from "../api/stay-records";
import { FrontDeskListCard } from "./front-desk-list-card";
import { StayCard, stayColumns } from "./stay-rows";

interface ActiveStaysProps {
  stays: ActiveStay[];
  onView: (stay: ActiveStay) => void;
}

/** The 'Hóspedes Ativos' tab: everyone checked in and not yet out, the earliest departure first. */
export function ActiveStays({ stays, onView }: ActiveStaysProps) {
  const actions = (stay: ActiveStay) => (
    <>
      <ChargeConsumptionButton
        reservationId={stay.reservationId}
        stayLabel={`Quarto ${stay.room.number} · ${guestFullName(stay.guest)}`}
      />
      <Button variant="outline" size="sm" onClick={() => onView(stay)}>
        <Eye aria-hidden="true" /> Ver Detalhes
      </Button>
    </>
  );
  return (
    <FrontDeskListCard
      items={stays}
      getKey={(stay) => stay.id}
      label="Hóspedes ativos"
      columns={stayColumns({ actions })}
      renderCard={(stay) => <StayCard stay={stay} actions={actions} />}
      tableClassName="min-w-[50rem]"
      empty={{
        icon: BedDouble,
        title: "Nenhum hóspede ativo no momento",
        description: "Quem fizer check-in aparece aqui até o check-out.",
      }}
    />
  );
}
