-- The tarifário (docs/product.md §15, docs/decisions/0049): cancellation policies, price layers (base, holiday,
-- seasons, packages) and restrictions by date range.
CREATE TABLE "cancellation_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(80) NOT NULL,
	"rows" jsonb NOT NULL,
	"credit_months" smallint DEFAULT 12 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cancellation_policies_name_unique" UNIQUE("name"),
	CONSTRAINT "cancellation_policies_credit_months_check" CHECK ("cancellation_policies"."credit_months" BETWEEN 0 AND 60)
);
--> statement-breakpoint
CREATE TABLE "rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" varchar(10) NOT NULL,
	"name" varchar(80) NOT NULL,
	"start_date" date,
	"end_date" date,
	"priority" integer DEFAULT 0 NOT NULL,
	"prices" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"min_stay" smallint,
	"deposit_percent" smallint,
	"cancellation_policy_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rates_kind_check" CHECK ("rates"."kind" IN ('base', 'holiday', 'season', 'package')),
	CONSTRAINT "rates_dates_check" CHECK (("rates"."kind" IN ('base', 'holiday') AND "rates"."start_date" IS NULL AND "rates"."end_date" IS NULL)
        OR ("rates"."kind" IN ('season', 'package') AND "rates"."start_date" IS NOT NULL AND "rates"."end_date" > "rates"."start_date")),
	CONSTRAINT "rates_min_stay_check" CHECK ("rates"."min_stay" BETWEEN 1 AND 365),
	CONSTRAINT "rates_deposit_percent_check" CHECK ("rates"."deposit_percent" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "rate_restrictions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"room_type" varchar(20),
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"weekdays" smallint[],
	"min_stay" smallint,
	"max_stay" smallint,
	"closed_to_arrival" boolean DEFAULT false NOT NULL,
	"closed_to_departure" boolean DEFAULT false NOT NULL,
	"stop_sell" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rate_restrictions_dates_check" CHECK ("rate_restrictions"."end_date" >= "rate_restrictions"."start_date"),
	CONSTRAINT "rate_restrictions_stay_check" CHECK ("rate_restrictions"."min_stay" BETWEEN 1 AND 365 AND "rate_restrictions"."max_stay" BETWEEN 1 AND 365)
);
--> statement-breakpoint
ALTER TABLE "rates" ADD CONSTRAINT "rates_cancellation_policy_id_cancellation_policies_id_fk" FOREIGN KEY ("cancellation_policy_id") REFERENCES "public"."cancellation_policies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rates_one_base_one_holiday" ON "rates" USING btree ("kind") WHERE "rates"."kind" IN ('base', 'holiday');--> statement-breakpoint
CREATE INDEX "rates_dates_idx" ON "rates" USING btree ("end_date","start_date");--> statement-breakpoint
CREATE INDEX "rate_restrictions_dates_idx" ON "rate_restrictions" USING btree ("end_date","start_date");
