import type { ReactNode } from "react";
import { BedDouble, CalendarPlus, CreditCard, UserPlus, type LucideIcon } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { DashboardPanel } from "./dashboard-panel";

// Tiles (icon over the label) fit two to a row on a phone as well as in the narrow desktop column.
const TILE = "h-auto min-h-20 flex-col gap-2 px-2 py-3 text-center whitespace-normal";

function TileContent({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <>
      <Icon className="size-5 text-primary" aria-hidden="true" />
      {children}
    </>
  );
}

function LinkTile({ href, icon, label }: { href: string; icon: LucideIcon; label: string }) {
  return (
    <Button asChild variant="outline" className={TILE}>
      <Link href={href}>
        <TileContent icon={icon}>{label}</TileContent>
      </Link>
    </Button>
  );
}

interface QuickActionsProps {
  onNewReservation: () => void;
  onRegisterPayment: () => void;
}

/** 'Ações Rápidas': the desk's most frequent moves. 'Nova Reserva' and 'Registrar Pagamento' open the page's dialogs. */
export function QuickActions({ onNewReservation, onRegisterPayment }: QuickActionsProps) {
  return (
    <DashboardPanel title="Ações Rápidas">
      <div className="grid grid-cols-2 gap-3">
        <Button variant="outline" className={TILE} onClick={onNewReservation}>
          <TileContent icon={CalendarPlus}>Nova Reserva</TileContent>
        </Button>
        <LinkTile href="/guests" icon={UserPlus} label="Cadastrar Hóspede" />
        <Button variant="outline" className={TILE} onClick={onRegisterPayment}>
          <TileContent icon={CreditCard}>Registrar Pagamento</TileContent>
        </Button>
        <LinkTile href="/rooms" icon={BedDouble} label="Gerenciar Quartos" />
      </div>
    </DashboardPanel>
  );
}
