// Putting back a backup file as it arrives (docs/decisions/0041): a streamed file (format 2, gzip-compressed JSON
// lines) is decompressed, split into lines and checked line by line, and its rows are staged in PostgreSQL a batch
// at a time, so memory stays the same whatever the file's size; then the checked rows replace the data in the same
// transaction, as for a format-1 file (backup-restore.ts, docs/decisions/0019), which is still read whole.
import { createHash } from "node:crypto";
import { StringDecoder } from "node:string_decoder";
import { createGunzip } from "node:zlib";
import type { Db } from "../db";
import { findPgError } from "../db/pg-errors";
import { ValidationError } from "../errors";
import { systemStorage } from "../storage/system";
import { checkRow, fileProblem, rowRules } from "./backup-check";
import { backedUpTables, isEmptyInstallation, streamedHeaderSchema } from "./backup-file";
import {
  checkStagedOwner,
  notEmpty,
  replaceWithStaged,
  restoreBackup,
  unknownTables,
  type Restorer,
} from "./backup-restore";
import { END_LINE } from "./backup-stream";

/** Staged per statement: a few thousand rows, or a few megabytes of them. */
const BATCH_ROWS = 2000;
const BATCH_CHARS = 4 * 1024 * 1024;
/** The longest line a file may hold (one row): past it the file is refused rather than held in memory. */
const MAX_LINE_CHARS = 64 * 1024 * 1024;

const incomplete = () =>
  new ValidationError(
    "Arquivo de backup incompleto ou corrompido: a compressão (gzip) não confere. Nada foi alterado.",
  );

/** The decompressed file's lines, one at a time; a gzip that is cut short or damaged is refused in Portuguese. */
async function* linesOf(chunks: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const gunzip = createGunzip();
  const feeding = (async () => {
    try {
      for await (const chunk of chunks) if (!gunzip.write(chunk)) await new Promise((r) => gunzip.once("drain", r));
      gunzip.end();
    } catch (error) {
      gunzip.destroy(error as Error);
    }
  })();
  const decoder = new StringDecoder("utf8");
  let rest = "";
  try {
    for await (const piece of gunzip as AsyncIterable<Buffer>) {
      const lines = (rest + decoder.write(piece)).split("\n");
      rest = lines.pop()!;
      if (rest.length > MAX_LINE_CHARS)
        throw new ValidationError("Arquivo de backup inválido: uma linha grande demais");
      yield* lines;
    }
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    if ((error as { code?: string }).code?.startsWith("Z_")) throw incomplete();
    throw error;
  } finally {
    gunzip.destroy();
    await feeding;
  }
  rest += decoder.end();
  if (rest) yield rest;
}

/** What a streamed file's lines are: the header, a table's opening, a row, the end. */
function parseLine(line: string, where: string): unknown {
  try {
    return JSON.parse(line) as unknown;
  } catch {
    throw new ValidationError(`Arquivo de backup inválido: ${where} não é um JSON`);
  }
}

