// What every /api request must carry before a route reads it: a body the parsers understood, shaped as an object of
// fields, and text PostgreSQL can store. Installed once, right after the body parsers, so no route repeats it.
import type { Request, RequestHandler } from "express";
import { HttpError, ValidationError } from "../errors";
import { NOT_AN_OBJECT } from "@shared/zod-pt";

/**
 * NUL cannot be stored in PostgreSQL text (error 22021); a lone UTF-16 surrogate (JSON allows "\ud800") would be
 * stored silently as U+FFFD, something the user never sent. With the u flag a well-formed pair is one code point
 * outside \p{Cs}, so only lone halves match.
 */
const UNSTORABLE = /[\u0000\p{Cs}]/u; // eslint-disable-line no-control-regex -- NUL is what it looks for

export const INVALID_CHARACTERS = "Caracteres inválidos nos dados enviados";
const invalidCharactersIn = (field: string) => `Caracteres inválidos no campo ${field}`;
const UNSUPPORTED_CONTENT_TYPE = "Tipo de conteúdo não suportado. Envie os dados em JSON (application/json)";

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

class UnsupportedMediaTypeError extends HttpError {
  constructor() {
    super(415, UNSUPPORTED_CONTENT_TYPE);
  }
}

/**
 * The first place in `value` holding unstorable text, as a dotted path ("" for the value itself), or undefined.
 * Iterative, so a body nested thousands of levels deep (JSON.parse allows it) cannot overflow the stack.
 */
export function findUnstorableText(value: unknown): string | undefined {
  const pending: Array<[unknown, string]> = [[value, ""]];
  while (pending.length) {
    const [current, path] = pending.pop()!;
    if (typeof current === "string") {
      if (UNSTORABLE.test(current)) return path;
    } else if (typeof current === "object" && current !== null) {
      for (const [key, child] of Object.entries(current)) {
        if (UNSTORABLE.test(key)) return path;
        pending.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return undefined;
}

function refuseUnstorableText(value: unknown) {
  const field = findUnstorableText(value);
  if (field === undefined) return;
  throw field ? new ValidationError(invalidCharactersIn(field), field) : new ValidationError(INVALID_CHARACTERS);
}

/** A body arrived (bytes or chunks), whether or not a parser read it. */
export const carriesBody = (req: Request) =>
  req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;

/**
 * `rawBody`: requests whose body is a file streamed by the route itself (document uploads); their body is not
 * checked here, their query string is.
 */
export function requestInput(options: { rawBody?: (req: Request) => boolean } = {}): RequestHandler {
  return (req, _res, next) => {
    refuseUnstorableText(req.query);
    if (options.rawBody?.(req)) return next();

    const body: unknown = req.body;
    if (body === undefined) {
      // Neither the JSON nor the form parser took it: text/plain, XML, multipart, no Content-Type at all...
      if (WRITE_METHODS.has(req.method) && carriesBody(req)) throw new UnsupportedMediaTypeError();
      return next();
    }
    if (typeof body !== "object" || body === null || Array.isArray(body)) throw new ValidationError(NOT_AN_OBJECT);
    refuseUnstorableText(body);
    next();
  };
}
