// GET /api/reservations and GET /api/checkinout as lists that scale: pages in the order asked, the total
// beside the first page, a search by guest or room, status filters, the count cards; without parameters both keep
// their meaning (docs/product.md §12.1, §12.5, §12.6).
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import request, { type Agent } from "supertest";
import { eq, sql } from "drizzle-orm";
import { reservations } from "@shared/schema/reservations";
import type { ReservationStatus } from "@shared/enums";
import type { ReservationView } from "@shared/api/reservations";
import type { StayView } from "@shared/api/stays";
import { apiFactories, type ApiFactories } from "../test/factories";
import { ownerAndStaff, testApp, testDatabase } from "../test/harness";
import type { Database } from "../db";

let database: Database;
let staff: Agent;
let api: ApiFactories;
let app: ReturnType<typeof testApp>;

/** The server's clock: early March 2030 unless a test moves it (stays are in 2030). */
let now = new Date("2030-03-01T15:00:00.000Z");

const STATUS_ERROR = "Status de reserva inválido: use pending, confirmed, checked_in, completed, cancelled, no_show";

beforeAll(async () => {
  database = await testDatabase();
});

beforeEach(async () => {
  now = new Date("2030-03-01T15:00:00.000Z");
  app = testApp(database, { clock: () => now });
  const agents = await ownerAndStaff(database, app);
  staff = agents.staff;
  api = apiFactories(agents);
});

/** Every page of GET `path` with `query`, following X-Next-Cursor; the rows and each answer's X-Total-Count. */
async function allPages<T>(path: string, query: Record<string, string | number>) {
  const rows: T[] = [];
  const totals: Array<string | undefined> = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 50; pages++) {
    const res = await staff
      .get(path)
      .query({ ...query, ...(cursor && { cursor }) })
      .expect(200);
    rows.push(...(res.body as T[]));
    totals.push(res.headers["x-total-count"]);
    cursor = res.headers["x-next-cursor"];
    if (!cursor) return { rows, totals };
  }
  throw new Error("more than 50 pages");
}

/** Sorts like PostgreSQL: dates as text, uuids as their lower-case hex. */
const byKeys =
  <T>(keyOf: (row: T) => string[], dir: "asc" | "desc") =>
  (a: T, b: T) => {
    const [ka, kb] = [keyOf(a), keyOf(b)];
    for (let i = 0; i < ka.length; i++) {
      if (ka[i]! !== kb[i]!) return (ka[i]! < kb[i]! ? -1 : 1) * (dir === "asc" ? 1 : -1);
    }
    return 0;
  };

