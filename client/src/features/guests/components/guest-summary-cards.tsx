import { Mail, Users, type LucideIcon } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import type { GuestRecord } from "@/api/use-guests";

interface SummaryItem {
  label: string;
  count: number;
  icon: LucideIcon;
  iconClass: string;
}

/** Counts over the whole register, whatever the search shows. */
export function GuestSummaryCards({ guests }: { guests: GuestRecord[] }) {
  const items: SummaryItem[] = [
    { label: "Total de Hóspedes", count: guests.length, icon: Users, iconClass: "bg-blue-100 text-blue-700" },
    {
      label: "Com Email",
      count: guests.filter((guest) => guest.email).length,
      icon: Mail,
      iconClass: "bg-emerald-100 text-emerald-700",
    },
  ];

  return (
    <section aria-label="Resumo dos hóspedes" className="grid grid-cols-2 gap-3 md:gap-4 lg:max-w-2xl">
      {items.map(({ label, count, icon: Icon, iconClass }) => (
        <Card key={label} className="gap-0 py-0">
          <CardContent className="flex items-center gap-3 p-4">
            <span className={cn("flex size-10 shrink-0 items-center justify-center rounded-lg", iconClass)}>
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <p className="text-2xl font-semibold leading-none tabular-nums">{count}</p>
              <p className="mt-1 text-sm text-muted-foreground">{label}</p>
            </div>
          </CardContent>
        </Card>
      ))}
    </section>
  );
}
