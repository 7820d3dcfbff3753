import { useEffect, useMemo, useState } from "react";
import { SearchX, Users } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { toast } from "@/hooks/use-toast";
import { isUnauthorizedError, redirectToLogin } from "@/lib/auth-utils";
import { useGuests, type GuestRecord } from "@/api/use-guests";
import { filterGuests } from "../lib/guest-search";
import { useGuestTagActions } from "../lib/use-guest-tag-actions";
import { DeleteGuestDialog } from "./delete-guest-dialog";
import { GuestCardList } from "./guest-card-list";
import { GuestDetailsSheet } from "./guest-details-sheet";
import { GuestSearchInput } from "./guest-search-input";
import { GuestSummaryCards } from "./guest-summary-cards";
import { LoadError } from "@/components/load-error";
import { GuestsSkeleton } from "./guests-skeleton";
import { GuestsTable } from "./guests-table";
import { NewGuestButton } from "./new-guest-button";

interface GuestsOverviewProps {
  canDelete: boolean;
  onCreate: () => void;
  onEdit: (guest: GuestRecord) => void;
}

/** The body of the Guests page: the counts, the search and the register, with details and deletion. */
export function GuestsOverview({ canDelete, onCreate, onEdit }: GuestsOverviewProps) {
  const { data: guests, isLoading, error, refetch, isFetching } = useGuests();
  const [search, setSearch] = useState("");
  // Ids, not copies: the panel and the dialog then show the guest as the list has it after any change.
  const [viewingId, setViewingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<GuestRecord | null>(null);
  const { addTag, removeTag } = useGuestTagActions();

  useEffect(() => {
    if (error && isUnauthorizedError(error)) redirectToLogin(toast);
  }, [error]);

  const visible = useMemo(() => filterGuests(guests ?? [], search), [guests, search]);
  const viewing = guests?.find((guest) => guest.id === viewingId) ?? null;

  if (isLoading) return <GuestsSkeleton />;
  if (error || !guests) return <LoadError what="os hóspedes" onRetry={() => void refetch()} retrying={isFetching} />;

  const handlers = {
    onEdit: (guest: GuestRecord) => {
      setViewingId(null);
      onEdit(guest);
    },
    onView: (guest: GuestRecord) => setViewingId(guest.id),
    onDelete: canDelete ? setDeleting : undefined,
    onAddTag: addTag,
    onRemoveTag: removeTag,
  };

  return (
    <div className="space-y-6">
      <GuestSummaryCards guests={guests} />
      <Card className="gap-4">
        {guests.length > 0 && (
          <CardHeader className="gap-3">
            <GuestSearchInput value={search} onChange={setSearch} />
            {visible.length > 0 && (
              <p className="hidden text-sm text-muted-foreground md:block">
                Dê um duplo clique em uma linha para editar o hóspede.
              </p>
            )}
          </CardHeader>
        )}
        <CardContent className="px-0">
          {guests.length === 0 ? (
            <EmptyState
              icon={Users}
              title="Nenhum hóspede cadastrado"
              description="Cadastre o primeiro hóspede para agilizar reservas e check-ins."
              action={<NewGuestButton onClick={onCreate} />}
            />
          ) : visible.length === 0 ? (
            <EmptyState
              icon={SearchX}
              title="Nenhum hóspede encontrado"
              description="Confira o nome, o email ou o número de celular digitado."
              role="status"
            />
          ) : (
            <>
              <div className="md:hidden">
                <GuestCardList guests={visible} {...handlers} />
              </div>
              <div className="hidden md:block">
                <GuestsTable guests={visible} {...handlers} />
              </div>
            </>
          )}
        </CardContent>
      </Card>
      <GuestDetailsSheet
        guest={viewing}
        onOpenChange={(open) => !open && setViewingId(null)}
        onEdit={handlers.onEdit}
      />
      {canDelete && <DeleteGuestDialog guest={deleting} onOpenChange={(open) => !open && setDeleting(null)} />}
    </div>
  );
}
