-- A closing's version (its place among the closings of that day and account), why it was reopened, and the
-- lançamento that booked its difference (docs/product.md §12.14).
ALTER TABLE "fechamentos_caixa" ADD COLUMN "versao" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "fechamentos_caixa" ADD COLUMN "motivo_reabertura" text;--> statement-breakpoint
ALTER TABLE "fechamentos_caixa" ADD COLUMN "lancamento_diferenca_id" uuid;--> statement-breakpoint
ALTER TABLE "fechamentos_caixa" ADD CONSTRAINT "fechamentos_caixa_lancamento_diferenca_id_lancamentos_financeiros_id_fk" FOREIGN KEY ("lancamento_diferenca_id") REFERENCES "public"."lancamentos_financeiros"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
UPDATE "fechamentos_caixa" f SET "versao" = v.n FROM (
  SELECT "id", row_number() OVER (PARTITION BY "data", "conta_bancaria_id" ORDER BY "fechado_em", "id") AS n
  FROM "fechamentos_caixa"
) v WHERE v."id" = f."id";
