-- Channels (docs/decisions/0052): per-room iCal feeds imported as blocks, the export token, sync runs, conflicts.
CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL REFERENCES "rooms"("id") ON DELETE cascade,
	"name" varchar(80) NOT NULL,
	"url" text NOT NULL,
	"channel" varchar(20) NOT NULL,
	"import_unavailable" boolean DEFAULT true NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	"next_sync_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_channel_check" CHECK ("channel" IN ('airbnb', 'booking', 'outro'))
);
--> statement-breakpoint
CREATE INDEX "calendar_feeds_room_idx" ON "calendar_feeds" ("room_id");
--> statement-breakpoint
CREATE INDEX "calendar_feeds_due_idx" ON "calendar_feeds" ("next_sync_at");
--> statement-breakpoint
-- A block: nights of a room taken by a channel's event (or a closure). `status`: active holds the room; conflict
-- could not take it (a local stay was there); ignored was set aside by a person; released left the feed;
-- converted became a reservation (reservation_id), keeping (feed_id, uid) as the link to the event.
CREATE TABLE "room_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_id" uuid NOT NULL REFERENCES "rooms"("id") ON DELETE restrict,
	"feed_id" uuid REFERENCES "calendar_feeds"("id") ON DELETE set null,
	"uid" text NOT NULL,
	"kind" varchar(20) NOT NULL,
	"check_in_date" date NOT NULL,
	"check_out_date" date NOT NULL,
	"status" varchar(20) DEFAULT 'active' NOT NULL,
	"reservation_id" uuid REFERENCES "reservations"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_blocks_dates_check" CHECK ("check_out_date" > "check_in_date"),
	CONSTRAINT "room_blocks_kind_check" CHECK ("kind" IN ('booking', 'closure')),
	CONSTRAINT "room_blocks_status_check" CHECK ("status" IN ('active', 'conflict', 'ignored', 'released', 'converted'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "room_blocks_feed_uid_idx" ON "room_blocks" ("feed_id", "uid");
--> statement-breakpoint
CREATE INDEX "room_blocks_room_idx" ON "room_blocks" ("room_id", "check_in_date");
--> statement-breakpoint
-- A block is an occupancy under the one no-double-booking constraint (migrations/0011): a segment row of its own.
ALTER TABLE "reservation_segments" ALTER COLUMN "reservation_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "reservation_segments" ADD COLUMN "block_id" uuid REFERENCES "room_blocks"("id") ON DELETE cascade;
--> statement-breakpoint
ALTER TABLE "reservation_segments" ADD CONSTRAINT "reservation_segments_owner_check"
  CHECK (num_nonnulls("reservation_id", "block_id") = 1);
--> statement-breakpoint
CREATE UNIQUE INDEX "reservation_segments_block_idx" ON "reservation_segments" ("block_id");
--> statement-breakpoint
-- The block's segment follows the block in the writer's own statement, as a reservation's does: its room and dates,
-- live only while the block is active. A block that cannot take its nights makes the statement fail (23P01).
CREATE FUNCTION "room_block_segment_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO reservation_segments (block_id, room_id, check_in_date, check_out_date, live)
      VALUES (NEW.id, NEW.room_id, NEW.check_in_date, NEW.check_out_date, NEW.status = 'active');
  ELSE
    UPDATE reservation_segments SET room_id = NEW.room_id, check_in_date = NEW.check_in_date,
        check_out_date = NEW.check_out_date, live = NEW.status = 'active'
      WHERE block_id = NEW.id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "room_block_segment_follow" AFTER INSERT OR UPDATE ON "room_blocks"
  FOR EACH ROW EXECUTE FUNCTION "room_block_segment_follow"();
--> statement-breakpoint
-- An event that could not be placed: both sides, until a person resolves it. One open conflict per event.
CREATE TABLE "calendar_conflicts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"block_id" uuid NOT NULL REFERENCES "room_blocks"("id") ON DELETE cascade,
	"check_in_date" date NOT NULL,
	"check_out_date" date NOT NULL,
	"other_reservation_id" uuid REFERENCES "reservations"("id") ON DELETE set null,
	"other_block_id" uuid REFERENCES "room_blocks"("id") ON DELETE set null,
	"status" varchar(20) DEFAULT 'open' NOT NULL,
	"resolution" varchar(20),
	"resolved_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_conflicts_status_check" CHECK ("status" IN ('open', 'resolved')),
	CONSTRAINT "calendar_conflicts_resolution_check"
	  CHECK ("resolution" IS NULL OR "resolution" IN ('moved', 'rejected', 'handled', 'cleared'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_conflicts_open_idx" ON "calendar_conflicts" ("block_id") WHERE "status" = 'open';
--> statement-breakpoint
-- Each run of a feed: what it did, or why it stopped (a Portuguese message; never the URL).
CREATE TABLE "calendar_sync_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feed_id" uuid NOT NULL REFERENCES "calendar_feeds"("id") ON DELETE cascade,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"ok" boolean NOT NULL,
	"events" integer DEFAULT 0 NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"released" integer DEFAULT 0 NOT NULL,
	"conflicts" integer DEFAULT 0 NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE INDEX "calendar_sync_runs_feed_idx" ON "calendar_sync_runs" ("feed_id", "at");
--> statement-breakpoint
-- The room's export: only a SHA-256 of the token is kept; the token is an HMAC of `salt` under the server's key,
-- so the owner can be shown the URL again, and a new salt (rotate) refuses the old one at once.
CREATE TABLE "calendar_exports" (
	"room_id" uuid PRIMARY KEY NOT NULL REFERENCES "rooms"("id") ON DELETE cascade,
	"salt" varchar(64) NOT NULL,
	"token_hash" varchar(64) NOT NULL UNIQUE,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
