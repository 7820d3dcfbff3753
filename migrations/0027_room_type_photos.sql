-- The room register's room types (docs/product.md §16.7): each type's description (moved here from the booking
-- page's settings) and its photos (at most 8 a type, kept in the object storage).
CREATE TABLE "room_type_profiles" (
	"room_type" varchar(20) PRIMARY KEY NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_type_profiles_type_check" CHECK ("room_type_profiles"."room_type" IN ('standard', 'deluxe', 'suite', 'family'))
);
--> statement-breakpoint
CREATE TABLE "room_type_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_type" varchar(20) NOT NULL,
	"position" integer NOT NULL,
	"object_path" varchar(60) NOT NULL,
	"thumb_path" varchar(60) NOT NULL,
	"hash" varchar(64) NOT NULL,
	"thumb_hash" varchar(64) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"thumb_width" integer NOT NULL,
	"thumb_height" integer NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_type_photos_type_check" CHECK ("room_type_photos"."room_type" IN ('standard', 'deluxe', 'suite', 'family'))
);
--> statement-breakpoint
ALTER TABLE "room_type_photos" ADD CONSTRAINT "room_type_photos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "room_type_photos_type_idx" ON "room_type_photos" USING btree ("room_type","position");
--> statement-breakpoint
CREATE INDEX "room_type_photos_hash_idx" ON "room_type_photos" USING btree ("hash");
--> statement-breakpoint
CREATE INDEX "room_type_photos_thumb_hash_idx" ON "room_type_photos" USING btree ("thumb_hash");
--> statement-breakpoint
INSERT INTO "room_type_profiles" ("room_type", "description")
SELECT d.key, left(d.value, 600)
FROM "settings" s, jsonb_each_text(CASE WHEN jsonb_typeof(s.value -> 'descriptions') = 'object' THEN s.value -> 'descriptions' ELSE '{}'::jsonb END) d
WHERE s.key = 'booking-page' AND d.key IN ('standard', 'deluxe', 'suite', 'family') AND btrim(d.value) <> '';
--> statement-breakpoint
UPDATE "settings" SET "value" = "value" - 'descriptions' WHERE "key" = 'booking-page';
