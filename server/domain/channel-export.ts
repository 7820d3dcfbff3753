// The room's calendar export (docs/product.md §Canais, docs/decisions/0052). The token in the URL is an HMAC of a
// per-room random salt under the server's key: the database keeps the salt and only a SHA-256 of the token, so a
// copy of the database alone cannot read a calendar, the owner can be shown the URL again, and a rotation (a new
// salt) refuses the old token at once.
import { createHash, createHmac, randomBytes } from "node:crypto";
import { calendarDateAt, shiftDate } from "@shared/pousada-time";
import { icalAdapter, type ChannelAdapter } from "../channels/adapter";
import type { DbOrTx } from "../db";
import { NotFoundError } from "../errors";
import { storage } from "../storage";

const ROOM_NOT_FOUND = "Quarto não encontrado";
/** Past stays a channel still reads (a few days back is enough for its own history). */
const PAST_DAYS = 30;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const tokenOf = (key: string, salt: string) => createHmac("sha256", key).update(salt).digest("base64url");
const exportPath = (token: string) => `/api/calendars/${token}.ics`;

export function channelExport(db: DbOrTx, key: string, adapter: ChannelAdapter = icalAdapter) {
  const { calendarFeeds, rooms } = storage(db);

  async function room(roomId: string) {
    const found = await rooms.findById(roomId);
    if (!found) throw new NotFoundError(ROOM_NOT_FOUND);
    return found;
  }

  return {
    /** The room's export path (made on first ask). */
    async path(roomId: string) {
      await room(roomId);
      const salt = randomBytes(32).toString("hex");
      const row = await calendarFeeds.firstExport(roomId, salt, sha256(tokenOf(key, salt)));
      return exportPath(tokenOf(key, row.salt));
    },
    /** A new token for the room; the old one is refused from this moment. */
    async rotate(roomId: string) {
      await room(roomId);
      const salt = randomBytes(32).toString("hex");
      const token = tokenOf(key, salt);
      await calendarFeeds.setExport(roomId, salt, sha256(token));
      return exportPath(token);
    },
    /** The calendar the token names, or undefined (the route answers 404, whatever the reason). */
    async render(token: string, now: Date) {
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
      const found = await calendarFeeds.roomOfToken(sha256(token));
      if (!found) return undefined;
      const { segments, roomBlocks, settings } = storage(db);
      const after = shiftDate(calendarDateAt(now, await settings.timeZone()), -PAST_DAYS);
      const [stays, blocks, theRoom] = await Promise.all([
        segments.liveInRoom(found.roomId, after),
        roomBlocks.activeForRoom(found.roomId, after),
        rooms.findById(found.roomId),
      ]);
      const times = [found.createdAt, ...stays.map((s) => s.updatedAt), ...blocks.map((b) => b.updatedAt)];
      const lastModified = new Date(Math.max(...times.map((t) => t.getTime())));
      lastModified.setMilliseconds(0);
      const seen = new Map<string, number>();
      const occupancies = [
        ...stays.map((s) => ({ id: `reserva-${s.reservationId}`, ...s, summary: "Reservado" })),
        ...blocks.map((b) => ({ ...b, id: `bloqueio-${b.id}`, summary: "Indisponível" })),
      ].map((o) => {
        // A stay with two stretches in this room (moved out and back) gives each its own UID.
        const n = seen.get(o.id) ?? 0;
        seen.set(o.id, n + 1);
        const uid = `${o.id}${n ? `-${n}` : ""}@hospeda`;
        return { uid, checkInDate: o.checkInDate, checkOutDate: o.checkOutDate, summary: o.summary };
      });
      const body = adapter.publish({ number: theRoom!.number }, occupancies, lastModified);
      return { body, lastModified, etag: `"${sha256(body).slice(0, 32)}"` };
    },
  };
}
