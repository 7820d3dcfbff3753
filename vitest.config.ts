import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@shared": path.resolve(import.meta.dirname, "shared"),
      "@": path.resolve(import.meta.dirname, "client/src"),
    },
  },
  test: {
    // Each test file has a database of its own (server/test/harness.ts), so files run in parallel. At least two at
    // once even on a 2-core machine: a file spends much of its time waiting for PostgreSQL, another process.
    pool: "forks",
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          include: ["server/**/*.test.ts", "shared/**/*.test.ts", "client/src/**/*.test.ts", "scripts/**/*.test.ts"],
          globalSetup: ["server/test/global-setup.ts"],
        },
      },
      {
        // Client components in a DOM, against a mocked API (client/src/test/): no database, so no global setup.
        extends: true,
        test: {
          name: "dom",
          include: ["client/src/**/*.test.tsx"],
          environment: "jsdom",
          setupFiles: ["client/src/test/setup.ts"],
        },
      },
    ],
  },
});