describe("the reservation list a page at a time", () => {
  /** The hotel of these tests: four rooms, three guests, eleven reservations, in every status. */
  let booked: Record<string, ReservationView>;

  beforeEach(async () => {
    const room = Object.fromEntries(
      await Promise.all(["101", "102", "103", "201", "1010"].map(async (n) => [n, (await api.room({ number: n })).id])),
    ) as Record<string, string>;
    const joao = (await api.guest({ firstName: "João", lastName: "Silva", phone: "(11) 98765-4321" })).id;
    const conceicao = (await api.guest({ firstName: "Conceição", lastName: "Araújo" })).id;
    const pedro = (await api.guest({ firstName: "Pedro", lastName: "Alves", phone: "(21) 3101-0000" })).id;
    const stays: Array<[string, string, string, string, string, ReservationStatus]> = [
      ["R1", joao, "101", "2030-04-10", "2030-04-12", "confirmed"],
      ["R2", conceicao, "102", "2030-04-10", "2030-04-11", "pending"],
      ["R3", pedro, "103", "2030-04-10", "2030-04-13", "cancelled"],
      ["R4", joao, "201", "2030-04-10", "2030-04-12", "checked_in"],
      ["R5", conceicao, "1010", "2030-03-20", "2030-03-22", "completed"],
      ["R6", pedro, "101", "2030-03-15", "2030-03-17", "no_show"],
      ["R7", joao, "102", "2030-05-01", "2030-05-03", "confirmed"],
      ["R8", pedro, "1010", "2030-05-02", "2030-05-04", "pending"],
      ["R9", conceicao, "201", "2030-02-10", "2030-02-12", "completed"],
      ["R10", joao, "103", "2030-06-01", "2030-06-05", "pending"],
      ["R11", conceicao, "101", "2030-06-01", "2030-06-02", "confirmed"],
    ];
    booked = {};
    for (const [name, guestId, number, checkInDate, checkOutDate, status] of stays) {
      const initial = status === "confirmed" ? "confirmed" : "pending";
      const created = await api.reservation({
        guestId,
        roomId: room[number],
        checkInDate,
        checkOutDate,
        status: initial,
      });
      if (status !== initial) {
        await database.db.update(reservations).set({ status }).where(eq(reservations.id, created.id));
      }
      booked[name] = { ...created, status };
    }
  });

  const nameOf = (id: string) => Object.entries(booked).find(([, r]) => r.id === id)?.[0] ?? id;
  const names = (rows: ReservationView[]) => rows.map((r) => nameOf(r.id));
  const sorted = (list: string[]) => [...list].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));
  const found = async (query: Record<string, string | number>) => {
    const res = await staff.get("/api/reservations").query(query).expect(200);
    return { names: sorted(names(res.body)), total: res.headers["x-total-count"] };
  };

  it("gives every reservation once across pages, latest check-in first, the id breaking ties", async () => {
    const { rows, totals } = await allPages<ReservationView>("/api/reservations", { limit: 4 });
    expect(totals).toEqual(["11", undefined, undefined]);
    const expected = Object.values(booked).sort(byKeys((r) => [r.checkInDate, r.id], "desc"));
    expect(rows.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    // Each row is the list's own view, with its guest and room.
    expect(rows.find((r) => r.id === booked.R5!.id)).toMatchObject({
      status: "completed",
      guest: { firstName: "Conceição", lastName: "Araújo" },
      room: { number: "1010" },
    });
    expect(rows[0]).not.toHaveProperty("cursorKey");
  });

  it("sorts by check-out or by creation, either way, and pages each order through", async () => {
    const byCheckOut = await allPages<ReservationView>("/api/reservations", {
      limit: 3,
      sort: "checkOutDate",
      dir: "asc",
    });
    expect(byCheckOut.rows.map((r) => r.id)).toEqual(
      Object.values(booked)
        .sort(byKeys((r) => [r.checkOutDate, r.id], "asc"))
        .map((r) => r.id),
    );
    const newest = await allPages<ReservationView>("/api/reservations", { limit: 5, sort: "createdAt" });
    expect(names(newest.rows)).toEqual(Object.keys(booked).reverse());
    const oldest = await allPages<ReservationView>("/api/reservations", { limit: 5, sort: "createdAt", dir: "asc" });
    expect(names(oldest.rows)).toEqual(Object.keys(booked));
  });

  it("keeps its meaning without parameters, and the map and a guest's list keep theirs with them", async () => {
    const whole = await staff.get("/api/reservations").expect(200);
    expect(whole.body).toHaveLength(11);
    expect(whole.headers["x-total-count"]).toBeUndefined();
    const map = await staff
      .get("/api/reservations")
      .query({ from: "2030-04-01", to: "2030-05-01", limit: 1 })
      .expect(200);
    expect(map.headers["x-total-count"]).toBeUndefined();
    expect(map.body.map((r: { id: string }) => nameOf(r.id)).sort()).toEqual(["R1", "R2", "R4"]);
    const guest = await staff.get("/api/reservations").query({ guestId: booked.R1!.guestId, limit: 1 }).expect(200);
    expect(sorted(names(guest.body))).toEqual(["R1", "R4", "R7", "R10"]);
  });

  it("filters by one status, by several, and by whether they hold the room", async () => {
    expect(await found({ status: "confirmed" })).toEqual({ names: ["R1", "R7", "R11"], total: "3" });
    expect((await found({ status: "pending,confirmed" })).names).toEqual(["R1", "R2", "R7", "R8", "R10", "R11"]);
    expect((await found({ status: ["pending", "confirmed"] as unknown as string })).names).toEqual([
      "R1",
      "R2",
      "R7",
      "R8",
      "R10",
      "R11",
    ]);
    expect((await found({ live: "true" })).names).toEqual(["R1", "R2", "R4", "R5", "R7", "R8", "R9", "R10", "R11"]);
    expect((await found({ live: "false" })).names).toEqual(["R3", "R6"]);
    expect((await found({ live: "true", status: "cancelled,pending" })).names).toEqual(["R2", "R8", "R10"]);
    expect(await found({ live: "true", status: "no_show" })).toEqual({ names: [], total: "0" });
    // What the payment dialog asks: live stays found by a search, 20 at most, and no count (it shows none).
    const payable = { status: "pending,confirmed,checked_in,completed", limit: 20, total: "false" };
    const everyLive = await found({ ...payable, search: "" });
    expect(everyLive.names).toHaveLength(9);
    expect(everyLive.total).toBeUndefined();
    expect(await found({ ...payable, search: "joao" })).toEqual({ names: ["R1", "R4", "R7", "R10"], total: undefined });
    expect(await found({ ...payable, search: "joao", total: "true" })).toMatchObject({ total: "4" });
  });

  it("searches the guest's name in any case and without accents, or the room's number exactly or by its start", async () => {
    expect(await found({ search: "joao" })).toEqual({ names: ["R1", "R4", "R7", "R10"], total: "4" });
    expect((await found({ search: "CONCEIÇÃO araujo" })).names).toEqual(["R2", "R5", "R9", "R11"]);
    // "101" is room 101 and room 1010; three digits are not a phone search, so Pedro's (21) 3101-0000 stays out.
    expect((await found({ search: "101" })).names).toEqual(["R1", "R5", "R6", "R8", "R11"]);
    expect((await found({ search: "1010" })).names).toEqual(["R5", "R8"]);
    expect((await found({ search: "20" })).names).toEqual(["R4", "R9"]);
    // From six digits on, a phone or CPF finds its guest's reservations.
    expect((await found({ search: "3101-0000" })).names).toEqual(["R3", "R6", "R8"]);
    expect((await found({ search: "98765-4321" })).names).toEqual(["R1", "R4", "R7", "R10"]);
    // Search and filter together, paged.
    const { rows, totals } = await allPages<ReservationView>("/api/reservations", {
      search: "joão silva",
      status: "pending,confirmed",
      limit: 1,
    });
    expect(totals[0]).toBe("3");
    expect(names(rows)).toEqual(["R10", "R7", "R1"]);
  });

  it("finds the reservations of a name hundreds of guests share as it finds those of a few", async () => {
    // Over 2,000 guests found: their reservations are looked up by a subquery instead of a list of ids.
    await database.db.execute(sql`
      INSERT INTO guests (first_name, last_name, phone)
      SELECT 'Zeferino', 'Souza ' || i, (21900000000 + i)::text FROM generate_series(1, 2100) AS i`);
    const [zeferino] = await database.db
      .execute<{ id: string }>(sql`SELECT id FROM guests WHERE last_name = 'Souza 321'`)
      .then((result) => result.rows);
    const roomId = booked.R1!.roomId;
    const theirs = await api.reservation({
      guestId: zeferino!.id,
      roomId,
      checkInDate: "2030-07-01",
      checkOutDate: "2030-07-03",
    });
    const broad = await staff.get("/api/reservations").query({ search: "zeferino" }).expect(200);
    expect(broad.body.map((r: ReservationView) => r.id)).toEqual([theirs.id]);
    expect(broad.headers["x-total-count"]).toBe("1");
    const narrow = await staff.get("/api/reservations").query({ search: "zeferino souza 321" }).expect(200);
    expect(narrow.body.map((r: ReservationView) => r.id)).toEqual([theirs.id]);
    // A broad name and a room's number together: Zeferino's stay and João's in room "Zé-1".
    const zeRoom = await api.room({ number: "Zé-1" });
    const inZeRoom = await api.reservation({
      guestId: booked.R1!.guestId,
      roomId: zeRoom.id,
      checkInDate: "2030-07-01",
      checkOutDate: "2030-07-02",
    });
    const both = await staff.get("/api/reservations").query({ search: "zé" }).expect(200);
    expect(both.body.map((r: ReservationView) => r.id).sort()).toEqual([theirs.id, inZeRoom.id].sort());
  });

  it.each([
    [{ status: "bogus" }, STATUS_ERROR, "status"],
    [{ status: "pending,Confirmada" }, STATUS_ERROR, "status"],
    [{ live: "sim" }, "Filtro inválido: use live=true ou live=false", "live"],
    [{ sort: "totalAmount" }, "Ordenação inválida: use checkInDate, checkOutDate, createdAt", "sort"],
    [{ dir: "up" }, "Direção inválida: use asc ou desc", "dir"],
    [{ limit: "500" }, "Tamanho de página inválido: use de 1 a 100", "limit"],
    [{ limit: "20", cursor: "bad" }, "Página inválida: recarregue a lista", "cursor"],
    [{ limit: "20", total: "0" }, "Contagem inválida: use total=true ou total=false", "total"],
  ])("refuses %j with 400 in Portuguese", async (query, message, field) => {
    const res = await staff.get("/api/reservations").query(query).expect(400);
    expect(res.body).toMatchObject({ message, field });
  });

  it("refuses a cursor of one order sent with another", async () => {
    const byCreation = await staff.get("/api/reservations").query({ limit: 2, sort: "createdAt" }).expect(200);
    const res = await staff
      .get("/api/reservations")
      .query({ limit: 2, sort: "checkInDate", cursor: byCreation.headers["x-next-cursor"] })
      .expect(400);
    expect(res.body.message).toBe("Página inválida: recarregue a lista");
  });

  it("counts every reservation and each status for the count cards", async () => {
    const res = await staff.get("/api/reservations/summary").expect(200);
    expect(res.body).toEqual({
      total: 11,
      pending: 3,
      confirmed: 3,
      checked_in: 1,
      completed: 2,
      cancelled: 1,
      no_show: 1,
    });
    await request(app).get("/api/reservations/summary").expect(401);
  });
});

