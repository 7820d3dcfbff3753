// Where in the whole database a piece of text still appears: every text, varchar, text[] and jsonb column of every
// table of the app's schema and of the job queue's (docs/product.md §18: an anonymised guest leaves nothing).
import type { Database } from "../db";

export interface Occurrence {
  table: string;
  column: string;
  needle: string;
}

export async function occurrencesOf(db: Database, needles: string[]): Promise<Occurrence[]> {
  const { rows: columns } = await db.pool.query<{ schema: string; table: string; column: string }>(`
    SELECT c.table_schema AS schema, c.table_name AS table, c.column_name AS column
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema IN ('public', 'graphile_worker') AND t.table_type = 'BASE TABLE'
      AND (c.data_type IN ('text', 'character varying', 'jsonb', 'json') OR c.udt_name IN ('_text', '_varchar'))`);
  const found: Occurrence[] = [];
  for (const { schema, table, column } of columns) {
    const { rows } = await db.pool.query<{ needle: string }>(
      `SELECT n AS needle FROM unnest($1::text[]) AS n
       WHERE EXISTS (SELECT 1 FROM "${schema}"."${table}" WHERE strpos(lower("${column}"::text), lower(n)) > 0)`,
      [needles],
    );
    for (const { needle } of rows) found.push({ table: `${schema}.${table}`, column, needle });
  }
  return found;
}
