// Typed errors thrown by routes and domain code; server/middleware/error-handler.ts turns them into responses.

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export class ValidationError extends HttpError {
  constructor(message: string, field?: string) {
    super(400, message, field);
  }
}

export class NotFoundError extends HttpError {
  constructor(message = "Registro não encontrado") {
    super(404, message);
  }
}

/** A uniqueness or state conflict; `field` names what conflicts (phone, email, cpf, number, nome...). */
export class ConflictError extends HttpError {
  constructor(message: string, field?: string) {
    super(409, message, field);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = "Acesso restrito ao proprietário") {
    super(403, message);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = "Unauthorized") {
    super(401, message);
  }
}

export class PayloadTooLargeError extends HttpError {
  constructor(message: string) {
    super(413, message);
  }
}

export class TooManyRequestsError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}
