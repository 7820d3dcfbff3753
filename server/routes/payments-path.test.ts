// The path of one payment (docs/product.md §10.6): ONE read of the reservation, locked, then ONE of its bill; the
// rest of the transaction only writes. Counted on the SQL the request sends.
import { beforeAll, expect, it } from "vitest";
import pg from "pg";
import { apiFactories } from "../test/factories";
import { ownerAndStaff, testApp, testDatabase } from "../test/harness";
import type { Database } from "../db";

let database: Database;

beforeAll(async () => {
  database = await testDatabase();
});

/** The text of every statement sent while `work` runs. */
async function statementsOf(work: () => Promise<unknown>) {
  const sent: string[] = [];
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text?: string };
    sent.push(typeof first === "string" ? first : (first.text ?? ""));
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = query;
  }
  return sent;
}

it("POST /api/payments reads the reservation once, locked, and its bill once, and then only writes", async () => {
  const app = testApp(database, { clock: () => new Date("2030-03-10T15:00:00.000Z") });
  const { owner, staff } = await ownerAndStaff(database, app);
  const api = apiFactories({ owner, staff });
  const conta = (await owner.post("/api/contas-bancarias").send({ nome: "Itaú", tipo: "corrente" }).expect(201)).body;
  const guestId = (await api.guest({ firstName: "Ana", lastName: "Souza" })).id;
  const roomId = (await api.room({ number: "101", pricePerNight: "100.00" })).id;
  const { id } = await api.reservation({ guestId, roomId, checkInDate: "2030-03-10", checkOutDate: "2030-03-13" });

  const sent = await statementsOf(() =>
    staff
      .post("/api/payments")
      .send({ reservationId: id, amount: "120,50", method: "pix", contaBancariaId: conta.id })
      .expect(201),
  );

  const transaction = sent.slice(sent.indexOf("begin"), sent.indexOf("commit") + 1);
  const readsOf = (table: string) => transaction.filter((text) => new RegExp(`from "${table}"`, "i").test(text));
  const locks = transaction.filter((text) => /for update/i.test(text));
  expect(locks).toHaveLength(2); // the reservation, then the account
  expect(locks[0]).toMatch(/from "reservations" .* for update of "reservations"$/);
  expect(readsOf("reservations")).toHaveLength(2); // that lock, and the bill's agreed total
  expect(readsOf("product_consumption")).toHaveLength(1); // the bill, computed once
  expect(readsOf("payments")).toHaveLength(1); // what was paid, in that same bill
  // Time zone (read once: the ledger takes the day from its caller), reservation, account, bill; then whether that
  // day's cash is closed (docs/product.md §10.4).
  expect(transaction.filter((text) => /^select/i.test(text))).toHaveLength(5);
  expect(readsOf("settings")).toHaveLength(1);
  expect(readsOf("fechamentos_caixa")).toHaveLength(1);
  expect(transaction).toHaveLength(12); // begin, those 5, 5 writes, commit
});
