// Channels (docs/product.md §Canais): the calendars of Airbnb, Booking.com and others, imported as blocks.

export const CHANNELS = ["airbnb", "booking", "outro"] as const;
export type Channel = (typeof CHANNELS)[number];

export const CHANNEL_LABELS: Record<Channel, string> = { airbnb: "Airbnb", booking: "Booking.com", outro: "Outro" };

/** Each channel's colour on the map (its brand's, darkened where white text needs it). */
export const CHANNEL_COLOURS: Record<Channel, string> = { airbnb: "#d93b4a", booking: "#003580", outro: "#5b5f66" };

/** booking: a guest's stay sold elsewhere; closure: dates the channel closed (Airbnb's '(Not available)'). */
export const BLOCK_KINDS = ["booking", "closure"] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];
export const BLOCK_KIND_LABELS: Record<BlockKind, string> = {
  booking: "reserva no canal",
  closure: "fechado no canal",
};

export const BLOCK_STATUSES = ["active", "conflict", "ignored", "released", "converted"] as const;
export type BlockStatus = (typeof BLOCK_STATUSES)[number];

/** How a person (or the sync, 'cleared') closed a conflict. */
export const CONFLICT_RESOLUTIONS = ["moved", "rejected", "handled", "cleared"] as const;
export type ConflictResolution = (typeof CONFLICT_RESOLUTIONS)[number];

/** The sync's period in minutes: 15 by default, never under 5. */
export const DEFAULT_SYNC_MINUTES = 15;
export const MIN_SYNC_MINUTES = 5;
