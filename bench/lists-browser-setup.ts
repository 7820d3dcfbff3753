// The global setup of `npm run test:e2e:lists` (playwright.lists.config.ts): a busy property group's data (200 rooms,
// 50,000 guests, 100,000 reservations, 20,000 stays: bench/hotel-data.ts, the benches' own hotel) loaded straight
// into a throwaway embedded PostgreSQL, and the BUILT server on it, signed in as the owner, for the browser test
// that prints how long the Guests and Reservations pages take with that much data. Kept apart from the normal
// browser tests (npm run test:e2e), which it would slow down by minutes. Lives in bench/ because it opens the
// database with the server's own modules, which code under client/ may not import.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { request } from "@playwright/test";
import { embeddedPaths } from "../server/db";
import { prepareDataDir } from "../server/private-dir";
import { startEmbeddedPostgres } from "../server/db/embedded";
import { ENV_BASE_URL, ENV_STORAGE_STATE, OWNER } from "../client/e2e/env";
import { freePort } from "./free-port";
import { buildHotel, loadHotel } from "./hotel-data";

const ROOT = path.resolve(import.meta.dirname, "..");
const SERVER_BUNDLE = "dist/server/index.js";
export const GUEST_COUNT = 50_000;
const STAY_COUNT = 20_000;
const STARTUP_TIMEOUT_MS = 60_000;

const log = (line: string) => console.error(`[e2e:lists] ${line}`);

async function waitUntilUp(baseURL: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited during start-up:\n${output()}`);
    try {
      if ((await fetch(`${baseURL}/api/auth/user`)).status === 401) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not answer within ${STARTUP_TIMEOUT_MS / 1000} s:\n${output()}`);
}

function stop(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise<void>((resolve) => {
    server.once("exit", () => resolve());
    server.kill("SIGTERM");
  });
}

export default async function globalSetup() {
  for (const built of ["dist/public/index.html", SERVER_BUNDLE]) {
    if (!existsSync(path.join(ROOT, built))) throw new Error(`${built} is missing: run \`npm run build\` first.`);
  }
  const workDir = await mkdtemp(path.join(os.tmpdir(), "hospeda-e2e-lists-"));
  await chmod(workDir, 0o711);
  const dataDir = path.join(workDir, "data");
  prepareDataDir(dataDir);
  const database = await startEmbeddedPostgres({ ...embeddedPaths(dataDir), durable: false, maxConnections: 40 });
  let server: ChildProcess | null = null;
  const teardown = async () => {
    if (server) await stop(server);
    await database.stop();
    await rm(workDir, { recursive: true, force: true });
  };

  try {
    const port = await freePort();
    const baseURL = `http://127.0.0.1:${port}`;
    let output = "";
    // The built server on that database: it migrates it, and creates the owner.
    server = spawn(process.execPath, ["--enable-source-maps", SERVER_BUNDLE], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: database.connectionString,
        OWNER_EMAIL: OWNER.email,
        OWNER_PASSWORD: OWNER.password,
        OWNER_FIRST_NAME: OWNER.firstName,
        OWNER_LAST_NAME: OWNER.lastName,
        LOG_LEVEL: "warn",
        OIDC_ISSUER_URL: "",
        OIDC_CLIENT_ID: "",
        OIDC_CLIENT_SECRET: "",
        APP_ORIGIN: "",
        TRUST_PROXY: "",
        SESSION_SECRET: "",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    const collect = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-20_000));
    server.stdout?.on("data", collect);
    server.stderr?.on("data", collect);
    await waitUntilUp(baseURL, server, () => output);

    const hotel = buildHotel({ guestCount: GUEST_COUNT, stayCount: STAY_COUNT });
    log(
      `loading ${hotel.guests.id.length} guests, ${hotel.reservations.length} reservations, ` +
        `${hotel.stays.length} stays`,
    );
    const client = new pg.Client({ connectionString: database.connectionString });
    await client.connect();
    try {
      const { loadMs, vacuumMs } = await loadHotel(client, hotel);
      log(`loaded in ${(loadMs / 1000).toFixed(1)} s, VACUUM ANALYZE ${(vacuumMs / 1000).toFixed(1)} s`);
    } finally {
      await client.end();
    }

    const storageState = path.join(workDir, "owner-session.json");
    const api = await request.newContext({ baseURL });
    const res = await api.post("/api/login", {
      form: { email: OWNER.email, password: OWNER.password },
      maxRedirects: 0,
    });
    if (res.status() !== 303) throw new Error(`Owner sign-in failed: ${res.status()}`);
    await api.storageState({ path: storageState });
    await api.dispose();

    process.env[ENV_BASE_URL] = baseURL;
    process.env[ENV_STORAGE_STATE] = storageState;
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
