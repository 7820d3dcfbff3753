// A backup file is held to the rules the API holds a request to (docs/decisions/0019): the validators' text limits,
// what each column can store (length, digits, null) and, after the rows are in, the ledger's invariants. Rows are
// read from PostgreSQL, which parsed the file, a batch at a time, yielding between batches so that a large restore
// never holds the event loop.
import { setImmediate as nextTurn } from "node:timers/promises";
import type { z } from "zod";
import {
  insertContaBancariaSchema,
  insertLancamentoSchema,
  insertTagFinanceiraSchema,
} from "@shared/validators/finance";
import { insertGuestSchema } from "@shared/validators/guests";
import { insertPaymentSchema, refundPaymentSchema } from "@shared/validators/payments";
import { insertProductSchema } from "@shared/validators/products";
import { insertReservationSchema } from "@shared/validators/reservations";
import { insertRoomSchema } from "@shared/validators/rooms";
import { hasControlCharacters } from "@shared/validators/fields";
import { ValidationError } from "../errors";
import type { ColumnRule, systemStorage } from "../storage/system";

type System = ReturnType<typeof systemStorage>;

/** Rows parsed and checked between two turns of the event loop. */
const BATCH_ROWS = 500;

/** The validator of each table whose rows a person types through the API. */
const VALIDATORS: Record<string, z.ZodType> = {
  rooms: insertRoomSchema,
  guests: insertGuestSchema,
  reservations: insertReservationSchema,
  contas_bancarias: insertContaBancariaSchema,
  lancamentos_financeiros: insertLancamentoSchema,
  tags_financeiras: insertTagFinanceiraSchema,
  products: insertProductSchema,
  payments: insertPaymentSchema,
  payment_refunds: refundPaymentSchema,
};

/**
 * Text the server composes or extends beyond what the form sent (a payment's description, a cancellation's note
 * appended to the observations): the column's own length still holds them.
 */
const COMPOSED_BY_THE_SERVER = new Set(["lancamentos_financeiros.descricao", "lancamentos_financeiros.observacoes"]);

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The longest string a zod schema accepts, looking through optional, nullable, defaults and pipes. */
function maxLengthOf(schema: unknown): number | null {
  const def = (schema as { def?: Record<string, unknown> } | undefined)?.def;
  if (!def) return null;
  switch (def.type) {
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
      return maxLengthOf(def.innerType);
    case "pipe": {
      const limits = [maxLengthOf(def.in), maxLengthOf(def.out)].filter((n): n is number => n !== null);
      return limits.length ? Math.min(...limits) : null;
    }
    case "string":
      return (schema as { maxLength?: number | null }).maxLength ?? null;
    default:
      return null;
  }
}

/** Per table, the API's text limit of each column the validator names: {guests: {notes: 2000, ...}}. */
const API_TEXT_LIMITS: Record<string, Record<string, number>> = Object.fromEntries(
  Object.entries(VALIDATORS).map(([table, validator]) => {
    const shape = (validator as unknown as { shape?: Record<string, unknown> }).shape ?? {};
    const limits: Record<string, number> = {};
    for (const [key, field] of Object.entries(shape)) {
      const max = maxLengthOf(field);
      const column = snakeCase(key);
      if (max !== null && !COMPOSED_BY_THE_SERVER.has(`${table}.${column}`)) limits[column] = max;
    }
    return [table, limits];
  }),
);

const INTEGER_RANGE = { smallint: 32_767, integer: 2_147_483_647 } as Record<string, number>;

/** Characters as PostgreSQL counts them (code points), counted only when the UTF-16 length could exceed `max`. */
const longerThan = (text: string, max: number) => text.length > max && [...text].length > max;

