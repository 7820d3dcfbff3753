// Starts the built app once for the whole run (fresh embedded database in a temp dir), signs the owner in
// through the login form's endpoint and saves that session for the tests. The returned function is the teardown.
import { spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync } from "node:fs";
import { chmod, cp, mkdir, mkdtemp, readFile, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { request, type FullConfig } from "@playwright/test";
import { ENV_BASE_URL, ENV_FNRH_URL, ENV_STORAGE_STATE, FNRH_FAKE, OWNER } from "./env";

const ROOT = path.resolve(import.meta.dirname, "../..");
const SERVER_BUNDLE = "dist/server/index.js";
const STARTUP_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/** Polls GET /api/auth/user until the server answers 401 (up, no session), or the process dies, or time runs out. */
async function waitUntilUp(baseURL: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      throw new Error(`The server exited during start-up (${server.exitCode ?? server.signalCode}):\n${output()}`);
    }
    try {
      const res = await fetch(`${baseURL}/api/auth/user`);
      if (res.status === 401) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not answer within ${STARTUP_TIMEOUT_MS / 1000} s:\n${output()}`);
}

async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => server.once("exit", () => resolve()));
  // SIGTERM lets the server finish in-flight requests and close the embedded database cleanly.
  server.kill("SIGTERM");
  const timer = setTimeout(() => server.kill("SIGKILL"), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/**
 * A private copy of the build for this run, inside the project (so the bundle still finds node_modules and
 * migrations/): another `npm run build` during the run — a second terminal, a colleague's script — must not pull
 * the files from under the server. A copy taken while a build was half-written is taken again.
 */
async function snapshotBuild() {
  for (let attempt = 1; ; attempt++) {
    const dir = path.join(ROOT, ".e2e-build", `${process.pid}-${attempt}`);
    await rm(dir, { recursive: true, force: true });
    await cp(path.join(ROOT, "dist/public"), path.join(dir, "public"), { recursive: true });
    await cp(path.join(ROOT, "dist/server"), path.join(dir, "server"), { recursive: true });
    const html = await readFile(path.join(dir, "public/index.html"), "utf8").catch(() => "");
    const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]!);
    const complete =
      html.length > 0 &&
      existsSync(path.join(dir, "server/index.js")) &&
      assets.every((a) => existsSync(path.join(dir, "public", a)));
    if (complete) return { dir, clientDir: path.join(dir, "public"), serverBundle: path.join(dir, "server/index.js") };
    await rm(dir, { recursive: true, force: true });
    if (attempt === 10) throw new Error("dist/ kept changing while it was copied: is a build running?");
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** The fake FNRH API in its own process (scripts/fnrh-fake.ts), with the credentials fnrh.spec.ts saves. */
async function startFnrhFake(): Promise<{ url: string; process: ChildProcess }> {
  const fake = spawn(path.join(ROOT, "node_modules/.bin/tsx"), ["scripts/fnrh-fake.ts"], {
    cwd: ROOT,
    env: { ...process.env, FNRH_FAKE_USUARIO: FNRH_FAKE.usuario, FNRH_FAKE_CHAVE: FNRH_FAKE.chave },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error("The fake FNRH API did not start")), STARTUP_TIMEOUT_MS);
    fake.once("exit", (code) => reject(new Error(`The fake FNRH API exited (${code})`)));
    fake.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split("\n").find((l) => l.startsWith("{"));
      if (!line) return;
      clearTimeout(timer);
      resolve((JSON.parse(line) as { url: string }).url);
    });
  });
  return { url, process: fake };
}

export default async function globalSetup(_config: FullConfig) {
  for (const built of ["dist/public/index.html", SERVER_BUNDLE]) {
    if (!existsSync(path.join(ROOT, built))) {
      throw new Error(`${built} is missing: run \`npm run build\` first (npm run test:e2e does it).`);
    }
  }

  const build = await snapshotBuild();
  const workDir = await mkdtemp(path.join(os.tmpdir(), "hospeda-e2e-"));
  // Run as root, the embedded PostgreSQL runs as the user postgres, which must be able to pass through here.
  await chmod(workDir, 0o711);
  const dataDir = path.join(workDir, "data");
  const storageState = path.join(workDir, "owner-session.json");
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;

  // The FNRH's sends reach the fake API: nothing is sent until a spec configures Configurações > FNRH (fnrh.spec.ts).
  const fnrh = await startFnrhFake();

  let log = "";
  // The production server as `npm run serve` runs it: the bundle under plain node.
  const server = spawn(process.execPath, ["--enable-source-maps", build.serverBundle], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      CLIENT_DIST_DIR: build.clientDir,
      OWNER_EMAIL: OWNER.email,
      OWNER_PASSWORD: OWNER.password,
      OWNER_FIRST_NAME: OWNER.firstName,
      OWNER_LAST_NAME: OWNER.lastName,
      LOG_LEVEL: "warn",
      // channels.spec.ts serves its calendar feeds from 127.0.0.1 (docs/product.md §17).
      CALENDAR_FEEDS_ALLOW_PRIVATE: "1",
      // The developer's own settings must not leak in: the tests need the embedded database and local login.
      DATABASE_URL: "",
      OIDC_ISSUER_URL: "",
      OIDC_CLIENT_ID: "",
      OIDC_CLIENT_SECRET: "",
      APP_ORIGIN: "",
      TRUST_PROXY: "",
      SESSION_SECRET: "",
      FNRH_API_URL: fnrh.url,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  // The whole log of the server under test, kept for a failed run's post-mortem (test-results is not in git).
  await mkdir(path.join(ROOT, "test-results"), { recursive: true });
  const serverLog = createWriteStream(path.join(ROOT, "test-results", "e2e-server.log"));
  const collect = (chunk: Buffer) => {
    serverLog.write(chunk);
    log += chunk.toString();
    if (log.length > 20_000) log = log.slice(-20_000);
  };
  server.stdout?.on("data", collect);
  server.stderr?.on("data", (chunk: Buffer) => {
    collect(chunk);
    // Warnings and errors of the server under test belong in the run's output.
    process.stderr.write(`[server] ${chunk}`);
  });

  const teardown = async () => {
    await stopServer(server);
    await stopServer(fnrh.process);
    serverLog.end();
    await rm(workDir, { recursive: true, force: true });
    await rm(build.dir, { recursive: true, force: true });
  };

  try {
    await waitUntilUp(baseURL, server, () => log);

    // One sign-in for the whole run, through the same endpoint the login form posts to.
    const api = await request.newContext({ baseURL });
    const res = await api.post("/api/login", {
      form: { email: OWNER.email, password: OWNER.password },
      maxRedirects: 0,
    });
    if (res.status() !== 303 || res.headers().location !== "/") {
      throw new Error(`Owner sign-in failed: ${res.status()} ${res.headers().location ?? ""}`);
    }
    const me = await api.get("/api/auth/user");
    if (!me.ok()) throw new Error(`The saved session is not signed in: ${me.status()}`);
    await api.storageState({ path: storageState });
    await api.dispose();
  } catch (error) {
    await teardown();
    throw error;
  }

  process.env[ENV_BASE_URL] = baseURL;
  process.env[ENV_STORAGE_STATE] = storageState;
  process.env[ENV_FNRH_URL] = fnrh.url;
  return teardown;
}
