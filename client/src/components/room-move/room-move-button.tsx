import { useState, type ComponentProps } from "react";
import { Button } from "@/components/ui/button";
import { RoomMoveDialog, type MovableStay } from "./room-move-dialog";

interface RoomMoveButtonProps {
  /** The stay the button moves, as it is now. */
  stay: MovableStay;
  /** After the move: the details that showed the old room close. */
  onMoved: () => void;
  size?: ComponentProps<typeof Button>["size"];
}

/**
 * 'Trocar Quarto' of a stay's details (the front desk's and the reservation's, docs/product.md §7.4): the button and
 * the dialog it opens, with the stay as it was when the button was pressed.
 */
export function RoomMoveButton({ stay, onMoved, size }: RoomMoveButtonProps) {
  const [moving, setMoving] = useState<MovableStay | null>(null);
  return (
    <>
      <Button type="button" variant="outline" size={size} onClick={() => setMoving(stay)}>
        Trocar Quarto
      </Button>
      <RoomMoveDialog stay={moving} onOpenChange={(open) => !open && setMoving(null)} onMoved={onMoved} />
    </>
  );
}
