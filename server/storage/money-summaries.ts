// The money's summary tables (migrations/0016_money_summaries.sql, docs/decisions/0045): the triggers keep them in
// every transaction that writes lançamentos, payments or refunds; this recomputes them from the rows, for whoever
// loads rows with the triggers off (a bulk restore) and for the test that holds the triggers to a full scan.
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db";

/**
 * Recomputes the summaries from the lançamentos, payments and refunds, in the caller's transaction: the days' (0016)
 * and the guests' months (0035).
 */
export async function rebuildMoneySummaries(tx: DbOrTx) {
  await tx.execute(sql`SELECT rebuild_money_summaries(), rebuild_guest_spend()`);
}
