CREATE TABLE "check_in_out" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid NOT NULL,
	"guest_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"check_in_time" timestamp with time zone,
	"check_out_time" timestamp with time zone,
	"actual_check_in_date" timestamp with time zone,
	"actual_check_out_date" timestamp with time zone,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_in_out_reservation_id_unique" UNIQUE("reservation_id")
);
--> statement-breakpoint
CREATE TABLE "contas_bancarias" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nome" varchar(100) NOT NULL,
	"banco" varchar(100),
	"agencia" varchar(20),
	"conta" varchar(30),
	"tipo" varchar(20) NOT NULL,
	"saldo_atual" numeric(15, 2) DEFAULT '0' NOT NULL,
	"is_ativa" boolean DEFAULT true NOT NULL,
	"observacoes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contas_bancarias_tipo_check" CHECK ("contas_bancarias"."tipo" IN ('corrente', 'poupanca', 'investimento', 'caixa'))
);
--> statement-breakpoint
CREATE TABLE "guests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"email" varchar(254),
	"phone" varchar(15) NOT NULL,
	"cpf" varchar(11),
	"address" text,
	"birth_date" date,
	"document_photo_url" varchar(500),
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guests_email_unique" UNIQUE("email"),
	CONSTRAINT "guests_phone_unique" UNIQUE("phone"),
	CONSTRAINT "guests_cpf_unique" UNIQUE("cpf")
);
--> statement-breakpoint
CREATE TABLE "lancamentos_financeiros" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conta_bancaria_id" uuid NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"categoria" varchar(100) DEFAULT 'Geral' NOT NULL,
	"descricao" text,
	"valor" numeric(15, 2) NOT NULL,
	"data_lancamento" date DEFAULT now() NOT NULL,
	"data_vencimento" date,
	"status" varchar(20) DEFAULT 'PENDENTE' NOT NULL,
	"numero_documento" varchar(50),
	"observacoes" text,
	"anexo_url" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lancamentos_tipo_check" CHECK ("lancamentos_financeiros"."tipo" IN ('receita', 'despesa', 'transferencia')),
	CONSTRAINT "lancamentos_valor_check" CHECK ("lancamentos_financeiros"."valor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lancamentos_para_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lancamento_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"key" varchar(400) PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"blocked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pagamentos_reserva" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reserva_id" uuid NOT NULL,
	"lancamento_financeiro_id" uuid NOT NULL,
	"valor" numeric(10, 2) NOT NULL,
	"data_pagamento" timestamp with time zone DEFAULT now() NOT NULL,
	"metodo_pagamento" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid,
	"guest_id" uuid NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"method" varchar(20) NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"description" text,
	"transaction_id" varchar(100),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_method_check" CHECK ("payments"."method" IN ('credit_card', 'debit_card', 'pix', 'cash', 'bank_transfer')),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" IN ('pending', 'completed', 'failed', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "product_consumption" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reservation_id" uuid,
	"guest_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"unit_price" integer NOT NULL,
	"total_amount" integer NOT NULL,
	"consumed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_consumption_quantity_check" CHECK ("product_consumption"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text,
	"category" varchar(20) NOT NULL,
	"price" integer NOT NULL,
	"cost_price" integer,
	"unit" varchar(30),
	"stock" numeric(10, 2) DEFAULT '0' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_category_check" CHECK ("products"."category" IN ('food', 'beverage', 'service', 'amenity', 'laundry', 'transport')),
	CONSTRAINT "products_price_check" CHECK ("products"."price" >= 0 AND ("products"."cost_price" IS NULL OR "products"."cost_price" >= 0)),
	CONSTRAINT "products_stock_check" CHECK ("products"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guest_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"check_in_date" date NOT NULL,
	"check_out_date" date NOT NULL,
	"number_of_guests" integer DEFAULT 1 NOT NULL,
	"total_amount" numeric(10, 2) DEFAULT '0' NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"status_pagamento" varchar(20) DEFAULT 'PENDENTE' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_dates_check" CHECK ("reservations"."check_out_date" > "reservations"."check_in_date"),
	CONSTRAINT "reservations_guests_check" CHECK ("reservations"."number_of_guests" BETWEEN 1 AND 50),
	CONSTRAINT "reservations_status_check" CHECK ("reservations"."status" IN ('pending', 'confirmed', 'checked_in', 'completed', 'cancelled', 'no_show')),
	CONSTRAINT "reservations_status_pagamento_check" CHECK ("reservations"."status_pagamento" IN ('PENDENTE', 'PARCIAL', 'PAGO'))
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" varchar(10) NOT NULL,
	"type" varchar(20) DEFAULT 'standard' NOT NULL,
	"status" varchar(20) DEFAULT 'available' NOT NULL,
	"capacity" integer DEFAULT 2 NOT NULL,
	"price_per_night" numeric(10, 2) NOT NULL,
	"description" text,
	"amenities" jsonb,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rooms_number_unique" UNIQUE("number"),
	CONSTRAINT "rooms_type_check" CHECK ("rooms"."type" IN ('standard', 'deluxe', 'suite', 'family')),
	CONSTRAINT "rooms_status_check" CHECK ("rooms"."status" IN ('available', 'occupied', 'cleaning', 'maintenance', 'out_of_order')),
	CONSTRAINT "rooms_capacity_check" CHECK ("rooms"."capacity" BETWEEN 1 AND 10),
	CONSTRAINT "rooms_price_check" CHECK ("rooms"."price_per_night" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" varchar PRIMARY KEY NOT NULL,
	"sess" json NOT NULL,
	"expire" timestamp (6) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags_financeiras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"nome" varchar(50) NOT NULL,
	"cor" varchar(7) DEFAULT '#3B82F6' NOT NULL,
	"descricao" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_financeiras_nome_unique" UNIQUE("nome")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" varchar(254),
	"first_name" varchar(100),
	"last_name" varchar(100),
	"profile_image_url" varchar(500),
	"role" varchar(20) DEFAULT 'employee' NOT NULL,
	"password_hash" text,
	"oidc_issuer" varchar(500),
	"oidc_subject" varchar(255),
	"is_active" boolean DEFAULT true NOT NULL,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" IN ('owner', 'employee'))
);
--> statement-breakpoint
ALTER TABLE "check_in_out" ADD CONSTRAINT "check_in_out_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_out" ADD CONSTRAINT "check_in_out_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_out" ADD CONSTRAINT "check_in_out_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lancamentos_financeiros" ADD CONSTRAINT "lancamentos_financeiros_conta_bancaria_id_contas_bancarias_id_fk" FOREIGN KEY ("conta_bancaria_id") REFERENCES "public"."contas_bancarias"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lancamentos_para_tags" ADD CONSTRAINT "lancamentos_para_tags_lancamento_id_lancamentos_financeiros_id_fk" FOREIGN KEY ("lancamento_id") REFERENCES "public"."lancamentos_financeiros"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lancamentos_para_tags" ADD CONSTRAINT "lancamentos_para_tags_tag_id_tags_financeiras_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags_financeiras"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos_reserva" ADD CONSTRAINT "pagamentos_reserva_reserva_id_reservations_id_fk" FOREIGN KEY ("reserva_id") REFERENCES "public"."reservations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pagamentos_reserva" ADD CONSTRAINT "pagamentos_reserva_lancamento_financeiro_id_lancamentos_financeiros_id_fk" FOREIGN KEY ("lancamento_financeiro_id") REFERENCES "public"."lancamentos_financeiros"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_consumption" ADD CONSTRAINT "product_consumption_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_consumption" ADD CONSTRAINT "product_consumption_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_consumption" ADD CONSTRAINT "product_consumption_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_in_out_room_idx" ON "check_in_out" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "guests_name_idx" ON "guests" USING btree ("first_name","last_name");--> statement-breakpoint
CREATE INDEX "lancamentos_conta_idx" ON "lancamentos_financeiros" USING btree ("conta_bancaria_id");--> statement-breakpoint
CREATE INDEX "lancamentos_data_idx" ON "lancamentos_financeiros" USING btree ("data_lancamento");--> statement-breakpoint
CREATE UNIQUE INDEX "lancamentos_para_tags_pair_idx" ON "lancamentos_para_tags" USING btree ("lancamento_id","tag_id");--> statement-breakpoint
CREATE INDEX "pagamentos_reserva_reserva_idx" ON "pagamentos_reserva" USING btree ("reserva_id");--> statement-breakpoint
CREATE INDEX "payments_reservation_idx" ON "payments" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "product_consumption_reservation_idx" ON "product_consumption" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "reservations_guest_idx" ON "reservations" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "reservations_dates_idx" ON "reservations" USING btree ("check_in_date","check_out_date");--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE UNIQUE INDEX "users_oidc_identity_idx" ON "users" USING btree ("oidc_issuer","oidc_subject");