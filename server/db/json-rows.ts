// A list endpoint's answer rendered by PostgreSQL. For a hot list that answers a table's rows as they are
// (GET /api/rooms), having PostgreSQL write the JSON array costs a fraction of reading every field into Node,
// mapping it through Drizzle and JSON.stringify-ing it again. The JSON is generated from the Drizzle table, so it
// has exactly the keys and values res.json(await db.select().from(table)) would send; json-rows.test.ts holds the
// two side by side.
import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";

/** Date.prototype.toJSON's format; to_char's MS truncates microseconds as `new Date(text)` does. */
const ISO_UTC_MILLISECONDS = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`);

/** The JSON value of a column as JSON.stringify writes the value Drizzle maps it to. */
function jsonValue(column: PgColumn): SQL {
  switch (column.columnType) {
    case "PgUUID":
    case "PgVarchar":
    case "PgText":
    case "PgInteger":
    case "PgBoolean":
    case "PgJsonb":
      return sql`${column}`;
    case "PgNumeric": // Drizzle's string mode: the exact decimal text ("150.00"), not a JSON number
      return sql`${column}::text`;
    case "PgTimestamp": // a Date
      if ((column as PgColumn & { withTimezone: boolean }).withTimezone) {
        return sql`to_char(${column} AT TIME ZONE 'UTC', ${ISO_UTC_MILLISECONDS})`;
      }
  }
  throw new Error(`json-rows: no JSON rendering for the ${column.columnType} column "${column.name}"`);
}

/**
 * The rows of `table` in `orderBy` order as one JSON array, '[]' when there are none; `extra` adds fields computed
 * per row (each a JSON value, as node-pg parses it for the Drizzle read).
 */
export function jsonArrayOfRows(table: PgTable, orderBy: SQL[], extra: Record<string, SQL> = {}): SQL {
  const fields = [
    ...Object.entries(getTableColumns(table)).map(
      ([key, column]) => sql`${jsonValue(column)} AS ${sql.identifier(key)}`,
    ),
    ...Object.entries(extra).map(([key, value]) => sql`${value} AS ${sql.identifier(key)}`),
  ];
  // json_agg of a sorted subquery keeps its order (the outer level has no join or other processing that could
  // reorder it), and turning whole records into JSON costs PostgreSQL about half of json_build_object per row.
  return sql`SELECT coalesce(json_agg(r), '[]')::text AS json
    FROM (SELECT ${sql.join(fields, sql`, `)} FROM ${table} ORDER BY ${sql.join(orderBy, sql`, `)}) AS r`;
}