/** Reads, checks and stages a streamed file in the restore's transaction; returns its header and tables. */
async function stageStream(tx: Parameters<Parameters<Db["transaction"]>[0]>[0], lines: AsyncIterable<string>) {
  const system = systemStorage(tx);
  const known = await backedUpTables(tx);
  await system.createStaging();
  let header: { counts: Record<string, number>; createdAt: string } | undefined;
  const seen: string[] = [];
  let rules: Awaited<ReturnType<typeof rowRules>> | undefined;
  let n = 0;
  let ended = false;
  let batch: string[] = [];
  let batchChars = 0;
  const flush = async () => {
    if (!batch.length || !rules) return;
    try {
      await system.stageLines(rules.table, n - batch.length + 1, batch.join("\n"));
    } catch (error) {
      const pgError = findPgError(error);
      throw (pgError && fileProblem(rules.table, pgError)) || error;
    }
    batch = [];
    batchChars = 0;
  };
  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber++;
    if (!line) continue;
    if (ended) throw new ValidationError("Arquivo de backup inválido: há dados depois do fim");
    if (!header) {
      const parsed = streamedHeaderSchema.safeParse(parseLine(line, "o cabeçalho"));
      if (!parsed.success) throw new ValidationError(parsed.error.issues[0]?.message ?? "Arquivo de backup inválido");
      header = parsed.data;
      continue;
    }
    if (line.startsWith("[")) {
      const marker = parseLine(line, `a linha ${lineNumber}`);
      await flush();
      if (rules && n !== (header.counts[rules.table] ?? 0)) throw notAsDeclared(rules.table);
      if (line === END_LINE) {
        ended = true;
        continue;
      }
      const table = Array.isArray(marker) && marker[0] === "tabela" ? marker[1] : undefined;
      if (typeof table !== "string")
        throw new ValidationError(`Arquivo de backup inválido: a linha ${lineNumber} não é esperada`);
      if (!known.includes(table)) throw unknownTables([table]);
      if (seen.includes(table))
        throw new ValidationError(`Arquivo de backup inválido: a tabela ${table} aparece duas vezes`);
      seen.push(table);
      rules = await rowRules(system, table);
      n = 0;
      continue;
    }
    if (!rules) throw new ValidationError(`Arquivo de backup inválido: a linha ${lineNumber} não é esperada`);
    n++;
    checkRow(rules, n, parseLine(line, `a linha ${n} da tabela ${rules.table}`));
    batch.push(line);
    batchChars += line.length;
    if (batch.length >= BATCH_ROWS || batchChars >= BATCH_CHARS) await flush();
  }
  if (!header) throw new ValidationError("Envie o arquivo de backup");
  if (!ended) throw new ValidationError("Arquivo de backup incompleto: ele termina antes do fim. Nada foi alterado.");
  for (const table of Object.keys(header.counts))
    if (!seen.includes(table) && header.counts[table]) throw notAsDeclared(table);
  await system.stageHeader(header, seen);
  await system.indexStaging();
  return { createdAt: header.createdAt, tables: seen };
}

const notAsDeclared = (table: string) =>
  new ValidationError(`Arquivo de backup incompleto: a tabela ${table} não tem as linhas que declara`);

const GZIP_MAGIC = [0x1f, 0x8b];

/** The chunks of `source`, hashed as they pass; `digest` once they are all read. */
function hashing(source: AsyncIterable<Buffer>) {
  const hash = createHash("sha256");
  return {
    chunks: (async function* () {
      for await (const chunk of source) {
        hash.update(chunk);
        yield chunk;
      }
    })(),
    digest: () => hash.digest("hex"),
  };
}

/**
 * Puts back a backup file read from `source` (an upload, a file): a streamed one (gzip) as it arrives, a format-1
 * JSON file read whole (docs/decisions/0019). All or nothing, in one transaction; the same checks either way.
 */
export async function restoreBackupFile(
  db: Db,
  source: AsyncIterable<Buffer>,
  options: { force?: boolean; restorer?: Restorer } = {},
) {
  const iterator = source[Symbol.asyncIterator]();
  let first = await iterator.next();
  while (!first.done && first.value.length === 0) first = await iterator.next();
  const rest = (async function* () {
    if (!first.done) yield first.value;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  })();
  const { chunks, digest } = hashing(rest);
  if (first.done || !GZIP_MAGIC.every((byte, i) => first.value![i] === byte)) {
    const parts: Buffer[] = [];
    for await (const chunk of chunks) parts.push(chunk);
    const text = Buffer.concat(parts).toString("utf8");
    if (!text.trim()) throw new ValidationError("Envie o arquivo de backup");
    return restoreBackup(db, text, { ...options, sha256: digest() });
  }
  return db.transaction(async (tx) => {
    if (!options.force && !(await isEmptyInstallation(tx))) throw notEmpty();
    const staged = await stageStream(tx, linesOf(chunks));
    await checkStagedOwner(systemStorage(tx), options.restorer);
    return replaceWithStaged(tx, {
      ...options,
      sha256: digest(),
      createdAt: staged.createdAt,
      fileTables: staged.tables,
    });
  });
}
