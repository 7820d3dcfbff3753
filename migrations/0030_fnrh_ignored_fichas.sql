-- The pre-check-in fichas a clerk chose to ignore (they match no guest of the stay and are not a companion): kept
-- with the reservation's register, so the next 'Buscar fichas preenchidas' does not list them again.
ALTER TABLE "fnrh_registrations" ADD COLUMN "ignored_fichas" text[] DEFAULT '{}'::text[] NOT NULL;
