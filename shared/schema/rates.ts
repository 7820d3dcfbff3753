// The tarifário (docs/product.md §15, docs/decisions/0049): the rates by room type, seasons, the holiday rate and
// packages in one table of price layers; the restrictions by date range; the cancellation policies. The settings
// that are one per pousada (weekend nights, length-of-stay and payment-method discounts, deposit rules, the default
// policy) live in settings under 'tarifario'. The quote (server/domain/rate-quote.ts) reads all of them.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  uniqueIndex,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { RATE_KINDS } from "../enums";
import { createdAt, id, inList, updatedAt } from "./columns";

/**
 * A cancellation policy: its ladder of rows (days before arrival → % refunded in money, % as a credit letter) and
 * how many months a credit letter from it stays valid.
 */
export const cancellationPolicies = pgTable(
  "cancellation_policies",
  {
    id: id(),
    name: varchar("name", { length: 80 }).notNull().unique(),
    /** [{daysBefore, refundPercent, creditPercent}], daysBefore descending; validated by shared/validators/rates. */
    rows: jsonb("rows").notNull(),
    creditMonths: smallint("credit_months").notNull().default(12),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("cancellation_policies_credit_months_check", sql`${t.creditMonths} BETWEEN 0 AND 60`)],
);

/**
 * A price layer. 'base': the rate of each room type (one row); 'holiday': the price of a holiday night and its
 * minimum stay (one row); 'season': dated [startDate, endDate) with a priority, overriding some or all prices;
 * 'package': a dated block [startDate, endDate) sold whole, at a fixed price per occupancy, with its own deposit and
 * policy. `prices` maps a room type to its price set (shared/validators/rates: occupancy, weekend, extra bed, child
 * bands, package price).
 */
export const rates = pgTable(
  "rates",
  {
    id: id(),
    kind: varchar("kind", { length: 10 }).notNull(),
    name: varchar("name", { length: 80 }).notNull(),
    startDate: date("start_date"),
    endDate: date("end_date"),
    priority: integer("priority").notNull().default(0),
    prices: jsonb("prices").notNull().default({}),
    minStay: smallint("min_stay"),
    depositPercent: smallint("deposit_percent"),
    cancellationPolicyId: uuid("cancellation_policy_id").references(() => cancellationPolicies.id, {
      onDelete: "restrict",
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("rates_kind_check", sql`${t.kind} IN (${inList(RATE_KINDS)})`),
    check(
      "rates_dates_check",
      sql`(${t.kind} IN ('base', 'holiday') AND ${t.startDate} IS NULL AND ${t.endDate} IS NULL)
        OR (${t.kind} IN ('season', 'package') AND ${t.startDate} IS NOT NULL AND ${t.endDate} > ${t.startDate})`,
    ),
    check("rates_min_stay_check", sql`${t.minStay} BETWEEN 1 AND 365`),
    check("rates_deposit_percent_check", sql`${t.depositPercent} BETWEEN 0 AND 100`),
    uniqueIndex("rates_one_base_one_holiday")
      .on(t.kind)
      .where(sql`${t.kind} IN ('base', 'holiday')`),
    index("rates_dates_idx").on(t.endDate, t.startDate),
  ],
);

/**
 * A restriction over the nights [startDate, endDate], for one room type or all (null), on some weekdays of the night
 * or arrival (null: every day): minimum and maximum stay (a stay with a night in range), closed to arrival and to
 * departure (the arrival or departure date in range), stop-sell (no night in range sold).
 */
export const rateRestrictions = pgTable(
  "rate_restrictions",
  {
    id: id(),
    roomType: varchar("room_type", { length: 20 }),
    startDate: date("start_date").notNull(),
    endDate: date("end_date").notNull(),
    /** 0 = Sunday … 6 = Saturday; null = every day. */
    weekdays: smallint("weekdays").array(),
    minStay: smallint("min_stay"),
    maxStay: smallint("max_stay"),
    closedToArrival: boolean("closed_to_arrival").notNull().default(false),
    closedToDeparture: boolean("closed_to_departure").notNull().default(false),
    stopSell: boolean("stop_sell").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check("rate_restrictions_dates_check", sql`${t.endDate} >= ${t.startDate}`),
    check("rate_restrictions_stay_check", sql`${t.minStay} BETWEEN 1 AND 365 AND ${t.maxStay} BETWEEN 1 AND 365`),
    index("rate_restrictions_dates_idx").on(t.endDate, t.startDate),
  ],
);

export type CancellationPolicyRow = typeof cancellationPolicies.$inferSelect;
export type RateRow = typeof rates.$inferSelect;
export type RateRestrictionRow = typeof rateRestrictions.$inferSelect;
