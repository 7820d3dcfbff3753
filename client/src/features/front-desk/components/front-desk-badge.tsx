import { AlertTriangle } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

export type FrontDeskBadgeKind = "waiting" | "staying" | "leaving" | "late";

const LABELS: Record<FrontDeskBadgeKind, string> = {
  waiting: "Aguardando",
  staying: "Hospedado",
  leaving: "Check-out Hoje",
  late: "Atrasado",
};

// Tints whose text stays readable (WCAG AA); 'Atrasado' is solid so it stands out in a long list.
const CLASSES: Record<FrontDeskBadgeKind, string> = {
  waiting: "border-amber-200 bg-amber-50 text-amber-900",
  staying: "border-emerald-200 bg-emerald-50 text-emerald-800",
  leaving: "border-blue-200 bg-blue-50 text-blue-800",
  late: "border-red-700 bg-red-700 text-white",
};

/** The status of a row on the Check-in / Check-out screen. */
export function FrontDeskBadge({ kind }: { kind: FrontDeskBadgeKind }) {
  return (
    <Badge variant="outline" className={cn("whitespace-nowrap", CLASSES[kind])}>
      {kind === "late" && <AlertTriangle aria-hidden="true" />}
      {LABELS[kind]}
    </Badge>
  );
}
