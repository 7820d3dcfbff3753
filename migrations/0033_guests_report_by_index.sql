-- Issue 23, Relatórios > Hóspedes at scale (docs/decisions/0070): its reads become index-only scans.
-- The reservations made in a period, and those made before it, read by creation with their guest: the new-against-
-- returning count and the period's count no longer visit the table (20,727 reservations of a year: 157 → 36 ms).
CREATE INDEX IF NOT EXISTS "reservations_made_created_idx" ON "reservations" ("created_at") INCLUDE ("guest_id")
  WHERE "status" IN ('pending', 'confirmed', 'checked_in', 'completed');--> statement-breakpoint
-- payments_created_cover_idx (0016) has the same key and carries what a period's reads need: with both, the planner
-- took the plain one and visited the table for every payment of the period.
DROP INDEX IF EXISTS "payments_created_idx";
