// A backup file is held to the rules the API holds a request to (docs/decisions/0019): the validators' text limits,
// what each column can store (length, digits, null) and, after the rows are in, the ledger's invariants. Rows are
// read from PostgreSQL, which parsed the file, a batch at a time, yielding between batches so that a large restore
// never holds the event loop.
import { setImmediate as nextTurn } from "node:timers/promises";
import { ValidationError } from "../errors";
import type { systemStorage } from "../storage/system";
import { API_TEXT_LIMITS, columnProblem, VALIDATORS } from "./backup-column-rules";

type System = ReturnType<typeof systemStorage>;

/** Rows parsed and checked between two turns of the event loop. */
const BATCH_ROWS = 500;

const invalid = (table: string, problem: string) =>
  new ValidationError(`Backup inválido na tabela ${table}: ${problem}`);

/** What one table's rows are held to: its columns (from the catalogue), the API's text limits, typed text. */
export async function rowRules(system: Pick<System, "columnRules">, table: string) {
  return {
    table,
    columns: await system.columnRules(table),
    limits: API_TEXT_LIMITS[table] ?? {},
    typed: table in VALIDATORS,
  };
}

/** Throws a 400 naming the table, the row (1-based) and the problem when `row` breaks one of `rules`. */
export function checkRow(rules: Awaited<ReturnType<typeof rowRules>>, n: number, row: unknown) {
  if (!row || typeof row !== "object" || Array.isArray(row))
    throw invalid(rules.table, `a linha ${n} não é um registro`);
  for (const rule of rules.columns) {
    const problem = columnProblem(
      rule,
      (row as Record<string, unknown>)[rule.name],
      rules.limits[rule.name],
      rules.typed,
    );
    if (problem) throw invalid(rules.table, `linha ${n}: ${problem}`);
  }
}

/** Checks every staged row of `tables`, a batch at a time; throws a 400 naming the table, the row and the problem. */
export async function checkStagedRows(system: System, tables: string[]) {
  for (const table of tables) {
    const rules = await rowRules(system, table);
    for (let after = 0; ;) {
      const batch = await system.stagedRows(table, after, BATCH_ROWS);
      if (!batch.length) break;
      for (const { n, row } of batch) checkRow(rules, n, JSON.parse(row) as unknown);
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
