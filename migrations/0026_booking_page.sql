-- The booking page (docs/product.md §16, docs/decisions/0057): each online booking's confirmation token, stored as
-- its SHA-256 only, and the celular it was made with (a limit of pending bookings per phone), and when each address last read the availability (the minimum fill time, measured on the server).
CREATE TABLE "public_bookings" (
	"reservation_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"phone" varchar(15) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_bookings_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "public_booking_reads" (
	"address" varchar(64) PRIMARY KEY NOT NULL,
	"read_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "public_bookings" ADD CONSTRAINT "public_bookings_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "public_bookings_phone_idx" ON "public_bookings" USING btree ("phone");
