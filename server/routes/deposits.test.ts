// The deposit (sinal) lifecycle (docs/product.md §15.5, docs/decisions/0055): payments reaching the deposit confirm a
// pending reservation once, in the payment's transaction; the release job cancels a pending one past its deadline with
// the deposit unpaid, once even with two instances, its money kept as a guest credit; a payment racing the release
// ends either confirmed or released. Deadlines are set with a direct update, on the database's clock.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Agent } from "supertest";
import type { AwaitingDepositView } from "@shared/api/deposits";
import { connect, type Database } from "../db";
import { releaseDueDeposits } from "../domain/deposit-release";
import { startJobs, type Jobs } from "../jobs";
import { jobDefinitions } from "../jobs/definitions";
import { createLogger } from "../logger";
import { apiFactories, type ApiFactories } from "../test/factories";
import { ownerAndStaff, resetDatabase, testApp, testDatabase, testDatabaseUrl } from "../test/harness";

let database: Database;
let owner: Agent;
let staff: Agent;
let api: ApiFactories;
let contaId: string;
let guestId: string;
let roomId: string;
/** 10 to 13 March 2027 in room 101 at R$ 100,00 a night: R$ 300,00, pending. */
let reservationId: string;
const others: Database[] = [];
const running: Jobs[] = [];

beforeAll(async () => {
  database = await testDatabase();
});

beforeEach(async () => {
  await resetDatabase(database);
  ({ owner, staff } = await ownerAndStaff(database, testApp(database)));
  api = apiFactories({ owner, staff });
  contaId = (await owner.post("/api/contas-bancarias").send({ nome: "Itaú", tipo: "corrente" }).expect(201)).body.id;
  guestId = (await api.guest({ firstName: "Ana", lastName: "Souza" })).id;
  roomId = (await api.room({ number: "101", pricePerNight: "100.00" })).id;
  reservationId = (await book()).id;
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((jobs) => jobs.stop()));
  await Promise.all(others.splice(0).map((other) => other.close()));
});

const book = () =>
  api.reservation({ guestId, roomId, checkInDate: "2027-03-10", checkOutDate: "2027-03-13", status: "pending" });

/** The deposit and its deadline, `due` an interval from the database's now ('-1 minute', '1 day'). */
async function setDeposit(amount: string, due: string, id = reservationId) {
  await database.pool.query(
    "UPDATE reservations SET deposit_amount = $1, deposit_due_at = now() + $2::interval WHERE id = $3",
    [amount, due, id],
  );
}

const pay = (amount: string) =>
  staff.post("/api/payments").send({ reservationId, amount, method: "pix", contaBancariaId: contaId });

const statusOf = async (id = reservationId) =>
  (await staff.get(`/api/reservations/${id}`).expect(200)).body.status as string;

/** The audit entries of the reservation's status moves: who (null: the system), where from, the changes. */
async function statusEntries() {
  const { rows } = await database.pool.query<{ user_id: string | null; path: string; details: unknown }>(
    `SELECT user_id, path, details FROM audit_log
     WHERE entity = 'reservation' AND entity_id = $1 AND method IS NULL ORDER BY at`,
    [reservationId],
  );
  return rows;
}

async function staffId() {
  const { rows } = await database.pool.query<{ id: string }>("SELECT id FROM users WHERE role <> 'owner'");
  return rows[0]!.id;
}

