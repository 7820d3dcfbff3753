// npm run bench:quote: the quote of a 14-night stay (GET /api/rates/quote's work: storage loads the rules, the pure
// quote prices the nights) on the benches' hotel's 200 rooms (bench/hotel-data.ts) with a full
// tarifário: a base rate for every room type, the holiday rate, 8 seasons, 3 packages, 40 restrictions, 3 policies.
// One quote at a time against PostgreSQL (a throwaway database, hospeda_bench_quote, that this script creates on the
// server of BENCH_PG_ADMIN_URL and drops at the end); prints
// p50 and p95 of the whole call. Target: p95 under 20 ms. Figures from one run on one machine.
import type pg from "pg";
import { connect, runMigrations } from "../server/db";
import { ratesDomain } from "../server/domain/rates";
import { createPgDatabase, dropPgDatabase, ms, percentile } from "./bench-kit";
import { buildHotel, intIn, isoDay, seeded, TODAY } from "./hotel-data";

const DATABASE = "hospeda_bench_quote";
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WARMUP = 30;
const TARGET_MS = 20;
const NIGHTS = 14;

const prices = (weekday: number) => ({
  occupancy: [weekday, weekday + 40, weekday + 90, weekday + 140].map((v) => `${v}.00`),
  weekend: [weekday + 50, weekday + 90, weekday + 140, weekday + 190].map((v) => `${v}.00`),
  extraBed: "70.00",
  childBands: [
    { maxAge: 4, price: "0.00" },
    { maxAge: 11, price: "60.00" },
  ],
});
const allTypes = (weekday: number) => ({
  standard: prices(weekday),
  deluxe: prices(weekday + 60),
  suite: prices(weekday + 120),
  family: prices(weekday + 90),
});

async function loadTarifario(client: pg.ClientBase) {
  const policy = await client.query<{ id: string }>(
    `INSERT INTO cancellation_policies (name, rows, credit_months) VALUES
       ('Padrão', '[{"daysBefore":30,"refundPercent":90,"creditPercent":0},{"daysBefore":15,"refundPercent":80,"creditPercent":0},{"daysBefore":0,"refundPercent":0,"creditPercent":0}]', 12),
       ('Pacotes', '[{"daysBefore":0,"refundPercent":0,"creditPercent":100}]', 6),
       ('Flexível', '[{"daysBefore":2,"refundPercent":100,"creditPercent":0}]', 12)
     RETURNING id`,
  );
  const [usual, packages] = policy.rows.map((r) => r.id);
  await client.query(`INSERT INTO rates (kind, name, prices) VALUES ('base', 'Tarifa base', $1)`, [allTypes(180)]);
  await client.query(`INSERT INTO rates (kind, name, prices, min_stay) VALUES ('holiday', 'Feriados', $1, 3)`, [
    allTypes(300),
  ]);
  for (let i = 0; i < 8; i++) {
    const start = TODAY - 60 + i * 90;
    await client.query(
      `INSERT INTO rates (kind, name, start_date, end_date, priority, prices, min_stay) VALUES ('season', $1, $2, $3, $4, $5, $6)`,
      [`Temporada ${i + 1}`, isoDay(start), isoDay(start + 45), i % 3, allTypes(220 + i * 10), i % 2 ? 3 : null],
    );
  }
  for (let i = 0; i < 3; i++) {
    const start = TODAY + 30 + i * 120;
    const packagePrice = ["2400.00", "3000.00", "3600.00", "4200.00"];
    await client.query(
      `INSERT INTO rates (kind, name, start_date, end_date, prices, deposit_percent, cancellation_policy_id)
       VALUES ('package', $1, $2, $3, $4, 100, $5)`,
      [
        `Pacote ${i + 1}`,
        isoDay(start),
        isoDay(start + 5),
        { standard: { packagePrice }, deluxe: { packagePrice }, suite: { packagePrice }, family: { packagePrice } },
        packages,
      ],
    );
  }
  for (let i = 0; i < 40; i++) {
    const start = TODAY + i * 12;
    await client.query(
      `INSERT INTO rate_restrictions (room_type, start_date, end_date, weekdays, min_stay, closed_to_arrival)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [i % 2 ? null : "standard", isoDay(start), isoDay(start + 6), i % 4 ? null : [5, 6], 2, i % 5 === 0],
    );
  }
  await client.query(`INSERT INTO settings (key, value) VALUES ('tarifario', $1), ('pousada', $2)`, [
    {
      weekendNights: [5, 6],
      losDiscounts: [
        { minNights: 3, percent: 5 },
        { minNights: 7, percent: 10 },
      ],
      paymentDiscounts: [{ method: "pix", percent: 5 }],
      deposit: { percent: 50, holidayPercent: 100, oneNightPercent: 100, dueHours: 24 },
      defaultPolicyId: usual,
    },
    { nomeFantasia: "Pousada do Bench", cidade: "Paraty", uf: "RJ" },
  ]);
}

async function main() {
  const created = await createPgDatabase(DATABASE);
  if (!created)
    throw new Error("No PostgreSQL at BENCH_PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres)");
  const database = connect(created.url, 4);
  await runMigrations(database);
  const client = await database.pool.connect();
  // The hotel's rooms (the quote reads no reservation): loadHotel's reservations no longer meet migration 0012's
  // adults/children check, which is the benches' concern, not this one's.
  const hotel = buildHotel({ guestCount: 0 });
  const { rooms } = hotel;
  await client.query(
    `INSERT INTO rooms (id, number, type, status, capacity, price_per_night, is_active)
     SELECT * FROM unnest($1::uuid[], $2::varchar[], $3::varchar[], $4::varchar[], $5::int[], $6::numeric[], $7::bool[])`,
    [rooms.id, rooms.number, rooms.type, rooms.status, rooms.capacity, rooms.price, rooms.isActive],
  );
  await loadTarifario(client);
  await client.query("ANALYZE");
  client.release();

  const rates = ratesDomain(database.db);
  const rng = seeded(24);
  const whole: number[] = [];
  for (let i = 0; i < WARMUP + REQUESTS; i++) {
    const checkIn = TODAY + intIn(rng, 0, 400);
    const query = {
      roomId: hotel.rooms.id[intIn(rng, 0, hotel.rooms.id.length - 1)]!,
      checkInDate: isoDay(checkIn),
      checkOutDate: isoDay(checkIn + NIGHTS),
      adults: 2,
      childrenAges: i % 3 ? [] : [3, 10],
    };
    const started = performance.now();
    const quote = await rates.quote(query);
    if (i >= WARMUP) whole.push(performance.now() - started);
    if (quote.nights.length !== NIGHTS) throw new Error(`expected ${NIGHTS} nights, got ${quote.nights.length}`);
  }
  await database.close();
  await dropPgDatabase(created);
  const p95 = percentile(whole, 0.95);
  console.log(`Quote of a ${NIGHTS}-night stay, ${REQUESTS} quotes one at a time (storage + pure quote, PostgreSQL):`);
  console.log(
    `  p50 ${ms(percentile(whole, 0.5))}, p95 ${ms(p95)} (target under ${TARGET_MS} ms): ${p95 < TARGET_MS ? "ok" : "OVER"}`,
  );
}

await main();
