// The nights sold (migrations/0029_nights_sold_summary.sql): one row per night of each sold stay, kept by triggers in
// the same transaction as the reservations, their segments and their nightly breakdown, read by Ocupação instead of
// sharing out a year of stays per request. The app never writes it; rebuild_nights_sold() recomputes it from the rows.
import { sql } from "drizzle-orm";
import { boolean, date, index, integer, numeric, pgTable, primaryKey, uuid, varchar } from "drizzle-orm/pg-core";

/**
 * A night of a sold reservation (confirmed, checked_in, completed): the segment and room holding it, and its share of
 * the stay's agreed total by the nightly breakdown (`revenue`, with the breakdown's rule and price layer), or for a
 * stay without a breakdown (`priced` false) the stay's total and nights to prorate a segment's nights by.
 */
export const resumoNoitesVendidas = pgTable(
  "resumo_noites_vendidas",
  {
    /** reservations.id, without a foreign key: derived rows, kept by the triggers (migrations/0029). */
    reservationId: uuid("reservation_id").notNull(),
    night: date("night").notNull(),
    /** The room of the segment holding the night; null when no segment of the stay holds it. */
    roomId: uuid("room_id"),
    segmentId: uuid("segment_id"),
    segmentFrom: date("segment_from"),
    segmentTo: date("segment_to"),
    /** The breakdown's rule and price layer for this night; null with `revenue` when the breakdown lacks it. */
    rule: varchar("rule", { length: 160 }),
    rateId: uuid("rate_id"),
    /** The night's share of the agreed total; null for a night the breakdown lacks. */
    revenue: numeric("revenue", { precision: 12, scale: 2 }),
    /** Whether the stay has a nightly breakdown; when not, its total and nights for the proration. */
    priced: boolean("priced").notNull(),
    /** For a stay without a breakdown, on its segment's first night: the total prorated to the whole segment. */
    segmentRevenue: numeric("segment_revenue", { precision: 12, scale: 2 }),
    prorataTotal: numeric("prorata_total", { precision: 10, scale: 2 }),
    prorataNights: integer("prorata_nights"),
  },
  (t) => [
    primaryKey({ name: "resumo_noites_vendidas_pk", columns: [t.reservationId, t.night] }),
    // With every other column but reservation_id INCLUDEd in migrations/0029 (Drizzle writes no INCLUDE).
    index("resumo_noites_vendidas_night_idx").on(t.night),
    // INCLUDE (revenue) in migrations/0029.
    index("resumo_noites_vendidas_room_night_idx")
      .on(t.night, t.roomId)
      .where(sql`${t.segmentId} IS NOT NULL`),
    // The narrow partial indexes of migrations/0038, each holding only the nights one part of Ocupação reads.
    // INCLUDE (rate_id, rule, revenue) in the migration.
    index("resumo_noites_vendidas_priced_idx")
      .on(t.night)
      .where(sql`${t.revenue} IS NOT NULL`),
    index("resumo_noites_vendidas_unpriced_idx")
      .on(t.night)
      .where(sql`NOT ${t.priced} AND ${t.segmentId} IS NOT NULL`),
    // INCLUDE (room_id, segment_revenue, segment_to) in the migration.
    index("resumo_noites_vendidas_segment_revenue_idx")
      .on(t.night)
      .where(sql`${t.segmentRevenue} IS NOT NULL`),
  ],
);
