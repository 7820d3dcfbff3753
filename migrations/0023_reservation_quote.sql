-- One quote, from the server (docs/decisions/0054): what a reservation keeps of the quote it was sold with, beside
-- its nights (reservation_nights, 0019). children_ages: each child's age as the clerk gave it (the quote prices
-- children by age band; empty for reservations made before, whose children are then quoted as adults).
-- quoted_total: the quote's total when the stay was last priced (the list price a discount is measured against);
-- null for reservations made before the quote.
ALTER TABLE "reservations" ADD COLUMN "children_ages" smallint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "quoted_total" numeric(10, 2);--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_children_ages_check" CHECK (cardinality("reservations"."children_ages") IN (0, "reservations"."children") AND 0 <= ALL("reservations"."children_ages") AND 17 >= ALL("reservations"."children_ages"));--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_quoted_total_check" CHECK ("reservations"."quoted_total" >= 0);