describe("a deposit paid confirms the reservation", () => {
  it("a payment of exactly the deposit confirms it, audited as the clerk's", async () => {
    await setDeposit("150.00", "1 day");
    await pay("150,00").expect(201);
    expect(await statusOf()).toBe("confirmed");
    expect(await statusEntries()).toEqual([
      {
        user_id: await staffId(),
        path: "sinal-pago",
        details: { fields: ["status"], changes: [{ field: "status", from: "pending", to: "confirmed" }] },
      },
    ]);
  });

  it("a payment one centavo short leaves it pending; the partial payments that add up confirm it", async () => {
    await setDeposit("150.00", "1 day");
    await pay("149,99").expect(201);
    expect(await statusOf()).toBe("pending");
    await pay("0,01").expect(201);
    expect(await statusOf()).toBe("confirmed");
  });

  it("partial payments of 50 + 60 + 40 reach a deposit of 150 on the third", async () => {
    await setDeposit("150.00", "1 day");
    await pay("50,00").expect(201);
    await pay("60,00").expect(201);
    expect(await statusOf()).toBe("pending");
    await pay("40,00").expect(201);
    expect(await statusOf()).toBe("confirmed");
  });

  it("three parallel payments of R$ 100,00: all recorded, the reservation confirmed once", async () => {
    await setDeposit("150.00", "1 day");
    const answers = await Promise.all([pay("100,00"), pay("100,00"), pay("100,00")]);
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201]);
    expect(await statusOf()).toBe("confirmed");
    expect(await statusEntries()).toHaveLength(1);
  });

  it("a reservation without a deposit stays pending when paid; a refund below the deposit does not un-confirm", async () => {
    await pay("100,00").expect(201);
    expect(await statusOf()).toBe("pending");
    await setDeposit("150.00", "1 day");
    const second = await pay("50,00").expect(201);
    expect(await statusOf()).toBe("confirmed");
    await owner.post(`/api/payments/${second.body.id}/refunds`).send({ amount: "50,00", reason: "Erro" }).expect(201);
    expect(await statusOf()).toBe("confirmed");
  });
});

