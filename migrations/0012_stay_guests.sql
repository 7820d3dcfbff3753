-- Who stays: adults and children on the reservation, the companions of a stay (reservation_guests), and guests
-- without a phone (a companion added with a name and a birth date). docs/product.md §7.5.
CREATE TABLE "reservation_guests" (
	"reservation_id" uuid NOT NULL,
	"guest_id" uuid NOT NULL,
	"guardian_guest_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservation_guests_reservation_id_guest_id_pk" PRIMARY KEY("reservation_id","guest_id")
);
--> statement-breakpoint
ALTER TABLE "guests" ALTER COLUMN "phone" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "adults" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "children" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every reservation so far counted its guests as adults (docs/product.md §7.5).
UPDATE "reservations" SET "adults" = "number_of_guests";--> statement-breakpoint
ALTER TABLE "reservation_guests" ADD CONSTRAINT "reservation_guests_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_guests" ADD CONSTRAINT "reservation_guests_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservation_guests" ADD CONSTRAINT "reservation_guests_guardian_guest_id_guests_id_fk" FOREIGN KEY ("guardian_guest_id") REFERENCES "public"."guests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservation_guests_guest_idx" ON "reservation_guests" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "reservation_guests_guardian_idx" ON "reservation_guests" USING btree ("guardian_guest_id");--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_adults_children_check" CHECK ("reservations"."adults" >= 1 AND "reservations"."children" >= 0 AND "reservations"."adults" + "reservations"."children" = "reservations"."number_of_guests");