// `total=false` (docs/product.md §12.1): every paged list answers its page without X-Total-Count when asked, and
// with it otherwise; anything but true or false is refused in Portuguese.
import { beforeAll, describe, expect, it } from "vitest";
import type { Agent } from "supertest";
import { apiFactories } from "../test/factories";
import { ownerAndStaff, testDatabase } from "../test/harness";

const PAGED_LISTS = [
  "/api/guests",
  "/api/reservations",
  "/api/checkinout",
  "/api/payments",
  "/api/lancamentos-financeiros",
  "/api/products",
  "/api/audit",
];

let owner: Agent;

beforeAll(async () => {
  const agents = await ownerAndStaff(await testDatabase());
  owner = agents.owner;
  const make = apiFactories(agents);
  await make.reservation({
    guestId: (await make.guest()).id,
    roomId: (await make.room()).id,
    checkInDate: "2027-03-01",
    checkOutDate: "2027-03-03",
  });
});

describe.each(PAGED_LISTS)("GET %s", (path) => {
  it("sends the total with the first page, and not when asked for none", async () => {
    const counted = await owner.get(path).query({ limit: 1 }).expect(200);
    expect(counted.headers["x-total-count"]).toMatch(/^\d+$/);
    const uncounted = await owner.get(path).query({ limit: 1, total: "false" }).expect(200);
    expect(uncounted.headers["x-total-count"]).toBeUndefined();
    expect(uncounted.body).toEqual(counted.body);
    expect((await owner.get(path).query({ limit: 1, total: "true" }).expect(200)).headers["x-total-count"]).toBe(
      counted.headers["x-total-count"],
    );
  });

  it("refuses a total that is neither true nor false", async () => {
    const res = await owner.get(path).query({ limit: 1, total: "no" }).expect(400);
    expect(res.body).toMatchObject({ message: "Contagem inválida: use total=true ou total=false", field: "total" });
  });
});
