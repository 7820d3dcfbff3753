-- LGPD (docs/product.md §18, docs/decisions/0053): a guest's anonymisation, the hold that keeps their data and
-- document photo past the retention with a reason, their consents per channel, and the log of their requests.
ALTER TABLE "guests" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "retention_hold_reason" text;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "retention_hold_until" date;--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "consents" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE TABLE "lgpd_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"guest_id" uuid NOT NULL,
	"kind" varchar(20) NOT NULL,
	"requested_on" date NOT NULL,
	"due_on" date NOT NULL,
	"answered_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lgpd_requests_kind_check" CHECK ("lgpd_requests"."kind" IN ('acesso', 'anonimizacao', 'correcao', 'outro'))
);
--> statement-breakpoint
ALTER TABLE "lgpd_requests" ADD CONSTRAINT "lgpd_requests_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lgpd_requests" ADD CONSTRAINT "lgpd_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lgpd_requests_guest_idx" ON "lgpd_requests" USING btree ("guest_id","requested_on");--> statement-breakpoint
-- A guest's page shows who looked at their data: the entries about them by id, and their document's views.
CREATE INDEX "audit_log_entity_id_idx" ON "audit_log" USING btree ("entity_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_guest_idx" ON "audit_log" USING btree (("details"->>'guestId'),"at") WHERE "details" ? 'guestId';--> statement-breakpoint
-- The audit keeps a guest's id, never their data: the values a change of a guest's personal fields recorded, and
-- the guest's name a reservation's guest change recorded, are blanked once here (the append-only trigger is lifted
-- for this one statement). New entries never write them (server/middleware/audit-changes.ts).
ALTER TABLE "audit_log" DISABLE TRIGGER "audit_log_append_only";--> statement-breakpoint
UPDATE "audit_log" SET "details" = jsonb_set("details", '{changes}', (
	SELECT jsonb_agg(CASE
		WHEN ("audit_log"."entity" = 'guest' AND c->>'field' IN ('firstName', 'lastName', 'email', 'phone', 'cpf', 'address', 'birthDate', 'notes', 'tags'))
			OR c->>'field' = 'guestId'
		THEN jsonb_build_object('field', c->>'field', 'from', NULL, 'to', NULL, 'personal', true)
		ELSE c END)
	FROM jsonb_array_elements("audit_log"."details"->'changes') AS c))
WHERE jsonb_typeof("details"->'changes') = 'array' AND jsonb_array_length("details"->'changes') > 0;--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE TRIGGER "audit_log_append_only";
