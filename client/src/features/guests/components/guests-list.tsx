import { SearchX, Users } from "lucide-react";
import { formatCpf } from "@shared/identity";
import type { GuestRecord } from "@/api/use-guests";
import type { PagedList } from "@/lib/paged-list";
import { ResponsiveList, type ListColumn } from "@/components/responsive-list";
import { virtualList } from "@/components/use-list-window";
import { TagChipList } from "@/components/tag-chip-list";
import { guestFullName } from "@/lib/guest-name";
import { GuestAddressLink } from "./guest-address-link";
import { GuestCard, type GuestListHandlers } from "./guest-card";
import { GuestContactLinks } from "./guest-contact-links";
import { GuestDate } from "./guest-date";
import { GuestRowActions } from "./guest-row-actions";
import { NewGuestButton } from "./new-guest-button";

interface GuestsListProps extends GuestListHandlers {
  /** The register (or the search's result) as read so far, a page at a time. */
  guests: PagedList<GuestRecord>;
  /** A search is on, so an empty result is the search's doing: 'Nenhum hóspede encontrado'. */
  searching: boolean;
  onCreate: () => void;
}

/** The register: docs/product.md §5's table (Nome/Razão Social, Contatos, Endereço, Etiquetas, Data, Ações), cards on a phone. */
export function GuestsList({ guests, searching, onCreate, ...handlers }: GuestsListProps) {
  const { onAddTag, onRemoveTag, ...actions } = handlers;
  const columns: ListColumn<GuestRecord>[] = [
    {
      id: "name",
      header: "Nome/Razão Social",
      cellClassName: "max-w-56",
      cell: (guest) => (
        <>
          <p className="font-medium break-words">{guestFullName(guest)}</p>
          {guest.cpf && <p className="text-xs text-muted-foreground tabular-nums">CPF {formatCpf(guest.cpf)}</p>}
        </>
      ),
    },
    {
      id: "contacts",
      header: "Contatos",
      cellClassName: "max-w-64",
      cell: (guest) => <GuestContactLinks guest={guest} />,
    },
    {
      id: "address",
      header: "Endereço",
      cellClassName: "max-w-56 whitespace-normal",
      cell: (guest) => <GuestAddressLink address={guest.address} />,
    },
    {
      id: "tags",
      header: "Etiquetas",
      cellClassName: "max-w-56",
      cell: (guest) => (
        <TagChipList
          tags={guest.tags}
          onRemove={(tag) => onRemoveTag(guest, tag)}
          onAdd={() => onAddTag(guest)}
          addLabel={`Adicionar etiqueta a ${guestFullName(guest)}`}
        />
      ),
    },
    { id: "date", header: "Data", cellClassName: "whitespace-nowrap", cell: (guest) => <GuestDate guest={guest} /> },
    {
      id: "actions",
      header: "Ações",
      className: "text-right",
      cell: (guest) => <GuestRowActions guest={guest} {...actions} />,
    },
  ];

  return (
    <ResponsiveList
      items={guests.rows}
      isLoading={guests.isLoading}
      loadError={
        guests.error && {
          what: "os hóspedes",
          error: guests.error,
          onRetry: guests.refetch,
          retrying: guests.isFetching,
        }
      }
      stale={guests.isPlaceholderData}
      paging={guests}
      virtual={virtualList({ rowHeight: 66, cardHeight: 150 })}
      getKey={(guest) => guest.id}
      label="Hóspedes"
      columns={columns}
      renderCard={(guest) => <GuestCard guest={guest} {...handlers} />}
      empty={{
        icon: Users,
        title: "Nenhum hóspede cadastrado",
        description: "Cadastre o primeiro hóspede para agilizar reservas e check-ins.",
        action: <NewGuestButton onClick={onCreate} />,
      }}
      filtered={searching}
      noMatch={{
        icon: SearchX,
        title: "Nenhum hóspede encontrado",
        description: "Confira o nome, o email ou o número de celular digitado.",
      }}
      onRowDoubleClick={actions.onEdit}
      rowTitle="Dê um duplo clique para editar"
      tableClassName="min-w-[56rem] [&_td]:align-top"
      listClassName="border-t"
      cardClassName="space-y-2 py-3"
    />
  );
}
