import type { MouseEvent } from "react";
import { formatCpf } from "@shared/identity";
import { TagChipList } from "@/components/tag-chip-list";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { GuestRecord } from "@/api/use-guests";
import { guestFullName } from "@/lib/guest-name";
import { GuestAddressLink } from "./guest-address-link";
import { GuestContactLinks } from "./guest-contact-links";
import { GuestDate } from "./guest-date";
import { GuestRowActions, type GuestActionHandlers } from "./guest-row-actions";

interface GuestsTableProps extends GuestActionHandlers {
  guests: GuestRecord[];
  onAddTag: (guest: GuestRecord) => void;
  onRemoveTag: (guest: GuestRecord, tag: string) => void;
}

export function GuestsTable({ guests, onAddTag, onRemoveTag, ...actions }: GuestsTableProps) {
  const handleDoubleClick = (event: MouseEvent<HTMLTableRowElement>, guest: GuestRecord) => {
    // A double click on a link, a chip or the menu belongs to that control, not to the row.
    if ((event.target as HTMLElement).closest("button, a, input, [role='menu']")) return;
    actions.onEdit(guest);
  };

  return (
    <Table className="min-w-[56rem] [&_td]:align-top [&_tr>*:first-child]:pl-6 [&_tr>*:last-child]:pr-6">
      <TableHeader>
        <TableRow>
          <TableHead>Nome/Razão Social</TableHead>
          <TableHead>Contatos</TableHead>
          <TableHead>Endereço</TableHead>
          <TableHead>Etiquetas</TableHead>
          <TableHead>Data</TableHead>
          <TableHead className="text-right">Ações</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {guests.map((guest) => (
          <TableRow
            key={guest.id}
            onDoubleClick={(event) => handleDoubleClick(event, guest)}
            title="Dê um duplo clique para editar"
            className="cursor-default"
          >
            <TableCell className="max-w-56">
              <p className="font-medium break-words">{guestFullName(guest)}</p>
              {guest.cpf && <p className="text-xs text-muted-foreground tabular-nums">CPF {formatCpf(guest.cpf)}</p>}
            </TableCell>
            <TableCell className="max-w-64">
              <GuestContactLinks guest={guest} />
            </TableCell>
            <TableCell className="max-w-56 whitespace-normal">
              <GuestAddressLink address={guest.address} />
            </TableCell>
            <TableCell className="max-w-56">
              <TagChipList
                tags={guest.tags}
                onRemove={(tag) => onRemoveTag(guest, tag)}
                onAdd={() => onAddTag(guest)}
                addLabel={`Adicionar etiqueta a ${guestFullName(guest)}`}
              />
            </TableCell>
            <TableCell className="whitespace-nowrap">
              <GuestDate guest={guest} />
            </TableCell>
            <TableCell className="text-right">
              <GuestRowActions guest={guest} {...actions} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
