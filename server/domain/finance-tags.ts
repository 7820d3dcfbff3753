// The Financeiro module's tags (docs/product.md §10.4): a name is one tag in any case.
import type { TagFinanceiraView } from "@shared/api/finance";
import type { InsertTagFinanceira } from "@shared/validators/finance";
import type { Db } from "../db";
import { ConflictError, ValidationError } from "../errors";
import { tagsFinanceirasStorage, type TagRow } from "../storage/finance-tags";
import { systemClock, type Clock } from "./clock";
import { transactional, type Store } from "./transaction";

const tagView = (tag: TagRow): TagFinanceiraView => ({ ...tag, createdAt: tag.createdAt.toISOString() });

/** The tags of `ids` (each once), or 400 naming the field when one does not exist. */
export async function existingTags(s: Store, ids: string[] | undefined) {
  const unique = [...new Set(ids ?? [])];
  const found = await s.tagsFinanceiras.existingIds(unique);
  if (found.length !== unique.length)
    throw new ValidationError("Tag não encontrada: recarregue a lista de tags", "tagIds");
  return unique;
}

export function financeTagsDomain(db: Db, clock: Clock = systemClock) {
  const inTransaction = transactional(db, clock);

  return {
    async listTags(): Promise<TagFinanceiraView[]> {
      return (await tagsFinanceirasStorage(db).list()).map(tagView);
    },

    /** A new tag; its name is unique in any case. */
    async createTag(input: InsertTagFinanceira): Promise<TagFinanceiraView> {
      return inTransaction(async (s, now) => {
        await s.tagsFinanceiras.lockNames();
        const duplicate = new ConflictError("Já existe uma tag com este nome.", "nome");
        if (await s.tagsFinanceiras.findByName(input.nome)) throw duplicate;
        const tag = await s.tagsFinanceiras.insert({
          nome: input.nome,
          cor: input.cor ?? "#3B82F6",
          descricao: input.descricao ?? null,
          createdAt: now,
        });
        if (tag === "duplicate") throw duplicate;
        return tagView(tag);
      });
    },
  };
}
