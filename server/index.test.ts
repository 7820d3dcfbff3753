// The real entry point as a process: start-up on the embedded database and a clean stop on SIGTERM.
import { afterAll, describe, expect, it } from "vitest";
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "hospeda-index-test-"));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** What server/test/held-request-server.ts prints once it holds the sign-in. */
const HELD_LINE = "test: a sign-in is held until SIGTERM";

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

/** server/test/held-request-server.ts on the embedded database in dataDir, once it listens. */
async function startHeld(port: number) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/test/held-request-server.ts"], {
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
  for (let i = 0; i < 300 && !stdout.includes("Hospeda is listening"); i++)
    await new Promise((r) => setTimeout(r, 100));
  expect(stdout).toContain("Hospeda is listening");
  return { child, exited, stdout: () => stdout };
}

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
    // server/index.ts's main(), with a sign-in held until SIGTERM (server/test/held-request-server.ts)
    const { child, exited, stdout } = await startHeld(port);

    // SIGTERM only once the server holds the sign-in: it is in flight, and goes through the app (password hash,
    // database) while the server shuts down
    const inFlight = fetch(`http://127.0.0.1:${port}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "dono@example.com", password: "senha-do-dono-1" }),
    });
    for (let i = 0; i < 100 && !stdout().includes(HELD_LINE); i++) await new Promise((r) => setTimeout(r, 50));
    expect(stdout()).toContain(HELD_LINE);
    child.kill("SIGTERM");
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect((await res.json()).email).toBe("dono@example.com");
    expect(await exited).toBe(0);
    expect(stdout()).toContain('"msg":"stopped"');
    // The embedded server stopped with the app: its lock file is gone.
    expect(fs.existsSync(path.join(dataDir, "postgres", "postmaster.pid"))).toBe(false);
  });

  it("stops taking requests at SIGTERM: the connection of a request in flight gets Connection: close, no later request is served", async () => {
    const port = await freePort();
    const server = await startHeld(port);
    // One keep-alive connection, as a browser or a proxy in front keeps one.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, url: string, body?: unknown) =>
      new Promise<{ status?: number; connection?: string; socket: unknown; text: string }>((resolve, reject) => {
        const req = http.request(
          { host: "127.0.0.1", port, method, path: url, agent, headers: { "Content-Type": "application/json" } },
          (res) => {
            let text = "";
            res.on("data", (c) => (text += c));
            res.on("end", () =>
              resolve({ status: res.statusCode, connection: res.headers.connection, socket: req.socket, text }),
            );
          },
        );
        req.on("error", reject);
        req.end(body === undefined ? undefined : JSON.stringify(body));
      });
    try {
      const before = await send("GET", "/api/auth/user");
      expect([before.status, before.connection]).toEqual([401, "keep-alive"]);

      const inFlight = send("POST", "/api/login", { email: "dono@example.com", password: "senha-do-dono-1" });
      for (let i = 0; i < 100 && !server.stdout().includes(HELD_LINE); i++) await new Promise((r) => setTimeout(r, 50));
      expect(server.stdout()).toContain(HELD_LINE);
      server.child.kill("SIGTERM");
      const answered = await inFlight;
      expect(answered.socket).toBe(before.socket);
      expect(answered.status).toBe(200);
      expect(JSON.parse(answered.text).email).toBe("dono@example.com");
      expect(answered.connection).toBe("close");

      // The next request finds no connection to reuse and nobody listening.
      const after = await send("GET", "/api/auth/user").then(
        (res) => res.status,
        (error: NodeJS.ErrnoException) => error.code,
      );
      expect(after).toBe("ECONNREFUSED");
      expect(await server.exited).toBe(0);
      expect(server.stdout()).not.toContain("did not finish");
    } finally {
      agent.destroy();
      server.child.kill("SIGKILL");
    }
  });
});
