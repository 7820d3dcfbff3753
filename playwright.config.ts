// Browser tests: the built app (dist/public) served by the built server (`node dist/server/index.js`), started once by
// client/e2e/global-setup.ts on a free port with a fresh embedded database, driven by the system Chromium.
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH, ENV_BASE_URL, ENV_STORAGE_STATE } from "./client/e2e/env";

export default defineConfig({
  testDir: "./client/e2e",
  testMatch: "**/*.spec.ts",
  outputDir: "./test-results",
  globalSetup: "./client/e2e/global-setup.ts",
  // One server and one embedded database (one process may open it), on a 2-core machine.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 5_000 },
  use: {
    // Both are set by the global setup before the workers start (workers read this file again).
    baseURL: process.env[ENV_BASE_URL],
    storageState: process.env[ENV_STORAGE_STATE],
    locale: "pt-BR",
    // The app honours prefers-reduced-motion (animations of 0.01 ms): no waiting for drawers and dialogs to slide.
    contextOptions: { reducedMotion: "reduce" },
    timezoneId: "America/Sao_Paulo",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: "desktop",
      grepInvert: /@mobile-only/,
      use: { browserName: "chromium", viewport: { width: 1280, height: 800 } },
    },
    {
      name: "mobile",
      grepInvert: /@desktop-only/,
      use: {
        browserName: "chromium",
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
});
