-- Reports and money lists at a busy property's scale (issue 23, docs/decisions/0045). Hand-written: drizzle-kit writes
-- neither functions nor triggers.
--
-- Two summary tables, kept by triggers in the same transaction as the money they sum, so a report reads a few
-- thousand small rows instead of a year of lançamentos and payments:
--   resumo_lancamentos_dia: the settled (PAGO) lançamentos per account, settlement day, movement and category: a
--     receita or despesa in its account; a transferência as 'saida' from its account and 'entrada' into its
--     destination. An account's balance at a day's end is its opening balance plus the signed totals up to that day.
--   resumo_pagamentos_dia: per UTC day of the instant recorded and method, the payments counted as received
--     (completed or refunded) and the refunds of payments of that method. The reports' periods are days of the
--     pousada's time zone: their whole UTC days come from here and the hours at either end from the rows.
-- Both are derived data, without foreign keys ('Redefinir Sistema' truncates the accounts and leaves these to the
-- TRUNCATE triggers below): never backed up (server/storage/system.ts NOT_BACKED_UP), rebuilt from the rows by
-- rebuild_money_summaries() (after a TRUNCATE of the money, by the triggers below; after a bulk load without
-- triggers, by whoever loaded).
CREATE TABLE "resumo_lancamentos_dia" (
	"conta_bancaria_id" uuid NOT NULL,
	"data" date NOT NULL,
	"movimento" varchar(10) NOT NULL,
	"categoria" varchar(100) NOT NULL,
	"total" numeric(15, 2) NOT NULL,
	"quantidade" integer NOT NULL,
	CONSTRAINT "resumo_lancamentos_dia_pk" PRIMARY KEY ("conta_bancaria_id", "data", "movimento", "categoria"),
	CONSTRAINT "resumo_lancamentos_dia_movimento_check" CHECK ("movimento" IN ('receita', 'despesa', 'entrada', 'saida'))
);--> statement-breakpoint
CREATE INDEX "resumo_lancamentos_dia_data_idx" ON "resumo_lancamentos_dia" ("data");--> statement-breakpoint
CREATE TABLE "resumo_pagamentos_dia" (
	"data" date NOT NULL,
	"metodo" varchar(20) NOT NULL,
	"recebido" numeric(15, 2) NOT NULL,
	"estornado" numeric(15, 2) NOT NULL,
	CONSTRAINT "resumo_pagamentos_dia_pk" PRIMARY KEY ("data", "metodo")
);--> statement-breakpoint

-- Adds `sinal` (1 or -1) times a lançamento's share to its account's rows, when it is settled.
CREATE FUNCTION "resumo_lancamentos_soma"(l "lancamentos_financeiros", sinal integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF l.status <> 'PAGO' OR l.data_pagamento IS NULL THEN RETURN; END IF;
  INSERT INTO resumo_lancamentos_dia AS r (conta_bancaria_id, data, movimento, categoria, total, quantidade)
  VALUES (l.conta_bancaria_id, l.data_pagamento, CASE WHEN l.tipo = 'transferencia' THEN 'saida' ELSE l.tipo END,
          l.categoria, sinal * l.valor, sinal)
  ON CONFLICT ON CONSTRAINT resumo_lancamentos_dia_pk
  DO UPDATE SET total = r.total + EXCLUDED.total, quantidade = r.quantidade + EXCLUDED.quantidade;
  IF l.tipo = 'transferencia' AND l.conta_destino_id IS NOT NULL THEN
    INSERT INTO resumo_lancamentos_dia AS r (conta_bancaria_id, data, movimento, categoria, total, quantidade)
    VALUES (l.conta_destino_id, l.data_pagamento, 'entrada', l.categoria, sinal * l.valor, sinal)
    ON CONFLICT ON CONSTRAINT resumo_lancamentos_dia_pk
    DO UPDATE SET total = r.total + EXCLUDED.total, quantidade = r.quantidade + EXCLUDED.quantidade;
  END IF;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "resumo_lancamentos_segue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.status, OLD.data_pagamento, OLD.valor, OLD.tipo, OLD.categoria, OLD.conta_bancaria_id,
      OLD.conta_destino_id) IS NOT DISTINCT FROM (NEW.status, NEW.data_pagamento, NEW.valor, NEW.tipo, NEW.categoria,
      NEW.conta_bancaria_id, NEW.conta_destino_id) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM resumo_lancamentos_soma(OLD, -1); END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN PERFORM resumo_lancamentos_soma(NEW, 1); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "resumo_lancamentos_segue" AFTER INSERT OR UPDATE OR DELETE ON "lancamentos_financeiros"
  FOR EACH ROW EXECUTE FUNCTION "resumo_lancamentos_segue"();--> statement-breakpoint

