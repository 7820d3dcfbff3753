CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"reason" text NOT NULL,
	"lancamento_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_lancamento_id_unique" UNIQUE("lancamento_id"),
	CONSTRAINT "payment_refunds_amount_check" CHECK ("payment_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_stock_moves" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"kind" varchar(20) NOT NULL,
	"quantity" numeric(10, 2) NOT NULL,
	"unit_cost" integer,
	"consumption_id" uuid,
	"lancamento_id" uuid,
	"note" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_stock_moves_kind_check" CHECK ("product_stock_moves"."kind" IN ('entrada', 'consumo', 'estorno', 'ajuste')),
	CONSTRAINT "product_stock_moves_quantity_check" CHECK ("product_stock_moves"."quantity" <> 0),
	CONSTRAINT "product_stock_moves_cost_check" CHECK ("product_stock_moves"."unit_cost" IS NULL OR "product_stock_moves"."unit_cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fechamentos_caixa" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"data" date NOT NULL,
	"conta_bancaria_id" uuid NOT NULL,
	"saldo_esperado" numeric(15, 2) NOT NULL,
	"saldo_contado" numeric(15, 2) NOT NULL,
	"diferenca" numeric(15, 2) NOT NULL,
	"observacoes" text,
	"fechado_por" uuid,
	"fechado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"reaberto_por" uuid,
	"reaberto_em" timestamp with time zone,
	CONSTRAINT "fechamentos_caixa_diferenca_check" CHECK ("fechamentos_caixa"."diferenca" = "fechamentos_caixa"."saldo_contado" - "fechamentos_caixa"."saldo_esperado")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"user_email" varchar(254),
	"action" varchar(20) NOT NULL,
	"entity" varchar(50) NOT NULL,
	"entity_id" varchar(100),
	"method" varchar(10),
	"path" varchar(300),
	"status" integer,
	"ip" varchar(64),
	"details" jsonb,
	CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" IN ('create', 'update', 'delete', 'view', 'download', 'login', 'logout', 'export', 'restore', 'reset'))
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" varchar(50) PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"role" varchar(20) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_invitations_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "user_invitations_role_check" CHECK ("user_invitations"."role" IN ('owner', 'employee'))
);
--> statement-breakpoint
ALTER TABLE "lancamentos_financeiros" DROP CONSTRAINT "lancamentos_valor_check";--> statement-breakpoint
ALTER TABLE "contas_bancarias" ADD COLUMN "saldo_inicial" numeric(15, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "contas_bancarias" ADD COLUMN "pix_tipo" varchar(20);--> statement-breakpoint
ALTER TABLE "contas_bancarias" ADD COLUMN "pix_chave" varchar(77);--> statement-breakpoint
ALTER TABLE "lancamentos_financeiros" ADD COLUMN "conta_destino_id" uuid;--> statement-breakpoint
ALTER TABLE "lancamentos_financeiros" ADD COLUMN "data_pagamento" date;--> statement-breakpoint
ALTER TABLE "lancamentos_financeiros" ADD COLUMN "estorno_de_id" uuid;--> statement-breakpoint
ALTER TABLE "lancamentos_financeiros" ADD COLUMN "criado_por" uuid;--> statement-breakpoint
ALTER TABLE "pagamentos_reserva" ADD COLUMN "payment_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "conta_bancaria_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "lancamento_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_amount" numeric(10, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "product_consumption" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_lancamento_id_lancamentos_financeiros_id_fk" FOREIGN KEY ("lancamento_id") REFERENCES "public"."lancamentos_financeiros"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock_moves" ADD CONSTRAINT "product_stock_moves_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock_moves" ADD CONSTRAINT "product_stock_moves_consumption_id_product_consumption_id_fk" FOREIGN KEY ("consumption_id") REFERENCES "public"."product_consumption"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock_moves" ADD CONSTRAINT "product_stock_moves_lancamento_id_lancamentos_financeiros_id_fk" FOREIGN KEY ("lancamento_id") REFERENCES "public"."lancamentos_financeiros"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock_moves" ADD CONSTRAINT "product_stock_moves_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fechamentos_caixa" ADD CONSTRAINT "fechamentos_caixa_conta_bancaria_id_contas_bancarias_id_fk" FOREIGN KEY ("conta_bancaria_id") REFERENCES "public"."contas_bancarias"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fechamentos_caixa" ADD CONSTRAINT "fechamentos_caixa_fechado_por_users_id_fk" FOREIGN KEY ("fechado_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fechamentos_caixa" ADD CONSTRAINT "fechamentos_caixa_reaberto_por_users_id_fk" FOREIGN KEY ("reaberto_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_invitations" ADD CONSTRAINT "user_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_invitations" ADD CONSTRAINT "user_invitations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_created_idx" ON "payment_refunds" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "product_stock_moves_product_idx" ON "product_stock_moves" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fechamentos_caixa_aberto_idx" ON "fechamentos_caixa" USING btree ("data","conta_bancaria_id") WHERE "fechamentos_caixa"."reaberto_em" IS NULL;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_user_at_idx" ON "audit_log" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_at_idx" ON "audit_log" USING btree ("entity","at");--> statement-breakpoint
CREATE INDEX "user_invitations_user_idx" ON "user_invitations" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "lancamentos_financeiros" ADD CONSTRAINT "lancamentos_financeiros_conta_destino_id_contas_bancarias_id_fk" FOREIGN KEY ("conta_destino_id") REFERENCES "public"."contas_bancarias"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lancamentos_financeiros" ADD CONSTRAINT "lancamentos_financeiros_estorno_de_id_lancamentos_financeiros_id_fk" FOREIGN KEY ("estorno_de_id") REFERENCES "public"."lancamentos_financeiros"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lancamentos_financeiros" ADD CONSTRAINT "lancamentos_financeiros_criado_por_users_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos_reserva" ADD CONSTRAINT "pagamentos_reserva_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_conta_bancaria_id_contas_bancarias_id_fk" FOREIGN KEY ("conta_bancaria_id") REFERENCES "public"."contas_bancarias"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_lancamento_id_lancamentos_financeiros_id_fk" FOREIGN KEY ("lancamento_id") REFERENCES "public"."lancamentos_financeiros"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_consumption" ADD CONSTRAINT "product_consumption_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lancamentos_conta_destino_idx" ON "lancamentos_financeiros" USING btree ("conta_destino_id");--> statement-breakpoint
CREATE INDEX "lancamentos_status_vencimento_idx" ON "lancamentos_financeiros" USING btree ("status","data_vencimento");--> statement-breakpoint
CREATE INDEX "pagamentos_reserva_payment_idx" ON "pagamentos_reserva" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payments_conta_idx" ON "payments" USING btree ("conta_bancaria_id");--> statement-breakpoint
CREATE INDEX "product_consumption_product_idx" ON "product_consumption" USING btree ("product_id");--> statement-breakpoint
ALTER TABLE "lancamentos_financeiros" ADD CONSTRAINT "lancamentos_financeiros_estorno_de_id_unique" UNIQUE("estorno_de_id");--> statement-breakpoint
ALTER TABLE "pagamentos_reserva" ADD CONSTRAINT "pagamentos_reserva_lancamento_financeiro_id_unique" UNIQUE("lancamento_financeiro_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_lancamento_id_unique" UNIQUE("lancamento_id");--> statement-breakpoint
ALTER TABLE "contas_bancarias" ADD CONSTRAINT "contas_bancarias_pix_tipo_check" CHECK ("contas_bancarias"."pix_tipo" IS NULL OR "contas_bancarias"."pix_tipo" IN ('cpf', 'cnpj', 'email', 'telefone', 'aleatoria'));--> statement-breakpoint
ALTER TABLE "contas_bancarias" ADD CONSTRAINT "contas_bancarias_pix_pair_check" CHECK (("contas_bancarias"."pix_tipo" IS NULL) = ("contas_bancarias"."pix_chave" IS NULL));--> statement-breakpoint
ALTER TABLE "lancamentos_financeiros" ADD CONSTRAINT "lancamentos_status_check" CHECK ("lancamentos_financeiros"."status" IN ('PENDENTE', 'PAGO', 'CANCELADO'));--> statement-breakpoint
ALTER TABLE "lancamentos_financeiros" ADD CONSTRAINT "lancamentos_destino_check" CHECK (("lancamentos_financeiros"."tipo" = 'transferencia') = ("lancamentos_financeiros"."conta_destino_id" IS NOT NULL) AND "lancamentos_financeiros"."conta_destino_id" IS DISTINCT FROM "lancamentos_financeiros"."conta_bancaria_id");--> statement-breakpoint
ALTER TABLE "lancamentos_financeiros" ADD CONSTRAINT "lancamentos_pago_check" CHECK (("lancamentos_financeiros"."status" = 'PAGO') = ("lancamentos_financeiros"."data_pagamento" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "lancamentos_financeiros" ADD CONSTRAINT "lancamentos_valor_check" CHECK ("lancamentos_financeiros"."valor" > 0);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_check" CHECK ("payments"."refunded_amount" >= 0 AND "payments"."refunded_amount" <= "payments"."amount");--> statement-breakpoint
ALTER TABLE "product_consumption" ADD CONSTRAINT "product_consumption_amounts_check" CHECK ("product_consumption"."unit_price" >= 0 AND "product_consumption"."total_amount" = "product_consumption"."unit_price" * "product_consumption"."quantity");--> statement-breakpoint
ALTER TABLE "tags_financeiras" ADD CONSTRAINT "tags_financeiras_cor_check" CHECK ("tags_financeiras"."cor" ~ '^#[0-9A-Fa-f]{6}$');--> statement-breakpoint
-- The audit log is only ever appended to: the app's own database user cannot rewrite or erase what was done.
CREATE FUNCTION "audit_log_is_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'O registro de auditoria não pode ser alterado nem apagado' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_append_only" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_is_append_only"();
