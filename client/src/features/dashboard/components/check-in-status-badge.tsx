import type { TodayCheckIn } from "@shared/api";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";
import { checkInStatusLabel, isCheckedIn } from "../lib/today-checkin-status";

export function CheckInStatusBadge({ arrival }: { arrival: TodayCheckIn }) {
  return (
    <Badge
      variant="outline"
      className={cn(
        isCheckedIn(arrival)
          ? "border-emerald-200 bg-emerald-50 text-emerald-800"
          : "border-amber-200 bg-amber-50 text-amber-900",
      )}
    >
      {checkInStatusLabel(arrival)}
    </Badge>
  );
}