-- Adds to a day's and method's received and refunded money.
CREATE FUNCTION "resumo_pagamentos_soma"(dia date, metodo varchar, recebido numeric, estornado numeric) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF recebido = 0 AND estornado = 0 THEN RETURN; END IF;
  INSERT INTO resumo_pagamentos_dia AS r (data, metodo, recebido, estornado) VALUES (dia, metodo, recebido, estornado)
  ON CONFLICT ON CONSTRAINT resumo_pagamentos_dia_pk
  DO UPDATE SET recebido = r.recebido + EXCLUDED.recebido, estornado = r.estornado + EXCLUDED.estornado;
END;
$$;--> statement-breakpoint
-- A payment counts as received when completed or refunded (its refunds are counted apart, on their own days).
CREATE FUNCTION "resumo_pagamentos_segue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- completed -> refunded (a full refund) changes nothing here: both count as received.
  IF TG_OP = 'UPDATE' AND (OLD.status IN ('completed', 'refunded')) = (NEW.status IN ('completed', 'refunded'))
      AND OLD.method = NEW.method AND OLD.amount = NEW.amount AND OLD.created_at = NEW.created_at THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status IN ('completed', 'refunded') THEN
    PERFORM resumo_pagamentos_soma((OLD.created_at AT TIME ZONE 'UTC')::date, OLD.method, -OLD.amount, 0);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status IN ('completed', 'refunded') THEN
    PERFORM resumo_pagamentos_soma((NEW.created_at AT TIME ZONE 'UTC')::date, NEW.method, NEW.amount, 0);
  END IF;
  -- A payment whose method changes takes its refunds with it.
  IF TG_OP = 'UPDATE' AND OLD.method IS DISTINCT FROM NEW.method THEN
    PERFORM resumo_pagamentos_soma((r.created_at AT TIME ZONE 'UTC')::date, OLD.method, 0, -r.amount),
            resumo_pagamentos_soma((r.created_at AT TIME ZONE 'UTC')::date, NEW.method, 0, r.amount)
    FROM payment_refunds r WHERE r.payment_id = NEW.id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "resumo_pagamentos_segue" AFTER INSERT OR DELETE OR UPDATE OF "status", "amount", "method", "created_at"
  ON "payments" FOR EACH ROW EXECUTE FUNCTION "resumo_pagamentos_segue"();--> statement-breakpoint
CREATE FUNCTION "resumo_estornos_segue"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM resumo_pagamentos_soma((OLD.created_at AT TIME ZONE 'UTC')::date, p.method, 0, -OLD.amount)
    FROM payments p WHERE p.id = OLD.payment_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM resumo_pagamentos_soma((NEW.created_at AT TIME ZONE 'UTC')::date, p.method, 0, NEW.amount)
    FROM payments p WHERE p.id = NEW.payment_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "resumo_estornos_segue" AFTER INSERT OR DELETE OR UPDATE OF "amount", "payment_id", "created_at"
  ON "payment_refunds" FOR EACH ROW EXECUTE FUNCTION "resumo_estornos_segue"();--> statement-breakpoint

