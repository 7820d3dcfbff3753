import { defineConfig } from "drizzle-kit";

// Used only to generate SQL migrations from shared/schema.ts (`npm run db:generate`);
// the app applies them itself at start-up with drizzle-orm's migrator.
export default defineConfig({
  dialect: "postgresql",
  schema: "./shared/schema.ts",
  out: "./migrations",
});
