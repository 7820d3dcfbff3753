import { BedDouble, Eye } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { ActiveStay } from "../api/stay-records";
import { FrontDeskListCard } from "./front-desk-list-card";
import { StayCardList } from "./stay-card-list";
import { StaysTable } from "./stays-table";

interface ActiveStaysProps {
  stays: ActiveStay[];
  onView: (stay: ActiveStay) => void;
}

/** The 'Hóspedes Ativos' tab: everyone checked in and not yet out, the earliest departure first. */
export function ActiveStays({ stays, onView }: ActiveStaysProps) {
  const viewButton = (stay: ActiveStay) => (
    <Button variant="outline" size="sm" onClick={() => onView(stay)}>
      <Eye aria-hidden="true" /> Ver Detalhes
    </Button>
  );
  return (
    <FrontDeskListCard
      isEmpty={stays.length === 0}
      emptyIcon={BedDouble}
      emptyTitle="Nenhum hóspede ativo no momento"
      emptyDescription="Quem fizer check-in aparece aqui até o check-out."
      phone={<StayCardList stays={stays} label="Hóspedes ativos" actions={viewButton} />}
      desktop={<StaysTable stays={stays} actions={viewButton} />}
    />
  );
}
