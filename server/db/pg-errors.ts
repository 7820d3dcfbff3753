// PostgreSQL errors reach us wrapped (Drizzle wraps the driver's error); these helpers look through the wrapping.

export interface PgError {
  code: string;
  constraint?: string;
  table?: string;
}

/** Drizzle wraps driver errors; find the PostgreSQL error (it has a five-character SQLSTATE) in the cause chain. */
export function findPgError(error: unknown): PgError | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as Partial<PgError> & { cause?: unknown };
    if (typeof candidate.code === "string" && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate as PgError;
    current = candidate.cause;
  }
  return undefined;
}

/** A row is still referenced (ON DELETE RESTRICT raises 23001, NO ACTION raises 23503). */
export function isReferencedRowError(error: unknown) {
  const code = findPgError(error)?.code;
  return code === "23001" || code === "23503";
}

/** SQLSTATEs meaning the server is going away, starting, or out of connections: try again later. */
const UNAVAILABLE_STATES = /^(08...|57P0[1-3]|53300|40P01|40001)$/;
/** What node-postgres and the network say when there is no server to talk to. */
const UNAVAILABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND"]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed/i;

/**
 * The database cannot answer now (stopped, restarting, unreachable, too busy), or gave up a transaction that may be
 * run again: the request should be retried in a moment, not reported as a server fault.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown[] };
    if (
      typeof candidate.code === "string" &&
      (UNAVAILABLE_STATES.test(candidate.code) || UNAVAILABLE_CODES.has(candidate.code))
    ) {
      return true;
    }
    if (typeof candidate.message === "string" && UNAVAILABLE_MESSAGES.test(candidate.message)) return true;
    // A refused connection to 127.0.0.1 and ::1 arrives as an AggregateError of both.
    if (Array.isArray(candidate.errors) && candidate.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = candidate.cause;
  }
  return false;
}
