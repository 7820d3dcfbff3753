-- Ocupação at a busy property's scale (issue 23): the nights sold, one row per night of each sold stay, kept by
-- triggers in the same transaction as the reservations, their segments and their nightly breakdown, so the reports
-- read a period's rows by the night's index instead of sharing out every stay's total at read time. Hand-written:
-- drizzle-kit writes neither functions nor triggers.
--
-- A row per (reservation, night) of a sold reservation (confirmed, checked_in, completed), over the nights of its
-- segments and of its nightly breakdown (reservation_nights):
--   room_id, segment_id, segment_from, segment_to: the segment holding the night and its dates (null when no
--     segment holds it);
--   rule, rate_id, revenue: the breakdown's night and its share of the agreed total, exactly as the reports shared it
--     before: weighted by the nights' prices (equally when all are zero), rounded on the running sum so the nights
--     add up to the total to the centavo (all three null for a segment night the breakdown lacks: it earns nothing);
--   priced: whether the stay has a breakdown at all; when it has none, the stay's total prorated to the whole segment
--     (segment_revenue, on the segment's first night only) for the segments a period holds whole, and the stay's
--     total and nights (prorata_total, prorata_nights) to prorate, rounded per segment as before, the nights inside
--     of the few segments crossing the period's edges.
-- Derived data, without foreign keys, like the money's summaries (docs/decisions/0045): never backed up
-- (server/storage/system.ts NOT_BACKED_UP), written by the triggers during a restore's inserts, rebuilt by
-- rebuild_nights_sold() after a TRUNCATE (by the triggers below) or a bulk load with the triggers off.
CREATE TABLE "resumo_noites_vendidas" (
	"reservation_id" uuid NOT NULL,
	"night" date NOT NULL,
	"room_id" uuid,
	"segment_id" uuid,
	"segment_from" date,
	"segment_to" date,
	"rule" varchar(160),
	"rate_id" uuid,
	"revenue" numeric(12, 2),
	"priced" boolean NOT NULL,
	"segment_revenue" numeric(12, 2),
	"prorata_total" numeric(10, 2),
	"prorata_nights" integer,
	CONSTRAINT "resumo_noites_vendidas_pk" PRIMARY KEY ("reservation_id", "night")
);--> statement-breakpoint
-- The reports read a period's nights from this index alone.
CREATE INDEX "resumo_noites_vendidas_night_idx" ON "resumo_noites_vendidas" ("night")
  INCLUDE ("room_id", "segment_id", "segment_from", "segment_to", "rule", "rate_id", "revenue", "priced",
           "segment_revenue", "prorata_total", "prorata_nights");--> statement-breakpoint
-- The nights held by a segment, narrow: what the counts by night and by room walk (a year's 50,000 entries of the
-- benches' hotel in a third of the pages of the index above).
CREATE INDEX "resumo_noites_vendidas_room_night_idx" ON "resumo_noites_vendidas" ("night", "room_id")
  INCLUDE ("revenue") WHERE "segment_id" IS NOT NULL;--> statement-breakpoint

-- Rewrites the rows of the reservations `ids` from their current state, after taking each one's row lock in id order
-- (FOR NO KEY UPDATE: what an UPDATE of the reservation takes, and compatible with the KEY SHARE locks of the foreign
-- keys): two transactions writing one stay's nights rewrite its rows in turn, the second from what the first committed.
CREATE FUNCTION "resumo_noites_refaz"(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM reservations WHERE id IN (SELECT unnest(ids)) ORDER BY id FOR NO KEY UPDATE;
  DELETE FROM resumo_noites_vendidas WHERE reservation_id IN (SELECT unnest(ids));
  INSERT INTO resumo_noites_vendidas (reservation_id, night, room_id, segment_id, segment_from, segment_to, rule,
                                      rate_id, revenue, priced, segment_revenue, prorata_total, prorata_nights)
  WITH sold AS (
    SELECT id, total_amount, greatest(check_out_date - check_in_date, 1) AS nights FROM reservations
    WHERE id IN (SELECT unnest(ids)) AND status IN ('confirmed', 'checked_in', 'completed')
  ), seg AS (
    SELECT DISTINCT ON (s.reservation_id, g.night) s.reservation_id, g.night::date AS night, s.room_id, s.id AS segment_id,
           s.check_in_date AS segment_from, s.check_out_date AS segment_to
    FROM reservation_segments s
    CROSS JOIN LATERAL generate_series(s.check_in_date, s.check_out_date - 1, interval '1 day') g(night)
    WHERE s.reservation_id IN (SELECT id FROM sold)
    ORDER BY s.reservation_id, g.night, s.check_in_date, s.id
  ), weights AS (
    SELECT reservation_id, night, rule, rate_id,
           CASE WHEN sum(price) OVER (PARTITION BY reservation_id) > 0 THEN price ELSE 1 END AS w
    FROM reservation_nights WHERE reservation_id IN (SELECT id FROM sold)
  ), running AS (
    SELECT reservation_id, night, rule, rate_id, w,
           sum(w) OVER (PARTITION BY reservation_id ORDER BY night) AS cum,
           sum(w) OVER (PARTITION BY reservation_id) AS total_w
    FROM weights
  ), breakdown AS (
    SELECT b.reservation_id, b.night, b.rule, b.rate_id,
           round(r.total_amount * b.cum / b.total_w, 2) - round(r.total_amount * (b.cum - b.w) / b.total_w, 2) AS revenue
    FROM running b JOIN sold r ON r.id = b.reservation_id
  ), priced AS (
    SELECT DISTINCT reservation_id FROM weights
  )
  SELECT r.id, coalesce(seg.night, b.night), seg.room_id, seg.segment_id, seg.segment_from, seg.segment_to, b.rule,
         b.rate_id, b.revenue, p.reservation_id IS NOT NULL,
         CASE WHEN p.reservation_id IS NULL AND seg.night = seg.segment_from
           THEN round(r.total_amount * (seg.segment_to - seg.segment_from) / r.nights, 2) END,
         CASE WHEN p.reservation_id IS NULL THEN r.total_amount END, CASE WHEN p.reservation_id IS NULL THEN r.nights END
  FROM seg FULL JOIN breakdown b ON b.reservation_id = seg.reservation_id AND b.night = seg.night
  JOIN sold r ON r.id = coalesce(seg.reservation_id, b.reservation_id)
  LEFT JOIN priced p ON p.reservation_id = r.id;
END;
$$;--> statement-breakpoint

-- Every row recomputed from the reservations (the migration's fill; after a TRUNCATE; after a bulk load).
CREATE FUNCTION "rebuild_nights_sold"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM resumo_noites_vendidas;
  PERFORM resumo_noites_refaz(ARRAY(SELECT id FROM reservations WHERE status IN ('confirmed', 'checked_in', 'completed')));
END;
$$;--> statement-breakpoint

-- A restore, which deletes and inserts every stay table in one transaction, sets hospeda.resumo_noites_adiado to
-- 'on' for its transaction (set_config(..., true)) and calls rebuild_nights_sold() once at its end: the triggers
-- below leave the summary alone meanwhile (server/domain/backup-restore.ts).
-- Statement triggers with the statement's rows (transition tables): a restore's or an import's one INSERT of many
-- rows rewrites its stays once, not once a row. A reservation counts when its status, total, dates or room change
-- (or it is added, removed, or its id changes).
CREATE FUNCTION "resumo_noites_segue_reservas"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('hospeda.resumo_noites_adiado', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM resumo_noites_refaz(ARRAY(SELECT id FROM novas WHERE status IN ('confirmed', 'checked_in', 'completed')));
  ELSIF TG_OP = 'DELETE' THEN
    DELETE FROM resumo_noites_vendidas WHERE reservation_id IN (SELECT id FROM antigas);
  ELSE
    PERFORM resumo_noites_refaz(ARRAY(
      SELECT coalesce(n.id, o.id) FROM novas n FULL JOIN antigas o ON o.id = n.id
      WHERE n.id IS NULL OR o.id IS NULL
         OR (n.status, n.total_amount, n.check_in_date, n.check_out_date, n.room_id)
            IS DISTINCT FROM (o.status, o.total_amount, o.check_in_date, o.check_out_date, o.room_id)));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "resumo_noites_reservas_ins" AFTER INSERT ON "reservations" REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "resumo_noites_segue_reservas"();--> statement-breakpoint
CREATE TRIGGER "resumo_noites_reservas_upd" AFTER UPDATE ON "reservations" REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "resumo_noites_segue_reservas"();--> statement-breakpoint
CREATE TRIGGER "resumo_noites_reservas_del" AFTER DELETE ON "reservations" REFERENCING OLD TABLE AS antigas
  FOR EACH STATEMENT EXECUTE FUNCTION "resumo_noites_segue_reservas"();--> statement-breakpoint

-- A segment or breakdown night written, moved or removed rewrites its stay. The segments a reservation's own trigger
-- writes (migrations/0011, one statement per reservation: pg_trigger_depth() > 1) are left to the reservations'
-- statement trigger above, which runs after them and rewrites those stays once; a block's segments are no stay's.
CREATE FUNCTION "resumo_noites_segue_noites"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('hospeda.resumo_noites_adiado', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_TABLE_NAME = 'reservation_segments' AND pg_trigger_depth() > 1 THEN RETURN NULL; END IF;
  IF TG_OP = 'INSERT' THEN
    PERFORM resumo_noites_refaz(ARRAY(SELECT DISTINCT reservation_id FROM novas WHERE reservation_id IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM resumo_noites_refaz(ARRAY(SELECT DISTINCT reservation_id FROM antigas WHERE reservation_id IS NOT NULL));
  ELSE
    PERFORM resumo_noites_refaz(ARRAY(
      SELECT reservation_id FROM novas WHERE reservation_id IS NOT NULL
      UNION SELECT reservation_id FROM antigas WHERE reservation_id IS NOT NULL));
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "resumo_noites_segmentos_ins" AFTER INSERT ON "reservation_segments" REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "resumo_noites_segue_noites"();--> statement-breakpoint
CREATE TRIGGER "resumo_noites_segmentos_upd" AFTER UPDATE ON "reservation_segments" REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "resumo_noites_segue_noites"();--> statement-breakpoint
CREATE TRIGGER "resumo_noites_segmentos_del" AFTER DELETE ON "reservation_segments" REFERENCING OLD TABLE AS antigas
  FOR EACH STATEMENT EXECUTE FUNCTION "resumo_noites_segue_noites"();--> statement-breakpoint
CREATE TRIGGER "resumo_noites_diarias_ins" AFTER INSERT ON "reservation_nights" REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "resumo_noites_segue_noites"();--> statement-breakpoint
CREATE TRIGGER "resumo_noites_diarias_upd" AFTER UPDATE ON "reservation_nights" REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "resumo_noites_segue_noites"();--> statement-breakpoint
CREATE TRIGGER "resumo_noites_diarias_del" AFTER DELETE ON "reservation_nights" REFERENCING OLD TABLE AS antigas
  FOR EACH STATEMENT EXECUTE FUNCTION "resumo_noites_segue_noites"();--> statement-breakpoint

-- TRUNCATE fires no row or transition trigger ('Redefinir Sistema'): the summary follows the emptied tables.
CREATE FUNCTION "resumo_noites_apos_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rebuild_nights_sold();
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "resumo_noites_apos_truncate" AFTER TRUNCATE ON "reservations"
  FOR EACH STATEMENT EXECUTE FUNCTION "resumo_noites_apos_truncate"();--> statement-breakpoint
CREATE TRIGGER "resumo_noites_apos_truncate" AFTER TRUNCATE ON "reservation_segments"
  FOR EACH STATEMENT EXECUTE FUNCTION "resumo_noites_apos_truncate"();--> statement-breakpoint
CREATE TRIGGER "resumo_noites_apos_truncate" AFTER TRUNCATE ON "reservation_nights"
  FOR EACH STATEMENT EXECUTE FUNCTION "resumo_noites_apos_truncate"();--> statement-breakpoint
SELECT rebuild_nights_sold();--> statement-breakpoint
ANALYZE "resumo_noites_vendidas";
