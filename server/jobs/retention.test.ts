// The LGPD retention on the job queue (docs/product.md §18): a document photo deleted the set number of days after
// the check-out and not a day before, one held with a reason kept, a guest without a stay for five years
// anonymised, and the dry run listing the same first.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Agent } from "supertest";
import { eq } from "drizzle-orm";
import { guests } from "@shared/schema/guests";
import { createLogger } from "../logger";
import type { ObjectStorage } from "../files/object-storage";
import { apiFactories, type ApiFactories } from "../test/factories";
import { storedDocument } from "../test/documents";
import { ownerAndStaff, testApp, testDatabase, testFiles } from "../test/harness";
import type { Database } from "../db";
import { jobDefinitions } from "./definitions";

let database: Database;
let owner: Agent;
let staff: Agent;
let api: ApiFactories;
let files: ObjectStorage;
let dataDir: string;
let now = new Date("2030-03-10T15:00:00.000Z");

beforeAll(async () => {
  database = await testDatabase();
});

beforeEach(async () => {
  now = new Date("2030-03-10T15:00:00.000Z");
  ({ files, dataDir } = testFiles(database));
  const app = testApp(database, { clock: () => now, files });
  ({ owner, staff } = await ownerAndStaff(database, app));
  api = apiFactories({ owner, staff });
});

/** A guest with a document photo who stayed 10 to 12 March 2030 and checked out at 11:00 on the 12th. */
async function stayedWithPhoto(firstName: string, roomNumber: string) {
  now = new Date("2030-03-10T15:00:00.000Z");
  const documentPhotoUrl = await storedDocument(staff);
  const guest = await api.guest({ firstName, lastName: "Teste", documentPhotoUrl });
  const room = await api.room({ number: roomNumber });
  const reservation = await api.reservation({
    guestId: guest.id,
    roomId: room.id,
    checkInDate: "2030-03-10",
    checkOutDate: "2030-03-12",
    numberOfGuests: 1,
    status: "confirmed",
    notes: null,
  });
  const stay = await api.checkIn(reservation.id);
  now = new Date("2030-03-12T14:00:00.000Z");
  await api.checkOut(stay.id);
  return { guest, documentPhotoUrl };
}

/** The queue's job, run as its schedule would at `instant`. */
async function runRetentionAt(instant: string) {
  const job = jobDefinitions({ db: database.db, dataDir, files, logger: createLogger("silent") }).find(
    (definition) => definition.name === "retencao-lgpd",
  )!;
  expect(job.schedule).toBe("0 7 * * *");
  await job.run({ _cron: { ts: instant } }, { add: () => Promise.reject(new Error("the retention queues nothing")) });
}

const photoOf = async (id: string) =>
  (await database.db.select({ url: guests.documentPhotoUrl }).from(guests).where(eq(guests.id, id)))[0]!.url;

describe("the retention job", () => {
  it("deletes a photo 30 days after the check-out, keeps a held one, and anonymises a guest unseen for 5 years", async () => {
    const ana = await stayedWithPhoto("Ana", "101");
    const bia = await stayedWithPhoto("Bia", "102");
    await owner.put(`/api/guests/${bia.guest.id}/retention-hold`).send({ reason: "Ocorrência policial" }).expect(204);
    const old = await api.guest({ firstName: "Otávio", lastName: "Antigo", email: "otavio@example.com" });
    await database.db
      .update(guests)
      .set({ createdAt: new Date("2025-04-01T12:00:00.000Z") })
      .where(eq(guests.id, old.id));

    // 29 days and 17 hours after Ana's check-out: nothing of hers yet; Otávio, registered five years ago, goes.
    await runRetentionAt("2030-04-11T07:00:00.000Z");
    expect(await photoOf(ana.guest.id)).toBe(ana.documentPhotoUrl);
    const otavio = (await database.db.select().from(guests).where(eq(guests.id, old.id)))[0]!;
    expect(otavio).toMatchObject({ firstName: "O.", lastName: "A.", email: null });

    // The dry run, the day after: Ana's photo only (Bia's is held).
    now = new Date("2030-04-12T07:00:00.000Z");
    const plan = (await owner.get("/api/privacy/retention-preview").expect(200)).body;
    expect(plan.settings).toEqual({ documentRetentionDays: 30, inactiveGuestYears: 5 });
    expect(plan.photos).toEqual([
      {
        id: ana.guest.id,
        name: "Ana Teste",
        lastSeen: "2030-03-12T14:00:00.000Z",
        documentPhotoUrl: ana.documentPhotoUrl,
      },
    ]);
    expect(plan.guests).toEqual([]);
    await staff.get("/api/privacy/retention-preview").expect(403);

    await runRetentionAt("2030-04-12T07:00:00.000Z");
    expect(await photoOf(ana.guest.id)).toBeNull();
    expect(await files.read(ana.documentPhotoUrl)).toBeUndefined();
    expect(await photoOf(bia.guest.id)).toBe(bia.documentPhotoUrl);
    const { rows } = await database.pool.query(
      "SELECT action, entity, entity_id, path, details FROM audit_log WHERE path = '/jobs/retencao-lgpd' ORDER BY at",
    );
    expect(rows).toEqual([
      {
        action: "update",
        entity: "guest",
        entity_id: old.id,
        path: "/jobs/retencao-lgpd",
        details: { guestId: old.id },
      },
      {
        action: "delete",
        entity: "guest-document",
        entity_id: ana.documentPhotoUrl.split("/").pop(),
        path: "/jobs/retencao-lgpd",
        details: { guestId: ana.guest.id },
      },
    ]);
  });

  it("follows the owner's days, refusing a bad setting in Portuguese", async () => {
    const ana = await stayedWithPhoto("Ana", "101");
    const bad = await owner.put("/api/privacy/settings").send({ documentRetentionDays: 0, inactiveGuestYears: 5 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Mínimo de 1 dia");
    await owner.put("/api/privacy/settings").send({ documentRetentionDays: 7, inactiveGuestYears: 5 }).expect(200);
    await runRetentionAt("2030-03-19T07:00:00.000Z");
    expect(await photoOf(ana.guest.id)).toBe(ana.documentPhotoUrl);
    await runRetentionAt("2030-03-19T15:00:00.000Z");
    expect(await photoOf(ana.guest.id)).toBeNull();
  });
});
