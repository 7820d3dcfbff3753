import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import express from "express";
import request from "supertest";
import { Writable } from "node:stream";
import pino from "pino";
import { createUser, resetDatabase, signedInAgent, testApp, testDatabase } from "./test/harness";
import { errorHandler } from "./middleware/error-handler";
import type { Database } from "./db";

let database: Database;

beforeAll(async () => {
  database = await testDatabase();
});

beforeEach(async () => {
  await resetDatabase(database);
});

describe("HTTP hardening", () => {
  it("sends security headers and a strict script policy, without x-powered-by", async () => {
    const res = await request(testApp(database)).get("/api/auth/user");
    expect(res.headers["x-powered-by"]).toBeUndefined();
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(res.headers["content-security-policy"]).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("answers malformed JSON with 400 and an oversized body with 413", async () => {
    const app = testApp(database);
    await createUser(database, { email: "dono@example.com", role: "owner" });
    const agent = await signedInAgent(app, "dono@example.com");
    const bad = await agent.post("/api/rooms").set("Content-Type", "application/json").send('{"number": ');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("JSON inválido");
    const huge = await agent.post("/api/rooms").send({ number: "1", description: "x".repeat(200_000) });
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe("Conteúdo muito grande");
  });

  it("answers an unknown /api path of a signed-in user with a JSON 404", async () => {
    const app = testApp(database);
    await createUser(database, { email: "dono@example.com", role: "owner" });
    const agent = await signedInAgent(app, "dono@example.com");
    const res = await agent.get("/api/nada").expect(404);
    expect(res.body.message).toBe("Rota não encontrada");
  });
});

describe("error handler", () => {
  it("answers unknown errors generically and logs no query parameters (personal data)", async () => {
    const lines: string[] = [];
    const logger = pino(
      { level: "error" },
      new Writable({
        write(chunk, _enc, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const app = express();
    app.get("/boom", () => {
      // the shape of Drizzle's wrapped query errors, whose message repeats the parameters
      throw Object.assign(new Error('Failed query: insert into "guests" values ($1) params: 123.456.789-09,Ana'), {
        cause: undefined,
      });
    });
    app.use(errorHandler(logger));
    const res = await request(app).get("/boom").expect(500);
    expect(res.body).toEqual({ message: "Erro interno do servidor. Tente novamente." });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("unhandled error");
    expect(lines[0]).not.toContain("123.456.789-09");
    expect(lines[0]).not.toContain("Ana");
  });
});
