-- Relatórios > Ocupação and Financeiro for a year at a busy property's scale (issue 23, docs/decisions/0076).
--
-- Three parts of Ocupação read only some of a period's nights, yet walked every night of the period in the wide index
-- of migrations/0029 and dropped the others by a filter: 48,000 entries of 700 pages for a year of the benches'
-- hotel, each time. Each part now has a narrow partial index holding only its own nights.

-- The nights priced by a nightly breakdown, by the price layer that priced them (revenue by season).
CREATE INDEX "resumo_noites_vendidas_priced_idx" ON "resumo_noites_vendidas" ("night")
  INCLUDE ("rate_id", "rule", "revenue") WHERE "revenue" IS NOT NULL;--> statement-breakpoint
-- The nights held by a segment of a stay without a breakdown: counted, never summed (the season left blank).
CREATE INDEX "resumo_noites_vendidas_unpriced_idx" ON "resumo_noites_vendidas" ("night")
  WHERE NOT "priced" AND "segment_id" IS NOT NULL;--> statement-breakpoint
-- The first night of each segment of a stay without a breakdown, carrying the whole segment's prorated revenue.
CREATE INDEX "resumo_noites_vendidas_segment_revenue_idx" ON "resumo_noites_vendidas" ("night")
  INCLUDE ("room_id", "segment_revenue", "segment_to") WHERE "segment_revenue" IS NOT NULL;
--> statement-breakpoint

-- An account's balance sums its days of the ledger's summary up to a date (server/storage/reports/account-balance.ts):
-- read by the account's key and dates alone, no longer by a scan of every account's days per account (Financeiro's
-- balances of four accounts over three years: 40 ms to 18 ms; the cash closing's opening balance of one account).
CREATE INDEX "resumo_lancamentos_dia_conta_data_idx" ON "resumo_lancamentos_dia" ("conta_bancaria_id", "data")
  INCLUDE ("movimento", "total");
