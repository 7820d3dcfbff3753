// Which errors become a 4xx with our Portuguese message, and which stay a logged 500.
import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import "@shared/zod-pt";
import { createLogger } from "../logger";
import { errorHandler } from "./error-handler";

/** What http-errors (body-parser's errors) builds: a 4xx is `expose`d, a 5xx is not. */
const createError = (status: number, message: string | Error, props: Record<string, unknown> = {}) =>
  Object.assign(typeof message === "string" ? new Error(message) : message, { status, expose: status < 500, ...props });

function answer(error: unknown) {
  const res = {
    headersSent: false,
    statusCode: 0,
    body: undefined as unknown,
    setHeader: () => res,
    status(code: number) {
      res.statusCode = code;
      return res;
    },
    json(body: unknown) {
      res.body = body;
      return res;
    },
  };
  const req = { method: "POST", path: "/api/x" } as Request;
  errorHandler(createLogger("silent"))(error, req, res as unknown as Response, () => undefined);
  return { status: res.statusCode, message: (res.body as { message: string }).message };
}

describe("errorHandler", () => {
  it("keeps an exposed client error's status and answers in Portuguese, never in the library's English", () => {
    expect(answer(createError(415, "unsupported charset", { type: "charset.unsupported" }))).toEqual({
      status: 415,
      message: "Codificação de caracteres não suportada. Envie os dados em UTF-8",
    });
    expect(
      answer(createError(400, Object.assign(new Error("unexpected end of file"), { code: "Z_BUF_ERROR" }))),
    ).toEqual({
      status: 400,
      message: "Dados compactados inválidos (Content-Encoding)",
    });
    expect(answer(createError(411, "Length Required"))).toEqual({
      status: 411,
      message: "Informe o tamanho dos dados (Content-Length)",
    });
    expect(answer(createError(422, "Unprocessable"))).toEqual({ status: 422, message: "Requisição inválida" });
    expect(answer(Object.assign(new URIError("Failed to decode param"), { status: 400 }))).toEqual({
      status: 400,
      message: "Endereço da requisição inválido",
    });
  });

  it("keeps a 500 for what the client did not cause: an unexposed 4xx from a service we called, a 5xx", () => {
    const fromBucket = Object.assign(new Error("Forbidden"), { status: 403 });
    expect(answer(fromBucket).status).toBe(500);
    expect(answer(createError(500, "stream encoding should not be set", { type: "stream.encoding.set" })).status).toBe(
      500,
    );
    expect(answer(createError(404, "x", { expose: false })).status).toBe(500);
  });

  it("answers a zod error with the first issue's Portuguese message", () => {
    const parsed = z.object({ notes: z.string().optional() }).strict().safeParse({ notes: 5, extra: 1 });
    expect(answer(parsed.error)).toEqual({ status: 400, message: "Valor inválido: informe um texto" });
  });
});
