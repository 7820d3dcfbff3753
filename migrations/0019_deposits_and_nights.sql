-- Foundation of deposits, origins and the nightly breakdown (docs/product.md §15): where a reservation was sold
-- (a distance sale has the 7-day withdrawal right, CDC art. 49), the deposit it was sold with and its deadline, the
-- cancellation policy it was sold with, and its nights each with the price and rule the tarifário gave them.
CREATE TABLE "reservation_nights" (
	"reservation_id" uuid NOT NULL,
	"night" date NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"rule" varchar(160) NOT NULL,
	"rate_id" uuid,
	CONSTRAINT "reservation_nights_reservation_id_night_pk" PRIMARY KEY("reservation_id","night"),
	CONSTRAINT "reservation_nights_price_check" CHECK ("reservation_nights"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "origem" varchar(20) DEFAULT 'balcao' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "deposit_amount" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "deposit_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "cancellation_policy" jsonb;--> statement-breakpoint
ALTER TABLE "reservation_nights" ADD CONSTRAINT "reservation_nights_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "reservation_nights" ADD CONSTRAINT "reservation_nights_rate_id_rates_id_fk" FOREIGN KEY ("rate_id") REFERENCES "public"."rates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_nights_night_idx" ON "reservation_nights" USING btree ("night");--> statement-breakpoint
CREATE INDEX "reservations_deposit_due_idx" ON "reservations" USING btree ("deposit_due_at") WHERE "reservations"."deposit_due_at" IS NOT NULL AND "reservations"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_origem_check" CHECK ("reservations"."origem" IN ('balcao', 'distancia', 'site', 'canal'));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_deposit_check" CHECK ("reservations"."deposit_amount" >= 0);