import { useState } from "react";
import { useGuests, type GuestRecord } from "@/api/use-guests";
import { ListResultCount } from "@/components/list-result-count";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { useIsDesktop } from "@/hooks/use-media-query";
import { useSearchBox } from "@/hooks/use-search-param";
import { useGuestSummary } from "../api/use-guest-summary";
import { useGuestTagActions } from "../lib/use-guest-tag-actions";
import { DeleteGuestDialog } from "./delete-guest-dialog";
import { GuestDetailsSheet } from "./guest-details-sheet";
import { GuestSearchInput } from "./guest-search-input";
import { GuestSummaryCards } from "./guest-summary-cards";
import { GuestsList } from "./guests-list";

/** A screenful and more: the next page is read as the clerk scrolls towards the end. */
const GUESTS_PAGE_SIZE = 50;

interface GuestsOverviewProps {
  canDelete: boolean;
  onCreate: () => void;
  onEdit: (guest: GuestRecord) => void;
}

/** The body of the Guests page: the counts, the search (kept in the URL as ?q=) and the register, a page at a time. */
export function GuestsOverview({ canDelete, onCreate, onEdit }: GuestsOverviewProps) {
  const searchBox = useSearchBox("q");
  const guests = useGuests({ search: searchBox.term, limit: GUESTS_PAGE_SIZE });
  const summary = useGuestSummary();
  const isDesktop = useIsDesktop();
  // The guest as last seen in the list: the panel keeps showing them when a new search leaves them out.
  const [viewing, setViewing] = useState<GuestRecord | null>(null);
  const [deleting, setDeleting] = useState<GuestRecord | null>(null);
  const { addTag, removeTag } = useGuestTagActions();

  const searching = searchBox.term !== "";
  // An empty register has nothing to search: its empty state invites the first registration instead.
  const registerEmpty = summary.data?.total === 0 && !searching && guests.rows?.length === 0;
  const viewingNow = viewing && (guests.rows?.find((guest) => guest.id === viewing.id) ?? viewing);

  const edit = (guest: GuestRecord) => {
    setViewing(null);
    onEdit(guest);
  };

  return (
    <div className="space-y-6">
      <GuestSummaryCards />
      <Card className="gap-4">
        {!registerEmpty && (
          <CardHeader className="gap-2">
            <GuestSearchInput value={searchBox.text} onChange={searchBox.setText} />
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
              <ListResultCount
                total={guests.total}
                updating={searchBox.pending || (guests.isPlaceholderData && guests.isFetching)}
              />
              {isDesktop && (guests.rows?.length ?? 0) > 0 && (
                <p className="text-sm text-muted-foreground">Dê um duplo clique em uma linha para editar o hóspede.</p>
              )}
            </div>
          </CardHeader>
        )}
        <CardContent className="px-0">
          <GuestsList
            guests={guests}
            searching={searching}
            onCreate={onCreate}
            onEdit={edit}
            onView={setViewing}
            onDelete={canDelete ? setDeleting : undefined}
            onAddTag={addTag}
            onRemoveTag={removeTag}
          />
        </CardContent>
      </Card>
      <GuestDetailsSheet guest={viewingNow} onOpenChange={(open) => !open && setViewing(null)} onEdit={edit} />
      {canDelete && <DeleteGuestDialog guest={deleting} onOpenChange={(open) => !open && setDeleting(null)} />}
    </div>
  );
}
