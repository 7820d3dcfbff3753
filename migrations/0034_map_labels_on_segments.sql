-- Issue 23, the map's window at 50,000 guests (docs/decisions/0071): what a bar shows of its stay (the status, where it
-- came from, the guest's name) is kept on the stay's segments, so the window is read from reservation_segments alone.
-- Before, each of a desktop month's 1,829 bars made one probe into reservations and one into guests (about 18 of the
-- SQL's 21 ms). The copies are written only by the triggers below, from the rows themselves: whatever a writer or a
-- backup file puts in them is replaced.
ALTER TABLE "reservation_segments" ADD COLUMN "stay_status" varchar(20);--> statement-breakpoint
ALTER TABLE "reservation_segments" ADD COLUMN "stay_origem" varchar(20);--> statement-breakpoint
ALTER TABLE "reservation_segments" ADD COLUMN "guest_first_name" varchar(100);--> statement-breakpoint
ALTER TABLE "reservation_segments" ADD COLUMN "guest_last_name" varchar(100);--> statement-breakpoint
-- A stay made from a channel's block shows that channel: each such bar looked for its block with a scan of every
-- block the feeds ever brought (and a reservation's deletion scanned them for the foreign key).
CREATE INDEX "room_blocks_reservation_idx" ON "room_blocks" USING btree ("reservation_id")
  WHERE "room_blocks"."reservation_id" IS NOT NULL;--> statement-breakpoint

-- A stay's segment takes its reservation's status and origin and its guest's name when it is written, whoever writes
-- it (the reservations' trigger, a room move's split, a restore), and again when one of these columns is set (to
-- anything: the triggers below set stay_status or guest_first_name to NULL to have them read again); a block's
-- segment has none.
CREATE FUNCTION "reservation_segments_labels"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.reservation_id IS NULL THEN
    NEW.stay_status := NULL; NEW.stay_origem := NULL; NEW.guest_first_name := NULL; NEW.guest_last_name := NULL;
    RETURN NEW;
  END IF;
  SELECT r.status, r.origem INTO NEW.stay_status, NEW.stay_origem FROM reservations r WHERE r.id = NEW.reservation_id;
  SELECT g.first_name, g.last_name INTO NEW.guest_first_name, NEW.guest_last_name
    FROM guests g WHERE g.id = (SELECT r.guest_id FROM reservations r WHERE r.id = NEW.reservation_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "reservation_segments_labels" BEFORE INSERT OR UPDATE OF "reservation_id", "stay_status", "stay_origem",
  "guest_first_name", "guest_last_name" ON "reservation_segments"
  FOR EACH ROW EXECUTE FUNCTION "reservation_segments_labels"();--> statement-breakpoint

-- 0032's function, plus: a change of status, origin or guest is copied to the stay's segments (the UPDATE fires the
-- segments' trigger above, which reads them from the rows). A new stay, or a stay given to another guest, first
-- takes its guest's row FOR SHARE: a rename of that guest still in progress is waited for, so its new name is the
-- one copied (the rename's trigger, below, cannot see a stay that is not yet this guest's in its snapshot). A new stay
-- is seen by nobody yet, so nobody waits on it. The app never gives an existing stay to another guest (the update's
-- schema has no guest); a writer that does must lock the new guest (FOR SHARE) before the stay, as the rename below
-- holds the guest while it waits on the guest's stays.
CREATE OR REPLACE FUNCTION "reservation_segments_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  segment_count integer;
  is_live boolean := NEW.status NOT IN ('cancelled', 'no_show');
BEGIN
  -- A restore that brings the file's own segments inserts the reservations without making any: a stay moved between
  -- rooms would otherwise get one segment over all its dates in its last room and clash with whoever had that room
  -- before the move (server/domain/backup-restore.ts sets this for its transaction only).
  IF current_setting('hospeda.segmentos_do_arquivo', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM guests WHERE id = NEW.guest_id FOR SHARE;
    INSERT INTO reservation_segments (reservation_id, room_id, check_in_date, check_out_date, live)
      VALUES (NEW.id, NEW.room_id, NEW.check_in_date, NEW.check_out_date, is_live);
    RETURN NULL;
  END IF;
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    UPDATE reservation_segments SET live = is_live WHERE reservation_id = NEW.id AND live IS DISTINCT FROM is_live;
  END IF;
  IF NEW.guest_id IS DISTINCT FROM OLD.guest_id THEN
    PERFORM 1 FROM guests WHERE id = NEW.guest_id FOR SHARE;
  END IF;
  IF (NEW.status, NEW.origem, NEW.guest_id) IS DISTINCT FROM (OLD.status, OLD.origem, OLD.guest_id) THEN
    UPDATE reservation_segments SET stay_status = NULL WHERE reservation_id = NEW.id;
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
END $$;--> statement-breakpoint

-- A guest's new name reaches the segments of their stays. Their stays are locked first (in id order): a stay being
-- written at this moment (a room move adding a segment, another guest given to it) is waited for, and the next
-- statement, with a snapshot taken after it, finds its segments as committed. Each segment reads the name again
-- from the rows (the trigger above), so a stay that has just become another guest's gets that guest's name.
CREATE FUNCTION "reservation_segments_guest_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM reservations WHERE guest_id = NEW.id ORDER BY id FOR NO KEY UPDATE;
  UPDATE reservation_segments SET guest_first_name = NULL
    WHERE reservation_id IN (SELECT id FROM reservations WHERE guest_id = NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "reservation_segments_guest_name" AFTER UPDATE OF "first_name", "last_name" ON "guests"
  FOR EACH ROW WHEN ((NEW.first_name, NEW.last_name) IS DISTINCT FROM (OLD.first_name, OLD.last_name))
  EXECUTE FUNCTION "reservation_segments_guest_name"();--> statement-breakpoint

-- Every stay's segments from the rows, for this migration and for writes that fire no triggers (the legacy import's
-- replica mode, server/db/legacy-pglite.ts).
CREATE FUNCTION "rebuild_segment_labels"() RETURNS void LANGUAGE sql AS $$
  UPDATE reservation_segments s
    SET stay_status = r.status, stay_origem = r.origem, guest_first_name = g.first_name, guest_last_name = g.last_name
    FROM reservations r JOIN guests g ON g.id = r.guest_id
    WHERE r.id = s.reservation_id
      AND (s.stay_status, s.stay_origem, s.guest_first_name, s.guest_last_name)
        IS DISTINCT FROM (r.status, r.origem, g.first_name, g.last_name);
$$;--> statement-breakpoint
SELECT rebuild_segment_labels();
