import pino from "pino";

export type Logger = pino.Logger;

/** Structured logs. Request bodies are never logged; credentials and personal fields are redacted if they slip in. */
export function createLogger(level: string) {
  return pino({
    level,
    base: undefined,
    redact: {
      paths: [
        "req.headers.cookie",
        "req.headers.authorization",
        "*.password",
        "*.passwordHash",
        "*.cpf",
        "*.phone",
        "*.email",
      ],
      censor: "[redacted]",
    },
  });
}
