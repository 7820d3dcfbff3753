-- The audit log's total at a million entries (issue 23, docs/decisions/0074). Hand-written: drizzle-kit writes
-- neither functions nor triggers.
--
-- resumo_auditoria_dia: per UTC day of the entry's instant, user (NULL for the system's entries), action and entity,
-- how many entries the log holds. A filter's total reads the whole days of its period here and the hours at either
-- end from the rows (audit_log_at_idx, audit_log_user_at_idx, audit_log_entity_at_idx): server/storage/audit.ts.
-- Derived: no foreign keys, never backed up (server/storage/system.ts NOT_BACKED_UP), recomputed by
-- rebuild_audit_counts() after a load with the triggers off (the legacy import) and after a TRUNCATE of the log (which
-- 0010 refuses unless its guard is lifted, as the benches do).
-- NULLS NOT DISTINCT: the system's entries of a day share one row, which ON CONFLICT finds (a plain unique key would
-- see every NULL as new and add a row per entry).
CREATE TABLE "resumo_auditoria_dia" (
	"dia" date NOT NULL,
	"user_id" uuid,
	"action" varchar(20) NOT NULL,
	"entity" varchar(50) NOT NULL,
	"quantidade" bigint NOT NULL,
	CONSTRAINT "resumo_auditoria_dia_chave" UNIQUE NULLS NOT DISTINCT ("dia", "user_id", "action", "entity") INCLUDE ("quantidade")
);--> statement-breakpoint

-- Statement triggers with transition tables, not row triggers: the middleware's entry is one autocommit INSERT of one
-- row (one upsert either way), while a restore adds a file's entries (ON CONFLICT DO NOTHING: only those inserted are
-- in the transition table) and a user's deletion clears user_id in all their entries in one statement: grouped here,
-- one upsert per day and key instead of one per entry.
-- Two writers of the same day and key never lose a count: INSERT ... ON CONFLICT DO UPDATE takes the row's lock and
-- adds to the latest committed quantity (READ COMMITTED, as every writer of the log runs), and a second writer waits
-- for the first's commit. Rows are written in one order (the key's), so two statements of many keys queue instead of
-- deadlocking. An entry's own transaction is short (the middleware's autocommit), so the wait is too.
CREATE FUNCTION "resumo_auditoria_soma_novas"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO resumo_auditoria_dia AS r (dia, user_id, action, entity, quantidade)
  SELECT (at AT TIME ZONE 'UTC')::date, user_id, action, entity, count(*) FROM novas
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT resumo_auditoria_dia_chave DO UPDATE SET quantidade = r.quantidade + EXCLUDED.quantidade;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "resumo_auditoria_insert" AFTER INSERT ON "audit_log"
  REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION "resumo_auditoria_soma_novas"();--> statement-breakpoint

-- The only update the log allows (0007) clears user_id when the user is deleted: each entry leaves its user's row
-- for the system's. Written for any change of the key all the same (a migration that lifts the guard, as 0022 did),
-- as the difference between the old rows and the new; keys whose difference is nought are not written.
CREATE FUNCTION "resumo_auditoria_segue_alteradas"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO resumo_auditoria_dia AS r (dia, user_id, action, entity, quantidade)
  SELECT dia, user_id, action, entity, sum(n) FROM (
    SELECT (at AT TIME ZONE 'UTC')::date AS dia, user_id, action, entity, -1 AS n FROM antigas
    UNION ALL
    SELECT (at AT TIME ZONE 'UTC')::date, user_id, action, entity, 1 FROM novas
  ) d
  GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0 ORDER BY 1, 2, 3, 4
  ON CONFLICT ON CONSTRAINT resumo_auditoria_dia_chave DO UPDATE SET quantidade = r.quantidade + EXCLUDED.quantidade;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "resumo_auditoria_update" AFTER UPDATE ON "audit_log"
  REFERENCING OLD TABLE AS antigas NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION "resumo_auditoria_segue_alteradas"();--> statement-breakpoint

-- The summary recomputed from the log. The log is never deleted from (0005), so no count ever reaches nought.
CREATE FUNCTION "rebuild_audit_counts"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM resumo_auditoria_dia;
  INSERT INTO resumo_auditoria_dia (dia, user_id, action, entity, quantidade)
  SELECT (at AT TIME ZONE 'UTC')::date, user_id, action, entity, count(*) FROM audit_log GROUP BY 1, 2, 3, 4;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "resumo_auditoria_apos_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rebuild_audit_counts();
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "resumo_auditoria_apos_truncate" AFTER TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "resumo_auditoria_apos_truncate"();--> statement-breakpoint
SELECT rebuild_audit_counts();--> statement-breakpoint
ANALYZE "resumo_auditoria_dia";
