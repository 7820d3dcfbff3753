-- A backup of a pousada where a guest changed rooms mid-stay could not be restored: each restored reservation got one
-- segment over its dates in its last room (0011's trigger) before the file's own segments replaced them, and that
-- segment overlapped the stay that had the room before the move (23P01, "reservas do mesmo quarto se sobrepõem").
-- The trigger now stands aside while a restore that carries the segments inserts the reservations.
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
