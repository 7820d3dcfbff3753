import { PageHeader } from "@/components/page-header";
import { PAGE_HEADINGS } from "@/components/page-headings";
import { useAuth } from "@/api/use-auth";
import { NewRoomButton } from "@/features/rooms/components/new-room-button";
import { RoomsOverview } from "@/features/rooms/components/rooms-overview";

export default function RoomsPage() {
  const { user } = useAuth();
  // Creating, editing and deleting rooms is the owner's; staff only move a room's status.
  const canManage = user?.role === "owner";

  return (
    <>
      <PageHeader {...PAGE_HEADINGS["/rooms"]} actions={canManage ? <NewRoomButton /> : undefined} />
      <RoomsOverview canManage={canManage} />
    </>
  );
}
