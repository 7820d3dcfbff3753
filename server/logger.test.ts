// No log line carries a password hash, an e-mail or any other query parameter: real database errors go through the
// real logger (and the start-up failure's console output) and the values are looked for in what was written.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import { users } from "@shared/schema/users";
import { createUser, testDatabase } from "./test/harness";
import type { Database } from "./db";
import { createLogger } from "./logger";
import { exitOnStartupError } from "./index";

const EMAIL = "segredo.dono@example.com";
const HASH = "scrypt$32768$8$1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA==";
const LOOKED_UP = "documento-123-nao-e-uuid";

let database: Database;

beforeAll(async () => {
  database = await testDatabase();
  await createUser(database, { email: EMAIL, role: "owner" });
});

afterEach(() => vi.restoreAllMocks());

/** The error the concurrent OWNER_EMAIL start logged: a duplicate e-mail, with the hash among its parameters. */
async function duplicateOwnerError() {
  try {
    await database.db.insert(users).values({ email: EMAIL, passwordHash: HASH, role: "owner", firstName: "Dona" });
  } catch (error) {
    return error;
  }
  throw new Error("the insert should have failed");
}

/** A PostgreSQL error whose message quotes the parameter it could not read. */
async function badInputError() {
  try {
    await database.db.execute(sql`SELECT * FROM ${users} WHERE id = ${LOOKED_UP}`);
  } catch (error) {
    return error;
  }
  throw new Error("the query should have failed");
}

function bufferedLogger() {
  let written = "";
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written += chunk.toString();
      done();
    },
  });
  return { logger: createLogger("info", destination), written: () => written };
}

describe("the logger", () => {
  it("keeps a failed query's parameters, its values in the detail and the message out of every log line", async () => {
    const duplicate = await duplicateOwnerError();
    const badInput = await badInputError();
    // The errors do carry the values: what is checked below is the logger's doing.
    expect(String((duplicate as Error).message)).toContain(EMAIL);
    expect(String((duplicate as Error).message)).toContain(HASH);
    expect(JSON.stringify((duplicate as Error).cause, ["detail"])).toContain(EMAIL);
    expect(String((badInput as Error).cause)).toContain(LOOKED_UP);

    const { logger, written } = bufferedLogger();
    for (const error of [duplicate, badInput]) {
      logger.error({ err: error }, "unhandled error");
      logger.error({ error, path: "/api/x" }, "under another key");
      logger.warn({ failure: error }, "under any key");
      logger.error(error);
      logger.error(error, "alone with a message");
    }

    const lines = written().trim().split("\n");
    expect(lines).toHaveLength(10);
    const output = written();
    expect(output).not.toContain(EMAIL);
    expect(output).not.toContain(HASH);
    expect(output).not.toContain("scrypt$");
    expect(output).not.toContain(LOOKED_UP);
    // What helps an operator stays: the constraint, the SQLSTATE, the statement's shape.
    expect(output).toContain("users_email_unique");
    expect(output).toContain('"code":"23505"');
    expect(output).toContain('"code":"22P02"');
    expect(output).toContain("params: [redacted]");
    expect(output).toContain('insert into \\"users\\"');
  });

  it("redacts the start-up failure printed to the terminal the same way", async () => {
    const duplicate = await duplicateOwnerError();
    const printed: string[] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void printed.push(args.join(" ")));
    vi.spyOn(process, "exit").mockImplementation((() => undefined) as never);

    exitOnStartupError(duplicate);

    expect(process.exit).toHaveBeenCalledWith(1);
    const output = printed.join("\n");
    expect(output).not.toContain(EMAIL);
    expect(output).not.toContain(HASH);
    expect(output).toContain("Hospeda failed to start:");
    expect(output).toContain("users_email_unique");
  });
});
