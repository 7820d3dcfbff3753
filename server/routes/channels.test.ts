// Channels end to end (docs/product.md §Canais): recorded-shape feeds from a local server, imported as blocks.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Agent } from "supertest";
import request from "supertest";
import ICAL from "ical.js";
import { eq } from "drizzle-orm";
import { guests } from "@shared/schema/guests";
import { reservations } from "@shared/schema/reservations";
import { roomBlocks } from "@shared/schema/channels";
import { connect, type Database } from "../db";
import { findPgError } from "../db/pg-errors";
import { roomBody } from "../test/factories";
import { airbnbFeed, bookingFeed, feedServer, tzidFeed } from "../test/calendar-feeds";
import { ownerAndStaff, signedInAgent, testApp, testDatabase, testDatabaseUrl } from "../test/harness";

let database: Database;
let owner: Agent;
let staff: Agent;
let app: ReturnType<typeof testApp>;
let feeds: Awaited<ReturnType<typeof feedServer>>;
let roomId: string;

beforeAll(async () => {
  process.env.CALENDAR_FEEDS_ALLOW_PRIVATE = "1";
  database = await testDatabase();
  feeds = await feedServer();
});
afterAll(async () => {
  delete process.env.CALENDAR_FEEDS_ALLOW_PRIVATE;
  await feeds.close();
});

beforeEach(async () => {
  ({ owner, staff, app } = await ownerAndStaff(database));
  const room = await owner
    .post("/api/rooms")
    .send(roomBody({ number: "12" }))
    .expect(201);
  roomId = room.body.id;
});

const addFeed = async (path: string, channel: string, extra: Record<string, unknown> = {}) => {
  const res = await owner
    .post(`/api/rooms/${roomId}/calendar-feeds`)
    .send({ name: channel === "airbnb" ? "Airbnb" : "Booking.com", url: feeds.url(path), channel, ...extra })
    .expect(201);
  return res.body.id as string;
};
const sync = async (feedId: string) => (await owner.post(`/api/calendar-feeds/${feedId}/sync`).expect(200)).body;
const mapBlocks = async () =>
  (await staff.get("/api/reservations?from=2027-01-01&to=2027-03-01").expect(200)).body.filter(
    (e: { kind: string }) => e.kind === "block",
  );

const AIRBNB = [
  { uid: "1418fb94e984-a@airbnb.com", start: "2027-01-10", end: "2027-01-13", summary: "Reserved" },
  { uid: "1418fb94e984-b@airbnb.com", start: "2027-01-20", end: "2027-01-22", summary: "Reserved" },
  { uid: "1418fb94e984-c@airbnb.com", start: "2027-02-01", end: "2027-02-05", summary: "Airbnb (Not available)" },
  { uid: "1418fb94e984-old@airbnb.com", start: "2026-10-01", end: "2026-10-04", summary: "Reserved" },
];

