// The one boundary between the booking rules and a channel (docs/decisions/0052). The iCal adapter pulls a feed's
// events and renders the room's export; a channel-manager adapter (Channex: availability pushed, booking revisions
// pulled and acknowledged) implements the same two methods, and the sync (server/domain/channel-sync.ts) does not
// change: it receives events, it hands over occupancies.
import type { BlockKind, Channel } from "@shared/channels";
import { classifyEvent } from "./classify";
import { fetchFeed } from "./fetch-feed";
import { renderCalendar, type ExportOccupancy } from "./ical-export";
import { parseFeed } from "./ical-parse";

export interface ChannelEvent {
  uid: string;
  checkInDate: string;
  checkOutDate: string;
  kind: BlockKind;
}

interface ChannelSource {
  url: string;
  channel: Channel;
}

export interface ChannelAdapter {
  /** The channel's current events for one room (`total`: every event the channel sent, kept or not). */
  pull(source: ChannelSource, timeZone: string): Promise<{ events: ChannelEvent[]; total: number }>;
  /** The room's occupancy handed to the channel: for iCal, the body of the export URL the channel reads. */
  publish(room: { number: string }, occupancies: ExportOccupancy[], stamp: Date): string;
}

export const icalAdapter: ChannelAdapter = {
  async pull(source, timeZone) {
    const { events, total } = parseFeed(await fetchFeed(source.url), timeZone);
    return {
      total,
      events: events.map(({ summary, ...event }) => ({ ...event, kind: classifyEvent(source.channel, summary) })),
    };
  },
  publish: renderCalendar,
};
