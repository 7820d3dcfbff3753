-- The audit log stays append-only (0005), with one exception: when a user is deleted, the foreign key's
-- ON DELETE SET NULL clears user_id in that user's entries. Without it the trigger refused the delete itself. Nothing
-- else of the row may change, and the entry keeps the e-mail the user had when acting, so it still says who it was.
CREATE OR REPLACE FUNCTION "audit_log_is_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."user_id" IS NOT NULL AND NEW."user_id" IS NULL
     AND (to_jsonb(NEW) - 'user_id') = (to_jsonb(OLD) - 'user_id') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'O registro de auditoria não pode ser alterado nem apagado' USING ERRCODE = 'insufficient_privilege';
END;
$$;
