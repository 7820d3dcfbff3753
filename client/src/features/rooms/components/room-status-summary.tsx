import { BedDouble, DoorOpen, Sparkles, Wrench } from "lucide-react";
import type { Room } from "@shared/api";
import { SummaryCountCards, type SummaryCount } from "@/components/summary-count-cards";

/** Counts of active rooms per status; maintenance and out of order are one figure, as on the dashboard legend. */
export function RoomStatusSummary({ rooms }: { rooms: Room[] }) {
  const active = rooms.filter((room) => room.isActive);
  const count = (...statuses: string[]) => active.filter((room) => statuses.includes(room.status)).length;
  const items: SummaryCount[] = [
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

  return <SummaryCountCards label="Resumo dos quartos" items={items} />;
}
