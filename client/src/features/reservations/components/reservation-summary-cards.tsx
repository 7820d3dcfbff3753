import { CalendarCheck, CalendarClock, CalendarDays, CircleCheckBig } from "lucide-react";
import { SummaryCountCards, type SummaryCount } from "@/components/summary-count-cards";
import type { ReservationRecord } from "../api/use-reservations";

/** SPEC section 2: Total, Pendentes, Confirmadas, Concluídas. */
export function ReservationSummaryCards({ reservations }: { reservations: ReservationRecord[] }) {
  const count = (status: string) => reservations.filter((r) => r.status === status).length;
  const items: SummaryCount[] = [
    { label: "Total", count: reservations.length, icon: CalendarDays, iconClass: "bg-blue-100 text-blue-700" },
    { label: "Pendentes", count: count("pending"), icon: CalendarClock, iconClass: "bg-amber-100 text-amber-800" },
    { label: "Confirmadas", count: count("confirmed"), icon: CalendarCheck, iconClass: "bg-emerald-100 text-emerald-700" },
    { label: "Concluídas", count: count("completed"), icon: CircleCheckBig, iconClass: "bg-slate-100 text-slate-700" },
  ];
  return <SummaryCountCards label="Resumo das reservas" items={items} />;
}
