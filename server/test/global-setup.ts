// Gives the test run one PostgreSQL server with a migrated template database; every test file then gets a fresh
// database copied from it (server/test/harness.ts), so files can run in parallel. The server is a throwaway
// embedded PostgreSQL in a temporary directory, or the one at TEST_DATABASE_URL (its user needs CREATEDB).
import pg from "pg";
import type { TestProject } from "vitest/node";
import { connect, runMigrations } from "../db";
import { throwawayPostgres } from "./throwaway-postgres";

declare module "vitest" {
  export interface ProvidedContext {
    /** A database on the run's server that the test files' databases are created from. */
    adminUrl: string;
    templateDatabase: string;
    databaseKind: "postgres" | "embedded";
  }
}

/** The same URL with another database name. */
export function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${encodeURIComponent(database)}`;
  return parsed.toString();
}

export default async function setup(project: TestProject) {
  let embedded: Awaited<ReturnType<typeof throwawayPostgres>> | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    embedded = await throwawayPostgres("hospeda-test-pg-", 200);
    adminUrl = embedded.server.urlOf("postgres");
  }
  // Named after the run's database, so that runs on distinct TEST_DATABASE_URLs of one server stay apart.
  const base = decodeURIComponent(new URL(adminUrl).pathname.slice(1)) || "postgres";
  const templateDatabase = `${base}_template`;

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // Databases left by an earlier run that was killed.
  const { rows } = await admin.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2",
    [templateDatabase, `${base}\\_t\\_%`],
  );
  for (const { datname } of rows) await admin.query(`DROP DATABASE "${datname}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${templateDatabase}"`);
  await admin.end();

  const template = connect(withDatabase(adminUrl, templateDatabase), 2);
  await runMigrations(template);
  await template.close();

  project.provide("adminUrl", adminUrl);
  project.provide("templateDatabase", templateDatabase);
  project.provide("databaseKind", embedded ? "embedded" : "postgres");
  return async () => {
    if (embedded) return embedded.remove();
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS "${templateDatabase}" WITH (FORCE)`);
    await cleanup.end();
  };
}
