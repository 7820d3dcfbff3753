// The tags of the lançamentos (docs/decisions/0015): names unique in any case. Queries only: server/domain/finance-tags.ts
// holds the rule.
import { asc, inArray, sql } from "drizzle-orm";
import { tagsFinanceiras, type TagFinanceira } from "@shared/schema/finance";
import type { DbOrTx } from "../db";
import { findPgError } from "../db/pg-errors";

/** A tag as the domain handles it (server/domain never imports the tables). */
export type TagRow = TagFinanceira;

type NewTag = typeof tagsFinanceiras.$inferInsert;

export function tagsFinanceirasStorage(db: DbOrTx) {
  return {
    /** Every tag, by name. */
    list() {
      return db.select().from(tagsFinanceiras).orderBy(asc(tagsFinanceiras.nome));
    },
    /** The tags of `ids` that exist, locked against removal until the transaction ends. */
    async existingIds(ids: string[]) {
      if (!ids.length) return [];
      const rows = await db
        .select({ id: tagsFinanceiras.id })
        .from(tagsFinanceiras)
        .where(inArray(tagsFinanceiras.id, ids))
        .for("share");
      return rows.map((row) => row.id);
    },
    /** Until the transaction ends, tag names are written one at a time (the case-insensitive check below holds). */
    async lockNames() {
      await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext('tags_financeiras.nome'))`);
    },
    /** A tag whose name is `nome` in any case ('VIP' and 'vip' are one tag). */
    async findByName(nome: string) {
      const [tag] = await db
        .select({ id: tagsFinanceiras.id })
        .from(tagsFinanceiras)
        .where(sql`lower(${tagsFinanceiras.nome}) = lower(${nome})`);
      return tag;
    },
    /** The new tag, or 'duplicate' when the name is taken (unique nome). */
    async insert(values: NewTag) {
      try {
        const [tag] = await db.insert(tagsFinanceiras).values(values).returning();
        return tag!;
      } catch (error) {
        if (findPgError(error)?.code === "23505") return "duplicate" as const;
        throw error;
      }
    },
  };
}
