// npm run test:e2e:lists: the Guests and Reservations pages with a busy property group's data (50,000 guests,
// 100,000 reservations), loaded by bench/lists-browser-setup.ts into a server of its own. Prints how long the first
// rows and a search take; asserts only that they are the right rows. Not part of npm run test:e2e (minutes of
// loading for figures, not for pass or fail).
import { defineConfig } from "@playwright/test";
import baseConfig from "./playwright.config";
import { ENV_BASE_URL, ENV_STORAGE_STATE } from "./client/e2e/env";

export default defineConfig({
  ...baseConfig,
  testMatch: "lists-big-dataset.big.ts",
  globalSetup: "./bench/lists-browser-setup.ts",
  // Loading the data takes minutes on two cores; the pages themselves are quick.
  timeout: 120_000,
  use: {
    ...baseConfig.use,
    baseURL: process.env[ENV_BASE_URL],
    storageState: process.env[ENV_STORAGE_STATE],
  },
});
