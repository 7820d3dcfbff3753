import type { Room, RoomListItem } from "@shared/api";
import { RoomCard } from "./room-card";

interface RoomCardGridProps {
  rooms: RoomListItem[];
  onOpen: (room: Room) => void;
}

export function RoomCardGrid({ rooms, onOpen }: RoomCardGridProps) {
  const active = rooms.filter((room) => room.isActive);
  if (active.length === 0) return null;

  return (
    <section aria-labelledby="active-rooms-heading" className="space-y-3">
      <h2 id="active-rooms-heading" className="text-lg font-semibold">
        Quartos ativos
      </h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4">
        {active.map((room) => (
          <RoomCard key={room.id} room={room} onOpen={onOpen} />
        ))}
      </div>
    </section>
  );
}
