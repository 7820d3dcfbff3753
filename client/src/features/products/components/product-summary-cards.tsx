import { CheckCircle2, ConciergeBell, Package, UtensilsCrossed } from "lucide-react";
import type { ProductSummary } from "@shared/api";
import { SummaryCountCards } from "@/components/summary-count-cards";

/** The four cards over the whole catalogue, counted by the server. */
export function ProductSummaryCards({ summary }: { summary: ProductSummary }) {
  return (
    <SummaryCountCards
      label="Resumo do catálogo"
      items={[
        { label: "Total de Itens", count: summary.total, icon: Package, iconClass: "bg-blue-100 text-blue-800" },
        { label: "Itens Ativos", count: summary.active, icon: CheckCircle2, iconClass: "bg-green-100 text-green-800" },
        {
          label: "Alimentação",
          count: summary.food,
          icon: UtensilsCrossed,
          iconClass: "bg-orange-100 text-orange-800",
        },
        { label: "Serviços", count: summary.services, icon: ConciergeBell, iconClass: "bg-violet-100 text-violet-800" },
      ]}
    />
  );
}
