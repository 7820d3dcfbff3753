// The production server as `npm run serve` and the Docker image run it: the esbuild bundle under plain node, with no
// TypeScript loader. It must find its migrations and dist/public from dist/server/, answer, and stop on SIGTERM.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer, eagerImports, RESTORE_BUNDLE, SERVER_BUNDLE } from "../scripts/build-server";
import { findProjectRoot } from "./project-root";
import { loadedModules, packagesOf, recordLoadedModules } from "./test/loaded-modules";

const ROOT = path.resolve(import.meta.dirname, "..");
const clientIndex = path.join(ROOT, "dist/public/index.html");
const clientBuilt = fs.existsSync(clientIndex);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hospeda-built-test-"));
// Run as root, the embedded PostgreSQL runs as the user postgres, which must be able to pass through here.
fs.chmodSync(dataDir, 0o711);

beforeAll(async () => {
  await buildServer();
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

interface Started {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

/** `node dist/server/index.js` from the project root, on the embedded database, until it answers 401 for the user. */
async function startBuilt(nodeEnv: "test" | "production", nodeArgs: string[] = []): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, "--enable-source-maps", SERVER_BUNDLE], {
    cwd: ROOT,
    env: {
      ...process.env,
      // No loader may sneak in from the test runner's environment: this is plain node.
      NODE_OPTIONS: "",
      NODE_ENV: nodeEnv,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(dataDir, "data"),
      DATABASE_URL: "",
      OIDC_ISSUER_URL: "",
      SESSION_SECRET: "",
      GCS_BUCKET: "",
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) break;
    const status = await fetch(`http://127.0.0.1:${port}/api/auth/user`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 401) return { child, port, output: () => output, exited };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`the built server did not come up:\n${output}`);
}

async function stopWithSigterm(started: Started) {
  started.child.kill("SIGTERM");
  expect(await started.exited).toBe(0);
  expect(started.output()).toContain('"msg":"stopped"');
  // The embedded PostgreSQL stopped with it.
  expect(fs.existsSync(path.join(dataDir, "data/postgres/postmaster.pid"))).toBe(false);
}

describe("the built server", () => {
  it("is one bundle that finds the project's files from dist/server/", () => {
    expect(fs.existsSync(SERVER_BUNDLE)).toBe(true);
    expect(fs.existsSync(`${SERVER_BUNDLE}.map`)).toBe(true);
    expect(findProjectRoot(path.dirname(SERVER_BUNDLE))).toBe(ROOT);
  });

  it("refuses to build a static import of the Cloud Storage client, which only a configured bucket needs", () => {
    const outputs = {
      "dist/server/index.js": {
        imports: [
          { path: "express", kind: "import-statement" },
          { path: "@google-cloud/storage", kind: "dynamic-import" },
        ],
      },
      "dist/server/other.js": { imports: [{ path: "@google-cloud/storage", kind: "import-statement" }] },
    };
    expect(eagerImports({ outputs })).toEqual(["dist/server/other.js: @google-cloud/storage"]);
  });

  it("starts under plain node, migrates, answers 401 for the current user without a session, stops on SIGTERM", async () => {
    const modulesFile = path.join(dataDir, "loaded-modules.txt");
    const started = await startBuilt("test", recordLoadedModules(modulesFile));
    const res = await fetch(`http://127.0.0.1:${started.port}/api/auth/user`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: "Unauthorized" });
    // A route past the session check reads the migrated tables: the first-run page asks for the owner account.
    const login = await fetch(`http://127.0.0.1:${started.port}/api/login`);
    expect(await login.text()).toContain('action="/api/setup"');
    await stopWithSigterm(started);
    // Without GCS_BUCKET the Cloud Storage client is never loaded (the record does list what was: express, pg).
    const packages = packagesOf(loadedModules(modulesFile));
    expect(packages).toEqual(expect.arrayContaining(["express", "pg"]));
    expect(packages.filter((name) => /google/.test(name))).toEqual([]);
  });

  it("restores from the command line under plain node too (the Docker image has no tsx)", async () => {
    const notABackup = path.join(dataDir, "not-a-backup.json");
    fs.writeFileSync(notABackup, "isto não é um backup");
    const run = (args: string[]) =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(process.execPath, [RESTORE_BUNDLE, ...args], {
          cwd: ROOT,
          env: { ...process.env, NODE_OPTIONS: "", DATA_DIR: path.join(dataDir, "data"), DATABASE_URL: "" },
          stdio: ["ignore", "pipe", "pipe"],
        });
        let output = "";
        child.stdout!.on("data", (chunk) => (output += chunk));
        child.stderr!.on("data", (chunk) => (output += chunk));
        child.on("exit", (code) => resolve({ code, output }));
      });
    expect(await run([])).toEqual({ code: 2, output: "Uso: node dist/server/restore.js ARQUIVO.jsonl.gz [--force]\n" });
    // It opens the installation's embedded database, migrates it and reads the file: this one it refuses.
    const refused = await run([notABackup]);
    expect(refused.output).toContain("Arquivo de backup inválido: não é um JSON");
    expect(refused.code).toBe(1);
    expect(fs.existsSync(path.join(dataDir, "data/postgres/postmaster.pid"))).toBe(false);
  });

  it.skipIf(!clientBuilt)(
    "serves the built client from dist/public in production (skipped without a client build: `npm run build:client`)",
    async () => {
      const started = await startBuilt("production");
      const page = await fetch(`http://127.0.0.1:${started.port}/reservations`);
      expect(page.status).toBe(200);
      expect(page.headers.get("content-type")).toMatch(/^text\/html/);
      expect(await page.text()).toBe(fs.readFileSync(clientIndex, "utf8"));
      await stopWithSigterm(started);
    },
  );
});
