-- Lists that scale (issue 11, docs/product.md §12.1): a search that finds what a clerk types in milliseconds, and
-- pages that cost as much deep in a list as at its top. Hand-written: drizzle-kit writes neither extensions nor
-- functions, so every index of the list reads lives here, next to the function and the column its search needs
-- (shared/schema/guests.ts, reservations.ts and stays.ts point here).
--
-- pg_trgm indexes the three-letter pieces of a text, so "contains" (LIKE '%joao%') is answered by an index; unaccent
-- takes the accents off ("João" -> "Joao"). Both ship with PostgreSQL (contrib) and are trusted extensions: the
-- database's owner may create them without being a superuser.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is STABLE (its dictionary could be swapped), and an index expression may only call IMMUTABLE functions.
-- This wrapper names the dictionary, and its SQL-standard body is resolved once, here, so it does not depend on the
-- search_path of whoever builds or rebuilds the index (a restore, a REINDEX, autovacuum's ANALYZE).
CREATE OR REPLACE FUNCTION immutable_unaccent(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN unaccent('unaccent'::regdictionary, value);--> statement-breakpoint
-- Guests in the order the list shows them, the Portuguese alphabet's ("Álvaro" with the As, not after "Zé"), the id
-- breaking ties: the list's first page and every later one (keyset: "after this name and id") read it in order.
CREATE INDEX IF NOT EXISTS "guests_name_order_idx" ON "guests"
  ("first_name" COLLATE "pt-BR-x-icu", "last_name" COLLATE "pt-BR-x-icu", "id");--> statement-breakpoint
-- What the search compares (server/storage/search.ts): first name, last name and e-mail as one lower-case text
-- without accents, kept in a column of its own: computed once per write, not once per row read. (Computed on each
-- read, immutable_unaccent, a SQL function behind the function manager, cost about 15 microseconds a row where
-- unaccent itself took 4, and a two-letter search's recheck and ranking of 10,000 candidates took a quarter of a
-- second instead of 8 ms.) Drizzle does not declare the column, so the app never reads or writes it.
ALTER TABLE "guests" ADD COLUMN IF NOT EXISTS "search_text" text
  GENERATED ALWAYS AS (lower(immutable_unaccent("first_name" || ' ' || "last_name" || ' ' || coalesce("email", '')))) STORED;--> statement-breakpoint
-- Trigram indexes: "contains" (LIKE '%joao%') and "a word begins with" (LIKE '% jo%') on that text, and "contains
-- these digits" on the phone and the CPF as stored.
CREATE INDEX IF NOT EXISTS "guests_search_trgm_idx" ON "guests" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "guests_phone_trgm_idx" ON "guests" USING gin ("phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "guests_cpf_trgm_idx" ON "guests" USING gin ("cpf" gin_trgm_ops);--> statement-breakpoint
-- Reservations in each order the list offers (check-in, check-out, creation), the id breaking ties; one index
-- serves both directions.
CREATE INDEX IF NOT EXISTS "reservations_check_in_order_idx" ON "reservations" ("check_in_date", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reservations_check_out_order_idx" ON "reservations" ("check_out_date", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reservations_created_order_idx" ON "reservations" ("created_at", "id");--> statement-breakpoint
-- One status, latest check-in first (a rare status is not a walk through the whole list); the count per status
-- (GET /api/reservations/summary) reads this index alone.
CREATE INDEX IF NOT EXISTS "reservations_status_order_idx" ON "reservations" ("status", "check_in_date", "id");--> statement-breakpoint
-- Stays, latest check-in first (a stay without a check-in time, which the app never writes, by its creation).
CREATE INDEX IF NOT EXISTS "check_in_out_check_in_order_idx" ON "check_in_out"
  ((coalesce("check_in_time", "created_at")), "id");
