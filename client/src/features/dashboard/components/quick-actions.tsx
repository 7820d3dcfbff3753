import type { ReactNode } from "react";
import { BedDouble, CalendarPlus, CreditCard, UserPlus, type LucideIcon } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { DashboardPanel } from "./dashboard-panel";

const LINKS: { href: string; label: string; icon: LucideIcon }[] = [
  { href: "/guests", label: "Cadastrar Hóspede", icon: UserPlus },
  { href: "/payments", label: "Registrar Pagamento", icon: CreditCard },
  { href: "/rooms", label: "Gerenciar Quartos", icon: BedDouble },
];

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

/** 'Ações Rápidas': the desk's most frequent moves. 'Nova Reserva' opens the dialog the page owns. */
export function QuickActions({ onNewReservation }: { onNewReservation: () => void }) {
  return (
    <DashboardPanel title="Ações Rápidas">
      <div className="grid grid-cols-2 gap-3">
        <Button variant="outline" className={TILE} onClick={onNewReservation}>
          <TileContent icon={CalendarPlus}>Nova Reserva</TileContent>
        </Button>
        {LINKS.map(({ href, label, icon }) => (
          <Button key={href} asChild variant="outline" className={TILE}>
            <Link href={href}>
              <TileContent icon={icon}>{label}</TileContent>
            </Link>
          </Button>
        ))}
      </div>
    </DashboardPanel>
  );
}
