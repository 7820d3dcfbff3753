import { defineConfig } from "drizzle-kit";

// Used only to generate SQL migrations from the tables in shared/schema/ (`npm run db:generate`);
// the app applies them itself at start-up with drizzle-orm's migrator.
export default defineConfig({
  dialect: "postgresql",
  schema: "./shared/schema/tables.ts",
  out: "./migrations",
});
