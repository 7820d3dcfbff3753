import pino from "pino";

export type Logger = pino.Logger;

/**
 * The fields of an error that may be logged. Everything else stays out: Drizzle's `params` (names, e-mails,
 * password hashes), PostgreSQL's `detail` ("Key (email)=(...) already exists"), `where` and `internalQuery` (a
 * statement's text with its values), and whatever a library hangs on its errors.
 */
const SAFE_ERROR_FIELDS = [
  "code",
  "status",
  "statusCode",
  "severity",
  "routine",
  "schema",
  "table",
  "column",
  "constraint",
  "errno",
  "syscall",
] as const;

/** Values a message can carry: Drizzle's "params: ...", a key's values, an input PostgreSQL could not read. */
function redactText(text: string) {
  return text
    .replace(/\bparams: .*/g, "params: [redacted]")
    .replace(/\bKey \(([^)]*)\)=\(.*?\)( already exists| is not present| conflicts)?/g, "Key ($1)=([redacted])$2")
    .replace(/(invalid input (?:syntax|value) for [^:\n]*: ).*/g, "$1[redacted]")
    .replace(/(\bvalue ).*( is out of range for type)/g, "$1[redacted]$2");
}

/**
 * An error as it may be logged: its type, redacted message and stack, the safe fields, and its causes the same way.
 * Also takes an error already summarised as a plain object ({ message, code, stack }), so applying it twice is safe.
 */
function redactError(error: unknown, depth = 0): Record<string, unknown> {
  if (typeof error !== "object" || error === null) return { message: redactText(String(error)) };
  const fields = error as Record<string, unknown>;
  const type = error instanceof Error ? (error.constructor?.name ?? error.name) : fields.type;
  const safe: Record<string, unknown> = {
    ...(typeof type === "string" && { type }),
    message: redactText(String(fields.message ?? "")),
  };
  for (const field of SAFE_ERROR_FIELDS) {
    const value = fields[field];
    if (typeof value === "string" || typeof value === "number") safe[field] = value;
  }
  if (typeof fields.stack === "string") safe.stack = redactText(fields.stack);
  if (fields.cause !== undefined && depth < 5) safe.cause = redactError(fields.cause, depth + 1);
  if (Array.isArray(fields.errors) && depth < 5) safe.errors = fields.errors.map((e) => redactError(e, depth + 1));
  return safe;
}

/** One error for a terminal (the start-up failure), redacted as the logger redacts it. */
export function describeError(error: unknown) {
  const safe = redactError(error);
  const lines = [String(safe.stack ?? safe.message)];
  if (safe.code) lines.push(`code: ${String(safe.code)}`);
  for (let cause = safe.cause as Record<string, unknown> | undefined; cause; cause = cause.cause as typeof cause) {
    lines.push(`cause: ${String(cause.stack ?? cause.message)}${cause.code ? ` (code: ${String(cause.code)})` : ""}`);
  }
  return lines.join("\n");
}

/**
 * Structured logs. Request bodies are never logged; credentials and personal fields are redacted if they slip in.
 * Every error goes through redactError: under `err` or `error`, at any key of the logged object, or logged alone
 * (whose message pino would otherwise copy into the line as is).
 */
export function createLogger(level: string, destination?: pino.DestinationStream) {
  return pino(
    {
      level,
      base: undefined,
      serializers: { err: redactError, error: redactError },
      formatters: {
        log: (object) =>
          Object.fromEntries(
            Object.entries(object).map(([key, value]) => [key, value instanceof Error ? redactError(value) : value]),
          ),
      },
      hooks: {
        logMethod(args, method) {
          const [first, ...rest] = args as unknown[];
          if (first instanceof Error) {
            const message = typeof rest[0] === "string" ? rest.shift() : first.message;
            return method.apply(this, [{ err: first }, redactText(String(message)), ...rest] as Parameters<
              typeof method
            >);
          }
          return method.apply(this, args);
        },
      },
      redact: {
        paths: [
          "req.headers.cookie",
          "req.headers.authorization",
          "*.password",
          "*.passwordHash",
          "*.cpf",
          "*.phone",
          "*.email",
          "*.sid",
          "*.sessionId",
          "*.params",
        ],
        censor: "[redacted]",
      },
    },
    destination,
  );
}
