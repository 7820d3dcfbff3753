-- The optional PSP's Pix (docs/decisions/0065): its dynamic charges by txid, and every Pix it reports, once per
-- endToEndId (the primary key's unique index is the deduplication of redelivered webhooks).
CREATE TABLE "pix_cobrancas" (
	"txid" varchar(35) PRIMARY KEY NOT NULL,
	"reservation_id" uuid NOT NULL,
	"conta_bancaria_id" uuid NOT NULL,
	"valor" numeric(10, 2) NOT NULL,
	"pix_copia_e_cola" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pix_recebidos" (
	"end_to_end_id" varchar(32) PRIMARY KEY NOT NULL,
	"txid" varchar(35),
	"valor" numeric(10, 2) NOT NULL,
	"horario" timestamp with time zone NOT NULL,
	"reservation_id" uuid,
	"payment_id" uuid,
	"motivo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pix_cobrancas" ADD CONSTRAINT "pix_cobrancas_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pix_cobrancas" ADD CONSTRAINT "pix_cobrancas_conta_bancaria_id_contas_bancarias_id_fk" FOREIGN KEY ("conta_bancaria_id") REFERENCES "public"."contas_bancarias"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pix_recebidos" ADD CONSTRAINT "pix_recebidos_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pix_recebidos" ADD CONSTRAINT "pix_recebidos_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "pix_cobrancas_reservation_idx" ON "pix_cobrancas" USING btree ("reservation_id");
--> statement-breakpoint
CREATE INDEX "pix_recebidos_pending_idx" ON "pix_recebidos" USING btree ("created_at") WHERE "pix_recebidos"."payment_id" IS NULL;
