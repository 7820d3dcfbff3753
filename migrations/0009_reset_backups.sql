-- 'Redefinir Sistema' keeps the backup it takes before emptying the data (shared/schema/settings.ts, resetBackups).
CREATE TABLE "reset_backups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_name" varchar(100) NOT NULL,
	"content" text NOT NULL,
	"created_by_email" varchar(254),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "reset_backups_created_at_idx" ON "reset_backups" USING btree ("created_at");