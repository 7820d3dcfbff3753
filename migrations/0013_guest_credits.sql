CREATE TABLE "guest_credit_uses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"credit_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_credit_uses_amount_check" CHECK ("guest_credit_uses"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "guest_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guest_id" uuid NOT NULL,
	"origin_reservation_id" uuid NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"balance" numeric(10, 2) NOT NULL,
	"expires_on" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_credits_amount_check" CHECK ("guest_credits"."amount" > 0),
	CONSTRAINT "guest_credits_balance_check" CHECK ("guest_credits"."balance" >= 0 AND "guest_credits"."balance" <= "guest_credits"."amount")
);
--> statement-breakpoint
CREATE TABLE "reservation_cancellations" (
	"reservation_id" uuid PRIMARY KEY NOT NULL,
	"status" varchar(20) NOT NULL,
	"refund" numeric(10, 2) NOT NULL,
	"fee" numeric(10, 2) NOT NULL,
	"credit" numeric(10, 2) NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_cancellations_status_check" CHECK ("reservation_cancellations"."status" IN ('cancelled', 'no_show')),
	CONSTRAINT "reservation_cancellations_amounts_check" CHECK ("reservation_cancellations"."refund" >= 0 AND "reservation_cancellations"."fee" >= 0 AND "reservation_cancellations"."credit" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_method_check";--> statement-breakpoint
ALTER TABLE "guest_credit_uses" ADD CONSTRAINT "guest_credit_uses_credit_id_guest_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."guest_credits"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_credit_uses" ADD CONSTRAINT "guest_credit_uses_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_credits" ADD CONSTRAINT "guest_credits_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_credits" ADD CONSTRAINT "guest_credits_origin_reservation_id_reservations_id_fk" FOREIGN KEY ("origin_reservation_id") REFERENCES "public"."reservations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_credits" ADD CONSTRAINT "guest_credits_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_cancellations" ADD CONSTRAINT "reservation_cancellations_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_cancellations" ADD CONSTRAINT "reservation_cancellations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_credit_uses_credit_idx" ON "guest_credit_uses" USING btree ("credit_id");--> statement-breakpoint
CREATE INDEX "guest_credit_uses_payment_idx" ON "guest_credit_uses" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "guest_credits_guest_idx" ON "guest_credits" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "guest_credits_origin_idx" ON "guest_credits" USING btree ("origin_reservation_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_check" CHECK ("payments"."method" IN ('credit_card', 'debit_card', 'pix', 'cash', 'bank_transfer', 'guest_credit'));