// The one place where errors become HTTP responses. Unknown errors are logged without request bodies and
// answered with a generic message, so no personal data or internals leave the server.
import type { ErrorRequestHandler } from "express";
import { ZodError } from "zod";
import { HttpError, TooManyRequestsError } from "../errors";
import type { Logger } from "../logger";
import { findPgError, type PgError } from "../db/pg-errors";

/** Portuguese text for a unique conflict, by field; the JSON also carries `field` for the client to key on. */
const UNIQUE_MESSAGES: Record<string, string> = {
  number: "Já existe um quarto com este número.",
  phone: "Este número de celular já está cadastrado. Use um número diferente.",
  email: "Este email já está cadastrado. Use um email diferente.",
  cpf: "Este CPF já está cadastrado. Use um CPF diferente.",
  nome: "Já existe um registro com este nome.",
  documentPhotoUrl: "Este documento já pertence a outro hóspede.",
};

/** `guests_phone_unique` -> `phone`; `rooms_number_unique` -> `number`. */
function fieldOfUniqueConstraint(error: PgError) {
  const column = error.constraint?.replace(new RegExp(`^${error.table ?? ""}_`), "").replace(/_(unique|key)$/, "");
  return column?.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

/**
 * What of an unknown error may be logged: Drizzle's own message repeats the query parameters (names, CPFs),
 * so only the driver's message, the SQLSTATE and the stack frames are kept.
 */
function safeErrorSummary(error: unknown, pgError: PgError | undefined) {
  const message = pgError
    ? (pgError as unknown as Error).message
    : String((error as Error)?.message ?? error).replace(/params:[\s\S]*/, "params: [redacted]");
  const stack = (error as Error)?.stack?.split("\n").filter((line) => line.trimStart().startsWith("at ")).join("\n");
  return { message, code: pgError?.code, stack };
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);

    if (error instanceof ZodError) {
      const issue = error.issues[0];
      // zod's own text for a field the schema does not know is English; the front desk reads Portuguese.
      const message =
        issue?.code === "unrecognized_keys" ? `Campo não permitido: ${issue.keys.join(", ")}` : issue?.message;
      return res.status(400).json({
        message: message ?? "Dados inválidos",
        field: issue?.path.join("."),
        errors: error.issues.map((i) => ({ field: i.path.join("."), message: i.message })),
      });
    }
    if (error instanceof TooManyRequestsError) {
      res.setHeader("Retry-After", String(error.retryAfterSeconds));
    }
    if (error instanceof HttpError) {
      return res.status(error.status).json({ message: error.message, ...(error.field && { field: error.field }) });
    }
    // body-parser errors carry their own status (malformed JSON, body too large)
    const bodyError = error as { type?: string; status?: number };
    if (bodyError.type === "entity.parse.failed") return res.status(400).json({ message: "JSON inválido" });
    if (bodyError.type === "entity.too.large") return res.status(413).json({ message: "Conteúdo muito grande" });

    const pgError = findPgError(error);
    if (pgError?.code === "23505") {
      const field = fieldOfUniqueConstraint(pgError) ?? "unique";
      return res
        .status(409)
        .json({ message: UNIQUE_MESSAGES[field] ?? "Registro duplicado (unique).", field });
    }
    if (pgError?.code === "23P01") {
      return res.status(409).json({ message: "Quarto já reservado neste período", field: "roomId" });
    }
    if (pgError?.code === "23514" || pgError?.code === "22P02" || pgError?.code === "22007" || pgError?.code === "22008") {
      return res.status(400).json({ message: "Dados inválidos" });
    }

    logger.error({ err: safeErrorSummary(error, pgError), method: req.method, path: req.path }, "unhandled error");
    return res.status(500).json({ message: "Erro interno do servidor. Tente novamente." });
  };
}
