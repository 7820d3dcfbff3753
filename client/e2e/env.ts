// What the browser tests share with the server they start: the owner account and where the run keeps its files.

export const OWNER = {
  email: "dono@hospeda.test",
  password: "senha-e2e-123",
  firstName: "Maria",
  lastName: "Oliveira",
} as const;

/** The fake FNRH API's credentials (server/fnrh/fake-server.ts): fnrh.spec.ts saves them in Configurações > FNRH. */
export const FNRH_FAKE = { usuario: "pousada-e2e", chave: "chave-e2e-0123456789" } as const;

/** Set by the global setup; Playwright hands the setup's environment to the workers. */
export const ENV_BASE_URL = "E2E_BASE_URL";
export const ENV_STORAGE_STATE = "E2E_STORAGE_STATE";
/** The fake FNRH API's base URL (the app's FNRH_API_URL); its /__fake/falhas makes the next call fail. */
export const ENV_FNRH_URL = "E2E_FNRH_URL";

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
