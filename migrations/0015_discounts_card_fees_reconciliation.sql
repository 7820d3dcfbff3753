-- A reservation's discount reason (docs/product.md §7.6), a card payment's fee and expected settlement date, and the
-- 'Conferido' marks of the day's receipts by method and account (docs/product.md §12.14).
ALTER TABLE "reservations" ADD COLUMN "motivo_desconto" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "taxa_lancamento_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "data_prevista_recebimento" date;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_taxa_lancamento_id_lancamentos_financeiros_id_fk" FOREIGN KEY ("taxa_lancamento_id") REFERENCES "public"."lancamentos_financeiros"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "conferencias_recebimento" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"data" date NOT NULL,
	"conta_bancaria_id" uuid NOT NULL,
	"metodo" varchar(20) NOT NULL,
	"conferido_por" uuid,
	"conferido_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conferencias_recebimento_metodo_check" CHECK ("conferencias_recebimento"."metodo" IN ('credit_card', 'debit_card', 'pix', 'cash', 'bank_transfer', 'guest_credit'))
);
--> statement-breakpoint
ALTER TABLE "conferencias_recebimento" ADD CONSTRAINT "conferencias_recebimento_conta_bancaria_id_contas_bancarias_id_fk" FOREIGN KEY ("conta_bancaria_id") REFERENCES "public"."contas_bancarias"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conferencias_recebimento" ADD CONSTRAINT "conferencias_recebimento_conferido_por_users_id_fk" FOREIGN KEY ("conferido_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conferencias_recebimento_linha_idx" ON "conferencias_recebimento" USING btree ("data","conta_bancaria_id","metodo");
