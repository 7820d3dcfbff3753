import { Skeleton } from "@/components/ui/skeleton";

export function GuestsSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true" aria-label="Carregando hóspedes">
      <div className="grid grid-cols-2 gap-3 md:gap-4">
        {Array.from({ length: 2 }, (_, index) => (
          <Skeleton key={index} className="h-[4.5rem] rounded-xl" />
        ))}
      </div>
      <div className="space-y-3 rounded-xl border bg-card p-4">
        <Skeleton className="h-10 w-full max-w-sm" />
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className="h-14 w-full" />
        ))}
      </div>
    </div>
  );
}