describe("GET /api/reservations/summary on an empty hotel", () => {
  it("answers zero for every status", async () => {
    const res = await staff.get("/api/reservations/summary").expect(200);
    expect(res.body).toEqual({
      total: 0,
      pending: 0,
      confirmed: 0,
      checked_in: 0,
      completed: 0,
      cancelled: 0,
      no_show: 0,
    });
  });
});

describe("GET /api/checkinout with the list's parameters", () => {
  it("pages every stay, latest check-in first, and finds them by guest or room", async () => {
    now = new Date("2030-04-10T12:00:00.000Z");
    const people = [
      ["Ana", "Lima"],
      ["Bruno", "Souza"],
      ["Célia", "Gonçalves"],
      ["Davi", "Souza"],
      ["Érica", "Lima"],
    ];
    const stayIds: string[] = [];
    for (const [i, [firstName, lastName]] of people.entries()) {
      const guest = await api.guest({ firstName, lastName });
      const room = await api.room({ number: `30${i + 1}` });
      const reservation = await api.reservation({
        guestId: guest.id,
        roomId: room.id,
        checkInDate: "2030-04-10",
        checkOutDate: "2030-04-12",
        status: "confirmed",
      });
      now = new Date(now.getTime() + 60_000); // one check-in a minute
      stayIds.push((await api.checkIn(reservation.id)).id);
    }

    const { rows, totals } = await allPages<StayView>("/api/checkinout", { limit: 2 });
    expect(totals).toEqual(["5", undefined, undefined]);
    expect(rows.map((s) => s.id)).toEqual([...stayIds].reverse());
    expect(rows[0]).toMatchObject({ guest: { firstName: "Érica" }, room: { number: "305" } });

    const souzas = await staff.get("/api/checkinout").query({ search: "souza" }).expect(200);
    expect(souzas.body.map((s: StayView) => s.guest.firstName)).toEqual(["Davi", "Bruno"]);
    expect(souzas.headers["x-total-count"]).toBe("2");
    const goncalves = await staff.get("/api/checkinout").query({ search: "GONCALVES", limit: 10 }).expect(200);
    expect(goncalves.body.map((s: StayView) => s.guest.firstName)).toEqual(["Célia"]);
    const room = await staff.get("/api/checkinout").query({ search: "302" }).expect(200);
    expect(room.body.map((s: StayView) => s.guest.firstName)).toEqual(["Bruno"]);

    // Without parameters: every stay, as before.
    const whole = await staff.get("/api/checkinout").expect(200);
    expect(whole.body).toHaveLength(5);
    expect(whole.headers["x-total-count"]).toBeUndefined();

    const bad = await staff.get("/api/checkinout").query({ limit: "0" }).expect(400);
    expect(bad.body.message).toBe("Tamanho de página inválido: use de 1 a 100");
  });
});
