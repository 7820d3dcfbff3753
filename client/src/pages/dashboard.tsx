import { useState } from "react";
import { BedDouble, CalendarPlus, UserPlus, type LucideIcon } from "lucide-react";
import { Link } from "wouter";
import { PageHeader } from "@/app/layout/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { UnderConstruction } from "@/components/under-construction";
import { NewReservationDialog } from "@/features/reservations/components/new-reservation-dialog";

// Only the quick actions that lead somewhere real today; 'Registrar Pagamento' comes with the payments module.
const QUICK_ACTIONS: { href: string; label: string; icon: LucideIcon }[] = [
  { href: "/guests", label: "Cadastrar Hóspede", icon: UserPlus },
  { href: "/rooms", label: "Gerenciar Quartos", icon: BedDouble },
];

export default function DashboardPage() {
  const [booking, setBooking] = useState(false);
  return (
    <div className="space-y-6">
      <PageHeader title="Painel" description="Visão geral da pousada." />
      <Card className="gap-4">
        <CardHeader>
          <h2 className="text-lg font-semibold">Ações Rápidas</h2>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Button variant="outline" className="h-14 justify-start text-base" onClick={() => setBooking(true)}>
            <CalendarPlus className="size-5 text-primary" aria-hidden="true" />
            Nova Reserva
          </Button>
          {QUICK_ACTIONS.map(({ href, label, icon: Icon }) => (
            <Button key={href} asChild variant="outline" className="h-14 justify-start text-base">
              <Link href={href}>
                <Icon className="size-5 text-primary" aria-hidden="true" />
                {label}
              </Link>
            </Button>
          ))}
        </CardContent>
      </Card>
      <UnderConstruction moduleName="de indicadores do painel" />
      <NewReservationDialog open={booking} onOpenChange={setBooking} />
    </div>
  );
}
