-- GET /api/rooms answered from a copy kept in each app process, valid for one version of the rooms (issue 23,
-- docs/decisions/0075). Hand-written: drizzle-kit writes neither functions nor triggers.
--
-- rooms_version: one row, a number raised once by every committed transaction that wrote anything the rooms list
-- shows: the rooms, and the open stay in each (check_in_out, its reservation, its guest, the channel of the block the
-- reservation came from: server/storage/rooms.ts currentStayOfRoom). Each request reads it in its session statement;
-- a process reuses its copy of the list only while the number it read is the one the copy was built at.
--
-- Raised at commit, not at the write: the row is one for the whole database, and a transaction holding its lock from
-- its first write to its end would make every writer of those tables wait for the others, and deadlock two that
-- lock a room in the opposite order (one writes a stay and then locks the room, the other the reverse). So a
-- statement trigger on each table only queues, once per transaction, a row in rooms_version_pending, whose deferred
-- constraint trigger raises the version and deletes that row just before the transaction commits: the lock is held
-- from then to the commit, when the transaction takes no other lock. The raise is in the writer's transaction, so
-- the new number and the rows it stands for become visible to other snapshots together, and in commit order: a
-- transaction raising it waits for the one before to commit, so a snapshot that sees version n sees every write
-- behind 1..n.
-- Neither table is the pousada's data: never backed up nor emptied by a reset (server/storage/system.ts).
CREATE TABLE "rooms_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "rooms_version_one_row" CHECK ("rooms_version"."id")
);--> statement-breakpoint
INSERT INTO "rooms_version" DEFAULT VALUES;--> statement-breakpoint
CREATE TABLE "rooms_version_pending" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL
);--> statement-breakpoint

-- The statement trigger's part: queue the raise once per transaction. The flag is local to the transaction and, like
-- the queued row, undone with a savepoint rolled back.
CREATE FUNCTION "rooms_version_marca"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('hospeda.rooms_version_marcada', true) IS DISTINCT FROM 'on' THEN
    PERFORM set_config('hospeda.rooms_version_marcada', 'on', true);
    INSERT INTO rooms_version_pending DEFAULT VALUES;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint

-- At commit: the queued row goes, the version goes up (the last lock the transaction takes).
CREATE FUNCTION "rooms_version_sobe"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM rooms_version_pending WHERE id = NEW.id;
  UPDATE rooms_version SET version = version + 1;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "rooms_version_sobe" AFTER INSERT ON "rooms_version_pending"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "rooms_version_sobe"();--> statement-breakpoint

-- What the list shows of each table. Every column of a room, and its inserts and deletes; of the others the columns
-- currentStayOfRoom reads (an UPDATE naming none of them cannot change the list); TRUNCATE of any.
-- A new reservation or guest cannot change the list by itself: it shows only through a stay (check_in_out) naming
-- it, which its foreign keys let exist only after it, and let it be deleted only after that stay (ON DELETE
-- restrict); the stay's own insert or delete raises the version. So reservations and guests, the tables written
-- most, raise it for an UPDATE of those columns only. A feed's delete sets its blocks' feed_id to NULL (the channel
-- a stay shows), so calendar_feeds raises it for a delete too.
CREATE TRIGGER "rooms_version_rooms" AFTER INSERT OR UPDATE OR DELETE ON "rooms"
  FOR EACH STATEMENT EXECUTE FUNCTION "rooms_version_marca"();--> statement-breakpoint
CREATE TRIGGER "rooms_version_rooms_truncate" AFTER TRUNCATE ON "rooms"
  FOR EACH STATEMENT EXECUTE FUNCTION "rooms_version_marca"();--> statement-breakpoint
CREATE TRIGGER "rooms_version_stays" AFTER INSERT OR DELETE
  OR UPDATE OF "id", "reservation_id", "guest_id", "room_id", "check_in_time", "check_out_time" ON "check_in_out"
  FOR EACH STATEMENT EXECUTE FUNCTION "rooms_version_marca"();--> statement-breakpoint
CREATE TRIGGER "rooms_version_stays_truncate" AFTER TRUNCATE ON "check_in_out"
  FOR EACH STATEMENT EXECUTE FUNCTION "rooms_version_marca"();--> statement-breakpoint
CREATE TRIGGER "rooms_version_reservations" AFTER UPDATE OF "id", "check_out_date", "origem" ON "reservations"
  FOR EACH STATEMENT EXECUTE FUNCTION "rooms_version_marca"();--> statement-breakpoint
CREATE TRIGGER "rooms_version_reservations_truncate" AFTER TRUNCATE ON "reservations"
  FOR EACH STATEMENT EXECUTE FUNCTION "rooms_version_marca"();--> statement-breakpoint
CREATE TRIGGER "rooms_version_guests" AFTER UPDATE OF "id", "first_name", "last_name" ON "guests"
  FOR EACH STATEMENT EXECUTE FUNCTION "rooms_version_marca"();--> statement-breakpoint
CREATE TRIGGER "rooms_version_guests_truncate" AFTER TRUNCATE ON "guests"
  FOR EACH STATEMENT EXECUTE FUNCTION "rooms_version_marca"();--> statement-breakpoint
CREATE TRIGGER "rooms_version_room_blocks" AFTER INSERT OR DELETE
  OR UPDATE OF "id", "reservation_id", "feed_id" ON "room_blocks"
  FOR EACH STATEMENT EXECUTE FUNCTION "rooms_version_marca"();--> statement-breakpoint
CREATE TRIGGER "rooms_version_room_blocks_truncate" AFTER TRUNCATE ON "room_blocks"
  FOR EACH STATEMENT EXECUTE FUNCTION "rooms_version_marca"();--> statement-breakpoint
CREATE TRIGGER "rooms_version_calendar_feeds" AFTER DELETE OR UPDATE OF "id", "channel" ON "calendar_feeds"
  FOR EACH STATEMENT EXECUTE FUNCTION "rooms_version_marca"();--> statement-breakpoint
CREATE TRIGGER "rooms_version_calendar_feeds_truncate" AFTER TRUNCATE ON "calendar_feeds"
  FOR EACH STATEMENT EXECUTE FUNCTION "rooms_version_marca"();
