// Reports read the prices a stay was sold with (docs/product.md §5.7, §15, decision 0056): room revenue, ADR and
// RevPAR from the nightly breakdown (reservation_nights) where a stay has one, its total prorated where it has none,
// and the Ocupação tab's revenue by season: the stay's agreed total shared out by its nights' prices, rounded on the
// running sum. Figures worked out by hand below. The tests replace the breakdown creation wrote with their own.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Agent } from "supertest";
import type { OccupancyReport, ReportSummary } from "@shared/api/reports";
import { apiFactories, type ApiFactories } from "../test/factories";
import { ownerAndStaff, testApp, testDatabase } from "../test/harness";
import type { Database } from "../db";

let database: Database;
let owner: Agent;
let staff: Agent;
let api: ApiFactories;

beforeAll(async () => {
  database = await testDatabase();
});

beforeEach(async () => {
  const app = testApp(database, { clock: () => new Date("2029-11-01T12:00:00-03:00") });
  ({ owner, staff } = await ownerAndStaff(database, app));
  api = apiFactories({ owner, staff });
});

async function read<T>(path: string): Promise<T> {
  const res = await staff.get(path);
  expect(res.status, res.text).toBe(200);
  return res.body as T;
}

/** A confirmed stay; `nights` [date, price, rule, rateId] written as its breakdown (none: a stay sold before it). */
async function stay(
  roomId: string,
  checkInDate: string,
  checkOutDate: string,
  totalAmount: string,
  nights: Array<[string, string, string, string | null]> = [],
) {
  const guestId = (await api.guest()).id;
  const body = { guestId, roomId, checkInDate, checkOutDate, totalAmount, status: "confirmed", notes: null };
  const { id } = await api.reservation({ ...body, motivoDesconto: "Pacote" }, owner);
  await database.pool.query("DELETE FROM reservation_nights WHERE reservation_id = $1", [id]);
  for (const [night, price, rule, rateId] of nights) {
    await database.pool.query(
      "INSERT INTO reservation_nights (reservation_id, night, price, rule, rate_id) VALUES ($1, $2, $3, $4, $5)",
      [id, night, price, rule, rateId],
    );
  }
  return id as string;
}

describe("room revenue from the nightly breakdown", () => {
  it("prices each night as sold, prorates stays without a breakdown, and splits the revenue by season", async () => {
    const standard = (await api.room({ number: "101", type: "standard", pricePerNight: "100.00" })).id;
    const deluxe = (await api.room({ number: "201", type: "deluxe", pricePerNight: "150.00" })).id;
    const base = (await owner.put("/api/rates/base").send({ prices: {} }).expect(200)).body.id as string;
    const season = (
      await owner
        .post("/api/rates/seasons")
        .send({ name: "Alta temporada", startDate: "2030-02-28", endDate: "2030-03-05", prices: {} })
        .expect(201)
    ).body.id as string;

    // 26 Feb - 2 Mar in 101, agreed R$ 700,00 for nights priced 150 + 150 + 220 + 220 = 740: each night's share of
    // 700, rounded on the running sum: 141,89 (700x150/740 = 141,89), 141,89 (283,78 - 141,89), 208,11 (491,89 -
    // 283,78), 208,11 (700 - 491,89). Three nights in February.
    await stay(standard, "2030-02-26", "2030-03-02", "700.00", [
      ["2030-02-26", "150.00", "Tarifa base", base],
      ["2030-02-27", "150.00", "Tarifa base", base],
      ["2030-02-28", "220.00", "Alta temporada, fim de semana", season],
      ["2030-03-01", "220.00", "Alta temporada, fim de semana", season],
    ]);
    // 5 - 7 Feb in 101, priced by the room's own price (no layer).
    await stay(standard, "2030-02-05", "2030-02-07", "199.98", [
      ["2030-02-05", "99.99", "Diária do quarto", null],
      ["2030-02-06", "99.99", "Diária do quarto", null],
    ]);
    // 10 - 12 Feb in 201, sold before the breakdown existed: R$ 300,00 over its 2 nights.
    await stay(deluxe, "2030-02-10", "2030-02-12", "300.00");
    // A cancelled stay's nights are not sold.
    const cancelled = await stay(deluxe, "2030-02-20", "2030-02-21", "500.00", [
      ["2030-02-20", "500.00", "Tarifa base", base],
    ]);
    await api.setReservationStatus(cancelled, "cancelled");

    const occupancy = await read<OccupancyReport>("/api/reports/ocupacao?from=2030-02-01&to=2030-02-28");
    // standard: 141,89 + 141,89 + 208,11 + 99,99 + 99,99 = 691,87 over 5 nights (ADR 138,374 -> 138,37); deluxe:
    // 300,00 / 2.
    expect(
      occupancy.byRoomType.map(({ type, roomNightsSold, roomRevenue, adr }) => [
        type,
        roomNightsSold,
        roomRevenue,
        adr,
      ]),
    ).toEqual([
      ["standard", 5, "691.87", "138.37"],
      ["deluxe", 2, "300.00", "150.00"],
    ]);
    expect(occupancy.bySeason).toEqual([
      { season: null, roomNightsSold: 2, roomRevenue: "300.00", adr: "150.00" },
      { season: "Tarifa base", roomNightsSold: 2, roomRevenue: "283.78", adr: "141.89" },
      { season: "Alta temporada", roomNightsSold: 1, roomRevenue: "208.11", adr: "208.11" },
      { season: "Diária do quarto", roomNightsSold: 2, roomRevenue: "199.98", adr: "99.99" },
    ]);

    // 991,87 over 7 nights sold (ADR 141,695...) and 2 rooms x 28 nights (RevPAR 17,711...).
    const { current } = await read<ReportSummary>("/api/reports/summary?from=2030-02-01&to=2030-02-28");
    expect(current).toMatchObject({
      roomNightsSold: 7,
      roomNightsAvailable: 56,
      roomRevenue: "991.87",
      adr: "141.70",
      revpar: "17.71",
    });

    // March: the first stay's last night (208,11).
    const march = await read<OccupancyReport>("/api/reports/ocupacao?from=2030-03-01&to=2030-03-31");
    expect(march.bySeason).toEqual([
      { season: "Alta temporada", roomNightsSold: 1, roomRevenue: "208.11", adr: "208.11" },
    ]);
    // Renaming the season renames its revenue row: the layer is read by its name now.
    await owner
      .put(`/api/rates/seasons/${season}`)
      .send({ name: "Verão", startDate: "2030-02-28", endDate: "2030-03-05", prices: {} })
      .expect(200);
    const renamed = await read<OccupancyReport>("/api/reports/ocupacao?from=2030-03-01&to=2030-03-31");
    expect(renamed.bySeason.map((row) => row.season)).toEqual(["Verão"]);
  });
});
