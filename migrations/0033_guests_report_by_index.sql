-- Issue 23, Relatórios > Hóspedes at scale (docs/decisions/0070): its reads become index-only scans.
-- The reservations made in a period, and those made before it, read by creation with their guest: the new-against-
-- returning count and the period's count no longer visit the table (20,727 reservations of a year: 157 → 36 ms).
CREATE INDEX IF NOT EXISTS "reservations_made_created_idx" ON "reservations" ("created_at") INCLUDE ("guest_id")
  WHERE "status" IN ('pending', 'confirmed', 'checked_in', 'completed');--> statement-breakpoint
-- payments_created_cover_idx (0016) has the same key and carries what a period's reads need: with both, the planner
-- took the plain one and visited the table for every payment of the period.
DROP INDEX IF EXISTS "payments_created_idx";
--> statement-breakpoint

-- When each guest first made a reservation, for the new-against-returning count (shared/schema/first-reservations.ts).
-- Derived, without foreign keys, never backed up (server/storage/system.ts NOT_BACKED_UP).
CREATE TABLE "resumo_primeira_reserva" (
	"guest_id" uuid PRIMARY KEY NOT NULL,
	"primeira_em" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "resumo_primeira_reserva_em_idx" ON "resumo_primeira_reserva" USING btree ("primeira_em");--> statement-breakpoint
-- The guests to recompute. No key, so that two transactions marking the same guest never wait on each other (a
-- writer holding its reservation's lock while waiting on another's mark could deadlock with it).
CREATE TABLE "resumo_primeira_reserva_pendente" (
	"guest_id" uuid NOT NULL
);--> statement-breakpoint

-- Marks the guests whose first made reservation a statement may have changed: a made reservation added or removed,
-- or a reservation whose status, guest or creation changed (its old guest and its new one). The mark commits with
-- the change, so whoever sees one sees the other.
CREATE FUNCTION "primeira_reserva_marca"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO resumo_primeira_reserva_pendente (guest_id)
    SELECT DISTINCT guest_id FROM novas WHERE status IN ('pending', 'confirmed', 'checked_in', 'completed');
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO resumo_primeira_reserva_pendente (guest_id)
    SELECT DISTINCT guest_id FROM antigas WHERE status IN ('pending', 'confirmed', 'checked_in', 'completed');
  ELSE
    INSERT INTO resumo_primeira_reserva_pendente (guest_id)
    SELECT DISTINCT v.guest_id FROM novas n JOIN antigas o ON o.id = n.id
    CROSS JOIN LATERAL (VALUES (n.guest_id), (o.guest_id)) v(guest_id)
    WHERE (n.status, n.guest_id, n.created_at) IS DISTINCT FROM (o.status, o.guest_id, o.created_at);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "primeira_reserva_ins" AFTER INSERT ON "reservations" REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "primeira_reserva_marca"();--> statement-breakpoint
CREATE TRIGGER "primeira_reserva_upd" AFTER UPDATE ON "reservations" REFERENCING OLD TABLE AS antigas NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION "primeira_reserva_marca"();--> statement-breakpoint
CREATE TRIGGER "primeira_reserva_del" AFTER DELETE ON "reservations" REFERENCING OLD TABLE AS antigas
  FOR EACH STATEMENT EXECUTE FUNCTION "primeira_reserva_marca"();--> statement-breakpoint

-- Every guest's first reservation recomputed from the reservations, the marks dropped: the migration's fill, after a
-- TRUNCATE, after the legacy import (whose replica mode fires no trigger) and at the end of a restore. DELETE, not
-- TRUNCATE: a TRUNCATE of several tables that names these too is still using them when its trigger runs this.
CREATE FUNCTION "rebuild_first_reservations"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM resumo_primeira_reserva_pendente;
  DELETE FROM resumo_primeira_reserva;
  INSERT INTO resumo_primeira_reserva (guest_id, primeira_em)
  SELECT guest_id, min(created_at) FROM reservations
  WHERE status IN ('pending', 'confirmed', 'checked_in', 'completed') GROUP BY guest_id;
END;
$$;--> statement-breakpoint

-- TRUNCATE fires no row or transition trigger ('Redefinir Sistema').
CREATE FUNCTION "primeira_reserva_apos_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rebuild_first_reservations();
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "primeira_reserva_apos_truncate" AFTER TRUNCATE ON "reservations"
  FOR EACH STATEMENT EXECUTE FUNCTION "primeira_reserva_apos_truncate"();--> statement-breakpoint

SELECT rebuild_first_reservations();--> statement-breakpoint
ANALYZE "resumo_primeira_reserva";
