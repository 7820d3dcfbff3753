import type { ReservationMapBlock } from "@shared/api";
import { CHANNEL_COLOURS, CHANNEL_LABELS } from "@shared/channels";

/** The name a block shows (its feed's, else its channel's) and its channel's colour. */
export function blockSource(block: ReservationMapBlock) {
  const channel = block.source.channel;
  return {
    name: block.source.feedName ?? (channel ? CHANNEL_LABELS[channel] : "Canal"),
    channelLabel: channel ? CHANNEL_LABELS[channel] : "Canal",
    colour: channel ? CHANNEL_COLOURS[channel] : CHANNEL_COLOURS.outro,
  };
}

/** A block the map's clerk opened, with its room's number. */
export interface BlockPeek {
  block: ReservationMapBlock;
  roomNumber: string;
}
