// The pousada's books: bank accounts and their balances, lançamentos with their tags, and the tags
// (docs/decisions/0015). Queries only: the rules (what settles, what may be reversed, the balance limits) are in
// server/domain/finance.ts and server/domain/ledger.ts.
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  contasBancarias,
  lancamentosFinanceiros,
  lancamentosParaTags,
  tagsFinanceiras,
  type ContaBancaria,
  type LancamentoFinanceiro,
  type TagFinanceira,
} from "@shared/schema/finance";
import { paymentRefunds, payments } from "@shared/schema/payments";
import type { LancamentoView } from "@shared/api/finance";
import type { EntryStatus } from "@shared/enums";
import type { LancamentoFilters } from "@shared/validators/finance";
import type { DbOrTx } from "../db";
import { findPgError } from "../db/pg-errors";
import { ValidationError } from "../errors";
import { countsTotal, keysetAfter, pageFrom, type Cursor, type SortKey } from "./paging";

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The rows as the domain handles them (server/domain never imports the tables). */
export type ContaRow = ContaBancaria;
export type LancamentoRow = LancamentoFinanceiro;
export type TagRow = TagFinanceira;

// ------------------------------------------------------------------ accounts

type NewConta = typeof contasBancarias.$inferInsert;

export function contasStorage(db: DbOrTx) {
  return {
    /** Every account, the active ones first, by name. */
    list() {
      return db
        .select()
        .from(contasBancarias)
        .orderBy(desc(contasBancarias.isAtiva), asc(contasBancarias.nome), asc(contasBancarias.id));
    },
    async findById(id: string) {
      const [conta] = await db.select().from(contasBancarias).where(eq(contasBancarias.id, id));
      return conta;
    },
    /**
     * The accounts, locked until the transaction ends, in id order (docs/decisions/0015: two transactions touching
     * the same two accounts never wait for each other in a circle).
     */
    lockByIds(ids: string[]) {
      const sorted = [...new Set(ids)].sort();
      return db
        .select()
        .from(contasBancarias)
        .where(inArray(contasBancarias.id, sorted))
        .orderBy(asc(contasBancarias.id))
        .for("update");
    },
    async insert(values: NewConta) {
      const [conta] = await db.insert(contasBancarias).values(values).returning();
      return conta!;
    },
    async update(id: string, values: Partial<NewConta>, at: Date) {
      const [conta] = await db
        .update(contasBancarias)
        .set({ ...values, updatedAt: at })
        .where(eq(contasBancarias.id, id))
        .returning();
      return conta;
    },
    /** saldo_atual + delta (a signed decimal string), on a row the caller has locked. */
    async addToBalance(id: string, delta: string, at: Date) {
      await db
        .update(contasBancarias)
        .set({ saldoAtual: sql`${contasBancarias.saldoAtual} + ${delta}::numeric`, updatedAt: at })
        .where(eq(contasBancarias.id, id));
    },
    /** Whether any lançamento leaves from or arrives in the account, whatever its status. */
    async hasEntries(id: string) {
      const [row] = await db
        .select({ one: sql`1` })
        .from(lancamentosFinanceiros)
        .where(or(eq(lancamentosFinanceiros.contaBancariaId, id), eq(lancamentosFinanceiros.contaDestinoId, id)))
        .limit(1);
      return row !== undefined;
    },
  };
}

// ------------------------------------------------------------------ lançamentos

type NewLancamento = typeof lancamentosFinanceiros.$inferInsert;

const destino = alias(contasBancarias, "conta_destino");
const reversal = alias(lancamentosFinanceiros, "estorno");

/** The tags of the entry in the outer query, by name, as JSON. */
const tagsJson = sql<Array<{ id: string; nome: string; cor: string }>>`coalesce((
  SELECT json_agg(json_build_object('id', t.id, 'nome', t.nome, 'cor', t.cor) ORDER BY t.nome)
  FROM ${lancamentosParaTags} lt JOIN ${tagsFinanceiras} t ON t.id = lt.tag_id
  WHERE lt.lancamento_id = ${lancamentosFinanceiros.id}), '[]'::json)`;

/** Pending and past its due date (the entry's own date when it has none) at the pousada's `today`. */
const isOverdue = (today: string) =>
  sql`(${lancamentosFinanceiros.status} = 'PENDENTE' AND coalesce(${lancamentosFinanceiros.dataVencimento}, ${lancamentosFinanceiros.dataLancamento}) < ${today}::date)`;

/**
 * The cursor values of each key type: a cursor comes back from the client, and money is compared as the exact
 * decimal text PostgreSQL wrote (never a JSON number).
 */
const KEY_VALUES = {
  date: /^\d{4}-\d{2}-\d{2}$/,
  text: /^[a-z]{1,20}$/,
  numeric: /^\d{1,13}\.\d{2}$/,
  timestamptz: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
} as const;
type KeyType = keyof typeof KEY_VALUES;

