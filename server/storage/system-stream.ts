// A table's rows read a page at a time through a cursor of the backup's transaction (docs/decisions/0041): each row
// as PostgreSQL writes it in JSON (numeric stays the exact decimal text), never the whole table at once.
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db";

const ident = (name: string) => sql.identifier(name);

/** Rows fetched per page: about half a megabyte of audit entries. */
const PAGE_ROWS = 1000;

export function systemStreamStorage(db: DbOrTx) {
  return {
    /**
     * The table's rows, a page at a time, each page one text of JSON lines (one object per row). Must run inside a
     * transaction (the cursor lives in it); `pageRows` is for the tests, which use a small page.
     */
    async *rowPages(table: string, columns: string[], pageRows = PAGE_ROWS): AsyncGenerator<string> {
      const list = sql.join(
        columns.map((c) => ident(c)),
        sql`, `,
      );
      await db.execute(sql`
        DECLARE hospeda_backup NO SCROLL CURSOR FOR
        SELECT row_to_json(r)::text AS row FROM (SELECT ${list} FROM ${ident(table)}) r`);
      let failed = false;
      try {
        for (;;) {
          const page = await db.execute<{ row: string }>(sql`FETCH ${sql.raw(String(pageRows))} FROM hospeda_backup`);
          if (!page.rows.length) break;
          yield page.rows.map((r) => r.row).join("\n");
          if (page.rows.length < pageRows) break;
        }
      } catch (error) {
        failed = true; // the transaction is aborted: closing would only hide the error
        throw error;
      } finally {
        if (!failed) await db.execute(sql`CLOSE hospeda_backup`);
      }
    },
  };
}
