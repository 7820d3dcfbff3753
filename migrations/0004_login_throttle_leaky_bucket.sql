-- Sign-in throttling becomes a leaky bucket (server/auth/local-login.ts): "failures" is a level that leaks away
-- over time, so it holds fractions, and no block time is stored any more. The old counts never decayed (an address
-- kept every typo of its lifetime); they are dropped rather than carried into a scheme where they would mean
-- something else.
DELETE FROM "login_throttle";--> statement-breakpoint
ALTER TABLE "login_throttle" ALTER COLUMN "failures" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "login_throttle" DROP COLUMN "blocked_until";