-- Both summaries recomputed from the rows (what the triggers would have written, zero rows left out).
CREATE FUNCTION "rebuild_money_summaries"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM resumo_lancamentos_dia;
  INSERT INTO resumo_lancamentos_dia (conta_bancaria_id, data, movimento, categoria, total, quantidade)
  SELECT conta, data_pagamento, movimento, categoria, sum(valor), count(*) FROM (
    SELECT conta_bancaria_id AS conta, data_pagamento, CASE WHEN tipo = 'transferencia' THEN 'saida' ELSE tipo END AS movimento,
           categoria, valor
    FROM lancamentos_financeiros WHERE status = 'PAGO' AND data_pagamento IS NOT NULL
    UNION ALL
    SELECT conta_destino_id, data_pagamento, 'entrada', categoria, valor
    FROM lancamentos_financeiros
    WHERE status = 'PAGO' AND data_pagamento IS NOT NULL AND tipo = 'transferencia' AND conta_destino_id IS NOT NULL
  ) l GROUP BY 1, 2, 3, 4;
  DELETE FROM resumo_pagamentos_dia;
  INSERT INTO resumo_pagamentos_dia (data, metodo, recebido, estornado)
  SELECT dia, metodo, sum(recebido), sum(estornado) FROM (
    SELECT (created_at AT TIME ZONE 'UTC')::date AS dia, method AS metodo, amount AS recebido, 0 AS estornado
    FROM payments WHERE status IN ('completed', 'refunded')
    UNION ALL
    SELECT (r.created_at AT TIME ZONE 'UTC')::date, p.method, 0, r.amount
    FROM payment_refunds r JOIN payments p ON p.id = r.payment_id
  ) m GROUP BY 1, 2;
END;
$$;--> statement-breakpoint
-- TRUNCATE fires no row trigger ('Redefinir Sistema' truncates the money): the summaries follow the emptied tables.
CREATE FUNCTION "resumos_apos_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rebuild_money_summaries();
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "resumos_apos_truncate" AFTER TRUNCATE ON "lancamentos_financeiros"
  FOR EACH STATEMENT EXECUTE FUNCTION "resumos_apos_truncate"();--> statement-breakpoint
CREATE TRIGGER "resumos_apos_truncate" AFTER TRUNCATE ON "payments"
  FOR EACH STATEMENT EXECUTE FUNCTION "resumos_apos_truncate"();--> statement-breakpoint
CREATE TRIGGER "resumos_apos_truncate" AFTER TRUNCATE ON "payment_refunds"
  FOR EACH STATEMENT EXECUTE FUNCTION "resumos_apos_truncate"();--> statement-breakpoint
SELECT rebuild_money_summaries();--> statement-breakpoint

-- Indexes the money's reads and exports walk: the day's settled entries (the cash day, the ledger export's pages), a
-- guest's payments newest first (the payments search finds the guests first, as the guests search does), the
-- payments' descriptions by trigram, the consumption of a period (the export's pages), and the lançamentos list's
-- order (date, creation, id).
CREATE INDEX IF NOT EXISTS "lancamentos_pagamento_idx" ON "lancamentos_financeiros" ("data_pagamento", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "lancamentos_list_order_idx" ON "lancamentos_financeiros" ("data_lancamento", "created_at", "id");--> statement-breakpoint
-- The period's payments with what the top spenders and the Pagamentos tab read, from the index alone.
CREATE INDEX IF NOT EXISTS "payments_created_cover_idx" ON "payments" ("created_at") INCLUDE ("guest_id", "amount", "method", "status");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payments_guest_idx" ON "payments" ("guest_id", "created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payments_description_trgm_idx" ON "payments" USING gin ((lower(immutable_unaccent("description"))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "product_consumption_consumed_idx" ON "product_consumption" ("consumed_at", "id");
