CREATE TABLE "reservation_segments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"check_in_date" date NOT NULL,
	"check_out_date" date NOT NULL,
	"price_per_night" numeric(10, 2),
	"live" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_segments_dates_check" CHECK ("reservation_segments"."check_out_date" > "reservation_segments"."check_in_date"),
	CONSTRAINT "reservation_segments_price_check" CHECK ("reservation_segments"."price_per_night" >= 0)
);
--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "extra_beds" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservation_segments" ADD CONSTRAINT "reservation_segments_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "reservation_segments" ADD CONSTRAINT "reservation_segments_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_segments_reservation_idx" ON "reservation_segments" USING btree ("reservation_id","check_in_date");--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_extra_beds_check" CHECK ("rooms"."extra_beds" BETWEEN 0 AND 4);--> statement-breakpoint
-- From here on hand-written (docs/decisions/0033): drizzle-kit cannot write EXCLUDE or triggers.
-- Every reservation gets its one segment: its room over its dates, at the agreed rate, live as its status says.
INSERT INTO "reservation_segments" ("reservation_id", "room_id", "check_in_date", "check_out_date", "live")
  SELECT "id", "room_id", "check_in_date", "check_out_date", "status" NOT IN ('cancelled', 'no_show')
  FROM "reservations";
--> statement-breakpoint
-- No double booking moves to the segments: two live segments of one room never share a night, [from, to).
ALTER TABLE "reservation_segments" ADD CONSTRAINT "reservation_segments_no_overlap"
  EXCLUDE USING gist (
    "room_id" WITH =,
    daterange("check_in_date", "check_out_date", '[)') WITH &&
  ) WHERE ("live");
--> statement-breakpoint
ALTER TABLE "reservations" DROP CONSTRAINT IF EXISTS "reservations_no_overlap";
--> statement-breakpoint
-- The map reads the segments meeting a window across all rooms (the constraint's index leads with room_id).
CREATE INDEX "reservation_segments_range_idx" ON "reservation_segments"
  USING gist (daterange("check_in_date", "check_out_date", '[)'));
--> statement-breakpoint
-- The segments follow their reservation in the same statement, whoever writes it (docs/decisions/0033):
-- a new reservation gets its one segment; a status change sets `live`; new dates trim or stretch the first and
-- last segments (a shortened stay frees its last nights, an extension stays in the last room); a one-segment
-- reservation that changes room moves its segment (a room move of a split stay writes its segments itself).
CREATE FUNCTION "reservation_segments_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  segment_count integer;
  is_live boolean := NEW.status NOT IN ('cancelled', 'no_show');
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO reservation_segments (reservation_id, room_id, check_in_date, check_out_date, live)
      VALUES (NEW.id, NEW.room_id, NEW.check_in_date, NEW.check_out_date, is_live);
    RETURN NULL;
  END IF;
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    UPDATE reservation_segments SET live = is_live WHERE reservation_id = NEW.id AND live IS DISTINCT FROM is_live;
  END IF;
  IF (NEW.check_in_date, NEW.check_out_date, NEW.room_id) IS NOT DISTINCT FROM
     (OLD.check_in_date, OLD.check_out_date, OLD.room_id) THEN
    RETURN NULL;
  END IF;
  SELECT count(*) INTO segment_count FROM reservation_segments WHERE reservation_id = NEW.id;
  IF segment_count > 1 THEN
    DELETE FROM reservation_segments WHERE reservation_id = NEW.id
      AND (check_out_date <= NEW.check_in_date OR check_in_date >= NEW.check_out_date);
    UPDATE reservation_segments SET check_in_date = NEW.check_in_date
      WHERE id = (SELECT id FROM reservation_segments WHERE reservation_id = NEW.id ORDER BY check_in_date LIMIT 1);
    UPDATE reservation_segments SET check_out_date = NEW.check_out_date
      WHERE id = (SELECT id FROM reservation_segments WHERE reservation_id = NEW.id ORDER BY check_in_date DESC LIMIT 1);
    SELECT count(*) INTO segment_count FROM reservation_segments WHERE reservation_id = NEW.id;
  ELSIF segment_count = 1 THEN
    UPDATE reservation_segments SET room_id = NEW.room_id, check_in_date = NEW.check_in_date,
        check_out_date = NEW.check_out_date,
        price_per_night = CASE WHEN room_id = NEW.room_id THEN price_per_night END
      WHERE reservation_id = NEW.id;
  END IF;
  IF segment_count = 0 THEN
    INSERT INTO reservation_segments (reservation_id, room_id, check_in_date, check_out_date, live)
      VALUES (NEW.id, NEW.room_id, NEW.check_in_date, NEW.check_out_date, is_live);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "reservation_segments_follow" AFTER INSERT OR UPDATE ON "reservations"
  FOR EACH ROW EXECUTE FUNCTION "reservation_segments_follow"();
