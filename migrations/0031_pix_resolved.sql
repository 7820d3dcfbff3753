-- A PSP's Pix that became no payment (docs/decisions/0065) is settled by hand at the desk (given back, or recorded
-- otherwise): who marked it settled, when, and how, so the list keeps only what still waits.
ALTER TABLE "pix_recebidos" ADD COLUMN "resolved_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "pix_recebidos" ADD COLUMN "resolved_by" uuid;
--> statement-breakpoint
ALTER TABLE "pix_recebidos" ADD COLUMN "resolution" text;
--> statement-breakpoint
ALTER TABLE "pix_recebidos" ADD CONSTRAINT "pix_recebidos_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
