import { Eye, Mail, MessageCircle, Pencil, Trash2 } from "lucide-react";
import type { GuestRecord } from "@/api/use-guests";
import { RowActionsMenu } from "@/components/row-actions-menu";
import { guestFullName } from "@/lib/guest-name";
import { mailtoUrl, whatsappUrl } from "../lib/guest-links";

export interface GuestActionHandlers {
  onEdit: (guest: GuestRecord) => void;
  onView: (guest: GuestRecord) => void;
  /** Absent for staff: only the owner deletes guests. */
  onDelete?: (guest: GuestRecord) => void;
}

/** docs/product.md §5's row menu: Editar, Ver Detalhes, WhatsApp, Email, Excluir. */
export function GuestRowActions({ guest, onEdit, onView, onDelete }: GuestActionHandlers & { guest: GuestRecord }) {
  return (
    <RowActionsMenu
      label={`Ações para ${guestFullName(guest)}`}
      actions={[
        { label: "Editar", icon: Pencil, onSelect: () => onEdit(guest) },
        { label: "Ver Detalhes", icon: Eye, onSelect: () => onView(guest) },
        {
          label: "WhatsApp",
          icon: MessageCircle,
          href: guest.phone ? whatsappUrl(guest.phone) : undefined,
          disabled: !guest.phone,
          external: true,
        },
        // Shown without an address too, greyed out, so the menu keeps its shape from guest to guest.
        { label: "Email", icon: Mail, href: guest.email ? mailtoUrl(guest.email) : undefined, disabled: !guest.email },
        onDelete && { label: "Excluir", icon: Trash2, destructive: true, onSelect: () => onDelete(guest) },
      ]}
    />
  );
}
