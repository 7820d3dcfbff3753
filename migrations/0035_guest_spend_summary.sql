-- Relatórios > Hóspedes' top spenders at a busy property's scale (issue 23, docs/decisions/0073). Hand-written:
-- drizzle-kit writes neither functions nor triggers.
--
-- resumo_pagamentos_hospede_mes: per guest and UTC month (`mes`, the month's first day), the money received from the
-- guest as the reports count it (server/storage/reports/net-payments.ts netPaymentMoves, docs/decisions/0017, 0031):
-- the payments completed or refunded, other than those drawn from a guest's credit, in the month of their instant,
-- minus every refund of the guest's payments in the month of the refund's instant. A period's top spenders read its
-- whole months here and the hours at either end from the rows (the pousada's midnight is not UTC's), a year's 21,000
-- rows instead of its 52,000 payments.
-- Kept like resumo_pagamentos_dia (migrations/0016, docs/decisions/0045): row triggers in the writer's statement and
-- transaction adding commutative deltas; derived, without foreign keys, never backed up (server/storage/system.ts
-- NOT_BACKED_UP), rebuilt by rebuild_guest_spend() after a TRUNCATE (the triggers below), a restore or a load with
-- the triggers off (the legacy import). In centavos (bigint): a year's sum by guest took half the time of numeric's.
CREATE TABLE "resumo_pagamentos_hospede_mes" (
	"mes" date NOT NULL,
	"guest_id" uuid NOT NULL,
	"centavos" bigint NOT NULL,
	CONSTRAINT "resumo_pagamentos_hospede_mes_pk" PRIMARY KEY ("mes", "guest_id") INCLUDE ("centavos")
);--> statement-breakpoint

-- Adds `valor` (reais, exact: numeric) to a guest's month, in centavos.
CREATE FUNCTION "resumo_gasto_soma"(mes date, hospede uuid, valor numeric) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF valor = 0 THEN RETURN; END IF;
  INSERT INTO resumo_pagamentos_hospede_mes AS r (mes, guest_id, centavos) VALUES (mes, hospede, (valor * 100)::bigint)
  ON CONFLICT ON CONSTRAINT resumo_pagamentos_hospede_mes_pk DO UPDATE SET centavos = r.centavos + EXCLUDED.centavos;
END;
$$;--> statement-breakpoint

-- A restore, which deletes and inserts every payment and refund in one transaction, sets hospeda.resumo_gastos_adiado
-- to 'on' for its transaction and calls rebuild_guest_spend() once at its end (server/domain/backup-restore.ts): the
-- triggers below leave the summary alone meanwhile, as 0029's leave the nights sold.
-- A payment counts when completed or refunded and not drawn from a credit; its refunds count whatever its method and
-- status, for its guest. A payment given to another guest takes its refunds with it. The rows are written in one
-- order (month, guest): two transactions each giving one payment of a month to the other's guest take the rows'
-- locks in turn instead of each holding one the other waits for.
CREATE FUNCTION "resumo_gasto_segue_pagamentos"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('hospeda.resumo_gastos_adiado', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'UPDATE' AND OLD.guest_id = NEW.guest_id
      AND date_trunc('month', OLD.created_at AT TIME ZONE 'UTC') = date_trunc('month', NEW.created_at AT TIME ZONE 'UTC')
      AND (OLD.status IN ('completed', 'refunded') AND OLD.method <> 'guest_credit')
        = (NEW.status IN ('completed', 'refunded') AND NEW.method <> 'guest_credit')
      AND OLD.amount = NEW.amount THEN
    RETURN NULL;
  END IF;
  PERFORM resumo_gasto_soma(d.mes, d.hospede, d.valor) FROM (
    SELECT date_trunc('month', instante AT TIME ZONE 'UTC')::date AS mes, hospede, sum(valor) AS valor FROM (
      SELECT OLD.guest_id AS hospede, OLD.created_at AS instante, -OLD.amount AS valor
      WHERE TG_OP <> 'INSERT' AND OLD.status IN ('completed', 'refunded') AND OLD.method <> 'guest_credit'
      UNION ALL
      SELECT NEW.guest_id, NEW.created_at, NEW.amount
      WHERE TG_OP <> 'DELETE' AND NEW.status IN ('completed', 'refunded') AND NEW.method <> 'guest_credit'
      UNION ALL
      SELECT OLD.guest_id, f.created_at, f.amount FROM payment_refunds f
      WHERE TG_OP = 'UPDATE' AND OLD.guest_id <> NEW.guest_id AND f.payment_id = NEW.id
      UNION ALL
      SELECT NEW.guest_id, f.created_at, -f.amount FROM payment_refunds f
      WHERE TG_OP = 'UPDATE' AND OLD.guest_id <> NEW.guest_id AND f.payment_id = NEW.id
    ) m GROUP BY 1, 2 ORDER BY 1, 2
  ) d;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "resumo_gasto_segue_pagamentos" AFTER INSERT OR DELETE OR UPDATE OF "guest_id", "status", "amount", "method", "created_at"
  ON "payments" FOR EACH ROW EXECUTE FUNCTION "resumo_gasto_segue_pagamentos"();--> statement-breakpoint

-- A refund is subtracted from its payment's guest. The payment's row is read FOR SHARE: a transaction giving that
-- payment to another guest at the same time either commits first (this reads the new guest) or waits for this one
-- (and then moves this refund with the others).
CREATE FUNCTION "resumo_gasto_segue_estornos"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  antigo uuid;
  novo uuid;
BEGIN
  IF current_setting('hospeda.resumo_gastos_adiado', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT guest_id INTO antigo FROM payments WHERE id = OLD.payment_id FOR SHARE;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT guest_id INTO novo FROM payments WHERE id = NEW.payment_id FOR SHARE;
  END IF;
  PERFORM resumo_gasto_soma(d.mes, d.hospede, d.valor) FROM (
    SELECT date_trunc('month', instante AT TIME ZONE 'UTC')::date AS mes, hospede, sum(valor) AS valor FROM (
      SELECT antigo AS hospede, OLD.created_at AS instante, OLD.amount AS valor WHERE antigo IS NOT NULL
      UNION ALL
      SELECT novo, NEW.created_at, -NEW.amount WHERE novo IS NOT NULL
    ) m GROUP BY 1, 2 ORDER BY 1, 2
  ) d;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "resumo_gasto_segue_estornos" AFTER INSERT OR DELETE OR UPDATE OF "amount", "payment_id", "created_at"
  ON "payment_refunds" FOR EACH ROW EXECUTE FUNCTION "resumo_gasto_segue_estornos"();--> statement-breakpoint

-- The summary recomputed from the rows (what the triggers would have written, zero rows left out).
CREATE FUNCTION "rebuild_guest_spend"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM resumo_pagamentos_hospede_mes;
  INSERT INTO resumo_pagamentos_hospede_mes (mes, guest_id, centavos)
  SELECT date_trunc('month', instante AT TIME ZONE 'UTC')::date, hospede, (sum(valor) * 100)::bigint FROM (
    SELECT guest_id AS hospede, created_at AS instante, amount AS valor FROM payments
    WHERE status IN ('completed', 'refunded') AND method <> 'guest_credit'
    UNION ALL
    SELECT p.guest_id, r.created_at, -r.amount FROM payment_refunds r JOIN payments p ON p.id = r.payment_id
  ) m GROUP BY 1, 2 HAVING sum(valor) <> 0;
END;
$$;--> statement-breakpoint
-- TRUNCATE fires no row trigger ('Redefinir Sistema' truncates the money): the summary follows the emptied tables.
CREATE FUNCTION "resumo_gasto_apos_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM rebuild_guest_spend();
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "resumo_gasto_apos_truncate" AFTER TRUNCATE ON "payments"
  FOR EACH STATEMENT EXECUTE FUNCTION "resumo_gasto_apos_truncate"();--> statement-breakpoint
CREATE TRIGGER "resumo_gasto_apos_truncate" AFTER TRUNCATE ON "payment_refunds"
  FOR EACH STATEMENT EXECUTE FUNCTION "resumo_gasto_apos_truncate"();--> statement-breakpoint
SELECT rebuild_guest_spend();--> statement-breakpoint
ANALYZE "resumo_pagamentos_hospede_mes";
