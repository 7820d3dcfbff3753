// A backup of a pousada where a guest changed rooms mid-stay goes back in whole: the moved stay keeps both rooms,
// and the guest who had the second room before them keeps theirs (no false overlap on restore).
import { beforeAll, describe, expect, it } from "vitest";
import { createBackup } from "../domain/backup";
import { apiFactories } from "../test/factories";
import { ownerAndStaff, testApp, testDatabase } from "../test/harness";
import type { Database } from "../db";

let database: Database;
const clock = () => new Date("2030-03-12T15:00:00.000Z");

beforeAll(async () => {
  database = await testDatabase();
});

describe("restoring a stay moved between rooms", () => {
  it("puts back both segments and the other guest's stay in the room moved to", async () => {
    const app = testApp(database, { clock });
    const { staff, ...first } = await ownerAndStaff(database, app);
    const api = apiFactories({ owner: first.owner, staff });
    const r105 = (await api.room({ number: "105" })).id;
    const r106 = (await api.room({ number: "106" })).id;
    const ana = (await api.guest({ firstName: "Ana", lastName: "Souza" })).id;
    const rui = (await api.guest({ firstName: "Rui", lastName: "Lima" })).id;
    const base = { numberOfGuests: 1, status: "confirmed" };
    // Rui had 106 until the 12th; Ana, in 105 since the 10th, moves to 106 from the 12th (today) to the 15th.
    await api.reservation({
      ...base,
      guestId: rui,
      roomId: r106,
      checkInDate: "2030-03-10",
      checkOutDate: "2030-03-12",
    });
    const anaStay = (
      await api.reservation({
        ...base,
        guestId: ana,
        roomId: r105,
        checkInDate: "2030-03-10",
        checkOutDate: "2030-03-15",
      })
    ).id;
    await api.checkIn(anaStay);
    const moved = await staff.post(`/api/reservations/${anaStay}/room-move`).send({ roomId: r106, date: "2030-03-12" });
    expect(moved.status, moved.text).toBe(200);
    const segmentsBefore = await database.pool.query(
      "SELECT room_id, check_in_date::text AS f, check_out_date::text AS t FROM reservation_segments ORDER BY f, room_id",
    );
    const file = await createBackup(database.db);

    // A fresh installation (its own owner, the same e-mail) takes the file back.
    const { owner } = await ownerAndStaff(database, app);
    const res = await owner.post("/api/system/restore").set("Content-Type", "application/json").send(file);
    expect(res.status, res.text).toBe(200);
    const segmentsAfter = await database.pool.query(
      "SELECT room_id, check_in_date::text AS f, check_out_date::text AS t FROM reservation_segments ORDER BY f, room_id",
    );
    expect(segmentsAfter.rows).toEqual(segmentsBefore.rows);
    expect(segmentsAfter.rows.length).toBe(3);
  });
});
