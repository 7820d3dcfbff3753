import { BedDouble, ClipboardList, LogIn, LogOut } from "lucide-react";
import { SummaryCountCards } from "@/components/summary-count-cards";
import type { FrontDeskOverviewRecord } from "../api/stay-records";

/** docs/product.md §5: Check-ins Pendentes, Hóspedes Ativos, Check-outs Hoje, Total de Registros. */
export function FrontDeskSummary({ overview }: { overview: FrontDeskOverviewRecord }) {
  return (
    <SummaryCountCards
      label="Resumo da recepção"
      items={[
        {
          label: "Check-ins Pendentes",
          count: overview.pendingCheckIns.length,
          icon: LogIn,
          iconClass: "bg-amber-100 text-amber-800",
        },
        {
          label: "Hóspedes Ativos",
          count: overview.activeStays.length,
          icon: BedDouble,
          iconClass: "bg-emerald-100 text-emerald-700",
        },
        {
          label: "Check-outs Hoje",
          count: overview.checkOutsDue.length,
          icon: LogOut,
          iconClass: "bg-blue-100 text-blue-700",
        },
        {
          label: "Total de Registros",
          count: overview.totalRecords,
          icon: ClipboardList,
          iconClass: "bg-slate-100 text-slate-700",
        },
      ]}
    />
  );
}
