import { Eye, Mail, MessageCircle, MoreHorizontal, Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { GuestRecord } from "@/api/use-guests";
import { mailtoUrl, whatsappUrl } from "../lib/guest-links";
import { guestFullName } from "@/lib/guest-name";

export interface GuestActionHandlers {
  onEdit: (guest: GuestRecord) => void;
  onView: (guest: GuestRecord) => void;
  /** Absent for staff: only the owner deletes guests. */
  onDelete?: (guest: GuestRecord) => void;
}

export function GuestRowActions({ guest, onEdit, onView, onDelete }: GuestActionHandlers & { guest: GuestRecord }) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Ações para ${guestFullName(guest)}`}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-44">
        <DropdownMenuItem onSelect={() => onEdit(guest)}>
          <Pencil aria-hidden="true" />
          Editar
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onView(guest)}>
          <Eye aria-hidden="true" />
          Ver Detalhes
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <a href={whatsappUrl(guest.phone)} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden="true" />
            WhatsApp
          </a>
        </DropdownMenuItem>
        {guest.email ? (
          <DropdownMenuItem asChild>
            <a href={mailtoUrl(guest.email)}>
              <Mail aria-hidden="true" />
              Email
            </a>
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem disabled>
            <Mail aria-hidden="true" />
            Email
          </DropdownMenuItem>
        )}
        {onDelete && (
          <>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={() => onDelete(guest)}>
              <Trash2 aria-hidden="true" />
              Excluir
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
