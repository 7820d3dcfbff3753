import type { Room } from "@shared/api";

// The Rooms page hands the room to edit to the Settings page through this browser storage entry (docs/product.md §5).
const EDIT_ROOM_KEY = "editRoom";

export function storeRoomToEdit(room: Room) {
  localStorage.setItem(EDIT_ROOM_KEY, JSON.stringify(room));
}

export function clearRoomToEdit() {
  localStorage.removeItem(EDIT_ROOM_KEY);
}

/** Reads and removes the stored room; a malformed entry is dropped and yields null. */
export function takeRoomToEdit(): Room | null {
  const raw = localStorage.getItem(EDIT_ROOM_KEY);
  clearRoomToEdit();
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isStoredRoom(value) ? value : null;
  } catch {
    return null;
  }
}

function isStoredRoom(value: unknown): value is Room {
  if (!value || typeof value !== "object") return false;
  const room = value as Record<string, unknown>;
  return (
    typeof room.id === "string" &&
    typeof room.number === "string" &&
    typeof room.type === "string" &&
    typeof room.status === "string" &&
    (typeof room.capacity === "number" || typeof room.capacity === "string") &&
    (typeof room.pricePerNight === "string" || typeof room.pricePerNight === "number")
  );
}
