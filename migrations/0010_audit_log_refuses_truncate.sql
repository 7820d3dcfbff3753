-- The audit log is never shortened: TRUNCATE skips the row triggers of 0005/0007, so a statement trigger refuses it
-- too (a TRUNCATE ... CASCADE from users reaches here as well). See docs/decisions/0019.
CREATE FUNCTION "audit_log_refuses_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'O registro de auditoria não pode ser apagado' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuses_truncate"();
