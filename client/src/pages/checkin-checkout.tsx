import { useState } from "react";
import { useGuest } from "@/api/use-guests";
import { PageHeader } from "@/components/page-header";
import { PAGE_HEADINGS } from "@/components/page-headings";
import { FrontDeskWorkspace } from "@/features/front-desk/components/front-desk-workspace";
import { EditGuestContext } from "@/features/front-desk/lib/edit-guest";
import { GuestFormDialog } from "@/features/guests/components/guest-form-dialog";

export default function CheckinCheckoutPage() {
  // The check-in's FNRH panel completes a guest in the register's own edit dialog.
  const [editing, setEditing] = useState<string | null>(null);
  const guest = useGuest(editing);
  return (
    <EditGuestContext.Provider value={setEditing}>
      <PageHeader {...PAGE_HEADINGS["/checkin-checkout"]} />
      <FrontDeskWorkspace />
      <GuestFormDialog
        open={editing !== null && guest.data !== undefined}
        onOpenChange={(open) => !open && setEditing(null)}
        guest={guest.data ?? null}
      />
    </EditGuestContext.Provider>
  );
}