/** "After the cursor's row" in `direction`: (k1, k2, k3) > or < (v1, v2, v3), each value checked and cast. */
function keysetWhere(keys: Array<{ expression: SQL; type: KeyType }>, after: SortKey, direction: "asc" | "desc") {
  const values = keys.map((key, index) => {
    const value = after[index];
    if (typeof value !== "string" || !KEY_VALUES[key.type].test(value)) {
      throw new ValidationError("Página inválida: recarregue a lista", "cursor");
    }
    return sql`${value}::${sql.raw(key.type)}`;
  });
  const columns = sql.join(
    keys.map((key) => key.expression),
    sql`, `,
  );
  return sql`(${columns}) ${sql.raw(direction === "asc" ? ">" : "<")} (${sql.join(values, sql`, `)})`;
}

/** The sortable columns of GET /api/lancamentos-financeiros/{field}/{direction}, with their SQL types. */
const SORT_COLUMNS = {
  data: {
    column: lancamentosFinanceiros.dataLancamento,
    type: "date" as const,
    keyOf: (e: LancamentoFinanceiro) => e.dataLancamento,
  },
  tipo: { column: lancamentosFinanceiros.tipo, type: "text" as const, keyOf: (e: LancamentoFinanceiro) => e.tipo },
  valor: {
    column: lancamentosFinanceiros.valor,
    type: "numeric" as const,
    keyOf: (e: LancamentoFinanceiro) => e.valor,
  },
} as const;
export type LancamentoSortField = keyof typeof SORT_COLUMNS;

