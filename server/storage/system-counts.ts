// How many rows the database's tables hold, for Configurações > Sistema and the backup: exact counts, estimates for
// the big tables on the screen, and whether a table holds any row. Table names come from the catalogue (never from a
// request) and are quoted as identifiers.
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db";

/** From this many rows (by the statistics), Sistema shows a table's estimated count, marked as such. */
const ESTIMATE_FROM = 10_000;

const ident = (name: string) => sql.identifier(name);

export function systemCountsStorage(db: DbOrTx) {
  /** Exact row counts of the given tables. */
  async function rowCounts(tables: string[]): Promise<Record<string, number>> {
    if (!tables.length) return {};
    const parts = tables.map((t) => sql`SELECT ${t}::text AS name, count(*)::int AS n FROM ${ident(t)}`);
    const result = await db.execute<{ name: string; n: number }>(sql.join(parts, sql` UNION ALL `));
    return Object.fromEntries(result.rows.map((r) => [r.name, Number(r.n)]));
  }

  return {
    rowCounts,

    /**
     * Row counts for a screen, where a big table's exact figure is not needed: a table the planner's statistics put
     * at ESTIMATE_FROM rows or more gets their estimate (pg_class.reltuples, or pg_stat's live rows before the first
     * ANALYZE), named in `estimated`; the others are counted exactly, which at that size is cheap.
     */
    async rowCountsForDisplay(tables: string[]): Promise<{ counts: Record<string, number>; estimated: string[] }> {
      if (!tables.length) return { counts: {}, estimated: [] };
      const stats = await db.execute<{ name: string; estimate: string }>(sql`
        SELECT c.relname AS name,
               (CASE WHEN c.reltuples >= 0 THEN c.reltuples ELSE coalesce(s.n_live_tup, 0) END)::bigint::text AS estimate
        FROM pg_class c
        JOIN pg_namespace n ON n.oid = c.relnamespace AND n.nspname = current_schema()
        LEFT JOIN pg_stat_user_tables s ON s.relid = c.oid
        WHERE c.relkind = 'r' AND c.relname IN (${sql.join(
          tables.map((t) => sql`${t}`),
          sql`, `,
        )})`);
      const estimates = new Map(stats.rows.map((row) => [row.name, Number(row.estimate)]));
      const estimated = tables.filter((t) => (estimates.get(t) ?? 0) >= ESTIMATE_FROM);
      const exact = await rowCounts(tables.filter((t) => !estimated.includes(t)));
      const counts = Object.fromEntries(tables.map((t) => [t, exact[t] ?? Math.round(estimates.get(t) ?? 0)]));
      return { counts, estimated };
    },

    /** The tables among those given that hold at least one row (a probe each, not a count). */
    async tablesWithRows(tables: string[]): Promise<string[]> {
      if (!tables.length) return [];
      const parts = tables.map((t) => sql`SELECT ${t}::text AS name WHERE EXISTS (SELECT 1 FROM ${ident(t)})`);
      const result = await db.execute<{ name: string }>(sql.join(parts, sql` UNION ALL `));
      return result.rows.map((row) => row.name);
    },
  };
}
