-- The reservation map's window read (server/storage/reservation-segments.ts listInWindow) joins a month's segments
-- to their reservations (status, guest) and guests (name). With 50,000 guests and 100,000 reservations the planner
-- hashed whole tables for it (62-312 ms p95, issue 23); with what the map shows beside each key in an index, each
-- bar can be one index-only probe per table (the planner does not always take it: decision 0047 §4). Kept here, not in shared/schema: Drizzle's
-- index builder has no INCLUDE.
CREATE INDEX IF NOT EXISTS "reservations_map_idx" ON "reservations" ("id") INCLUDE ("guest_id", "status");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "guests_map_name_idx" ON "guests" ("id") INCLUDE ("first_name", "last_name");
-- 'Exportar''s consumption pages, keyed on (consumed_at, id), read product_consumption_consumed_idx of migrations/0016.
