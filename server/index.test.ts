// The real entry point as a process: start-up on the embedded database and a clean stop on SIGTERM.
import { afterAll, describe, expect, it } from "vitest";
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hospeda-index-test-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

describe("server process", () => {
  it("refuses a bad configuration naming the variable", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
      env: { ...process.env, PORT: "not-a-port", DATA_DIR: dataDir },
    });
    let stderr = "";
    child.stderr.on("data", (c) => (stderr += c));
    const code = await new Promise((resolve) => child.on("exit", resolve));
    expect(code).toBe(1);
    expect(stderr).toContain("PORT");
  });

  it("lets an in-flight request finish on SIGTERM, then closes the database and exits 0", async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
      env: {
        ...process.env,
        NODE_ENV: "test",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        DATABASE_URL: "",
        OWNER_EMAIL: "dono@example.com",
        OWNER_PASSWORD: "senha-do-dono-1",
        LOG_LEVEL: "info",
      },
    });
    let stdout = "";
    child.stdout.on("data", (c) => (stdout += c));
    const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
    for (let i = 0; i < 300 && !stdout.includes("Hospeda is listening"); i++) await new Promise((r) => setTimeout(r, 100));
    expect(stdout).toContain("Hospeda is listening");

    // a sign-in hashes the password (tens of milliseconds): SIGTERM arrives while it is in flight
    const inFlight = fetch(`http://127.0.0.1:${port}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "dono@example.com", password: "senha-do-dono-1" }),
    });
    await new Promise((r) => setTimeout(r, 25));
    child.kill("SIGTERM");
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect((await res.json()).email).toBe("dono@example.com");
    expect(await exited).toBe(0);
    expect(stdout).toContain('"msg":"stopped"');
    expect(fs.existsSync(path.join(dataDir, "hospeda.lock"))).toBe(false);
  });
});