/** What is wrong with one value of a column, or null. */
function columnProblem(rule: ColumnRule, value: unknown, apiLimit: number | undefined, typed: boolean): string | null {
  if (value === null || value === undefined) {
    return rule.nullable ? null : `o campo ${rule.name} é obrigatório e está vazio`;
  }
  if (typeof value === "string") {
    // What the API refuses in typed text (docs/decisions/0022) does not come in through a file either.
    if (typed && hasControlCharacters(value)) return `o campo ${rule.name} tem caracteres de controle`;
    if (apiLimit !== undefined && longerThan(value, apiLimit))
      return `o campo ${rule.name} passa do limite de ${apiLimit.toLocaleString("pt-BR")} caracteres`;
    if (rule.length !== null && longerThan(value, rule.length))
      return `o campo ${rule.name} passa do limite de ${rule.length.toLocaleString("pt-BR")} caracteres`;
    return null;
  }
  if (typeof value === "number") {
    const tooLarge =
      rule.type === "numeric" && rule.precision !== null
        ? Math.abs(value) >= 10 ** (rule.precision - (rule.scale ?? 0))
        : rule.type in INTEGER_RANGE && Math.abs(value) > INTEGER_RANGE[rule.type]!;
    if (tooLarge || !Number.isFinite(value)) return `o campo ${rule.name} passa do maior valor que ele guarda`;
  }
  return null;
}

const invalid = (table: string, problem: string) =>
  new ValidationError(`Backup inválido na tabela ${table}: ${problem}`);

/** Checks every staged row of `tables`, a batch at a time; throws a 400 naming the table, the row and the problem. */
export async function checkStagedRows(system: System, tables: string[]) {
  for (const table of tables) {
    const rules = await system.columnRules(table);
    const limits = API_TEXT_LIMITS[table] ?? {};
    const typed = table in VALIDATORS;
    for (let after = 0; ;) {
      const batch = await system.stagedRows(table, after, BATCH_ROWS);
      if (!batch.length) break;
      for (const { n, row: text } of batch) {
        const row = JSON.parse(text) as unknown;
        if (!row || typeof row !== "object" || Array.isArray(row))
          throw invalid(table, `a linha ${n} não é um registro`);
        for (const rule of rules) {
          const problem = columnProblem(rule, (row as Record<string, unknown>)[rule.name], limits[rule.name], typed);
          if (problem) throw invalid(table, `linha ${n}: ${problem}`);
        }
      }
      after = batch[batch.length - 1]!.n;
      await nextTurn();
    }
  }
}

/** The ledger's invariants over the rows just written (in the restore's transaction): a 400 when one fails. */
export async function checkRestoredLedger(system: System) {
  const unbalanced = await system.unbalancedAccount();
  if (unbalanced)
    throw invalid(
      "contas_bancarias",
      `o saldo da conta "${unbalanced.nome}" (${unbalanced.saldo}) não é o saldo inicial mais os lançamentos (${unbalanced.esperado})`,
    );
  const broken = await system.brokenPayment();
  if (broken) throw invalid(broken.table, broken.problem);
}

/** PostgreSQL's refusals of a row, in Portuguese, naming the table being written. */
const DATABASE_PROBLEMS: Record<string, string> = {
  "22001": "um texto passa do tamanho que a coluna guarda",
  "22003": "um número passa do maior valor que a coluna guarda",
  "22P02": "um valor não é do tipo que a coluna guarda",
  "22007": "uma data ou hora inválida",
  "22008": "uma data ou hora fora do intervalo permitido",
  "22023": "um valor não é do tipo que a coluna guarda",
  "22P05": "um texto com caracteres inválidos",
  "23505": "um valor que não pode se repetir aparece mais de uma vez",
  "23514": "um valor fora do que a coluna permite",
  "23P01": "reservas do mesmo quarto se sobrepõem",
};

/** A database error while writing `table`'s rows as a 400, or undefined when it is not a problem of the file. */
export function fileProblem(table: string, error: { code?: string; column?: string; detail?: string }) {
  const code = error.code ?? "";
  if (code === "23502") return invalid(table, `o campo ${error.column ?? "?"} é obrigatório e está vazio`);
  if (code === "23503") {
    const column = /^Key \(([^)]+)\)=/.exec(error.detail ?? "")?.[1] ?? "?";
    return invalid(table, `o campo ${column} aponta para um registro que não existe`);
  }
  const problem = DATABASE_PROBLEMS[code];
  return problem ? invalid(table, problem) : undefined;
}
