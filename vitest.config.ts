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
    include: ["server/**/*.test.ts", "shared/**/*.test.ts", "client/src/**/*.test.ts", "scripts/**/*.test.ts"],
    globalSetup: ["server/test/global-setup.ts"],
    // Each test file has a database of its own (server/test/harness.ts), so files run in parallel. At least two at
    // once even on a 2-core machine: a file spends much of its time waiting for PostgreSQL, another process.
    pool: "forks",
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
