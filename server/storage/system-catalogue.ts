// What PostgreSQL's catalogue says of the public tables: their order by foreign keys, their columns and rules.
// Table names come from the catalogue (never from a request) and are quoted as identifiers.
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db";

/** What the catalogue says a column holds. */
export interface ColumnRule {
  name: string;
  nullable: boolean;
  /** information_schema's data_type: 'character varying', 'numeric', 'integer', 'text', 'uuid', ... */
  type: string;
  length: number | null;
  precision: number | null;
  scale: number | null;
}

export function systemCatalogueStorage(db: DbOrTx) {
  return {
    /** The public tables, parents before the tables whose foreign keys point at them. */
    async tablesInDependencyOrder(): Promise<string[]> {
      const tables = await db.execute<{ name: string }>(
        sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
      );
      const links = await db.execute<{ child: string; parent: string }>(sql`
        SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
        FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
        WHERE c.contype = 'f' AND n.nspname = 'public' AND c.conrelid <> c.confrelid`);
      const parents = new Map<string, Set<string>>(tables.rows.map((t) => [t.name, new Set<string>()]));
      for (const link of links.rows) parents.get(unquote(link.child))?.add(unquote(link.parent));
      const ordered: string[] = [];
      const placed = new Set<string>();
      while (placed.size < parents.size) {
        const ready = [...parents].filter(([name, of]) => !placed.has(name) && [...of].every((p) => placed.has(p)));
        if (!ready.length) throw new Error("foreign keys form a cycle between tables");
        for (const [name] of ready) {
          ordered.push(name);
          placed.add(name);
        }
      }
      return ordered;
    },

    /** Columns a row can be written with (a generated column is computed again by PostgreSQL). */
    async writableColumns(table: string): Promise<string[]> {
      const result = await db.execute<{ name: string }>(sql`
        SELECT a.attname AS name FROM pg_attribute a
        WHERE a.attrelid = ${`public.${quoteIdent(table)}`}::regclass AND a.attnum > 0 AND NOT a.attisdropped
          AND a.attgenerated = ''
        ORDER BY a.attnum`);
      return result.rows.map((r) => r.name);
    },

    /** Per column of `table`: whether it takes null, its text length and numeric digits, from the catalogue. */
    async columnRules(table: string): Promise<ColumnRule[]> {
      const result = await db.execute<ColumnRule & Record<string, unknown>>(sql`
        SELECT column_name AS name, is_nullable = 'YES' AS nullable, data_type AS type,
          character_maximum_length AS length, numeric_precision AS precision, numeric_scale AS scale
        FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = ${table} AND is_generated = 'NEVER'
        ORDER BY ordinal_position`);
      return result.rows.map((r) => ({ ...r, nullable: Boolean(r.nullable) }));
    },
  };
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
/** regclass::text quotes names that need it; ours never do, but strip quotes to be safe. */
const unquote = (name: string) => name.replace(/^public\./, "").replace(/^"(.*)"$/, "$1");
