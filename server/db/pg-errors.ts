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
