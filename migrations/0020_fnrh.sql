-- FNRH Digital (docs/product.md §19, docs/decisions/0051): the guest's register fields, the sensitive ones apart,
-- the stay's travel reason and transport, the minors' authorisations, the register's state per stay and guest, and
-- the API key in a table no backup carries.
ALTER TABLE "guests" ADD COLUMN "nationality" varchar(2);--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "residence_country" varchar(2);--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "document_type" varchar(12);--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "document_number" varchar(20);--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "gender" varchar(12);--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "gender_description" varchar(100);--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "social_name" varchar(200);--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "cep" varchar(8);--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "street" varchar(200);--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "address_number" varchar(20);--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "complement" varchar(100);--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "neighborhood" varchar(100);--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "city_ibge_code" varchar(7);--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "state" varchar(2);--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_document_type_check" CHECK ("guests"."document_type" IN ('CPF', 'PASSAPORTE'));--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_gender_check" CHECK ("guests"."gender" IN ('HOMEM', 'MULHER', 'OUTRO', 'NAOINFORMADO'));--> statement-breakpoint
CREATE TABLE "guest_sensitive_data" (
	"guest_id" uuid PRIMARY KEY NOT NULL,
	"race" varchar(12),
	"disability" varchar(12),
	"disability_type" varchar(12),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "guest_sensitive_data" ADD CONSTRAINT "guest_sensitive_data_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "travel_reason" varchar(20);--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "transport" varchar(20);--> statement-breakpoint
CREATE TABLE "minor_authorisations" (
	"reservation_id" uuid NOT NULL,
	"guest_id" uuid NOT NULL,
	"guardian_guest_id" uuid,
	"guardian_document_type" varchar(12),
	"guardian_document_number" varchar(20),
	"authorisation" varchar(24) NOT NULL,
	"checked_by" uuid,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "minor_authorisations_reservation_id_guest_id_pk" PRIMARY KEY("reservation_id","guest_id"),
	CONSTRAINT "minor_authorisations_authorisation_check" CHECK ("minor_authorisations"."authorisation" IN ('pais_presentes', 'autorizacao_escrita')),
	CONSTRAINT "minor_authorisations_guardian_check" CHECK ("minor_authorisations"."guardian_guest_id" IS NOT NULL OR "minor_authorisations"."guardian_document_number" IS NOT NULL)
);--> statement-breakpoint
ALTER TABLE "minor_authorisations" ADD CONSTRAINT "minor_authorisations_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minor_authorisations" ADD CONSTRAINT "minor_authorisations_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minor_authorisations" ADD CONSTRAINT "minor_authorisations_guardian_guest_id_guests_id_fk" FOREIGN KEY ("guardian_guest_id") REFERENCES "public"."guests"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "minor_authorisations" ADD CONSTRAINT "minor_authorisations_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "fnrh_registrations" (
	"reservation_id" uuid PRIMARY KEY NOT NULL,
	"state" varchar(24) DEFAULT 'nao_enviado' NOT NULL,
	"reserva_id" varchar(64),
	"link_precheckin" varchar(500),
	"last_error" text,
	"requested_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"checkin_sent_at" timestamp with time zone,
	"checkout_sent_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "fnrh_registrations" ADD CONSTRAINT "fnrh_registrations_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fnrh_registrations_state_idx" ON "fnrh_registrations" USING btree ("state");--> statement-breakpoint
CREATE TABLE "fnrh_guests" (
	"reservation_id" uuid NOT NULL,
	"guest_id" uuid NOT NULL,
	"hospede_id" varchar(64),
	"pessoa_id" varchar(64),
	"state" varchar(24) DEFAULT 'nao_enviado' NOT NULL,
	"last_error" text,
	CONSTRAINT "fnrh_guests_reservation_id_guest_id_pk" PRIMARY KEY("reservation_id","guest_id")
);--> statement-breakpoint
ALTER TABLE "fnrh_guests" ADD CONSTRAINT "fnrh_guests_reservation_id_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fnrh_guests" ADD CONSTRAINT "fnrh_guests_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "fnrh_credentials" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"api_key" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fnrh_credentials_one_row" CHECK ("fnrh_credentials"."id" = 1)
);