describe("the release job", () => {
  it("releases a pending reservation past its deadline, unpaid, once with two instances at the same moment", async () => {
    await setDeposit("150.00", "-1 minute");
    const other = connect(testDatabaseUrl(), 4);
    others.push(other);
    const [a, b] = await Promise.all([releaseDueDeposits(database.db), releaseDueDeposits(other.db)]);
    expect([...a, ...b]).toEqual([reservationId]);
    expect(await statusOf()).toBe("cancelled");
    const { rows } = await database.pool.query(
      "SELECT status, refund, fee, credit, reason, created_by FROM reservation_cancellations WHERE reservation_id = $1",
      [reservationId],
    );
    expect(rows).toEqual([
      {
        status: "cancelled",
        refund: "0.00",
        fee: "0.00",
        credit: "0.00",
        reason: "Sinal não pago no prazo",
        created_by: null,
      },
    ]);
    expect(await statusEntries()).toEqual([
      {
        user_id: null,
        path: "liberar-sinais-vencidos",
        details: {
          fields: ["status"],
          changes: [
            { field: "status", from: "pending", to: "cancelled" },
            { field: "motivo", from: null, to: "Sinal não pago no prazo" },
          ],
        },
      },
    ]);
    // The room is free again for those nights.
    await book();
  });

  it("through the queue: two runners each given the job release it once", async () => {
    await setDeposit("150.00", "-1 minute");
    const logger = createLogger("silent");
    for (let i = 0; i < 2; i++) {
      running.push(
        await startJobs({
          connectionString: testDatabaseUrl(),
          definitions: jobDefinitions({ db: database.db, dataDir: "/nonexistent", logger }),
          logger,
          pollInterval: 200,
        }),
      );
    }
    await Promise.all(running.map((jobs) => jobs.add("liberar-sinais-vencidos")));
    const deadline = Date.now() + 30_000;
    while ((await statusOf()) !== "cancelled" && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    const left = async () =>
      (
        await database.pool.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM graphile_worker.jobs WHERE task_identifier = 'liberar-sinais-vencidos'",
        )
      ).rows[0]!.n;
    while ((await left()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(await left()).toBe(0);
    expect(await statusOf()).toBe("cancelled");
    expect(await statusEntries()).toHaveLength(1);
  }, 60_000);

  it("keeps a reservation not yet due, one whose deposit was paid, and one cancelled once and reopened", async () => {
    await setDeposit("150.00", "1 hour");
    expect(await releaseDueDeposits(database.db)).toEqual([]);
    expect(await statusOf()).toBe("pending");

    // Paid in full but kept pending by hand: the money reached the deposit, nothing to release.
    await setDeposit("150.00", "-1 minute");
    await pay("150,00").expect(201);
    await api.setReservationStatus(reservationId, "pending");
    expect(await releaseDueDeposits(database.db)).toEqual([]);
    expect(await statusOf()).toBe("pending");
  });

  it("a partial deposit becomes the guest's credit, the reservation released", async () => {
    await setDeposit("150.00", "1 day");
    await pay("40,00").expect(201);
    await setDeposit("150.00", "-1 minute");
    expect(await releaseDueDeposits(database.db)).toEqual([reservationId]);
    expect(await statusOf()).toBe("cancelled");
    const credits = (await staff.get(`/api/guests/${guestId}/credits`).expect(200)).body;
    expect(credits.available).toBe("40.00");
    const { rows } = await database.pool.query(
      "SELECT refund, fee, credit FROM reservation_cancellations WHERE reservation_id = $1",
      [reservationId],
    );
    expect(rows).toEqual([{ refund: "0.00", fee: "0.00", credit: "40.00" }]);
    // A clerk reopening it takes it over: the job leaves it alone.
    await api.setReservationStatus(reservationId, "pending");
    expect(await releaseDueDeposits(database.db)).toEqual([]);
  });

  it("a payment racing the release: either confirmed or released, never both", async () => {
    for (let round = 0; round < 6; round++) {
      if (round > 0) reservationId = (await book()).id;
      await setDeposit("150.00", "-1 minute");
      const other = connect(testDatabaseUrl(), 4);
      others.push(other);
      const [released, payment] = await Promise.all([releaseDueDeposits(other.db), pay("150,00")]);
      const status = await statusOf();
      if (payment.status === 201) {
        expect(released).toEqual([]);
        expect(status).toBe("confirmed");
      } else {
        expect(payment.status).toBe(409);
        expect(released).toEqual([reservationId]);
        expect(status).toBe("cancelled");
      }
      if (status === "cancelled") continue;
      // Confirmed: free the room for the next round by hand (its money refunded).
      await staff
        .put(`/api/reservations/${reservationId}`)
        .send({ status: "cancelled", destinoPagamentos: { reembolso: "150,00" } })
        .expect(200);
    }
  });
});

describe("GET /api/reservations/deposits ('Aguardando sinal')", () => {
  it("lists pending reservations with the deposit unpaid, soonest deadline first, with their state", async () => {
    const room2 = (await api.room({ number: "102", pricePerNight: "100.00" })).id;
    const second = await api.reservation({
      guestId,
      roomId: room2,
      checkInDate: "2027-04-01",
      checkOutDate: "2027-04-02",
      status: "pending",
    });
    await setDeposit("150.00", "5 hours");
    await setDeposit("100.00", "-10 minutes", second.id);
    await pay("20,00").expect(201);
    const rows = (await staff.get("/api/reservations/deposits").expect(200)).body.rows as AwaitingDepositView[];
    expect(rows.map(({ dueAt: _dueAt, ...row }) => row)).toEqual([
      {
        reservationId: second.id,
        guestName: "Ana Souza",
        roomNumber: "102",
        checkInDate: "2027-04-01",
        amount: "100.00",
        paid: "0.00",
        state: "vencido",
      },
      {
        reservationId,
        guestName: "Ana Souza",
        roomNumber: "101",
        checkInDate: "2027-03-10",
        amount: "150.00",
        paid: "20.00",
        state: "aguardando",
      },
    ]);
    await pay("130,00").expect(201);
    const after = (await staff.get("/api/reservations/deposits").expect(200)).body.rows as AwaitingDepositView[];
    expect(after.map((row) => row.reservationId)).toEqual([second.id]);
  });
});
