import type { Room } from "../schema/rooms";

/** A room as GET /api/rooms and /api/rooms/availability list it, and as its writes answer: the whole row. */
export type { Room };