describe("calendar import", () => {
  it("imports Airbnb's bookings and '(Not available)' windows as blocks on the map, with the channel as source", async () => {
    feeds.set("/airbnb.ics", airbnbFeed(AIRBNB));
    const feedId = await addFeed("/airbnb.ics", "airbnb");
    expect(await sync(feedId)).toEqual({ ok: true, events: 4, added: 3, changed: 0, released: 0, conflicts: 0 });
    const blocks = await mapBlocks();
    expect(blocks.map((b: Record<string, unknown>) => [b.checkInDate, b.checkOutDate, b.blockKind])).toEqual([
      ["2027-01-10", "2027-01-13", "booking"],
      ["2027-01-20", "2027-01-22", "booking"],
      ["2027-02-01", "2027-02-05", "closure"],
    ]);
    expect(blocks[0]).toMatchObject({ kind: "block", roomId, source: { feedName: "Airbnb", channel: "airbnb" } });
    // The same feed again changes nothing.
    expect(await sync(feedId)).toEqual({ ok: true, events: 4, added: 0, changed: 0, released: 0, conflicts: 0 });
    const log = (await owner.get(`/api/calendar-feeds/${feedId}/log`).expect(200)).body;
    expect(log).toHaveLength(2);
    const list = (await owner.get(`/api/rooms/${roomId}/calendar-feeds`).expect(200)).body;
    expect(list[0]).toMatchObject({ name: "Airbnb", channel: "airbnb", lastError: null });
    expect(list[0].lastSuccessAt).not.toBeNull();
  });

  it("leaves '(Not available)' out when the feed says so, and reads Booking.com's BOM/LF feed and a TZID'd event", async () => {
    feeds.set("/airbnb2.ics", airbnbFeed(AIRBNB));
    await sync(await addFeed("/airbnb2.ics", "airbnb", { importUnavailable: false }));
    feeds.set("/booking.ics", bookingFeed([{ uid: "bk-1", start: "2027-02-10", end: "2027-02-12" }]));
    expect(await sync(await addFeed("/booking.ics", "booking"))).toMatchObject({ ok: true, added: 1 });
    feeds.set("/outro.ics", tzidFeed("tz-1", "2027-02-20", "2027-02-23"));
    expect(await sync(await addFeed("/outro.ics", "outro"))).toMatchObject({ ok: true, added: 1 });
    const blocks = await mapBlocks();
    expect(blocks.map((b: Record<string, unknown>) => [b.checkInDate, b.checkOutDate])).toEqual([
      ["2027-01-10", "2027-01-13"],
      ["2027-01-20", "2027-01-22"],
      ["2027-02-10", "2027-02-12"],
      ["2027-02-20", "2027-02-23"],
    ]);
  });

  it("moves a block whose dates change, releases one that vanished, and keeps all on an empty or halved feed", async () => {
    feeds.set("/a.ics", airbnbFeed(AIRBNB));
    const feedId = await addFeed("/a.ics", "airbnb");
    await sync(feedId);
    const moved = [{ ...AIRBNB[0]!, start: "2027-01-11", end: "2027-01-14" }, AIRBNB[2]!, AIRBNB[3]!];
    feeds.set("/a.ics", airbnbFeed(moved));
    expect(await sync(feedId)).toEqual({ ok: true, events: 3, added: 0, changed: 1, released: 1, conflicts: 0 });
    expect((await mapBlocks()).map((b: { checkInDate: string }) => b.checkInDate)).toEqual([
      "2027-01-11",
      "2027-02-01",
    ]);

    feeds.set("/a.ics", airbnbFeed([]));
    expect(await sync(feedId)).toEqual({ ok: false, error: expect.stringContaining("veio vazio") });
    feeds.set("/a.ics", airbnbFeed([AIRBNB[3]!]));
    expect(await sync(feedId)).toEqual({ ok: false, error: expect.stringContaining("mais da metade") });
    expect(await mapBlocks()).toHaveLength(2);
    const [status] = (await owner.get(`/api/rooms/${roomId}/calendar-feeds`).expect(200)).body;
    expect(status.lastError).toContain("mais da metade");
  });

  it("makes an event over a local booking a conflict, never overbooks, and lets a person resolve it", async () => {
    const [guest] = await database.db
      .insert(guests)
      .values({ firstName: "Rita", lastName: "Souza", phone: "1" })
      .returning();
    const [stay] = await database.db
      .insert(reservations)
      .values({
        guestId: guest!.id,
        roomId,
        checkInDate: "2027-01-12",
        checkOutDate: "2027-01-15",
        status: "confirmed",
      })
      .returning();
    feeds.set("/c.ics", airbnbFeed([AIRBNB[0]!, AIRBNB[1]!]));
    const feedId = await addFeed("/c.ics", "airbnb");
    expect(await sync(feedId)).toMatchObject({ ok: true, added: 1, conflicts: 1 });
    const conflicts = (await owner.get("/api/calendar-conflicts").expect(200)).body;
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0]).toMatchObject({
      roomNumber: "12",
      checkInDate: "2027-01-10",
      checkOutDate: "2027-01-13",
      feedName: "Airbnb",
      other: { reservationId: stay!.id, guestName: "Rita Souza", checkInDate: "2027-01-12" },
    });
    // The database itself refuses the block over our guest's nights.
    const [block] = await database.db.select().from(roomBlocks).where(eq(roomBlocks.status, "conflict"));
    const forced = database.db.update(roomBlocks).set({ status: "active" }).where(eq(roomBlocks.id, block!.id));
    expect(
      await forced.then(
        () => "ok",
        (e) => findPgError(e)?.code,
      ),
    ).toBe("23P01");
    // 'Movido' while the guest is still there: refused; once moved (here: cancelled), the block takes the nights.
    const id = conflicts[0].id;
    const refused = await owner.post(`/api/calendar-conflicts/${id}/resolve`).send({ resolution: "moved" }).expect(409);
    expect(refused.body.message).toContain("ainda estão ocupadas");
    await database.db.update(reservations).set({ status: "cancelled" }).where(eq(reservations.id, stay!.id));
    await owner.post(`/api/calendar-conflicts/${id}/resolve`).send({ resolution: "moved" }).expect(204);
    expect((await owner.get("/api/calendar-conflicts").expect(200)).body).toEqual([]);
    expect(await mapBlocks()).toHaveLength(2);
    await staff.get("/api/calendar-conflicts").expect(403);
  });

  it("stores each event once when two instances sync the same feed at once", async () => {
    feeds.set("/two.ics", airbnbFeed(AIRBNB));
    const feedId = await addFeed("/two.ics", "airbnb");
    const other = connect(testDatabaseUrl(), 3);
    try {
      const otherOwner = await signedInAgent(testApp(other), "dono@example.com");
      const [a, b] = await Promise.all([
        owner.post(`/api/calendar-feeds/${feedId}/sync`).expect(200),
        otherOwner.post(`/api/calendar-feeds/${feedId}/sync`).expect(200),
      ]);
      expect([a.body.added, b.body.added].sort()).toEqual([0, 3]);
    } finally {
      await other.close();
    }
    const rows = await database.db.select().from(roomBlocks);
    expect(rows).toHaveLength(3);
  });

  it("refuses file: and other schemes, and private addresses unless CALENDAR_FEEDS_ALLOW_PRIVATE=1", async () => {
    const file = await owner
      .post(`/api/rooms/${roomId}/calendar-feeds`)
      .send({ name: "x", url: "file:///etc/passwd", channel: "outro" })
      .expect(400);
    expect(file.body.message).toBe("O endereço do calendário deve começar com http:// ou https://");
    feeds.set("/p.ics", airbnbFeed(AIRBNB));
    const feedId = await addFeed("/p.ics", "airbnb");
    delete process.env.CALENDAR_FEEDS_ALLOW_PRIVATE;
    try {
      const hits = feeds.hits();
      expect(await sync(feedId)).toEqual({ ok: false, error: "Endereços de rede interna não são permitidos" });
      expect(feeds.hits()).toBe(hits);
    } finally {
      process.env.CALENDAR_FEEDS_ALLOW_PRIVATE = "1";
    }
  });
});

