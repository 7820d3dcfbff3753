import { CalendarCheck, CalendarClock, CalendarDays, CircleCheckBig, type LucideIcon } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import type { ReservationRecord } from "../api/use-reservations";

interface SummaryItem {
  label: string;
  count: number;
  icon: LucideIcon;
  iconClass: string;
}

/** SPEC section 2: Total, Pendentes, Confirmadas, Concluídas. */
export function ReservationSummaryCards({ reservations }: { reservations: ReservationRecord[] }) {
  const count = (status: string) => reservations.filter((r) => r.status === status).length;
  const items: SummaryItem[] = [
    { label: "Total", count: reservations.length, icon: CalendarDays, iconClass: "bg-blue-100 text-blue-700" },
    { label: "Pendentes", count: count("pending"), icon: CalendarClock, iconClass: "bg-amber-100 text-amber-800" },
    { label: "Confirmadas", count: count("confirmed"), icon: CalendarCheck, iconClass: "bg-emerald-100 text-emerald-700" },
    { label: "Concluídas", count: count("completed"), icon: CircleCheckBig, iconClass: "bg-slate-100 text-slate-700" },
  ];
  return (
    <section aria-label="Resumo das reservas" className="grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
      {items.map(({ label, count: value, icon: Icon, iconClass }) => (
        <Card key={label} className="gap-0 py-0">
          <CardContent className="flex items-center gap-3 p-4">
            <span className={cn("flex size-10 shrink-0 items-center justify-center rounded-lg", iconClass)}>
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <p className="text-2xl font-semibold leading-none tabular-nums">{value}</p>
              <p className="mt-1 truncate text-sm text-muted-foreground">{label}</p>
            </div>
          </CardContent>
        </Card>
      ))}
    </section>
  );
}
