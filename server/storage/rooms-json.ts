// GET /api/rooms, the hot read (docs/decisions/0007, 0075): the same rows as roomsStorage().list() (with the guest in
// each room), written as JSON by PostgreSQL and run as a prepared statement on the read pipeline. It belongs to the
// pool, never to a transaction, which is why it is not part of storage().
//
// The JSON is kept in the process for one version of the rooms (rooms_version, migrations/0037): every request's
// session statement reads the version (requireAuth), and the copy is sent only while it is the version the copy was
// built at. A commit that changes anything the list shows raises the version in its own transaction, so a request
// that starts after that commit, on any instance, reads the new number and gets a list built from a snapshot that
// holds the change. The copy is built by one statement that reads the version and the rooms in one snapshot.
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { rooms } from "@shared/schema/rooms";
import { readsOf, type Db } from "../db";
import { jsonArrayOfRows } from "../db/json-rows";
import { byNumber, currentStayOfRoom } from "./rooms";

/** The list as sent, and the version of the snapshot it was read in (null: rooms_version's row is missing). */
export interface RoomsListCopy {
  version: bigint | null;
  body: Buffer;
}

/** One read of the list and its version in one snapshot, as the statement answers them. */
export type RoomsListRead = () => Promise<{ version: string | null; json: string }>;

export function roomsJson(db: Db) {
  const { sql: text, params } = new PgDialect().sqlToQuery(
    sql`SELECT (SELECT version::text FROM rooms_version) AS version,
      (${jsonArrayOfRows(rooms, byNumber, { currentStay: currentStayOfRoom })}) AS json`,
  );
  const statement = { name: "hospeda_rooms_list", text, values: params };
  return roomsListCache(async () => {
    const { rows } = await readsOf(db.$client).query<{ version: string | null; json: string }>(statement);
    return rows[0]!;
  });
}

/** The copy of the list and how a request gets it (rooms-json.test.ts drives it with reads it answers by hand). */
export function roomsListCache(read: RoomsListRead) {
  let kept: { version: bigint; body: Buffer } | null = null;
  let building: Promise<RoomsListCopy> | null = null;

  const build = () => {
    const reading = read().then((row): RoomsListCopy => {
      const version = row.version === null ? null : BigInt(row.version);
      const body = Buffer.from(row.json);
      // Builds may finish out of order: the copy only ever moves to a newer version.
      if (version !== null && (!kept || version > kept.version)) kept = { version, body };
      return { version, body };
    });
    building = reading;
    const done = () => {
      if (building === reading) building = null;
    };
    reading.then(done, done);
    return reading;
  };

  /**
   * The list for a request whose session statement read `version`: the copy if it is of that version, otherwise a
   * list read from a snapshot at least that new. Requests that miss together share one read when its snapshot is
   * new enough for them.
   */
  const listJson = async (version: bigint | null): Promise<Buffer> => {
    if (version === null) return (await build()).body;
    if (kept?.version === version) return kept.body;
    const shared = await (building ?? build());
    if (shared.version !== null && shared.version >= version) return shared.body;
    // The shared read's snapshot came before the commit this request has seen: read again.
    return (await build()).body;
  };

  return { listJson };
}

/** The list's copy of one app (createApp makes one, for the rooms router and the lane in front of the API). */
export type RoomsList = ReturnType<typeof roomsListCache>;