describe("calendar export", () => {
  it("serves all-day opaque events without guest data, parsed back with the right dates; rotation and guesses 404", async () => {
    const [guest] = await database.db
      .insert(guests)
      .values({ firstName: "Rita", lastName: "Souza", phone: "1" })
      .returning();
    await database.db.insert(reservations).values({
      guestId: guest!.id,
      roomId,
      checkInDate: "2027-01-12",
      checkOutDate: "2027-01-15",
      status: "confirmed",
    });
    const { url } = (await owner.get(`/api/rooms/${roomId}/calendar-export`).expect(200)).body;
    const again = (await owner.get(`/api/rooms/${roomId}/calendar-export`).expect(200)).body;
    expect(new URL(again.url).pathname).toBe(new URL(url).pathname);
    const path = new URL(url).pathname;
    const res = await request(app).get(path).expect(200);
    expect(res.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(res.text).not.toContain("Rita");
    const events = new ICAL.Component(ICAL.parse(res.text)).getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(1);
    expect(events[0]!.startDate.isDate).toBe(true);
    expect(events[0]!.startDate.toString()).toBe("2027-01-12");
    expect(events[0]!.endDate.toString()).toBe("2027-01-15");
    expect(events[0]!.component.getFirstPropertyValue("transp")).toBe("OPAQUE");
    // A date value names a calendar day, the same wherever it is read: UTC and Manaus (UTC-4) agree.
    for (const zone of ["UTC", "America/Manaus"]) {
      const day = new Intl.DateTimeFormat("en-CA", { timeZone: zone }).format(
        new Date(Date.UTC(events[0]!.startDate.year, events[0]!.startDate.month - 1, events[0]!.startDate.day, 12)),
      );
      expect(day).toBe("2027-01-12");
    }
    await request(app).get(path).set("If-None-Match", res.headers.etag!).expect(304);
    expect(res.headers["last-modified"]).toBeTruthy();

    const rotated = (await owner.post(`/api/rooms/${roomId}/calendar-export/rotate`).expect(200)).body.url;
    expect(new URL(rotated).pathname).not.toBe(new URL(url).pathname);
    await request(app).get(path).expect(404);
    await request(app).get(new URL(rotated).pathname).expect(200);
    await request(app).get("/api/calendars/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics").expect(404);
    await staff.post(`/api/rooms/${roomId}/calendar-export/rotate`).expect(403);
  });
});

describe("a block becomes a reservation", () => {
  const makeBlock = async () => {
    feeds.set("/conv.ics", airbnbFeed([AIRBNB[0]!, AIRBNB[1]!]));
    const feedId = await addFeed("/conv.ics", "airbnb");
    await sync(feedId);
    const [block] = await mapBlocks();
    return { feedId, blockId: block.id as string };
  };
  const guestId = async () =>
    (
      await staff
        .post("/api/guests")
        .send({ firstName: "Joana", lastName: "Lima", phone: "(92) 98111-2222", tags: [] })
        .expect(201)
    ).body.id as string;
  const stay = (guest: string) => ({
    guestId: guest,
    roomId,
    checkInDate: "2027-01-10",
    checkOutDate: "2027-01-13",
    adults: 2,
    status: "confirmed",
  });

  it("releases the block's nights and books the guest in one step; the next sync leaves the UID alone", async () => {
    const { feedId, blockId } = await makeBlock();
    const res = await staff
      .post(`/api/calendar-blocks/${blockId}/reservation`)
      .send(stay(await guestId()))
      .expect(201);
    const reservation = (await staff.get(`/api/reservations/${res.body.id}`).expect(200)).body;
    expect(reservation).toMatchObject({
      roomId,
      checkInDate: "2027-01-10",
      checkOutDate: "2027-01-13",
      origem: "canal",
      status: "confirmed",
      totalAmount: "450.00",
    });
    const map = (await staff.get("/api/reservations?from=2027-01-01&to=2027-03-01").expect(200)).body;
    expect(map.map((e: Record<string, unknown>) => [e.kind, e.checkInDate, e.channel ?? null])).toEqual([
      ["reservation", "2027-01-10", "airbnb"],
      ["block", "2027-01-20", null],
    ]);
    const [stored] = await database.db.select().from(roomBlocks).where(eq(roomBlocks.id, blockId));
    expect(stored).toMatchObject({ status: "converted", reservationId: res.body.id, uid: AIRBNB[0]!.uid });
    // The channel still lists the event: it is ours now, so no new block and no conflict.
    expect(await sync(feedId)).toEqual({ ok: true, events: 2, added: 0, changed: 0, released: 0, conflicts: 0 });
    expect((await owner.get("/api/calendar-conflicts").expect(200)).body).toEqual([]);
  });

  it("makes one reservation when two clerks convert the same block at once", async () => {
    const { blockId } = await makeBlock();
    const body = stay(await guestId());
    const answers = await Promise.all([
      staff.post(`/api/calendar-blocks/${blockId}/reservation`).send(body),
      owner.post(`/api/calendar-blocks/${blockId}/reservation`).send(body),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(answers.find((r) => r.status === 409)!.body.message).toBe(
      "Este bloqueio não ocupa mais o quarto (já virou reserva ou foi liberado). Atualize o mapa.",
    );
    const rows = await database.db.select().from(reservations).where(eq(reservations.roomId, roomId));
    expect(rows).toHaveLength(1);
  });

  it("keeps the block's room and dates, needs a guest, and answers 404 for an unknown block", async () => {
    const { blockId } = await makeBlock();
    const guest = await guestId();
    const moved = await staff
      .post(`/api/calendar-blocks/${blockId}/reservation`)
      .send({ ...stay(guest), checkOutDate: "2027-01-14" })
      .expect(400);
    expect(moved.body.message).toBe("A reserva de um bloqueio fica no quarto e nas datas do bloqueio");
    const noGuest = await staff
      .post(`/api/calendar-blocks/${blockId}/reservation`)
      .send({ ...stay(guest), guestId: undefined })
      .expect(400);
    expect(noGuest.body.message).toBeTruthy();
    expect((await mapBlocks()).map((b: { id: string }) => b.id)).toContain(blockId);
    await staff
      .post("/api/calendar-blocks/00000000-0000-4000-8000-000000000000/reservation")
      .send(stay(guest))
      .expect(404);
  });
});

describe("feeds' settings", () => {
  it("saves the sync period (owner, at least 5 minutes) and brings every feed's next run within it", async () => {
    expect((await owner.get("/api/settings/canais").expect(200)).body).toEqual({ syncMinutes: 15 });
    const short = await owner.put("/api/settings/canais").send({ syncMinutes: 4 }).expect(400);
    expect(short.body.message).toBe("O intervalo mínimo é de 5 minutos");
    const text = await owner.put("/api/settings/canais").send({ syncMinutes: "dez" }).expect(400);
    expect(text.body.message).toBe("Informe o intervalo em minutos");
    await staff.put("/api/settings/canais").send({ syncMinutes: 30 }).expect(403);
    await staff.get("/api/settings/canais").expect(403);

    feeds.set("/s.ics", airbnbFeed(AIRBNB));
    const feedId = await addFeed("/s.ics", "airbnb");
    await sync(feedId); // next run in 15 minutes
    await owner.put("/api/settings/canais").send({ syncMinutes: 5 }).expect(200);
    expect((await owner.get("/api/settings/canais").expect(200)).body).toEqual({ syncMinutes: 5 });
    const [feed] = (await owner.get(`/api/rooms/${roomId}/calendar-feeds`).expect(200)).body;
    const wait = new Date(feed.nextSyncAt).getTime() - Date.now();
    expect(wait).toBeLessThanOrEqual(5 * 60_000);
    expect(wait).toBeGreaterThan(4 * 60_000);
  });

  it("switches '(Not available)' off: the closures go at the next run without the feed looking suspect", async () => {
    const closures = [
      AIRBNB[0]!,
      { uid: "na-1", start: "2027-02-01", end: "2027-02-03", summary: "Airbnb (Not available)" },
      { uid: "na-2", start: "2027-02-05", end: "2027-02-07", summary: "Airbnb (Not available)" },
      { uid: "na-3", start: "2027-02-09", end: "2027-02-11", summary: "Airbnb (Not available)" },
    ];
    feeds.set("/na.ics", airbnbFeed(closures));
    const feedId = await addFeed("/na.ics", "airbnb");
    expect(await sync(feedId)).toMatchObject({ ok: true, added: 4 });
    const patched = await owner.patch(`/api/calendar-feeds/${feedId}`).send({ importUnavailable: false }).expect(200);
    expect(patched.body).toMatchObject({ id: feedId, importUnavailable: false });
    expect(await sync(feedId)).toEqual({ ok: true, events: 4, added: 0, changed: 0, released: 3, conflicts: 0 });
    expect(await mapBlocks()).toHaveLength(1);
    await owner.patch(`/api/calendar-feeds/${feedId}`).send({ importUnavailable: "não" }).expect(400);
    await staff.patch(`/api/calendar-feeds/${feedId}`).send({ importUnavailable: true }).expect(403);
  });

  it("counts open conflicts and failing feeds for the bell", async () => {
    expect((await owner.get("/api/calendar-conflicts/attention").expect(200)).body).toEqual({
      openConflicts: 0,
      failingFeeds: 0,
    });
    feeds.set("/e.ics", airbnbFeed([]));
    await sync(await addFeed("/e.ics", "airbnb"));
    expect((await owner.get("/api/calendar-conflicts/attention").expect(200)).body).toEqual({
      openConflicts: 0,
      failingFeeds: 1,
    });
    await staff.get("/api/calendar-conflicts/attention").expect(403);
  });
});
