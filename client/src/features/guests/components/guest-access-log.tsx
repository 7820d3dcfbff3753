import type { GuestAccessEntry } from "@shared/api";
import { Skeleton } from "@/components/ui/skeleton";
import { actionLabel, entityLabel } from "@/lib/audit-labels";
import { formatDateTime } from "@/lib/format";
import { useGuestAccessLog } from "../api/use-guest-access-log";

/** The retention job's entries carry its path and no user. */
const who = (entry: GuestAccessEntry) =>
  entry.userName ?? entry.userEmail ?? (entry.path?.startsWith("/jobs/") ? "Retenção automática" : "Sistema");

/** The owner's 'Quem acessou': who did what to or looked at the guest's data (document views, exports, changes). */
export function GuestAccessLog({ guestId }: { guestId: string }) {
  const { data: entries, isLoading, isError } = useGuestAccessLog(guestId);
  return (
    <div className="space-y-2">
      <h4 className="text-sm font-semibold">Quem acessou</h4>
      {isLoading ? (
        <Skeleton className="h-12 w-full" aria-label="Carregando acessos" />
      ) : isError || !entries ? (
        <p className="text-sm text-destructive">Não foi possível carregar o histórico de acessos.</p>
      ) : entries.length === 0 ? (
        <p className="text-sm text-muted-foreground">Ninguém acessou os dados deste hóspede ainda.</p>
      ) : (
        <ul className="max-h-64 divide-y overflow-y-auto rounded-md border text-sm" aria-label="Quem acessou">
          {entries.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="flex flex-wrap justify-between gap-x-3 px-3 py-2">
              <span className="min-w-0 font-medium break-words">{who(entry)}</span>
              <span className="text-muted-foreground">
                {actionLabel(entry)} · {entityLabel(entry.entity)}
              </span>
              <span className="w-full text-xs text-muted-foreground tabular-nums">{formatDateTime(entry.at)}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
