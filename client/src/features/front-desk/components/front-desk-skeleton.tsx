import { Skeleton } from "@/components/ui/skeleton";

/** The four cards, the tab bar and a few rows, while the overview loads. */
export function FrontDeskSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true" aria-label="Carregando check-ins e check-outs">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-[4.5rem] rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-11 w-full rounded-lg sm:w-[32rem]" />
      <div className="space-y-2 rounded-xl border bg-card p-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-12 w-full" />
        ))}
      </div>
    </div>
  );
}
