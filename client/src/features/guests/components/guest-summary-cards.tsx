import { Mail, Users } from "lucide-react";
import { LoadError } from "@/components/load-error";
import { SummaryCountCards, type SummaryCount } from "@/components/summary-count-cards";
import { Skeleton } from "@/components/ui/skeleton";
import { useGuestSummary } from "../api/use-guest-summary";

const GRID = "md:grid-cols-2 lg:max-w-2xl";

function GuestSummarySkeleton() {
  return (
    <div className={`grid grid-cols-2 gap-3 md:gap-4 ${GRID}`} aria-hidden="true">
      {Array.from({ length: 2 }, (_, index) => (
        <Skeleton key={index} className="h-[4.5rem] rounded-xl" />
      ))}
    </div>
  );
}

/** Counts over the whole register, as the server counts them, whatever the search shows. */
export function GuestSummaryCards() {
  const { data: summary, isLoading, error, refetch, isFetching } = useGuestSummary();
  if (isLoading) return <GuestSummarySkeleton />;
  if (!summary) {
    return (
      <LoadError
        what="os totais de hóspedes"
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
        whileSignedOut={<GuestSummarySkeleton />}
      />
    );
  }
  const items: SummaryCount[] = [
    { label: "Total de Hóspedes", count: summary.total, icon: Users, iconClass: "bg-blue-100 text-blue-700" },
    { label: "Com Email", count: summary.withEmail, icon: Mail, iconClass: "bg-emerald-100 text-emerald-700" },
  ];
  return <SummaryCountCards label="Resumo dos hóspedes" items={items} className={GRID} />;
}
