// A record as the audit log compares it before and after a change (docs/product.md §12.15): its columns, each with
// its kind (money, date, reference), and a reference's display name read in the same statement.
import { eq, getTableColumns, sql, type Column } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { contasBancarias, lancamentosFinanceiros } from "@shared/schema/finance";
import { guests } from "@shared/schema/guests";
import { payments } from "@shared/schema/payments";
import { products } from "@shared/schema/products";
import { reservations } from "@shared/schema/reservations";
import { rooms } from "@shared/schema/rooms";
import type { DbOrTx } from "../db";

/** The kinds of record whose changes are kept value by value. */
const TABLES: Record<string, PgTable & { id: Column }> = {
  reservation: reservations,
  guest: guests,
  room: rooms,
  payment: payments,
  lancamento: lancamentosFinanceiros,
  "conta-bancaria": contasBancarias,
  product: products,
};

/**
 * A reference shown by what the pousada calls it: a room by its number, an account by its name. A guest is not
 * named: the audit keeps which guest, not their name (server/middleware/audit-changes.ts).
 */
const REFERENCES: Record<string, (id: Column) => ReturnType<typeof sql>> = {
  roomId: (id) => sql`(SELECT ${rooms.number} FROM ${rooms} WHERE ${rooms.id} = ${id})`,
  contaBancariaId: (id) =>
    sql`(SELECT ${contasBancarias.nome} FROM ${contasBancarias} WHERE ${contasBancarias.id} = ${id})`,
  contaDestinoId: (id) =>
    sql`(SELECT ${contasBancarias.nome} FROM ${contasBancarias} WHERE ${contasBancarias.id} = ${id})`,
};

export type FieldKind = "money" | "date" | "instant" | "reference" | "other";

export interface Snapshot {
  values: Record<string, unknown>;
  kinds: Record<string, FieldKind>;
}

function kindOf(name: string, column: Column): FieldKind {
  if (REFERENCES[name]) return "reference";
  if (column.columnType === "PgNumeric") return "money";
  if (column.columnType === "PgDateString" || column.columnType === "PgDate") return "date";
  if (column.columnType === "PgTimestamp" || column.columnType === "PgTimestampString") return "instant";
  return "other";
}

export function auditSnapshots(db: DbOrTx) {
  return {
    /** The record now, or undefined when its kind is not compared or it does not exist. */
    async read(entity: string, id: string): Promise<Snapshot | undefined> {
      const table = TABLES[entity];
      if (!table) return undefined;
      const columns = getTableColumns(table) as Record<string, Column>;
      const selection: Record<string, Column | ReturnType<typeof sql>> = {};
      const kinds: Record<string, FieldKind> = {};
      for (const [name, column] of Object.entries(columns)) {
        kinds[name] = kindOf(name, column);
        selection[name] = REFERENCES[name]?.(column) ?? column;
      }
      const [row] = await db
        .select(selection as never)
        .from(table)
        .where(eq(table.id, id));
      return row ? { values: row as Record<string, unknown>, kinds } : undefined;
    },
  };
}
