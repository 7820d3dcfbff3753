// What the browser tests share with the server they start: the owner account and where the run keeps its files.

export const OWNER = {
  email: "dono@hospeda.test",
  password: "senha-e2e-123",
  firstName: "Maria",
  lastName: "Oliveira",
} as const;

/** Set by the global setup; Playwright hands the setup's environment to the workers. */
export const ENV_BASE_URL = "E2E_BASE_URL";
export const ENV_STORAGE_STATE = "E2E_STORAGE_STATE";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
