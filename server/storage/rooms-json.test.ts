// The copy of GET /api/rooms kept per rooms_version (docs/decisions/0075), driven by reads answered by hand: which
// request reads the database, which one shares a read under way, and which copy is kept when reads end out of order.
import { describe, expect, it } from "vitest";
import { roomsListCache, type RoomsListRead } from "./rooms-json";

/** A read the test answers: each call is queued with the function that answers it. */
function manualReads() {
  const calls: Array<(version: string | null, json: string) => void> = [];
  const read: RoomsListRead = () => new Promise((resolve) => calls.push((version, json) => resolve({ version, json })));
  return { read, calls };
}

const text = async (body: Promise<Buffer>) => (await body).toString();
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("the rooms list's copy", () => {
  it("reads once for a version and serves that version's copy without reading again", async () => {
    const { read, calls } = manualReads();
    const { listJson } = roomsListCache(read);
    const first = text(listJson(5n));
    calls[0]!("5", '["cinco"]');
    expect(await first).toBe('["cinco"]');
    expect(await text(listJson(5n))).toBe('["cinco"]');
    expect(calls).toHaveLength(1);
    const next = text(listJson(6n));
    await settle();
    expect(calls).toHaveLength(2);
    calls[1]!("6", '["seis"]');
    expect(await next).toBe('["seis"]');
  });

  it("shares a read under way only when its snapshot is as new as the request's version", async () => {
    const { read, calls } = manualReads();
    const { listJson } = roomsListCache(read);
    const early = text(listJson(5n));
    // This request's session statement saw version 6: the read under way may be from before that commit.
    const late = text(listJson(6n));
    const alsoFive = text(listJson(5n));
    await settle();
    expect(calls).toHaveLength(1);
    calls[0]!("5", '["cinco"]');
    expect(await early).toBe('["cinco"]');
    expect(await alsoFive).toBe('["cinco"]');
    await settle();
    expect(calls).toHaveLength(2); // the late request reads again
    calls[1]!("6", '["seis"]');
    expect(await late).toBe('["seis"]');
  });

  it("keeps the newest copy when reads end out of order", async () => {
    const { read, calls } = manualReads();
    const { listJson } = roomsListCache(read);
    const a = text(listJson(7n));
    await settle();
    calls[0]!("8", '["oito"]'); // read after another commit: newer than asked, and kept
    expect(await a).toBe('["oito"]');
    const b = text(listJson(7n)); // a request that read 7 before that commit: 7 is not the copy's version
    await settle();
    calls[1]!("7", '["sete"]');
    expect(await b).toBe('["sete"]');
    expect(await text(listJson(8n))).toBe('["oito"]');
    expect(calls).toHaveLength(2);
  });

  it("reads every time when the version is missing (rooms_version's row gone), keeping nothing", async () => {
    const { read, calls } = manualReads();
    const { listJson } = roomsListCache(read);
    const a = text(listJson(null));
    calls[0]!(null, '["a"]');
    expect(await a).toBe('["a"]');
    const b = text(listJson(null));
    await settle();
    calls[1]!(null, '["b"]');
    expect(await b).toBe('["b"]');
    const c = text(listJson(1n));
    await settle();
    expect(calls).toHaveLength(3);
    calls[2]!("1", '["c"]');
    expect(await c).toBe('["c"]');
  });
});
