// Gives the test run one migrated database: PostgreSQL at TEST_DATABASE_URL (its public schema is rebuilt),
// or else an in-memory embedded database served over a socket to the test workers.
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase, runMigrations } from "../db";
import { startEmbeddedDatabase, type EmbeddedDatabase } from "../db/embedded";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    databaseKind: "postgres" | "embedded";
  }
}

let embedded: EmbeddedDatabase | undefined;

export default async function setup(project: TestProject) {
  let url = process.env.TEST_DATABASE_URL;
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query("DROP SCHEMA IF EXISTS public CASCADE; DROP SCHEMA IF EXISTS drizzle CASCADE; CREATE SCHEMA public;");
    await client.end();
  } else {
    embedded = await startEmbeddedDatabase({ dataDir: null, maxConnections: 20 });
    url = embedded.connectionString;
  }
  const database = await openDatabase({ databaseUrl: url, dataDir: null, poolSize: 2 });
  await runMigrations(database);
  await database.pool.end();
  project.provide("databaseUrl", url);
  project.provide("databaseKind", process.env.TEST_DATABASE_URL ? "postgres" : "embedded");
  return async () => {
    await embedded?.close();
  };
}
