import { Plus } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { clearRoomToEdit } from "../lib/edit-room-storage";

/** Room creation lives in Settings; a stale edit hand-over must not turn this into an edit. */
export function NewRoomButton() {
  return (
    <Button asChild>
      <Link href="/settings?tab=rooms&new=true" onClick={clearRoomToEdit}>
        <Plus aria-hidden="true" />
        Novo Quarto
      </Link>
    </Button>
  );
}
