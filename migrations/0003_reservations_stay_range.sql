-- The reservation map reads the reservations whose stay meets a date window, across all rooms:
-- "daterange(check_in, check_out) && window" answered by a GiST index instead of a scan of every stay.
-- (The no-overlap constraint's own index leads with room_id, so it serves only one room's look-ups.)
CREATE INDEX IF NOT EXISTS "reservations_stay_range_idx" ON "reservations"
  USING gist (daterange("check_in_date", "check_out_date", '[)'));
