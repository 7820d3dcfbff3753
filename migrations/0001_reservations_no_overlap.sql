-- No double booking, enforced by the database: two live reservations of one room never share a night.
-- Ranges are [check-in, check-out): a check-out day may be the next guest's check-in day.
-- Cancelled and no-show reservations release the room. drizzle-kit cannot express EXCLUDE, hence this file.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_no_overlap"
  EXCLUDE USING gist (
    "room_id" WITH =,
    daterange("check_in_date", "check_out_date", '[)') WITH &&
  ) WHERE ("status" NOT IN ('cancelled', 'no_show'));
