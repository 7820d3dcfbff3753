// Many requests at once at a listening server, as at a busy front desk: every answer belongs to its own request,
// nothing is a 5xx, every acknowledged write is stored; and the database going away is a 503 the app recovers from.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { guests } from "@shared/schema/guests";
import { reservations } from "@shared/schema/reservations";
import { rooms } from "@shared/schema/rooms";
import { checkInOut } from "@shared/schema/stays";
import { connect, runMigrations, type Database } from "./db";
import type { EmbeddedPostgres } from "./db/embedded";
import { throwawayPostgres } from "./test/throwaway-postgres";
import { SERVICE_UNAVAILABLE } from "./middleware/error-handler";
import { createUser, listening, resetDatabase, sessionCookie, testApp, testDatabase } from "./test/harness";

/** 10 March 2030, noon at the pousada. */
const clock = () => new Date("2030-03-10T15:00:00.000Z");
const ROUNDS = 40;

interface Answer {
  status: number;
  body: any;
  headers: Headers;
}

function client(base: string, cookie: string) {
  return async (method: string, url: string, body?: unknown): Promise<Answer> => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: { Cookie: cookie, ...(body !== undefined && { "Content-Type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
  };
}

describe("a busy front desk", () => {
  let database: Database;
  let server: Awaited<ReturnType<typeof listening>>;
  let call: ReturnType<typeof client>;
  /** Per room i: guest i, an arrival today (confirmed) and a stay in April (pending). */
  const guestIds: string[] = [];
  const roomNumbers: string[] = [];
  const arrivals: string[] = [];
  const aprilStays: string[] = [];

  beforeAll(async () => {
    database = await testDatabase();
    await resetDatabase(database);
    await createUser(database, { email: "recepcao@example.com", role: "employee" });
    const roomRows = await database.db
      .insert(rooms)
      .values(Array.from({ length: 2 * ROUNDS }, (_, i) => ({ number: `C${i + 1}`, pricePerNight: "120.00" })))
      .returning();
    const guestRows = await database.db
      .insert(guests)
      .values(
        roomRows.map((_, i) => ({
          firstName: `Hóspede${i}`,
          lastName: "Teste",
          phone: `1198${String(i).padStart(7, "0")}`,
        })),
      )
      .returning();
    for (const [i, room] of roomRows.entries()) {
      roomNumbers.push(room.number);
      guestIds.push(guestRows[i]!.id);
    }
    const stay = (i: number, checkInDate: string, checkOutDate: string, status: string) => ({
      guestId: guestRows[i]!.id,
      roomId: roomRows[i]!.id,
      checkInDate,
      checkOutDate,
      status,
      totalAmount: "240.00",
    });
    const arrivalRows = await database.db
      .insert(reservations)
      .values(roomRows.map((_, i) => stay(i, "2030-03-10", "2030-03-12", "confirmed")))
      .returning();
    const aprilRows = await database.db
      .insert(reservations)
      .values(roomRows.map((_, i) => stay(i, "2030-04-01", "2030-04-03", "pending")))
      .returning();
    arrivals.push(...arrivalRows.map((r) => r.id));
    aprilStays.push(...aprilRows.map((r) => r.id));

    server = await listening(testApp(database, { clock }));
    call = client(server.base, await sessionCookie(server.base, "recepcao@example.com"));
  });
  afterAll(async () => server?.close());

  it(`answers ${ROUNDS} rounds of 8 reads, 2 check-ins and 2 status changes at once, each with its own data`, async () => {
    const wrong: string[] = [];
    const expect200 = (what: string, answer: Answer, check: (body: any) => boolean) => {
      if (answer.status >= 500 || !check(answer.body))
        wrong.push(`${what}: ${answer.status} ${JSON.stringify(answer.body)?.slice(0, 200)}`);
    };
    const stayIds: string[] = [];

    for (let round = 0; round < ROUNDS; round++) {
      const pick = (n: number) => (round * 7 + n * 13) % (2 * ROUNDS);
      const reads = [0, 1, 2, 3, 4].map(async (n) => {
        const i = pick(n);
        const id = n % 2 ? aprilStays[i]! : arrivals[i]!;
        const answer = await call("GET", `/api/reservations/${id}`);
        expect200(
          `reservation ${id}`,
          answer,
          (b) => b?.id === id && b.guest?.id === guestIds[i] && b.room?.number === roomNumbers[i],
        );
      });
      const guestRead = (async () => {
        const i = pick(5);
        const answer = await call("GET", `/api/reservations?guestId=${guestIds[i]}`);
        expect200(
          `guest ${i}`,
          answer,
          (b) => Array.isArray(b) && b.length === 2 && b.every((r: any) => r.guestId === guestIds[i]),
        );
      })();
      const me = (async () => {
        const answer = await call("GET", "/api/auth/user");
        expect200("current user", answer, (b) => b?.email === "recepcao@example.com");
      })();
      const folio = (async () => {
        const stayId = stayIds[round % Math.max(stayIds.length, 1)];
        if (!stayId) return;
        const answer = await call("GET", `/api/checkinout/${stayId}/folio`);
        expect200(`folio ${stayId}`, answer, (b) => b?.stay?.id === stayId);
      })();
      const checkIns = [2 * round, 2 * round + 1].map(async (i) => {
        const answer = await call("POST", "/api/checkinout", { reservationId: arrivals[i] });
        if (
          answer.status !== 201 ||
          answer.body?.reservationId !== arrivals[i] ||
          answer.body?.room?.number !== roomNumbers[i]
        ) {
          wrong.push(`check-in ${i}: ${answer.status} ${JSON.stringify(answer.body)?.slice(0, 200)}`);
        } else {
          stayIds.push(answer.body.id);
        }
      });
      const statusChanges = [2 * round, 2 * round + 1].map(async (i) => {
        const answer = await call("PUT", `/api/reservations/${aprilStays[i]}`, { status: "confirmed" });
        if (answer.status !== 200 || answer.body?.id !== aprilStays[i] || answer.body?.status !== "confirmed") {
          wrong.push(`status ${i}: ${answer.status} ${JSON.stringify(answer.body)?.slice(0, 200)}`);
        }
      });
      await Promise.all([...reads, guestRead, me, folio, ...checkIns, ...statusChanges]);
    }

    expect(wrong).toEqual([]);
    // Every acknowledged write is stored.
    const stays = await database.db.select().from(checkInOut);
    expect(stays.map((s) => s.reservationId).sort()).toEqual([...arrivals].sort());
    const arrived = await database.db.select().from(reservations).where(inArray(reservations.id, arrivals));
    expect(arrived.map((r) => r.status)).toEqual(Array(2 * ROUNDS).fill("checked_in"));
    const april = await database.db.select().from(reservations).where(inArray(reservations.id, aprilStays));
    expect(april.map((r) => r.status)).toEqual(Array(2 * ROUNDS).fill("confirmed"));
    const occupied = await database.db.select().from(rooms).where(eq(rooms.status, "occupied"));
    expect(occupied).toHaveLength(2 * ROUNDS);
  });

  it("lets exactly one of 200 identical bookings through: 199 refusals, no 5xx", async () => {
    const [room] = await database.db.insert(rooms).values({ number: "X1", pricePerNight: "200.00" }).returning();
    const body = {
      guestId: guestIds[0],
      roomId: room!.id,
      checkInDate: "2030-05-01",
      checkOutDate: "2030-05-05",
      numberOfGuests: 2,
      status: "confirmed",
      notes: null,
    };
    const answers = await Promise.all(Array.from({ length: 200 }, () => call("POST", "/api/reservations", body)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(199);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body.message).toBe("Quarto já reservado neste período");
    }
    const stored = await database.db.select().from(reservations).where(eq(reservations.roomId, room!.id));
    expect(stored).toHaveLength(1);
  });
});

describe("the database going away", () => {
  let throwaway: Awaited<ReturnType<typeof throwawayPostgres>>;
  let embedded: EmbeddedPostgres;
  let database: Database;

  beforeAll(async () => {
    throwaway = await throwawayPostgres("hospeda-outage-");
    embedded = throwaway.server;
    database = connect(embedded.connectionString, 4);
    await runMigrations(database);
    await createUser(database, { email: "recepcao@example.com", role: "employee" });
    await database.db.insert(rooms).values({ number: "101", pricePerNight: "150.00" });
  });
  afterAll(async () => {
    await database?.close();
    await throwaway?.remove();
  });

  it("answers 503 with Retry-After while it is down, never 500, and recovers by itself when it returns", async () => {
    const server = await listening(testApp(database));
    try {
      const call = client(server.base, await sessionCookie(server.base, "recepcao@example.com"));
      const seen: Array<{ status: number; phase: string; retryAfter: string | null; message?: string }> = [];
      let phase = "up";
      let running = true;
      const loads = Array.from({ length: 6 }, async (_, n) => {
        while (running) {
          const answer = await call("GET", n % 2 ? "/api/rooms" : "/api/reservations");
          seen.push({
            status: answer.status,
            phase,
            retryAfter: answer.headers.get("retry-after"),
            message: answer.body?.message,
          });
        }
      });
      const count = (status: number, inPhase: string) =>
        seen.filter((s) => s.status === status && s.phase === inPhase).length;

      await expect.poll(() => count(200, "up"), { timeout: 10_000 }).toBeGreaterThan(20);
      phase = "down";
      await embedded.stop();
      await expect.poll(() => count(503, "down"), { timeout: 10_000 }).toBeGreaterThan(10);
      phase = "back";
      await embedded.restart();
      await expect.poll(() => count(200, "back"), { timeout: 20_000 }).toBeGreaterThan(50);
      running = false;
      await Promise.all(loads);

      expect(seen.filter((s) => s.status !== 200 && s.status !== 503)).toEqual([]);
      for (const refused of seen.filter((s) => s.status === 503)) {
        expect(refused).toMatchObject({ retryAfter: "5", message: SERVICE_UNAVAILABLE });
      }
      // Once back, it stays back: the last answers are all 200.
      expect(seen.slice(-30).map((s) => s.status)).toEqual(Array(30).fill(200));
    } finally {
      await server.close();
    }
  });
});
