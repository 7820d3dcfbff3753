// Configurações > Tarifário (docs/product.md §15): the owner edits, the staff read. The server checks the role and
// validates every field; this screen reads money with parseMoneyInput and dates with the pt-BR date field. Each
// section has its file; they save through lib/tarifario-save.ts.
import type { RoomType } from "@shared/enums";
import { useRooms } from "@/api/use-rooms";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { useRatesWrite, useTarifario } from "../api/use-tarifario";
import type { Sizes } from "../lib/tarifario-save";
import { DatedRates } from "./dated-rates";
import { Rules } from "./general-rules-section";
import { Policies } from "./policies-section";
import { BaseRates, Holidays } from "./price-sections";
import { Restrictions } from "./restrictions-section";

/** The room types in use, each with its largest capacity: how many occupancy prices the forms offer. */
function useSizes(): Sizes | undefined {
  const { data: rooms } = useRooms();
  if (!rooms) return undefined;
  const sizes: Sizes = {};
  for (const room of rooms) {
    const type = room.type as RoomType;
    sizes[type] = Math.max(sizes[type] ?? 1, room.capacity);
  }
  return sizes;
}

export function TarifarioPanel({ canEdit }: { canEdit: boolean }) {
  const { data: view, error, isError, isFetching, refetch } = useTarifario();
  const sizes = useSizes();
  const write = useRatesWrite();
  if (isError)
    return <LoadError what="o tarifário" error={error} retrying={isFetching} onRetry={() => void refetch()} />;
  if (!view || !sizes) return <Skeleton className="h-64 w-full" />;
  // Each section starts from what was saved, and again after every save (its key changes with it).
  const k = (name: string, part: unknown) => `${name}:${JSON.stringify(part)}`;
  const props = { view, canEdit, write };
  return (
    <div className="space-y-4">
      {!canEdit && (
        <p className="rounded-lg border bg-muted/50 p-3 text-sm" role="note">
          Somente o proprietário altera o tarifário.
        </p>
      )}
      {Object.keys(sizes).length === 0 ? (
        <EmptyState
          title="Nenhum quarto cadastrado"
          description="Cadastre os quartos para definir as tarifas por tipo."
        />
      ) : (
        <>
          <BaseRates key={k("base", view.base)} sizes={sizes} {...props} />
          <Holidays key={k("holiday", view.holiday)} sizes={sizes} {...props} />
          <DatedRates key={k("seasons", view.seasons)} kind="season" sizes={sizes} {...props} />
          <DatedRates key={k("packages", view.packages)} kind="package" sizes={sizes} {...props} />
        </>
      )}
      <Restrictions key={k("restrictions", view.restrictions)} {...props} />
      <Policies key={k("policies", view.policies)} {...props} />
      <Rules key={k("rules", [view.settings, view.policies])} {...props} />
    </div>
  );
}
