import { BedDouble, DoorOpen, Sparkles, Wrench, type LucideIcon } from "lucide-react";
import type { Room } from "@shared/schema";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/lib/utils";

interface SummaryItem {
  label: string;
  count: number;
  icon: LucideIcon;
  iconClass: string;
}

/** Counts of active rooms per status; maintenance and out of order are one figure, as on the dashboard legend. */
export function RoomStatusSummary({ rooms }: { rooms: Room[] }) {
  const active = rooms.filter((room) => room.isActive);
  const count = (...statuses: string[]) => active.filter((room) => statuses.includes(room.status)).length;
  const items: SummaryItem[] = [
    { label: "Livres", count: count("available"), icon: DoorOpen, iconClass: "bg-emerald-100 text-emerald-700" },
    { label: "Ocupados", count: count("occupied"), icon: BedDouble, iconClass: "bg-blue-100 text-blue-700" },
    { label: "Limpeza", count: count("cleaning"), icon: Sparkles, iconClass: "bg-amber-100 text-amber-800" },
    {
      label: "Manutenção",
      count: count("maintenance", "out_of_order"),
      icon: Wrench,
      iconClass: "bg-orange-100 text-orange-800",
    },
  ];

  return (
    <section aria-label="Resumo dos quartos" className="grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
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