export function lancamentosStorage(db: DbOrTx) {
  const selectView = (today: string) =>
    db
      .select({
        entry: lancamentosFinanceiros,
        contaBancaria: { id: contasBancarias.id, nome: contasBancarias.nome, banco: contasBancarias.banco },
        contaDestino: { id: destino.id, nome: destino.nome },
        tags: tagsJson,
        vencido: sql<boolean>`${isOverdue(today)}`,
        estornadoPorId: reversal.id,
        // The creation instant as PostgreSQL holds it (microseconds): the keyset cursor must not lose them.
        createdAtKey: sql<string>`${lancamentosFinanceiros.createdAt}::text`,
      })
      .from(lancamentosFinanceiros)
      .innerJoin(contasBancarias, eq(contasBancarias.id, lancamentosFinanceiros.contaBancariaId))
      .leftJoin(destino, eq(destino.id, lancamentosFinanceiros.contaDestinoId))
      .leftJoin(reversal, eq(reversal.estornoDeId, lancamentosFinanceiros.id));

  type ViewRow = Awaited<ReturnType<ReturnType<typeof selectView>["execute"]>>[number];
  const toView = (row: ViewRow): LancamentoView => ({
    ...row.entry,
    createdAt: row.entry.createdAt.toISOString(),
    updatedAt: row.entry.updatedAt.toISOString(),
    contaBancaria: row.contaBancaria,
    contaDestino: row.contaDestino,
    tags: row.tags,
    vencido: row.vencido,
    estornadoPorId: row.estornadoPorId,
  });

  function filtersWhere(filters: LancamentoFilters, today: string): SQL | undefined {
    const term = filters.search ? `%${escapeLike(filters.search)}%` : undefined;
    const situacao: Record<NonNullable<LancamentoFilters["situacao"]>, SQL> = {
      pendente: sql`${lancamentosFinanceiros.status} = 'PENDENTE'`,
      vencido: isOverdue(today),
      pago: sql`${lancamentosFinanceiros.status} = 'PAGO'`,
      cancelado: sql`${lancamentosFinanceiros.status} = 'CANCELADO'`,
    };
    return and(
      filters.from ? gte(lancamentosFinanceiros.dataLancamento, filters.from) : undefined,
      filters.to ? lte(lancamentosFinanceiros.dataLancamento, filters.to) : undefined,
      filters.contaBancariaId
        ? or(
            eq(lancamentosFinanceiros.contaBancariaId, filters.contaBancariaId),
            eq(lancamentosFinanceiros.contaDestinoId, filters.contaBancariaId),
          )
        : undefined,
      filters.tipo ? eq(lancamentosFinanceiros.tipo, filters.tipo) : undefined,
      filters.tagId
        ? sql`EXISTS (SELECT 1 FROM ${lancamentosParaTags} lt WHERE lt.lancamento_id = ${lancamentosFinanceiros.id} AND lt.tag_id = ${filters.tagId})`
        : undefined,
      filters.situacao ? situacao[filters.situacao] : undefined,
      term
        ? or(
            ilike(lancamentosFinanceiros.descricao, term),
            ilike(lancamentosFinanceiros.categoria, term),
            ilike(lancamentosFinanceiros.numeroDocumento, term),
            ilike(contasBancarias.nome, term),
          )
        : undefined,
    );
  }

  return {
    /**
     * The lançamentos matching `filters`, sorted by `field` then by creation and id in `direction`; one page when
     * `filters.limit` is given (keyset cursor over the same three), else all of them.
     */
    async list(
      filters: LancamentoFilters,
      sort: { field: LancamentoSortField; direction: "asc" | "desc" },
      today: string,
      cursor: Cursor | undefined,
    ) {
      const { column, type, keyOf } = SORT_COLUMNS[sort.field];
      const keys = [
        { expression: sql`${column}`, type },
        { expression: sql`${lancamentosFinanceiros.createdAt}`, type: "timestamptz" as const },
        { expression: sql`${lancamentosFinanceiros.id}`, type: "uuid" as const },
      ];
      const where = filtersWhere(filters, today);
      const after = filters.limit ? keysetAfter(cursor, 3) : undefined;
      const order = sort.direction === "asc" ? asc : desc;
      const query = selectView(today)
        .where(and(where, after ? keysetWhere(keys, after, sort.direction) : undefined))
        .orderBy(order(column), order(lancamentosFinanceiros.createdAt), order(lancamentosFinanceiros.id));
      if (!filters.limit) return { rows: (await query).map(toView) };

      const fetched = await query.limit(filters.limit + 1);
      const page = pageFrom(fetched, filters.limit, {
        keyOf: (row) => [keyOf(row.entry), row.createdAtKey, row.entry.id],
      });
      let total: number | undefined;
      if (countsTotal(filters)) {
        const [row] = await db
          .select({ total: count() })
          .from(lancamentosFinanceiros)
          .innerJoin(contasBancarias, eq(contasBancarias.id, lancamentosFinanceiros.contaBancariaId))
          .where(where);
        total = row!.total;
      }
      return { rows: page.rows.map(toView), nextCursor: page.nextCursor, total };
    },
    async findView(id: string, today: string) {
      const [row] = await selectView(today).where(eq(lancamentosFinanceiros.id, id));
      return row && toView(row);
    },
    /** The entry, locked until the transaction ends: two owners reversing it, or two clerks settling it, take turns. */
    async lockById(id: string) {
      const [entry] = await db
        .select()
        .from(lancamentosFinanceiros)
        .where(eq(lancamentosFinanceiros.id, id))
        .for("update");
      return entry;
    },
    async insert(values: NewLancamento): Promise<LancamentoFinanceiro> {
      const [entry] = await db.insert(lancamentosFinanceiros).values(values).returning();
      return entry!;
    },
    /** The reversal ('estorno') of an entry, or 'duplicate' when the entry already has one (unique estorno_de_id). */
    async insertReversal(values: NewLancamento & { estornoDeId: string }): Promise<LancamentoFinanceiro | "duplicate"> {
      try {
        const [entry] = await db.insert(lancamentosFinanceiros).values(values).returning();
        return entry!;
      } catch (error) {
        if (findPgError(error)?.code === "23505") return "duplicate";
        throw error;
      }
    },
    async setStatus(
      id: string,
      values: { status: EntryStatus; dataPagamento: string | null; observacoes?: string | null },
      at: Date,
    ) {
      await db
        .update(lancamentosFinanceiros)
        .set({ ...values, updatedAt: at })
        .where(eq(lancamentosFinanceiros.id, id));
    },
    /** The id of the entry that reversed this one, if any. */
    async reversalOf(id: string) {
      const [row] = await db
        .select({ id: lancamentosFinanceiros.id })
        .from(lancamentosFinanceiros)
        .where(eq(lancamentosFinanceiros.estornoDeId, id));
      return row?.id;
    },
    /** Whether a payment of a stay ('payment') or a refund of one ('refund') wrote this entry. */
    async writtenBy(id: string): Promise<"payment" | "refund" | null> {
      const [row] = await db
        .execute<{ kind: "payment" | "refund" }>(
          sql`
        SELECT 'payment' AS kind FROM ${payments} WHERE ${payments.lancamentoId} = ${id}
        UNION ALL
        SELECT 'refund' AS kind FROM ${paymentRefunds} WHERE ${paymentRefunds.lancamentoId} = ${id}
        LIMIT 1`,
        )
        .then((result) => result.rows);
      return row?.kind ?? null;
    },
    /** Replaces the entry's tags with `tagIds`. */
    async replaceTags(lancamentoId: string, tagIds: string[]) {
      await db.delete(lancamentosParaTags).where(eq(lancamentosParaTags.lancamentoId, lancamentoId));
      if (tagIds.length) {
        await db.insert(lancamentosParaTags).values(tagIds.map((tagId) => ({ lancamentoId, tagId })));
      }
    },
  };
}

// ------------------------------------------------------------------ tags

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
