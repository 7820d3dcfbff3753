// The one place where errors become HTTP responses. Unknown errors are logged without request bodies and
// answered with a generic message, so no personal data or internals leave the server.
import type { ErrorRequestHandler } from "express";
import { ZodError } from "zod";
import { HttpError, TooManyRequestsError } from "../errors";
import type { Logger } from "../logger";
import { findPgError, isDatabaseUnavailable, type PgError } from "../db/pg-errors";
import { clientErrorOf } from "./client-errors";
import { INVALID_CHARACTERS } from "./request-input";

export const SERVICE_UNAVAILABLE = "Serviço temporariamente indisponível. Tente novamente em instantes.";

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
  const stack = (error as Error)?.stack
    ?.split("\n")
    .filter((line) => line.trimStart().startsWith("at "))
    .join("\n");
  return { message, code: pgError?.code, stack };
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);

    if (error instanceof ZodError) {
      // Portuguese throughout: the schemas' own messages, else shared/zod-pt.ts's.
      const issue = error.issues[0];
      return res.status(400).json({
        message: issue?.message ?? "Dados inválidos",
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
    const clientError = clientErrorOf(error);
    if (clientError) return res.status(clientError.status).json({ message: clientError.message });

    const pgError = findPgError(error);
    if (pgError?.code === "23505") {
      const field = fieldOfUniqueConstraint(pgError) ?? "unique";
      return res.status(409).json({ message: UNIQUE_MESSAGES[field] ?? "Registro duplicado (unique).", field });
    }
    if (pgError?.code === "23P01") {
      return res.status(409).json({ message: "Quarto já reservado neste período", field: "roomId" });
    }
    if (
      pgError?.code === "23514" ||
      pgError?.code === "22P02" ||
      pgError?.code === "22007" ||
      pgError?.code === "22008"
    ) {
      return res.status(400).json({ message: "Dados inválidos" });
    }
    // Text PostgreSQL cannot hold; server/middleware/request-input.ts refuses it first, this is the safety net.
    if (pgError?.code === "22021" || pgError?.code === "22P05") {
      return res.status(400).json({ message: INVALID_CHARACTERS });
    }

    if (isDatabaseUnavailable(error)) {
      logger.warn(
        { err: safeErrorSummary(error, pgError), method: req.method, path: req.path },
        "database unavailable",
      );
      res.setHeader("Retry-After", "5");
      return res.status(503).json({ message: SERVICE_UNAVAILABLE });
    }

    logger.error({ err: safeErrorSummary(error, pgError), method: req.method, path: req.path }, "unhandled error");
    return res.status(500).json({ message: "Erro interno do servidor. Tente novamente." });
  };
}
