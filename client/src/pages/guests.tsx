import { useState } from "react";
import { PageHeader } from "@/components/page-header";
import { PAGE_HEADINGS } from "@/components/page-headings";
import { useAuth } from "@/api/use-auth";
import type { GuestRecord } from "@/api/use-guests";
import { GuestFormDialog } from "@/features/guests/components/guest-form-dialog";
import { GuestsOverview } from "@/features/guests/components/guests-overview";
import { NewGuestButton } from "@/features/guests/components/new-guest-button";

export default function GuestsPage() {
  const { user } = useAuth();
  // Staff register and edit guests; only the owner deletes them (the server refuses anyone else).
  const canDelete = user?.role === "owner";
  const [formOpen, setFormOpen] = useState(false);
  // Kept after closing, so the title does not flip from "Editar" to "Novo" during the exit animation.
  const [editing, setEditing] = useState<GuestRecord | null>(null);

  const openForm = (guest: GuestRecord | null) => {
    setEditing(guest);
    setFormOpen(true);
  };

  return (
    <>
      <PageHeader {...PAGE_HEADINGS["/guests"]} actions={<NewGuestButton onClick={() => openForm(null)} />} />
      <GuestsOverview canDelete={canDelete} onCreate={() => openForm(null)} onEdit={openForm} />
      <GuestFormDialog open={formOpen} onOpenChange={setFormOpen} guest={editing} />
    </>
  );
}
