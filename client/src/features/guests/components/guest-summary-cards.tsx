import { Mail, Users } from "lucide-react";
import { SummaryCountCards, type SummaryCount } from "@/components/summary-count-cards";
import type { GuestRecord } from "@/api/use-guests";

/** Counts over the whole register, whatever the search shows. */
export function GuestSummaryCards({ guests }: { guests: GuestRecord[] }) {
  const items: SummaryCount[] = [
    { label: "Total de Hóspedes", count: guests.length, icon: Users, iconClass: "bg-blue-100 text-blue-700" },
    {
      label: "Com Email",
      count: guests.filter((guest) => guest.email).length,
      icon: Mail,
      iconClass: "bg-emerald-100 text-emerald-700",
    },
  ];

  return <SummaryCountCards label="Resumo dos hóspedes" items={items} className="md:grid-cols-2 lg:max-w-2xl" />;
}
