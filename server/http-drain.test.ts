// Stopping the HTTP server on keep-alive connections, in the process (the real SIGTERM is server/index.test.ts).
import { describe, expect, it } from "vitest";
import http from "node:http";
import net from "node:net";
import { drainableServer } from "./http-drain";

/** A raw connection that collects what the server sends, and knows when the server closed it. */
async function rawConnection(port: number) {
  const socket = net.connect(port, "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  let received = "";
  socket.on("data", (chunk) => (received += chunk));
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  return { socket, received: () => received, closed };
}

async function listen(handler: http.RequestListener) {
  const drainable = drainableServer(handler);
  // Without the drain's own closing, a keep-alive connection would stay open this long.
  drainable.server.keepAliveTimeout = 10 * 60_000;
  await new Promise<void>((resolve) => drainable.server.listen(0, "127.0.0.1", resolve));
  return { ...drainable, port: (drainable.server.address() as net.AddressInfo).port };
}

describe("draining the HTTP server", () => {
  it("closes an idle keep-alive connection at once, and one whose answer is already streaming when it ends", async () => {
    let finish: () => void = () => {};
    let streamStarted: () => void = () => {};
    const started = new Promise<void>((resolve) => (streamStarted = resolve));
    const { port, drain } = await listen((req, res) => {
      if (req.url !== "/stream") return void res.end("ok");
      res.writeHead(200, { "Content-Type": "text/plain" });
      res.write("primeira parte;");
      finish = () => res.end("fim");
      streamStarted();
    });

    const idle = await rawConnection(port);
    idle.socket.write("GET /ping HTTP/1.1\r\nHost: x\r\n\r\n");
    await expect.poll(() => idle.received()).toContain("ok");
    expect(idle.received()).toContain("Connection: keep-alive");
    const streaming = await rawConnection(port);
    streaming.socket.write("GET /stream HTTP/1.1\r\nHost: x\r\n\r\n");
    await started;

    const drained = drain();
    await idle.closed;
    finish();
    await streaming.closed;
    await drained;
    expect(streaming.received()).toMatch(/primeira parte;.*fim/s);
  });

  it("answers Connection: close to a request in flight, and never runs one that arrives on its connection afterwards", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let arrived: () => void = () => {};
    const inFlight = new Promise<void>((resolve) => (arrived = resolve));
    const run: string[] = [];
    const server = await listen((req, res) => {
      run.push(req.url!);
      arrived();
      void held.then(() => res.end("primeira"));
    });
    const client = await rawConnection(server.port);
    client.socket.write("GET /a HTTP/1.1\r\nHost: x\r\n\r\n");
    await inFlight;
    const drained = server.drain();
    // Pipelined behind the first: it reaches the server after the stop.
    client.socket.write("GET /b HTTP/1.1\r\nHost: x\r\n\r\n");
    release();
    await client.closed;
    await drained;
    const answers = client.received();
    expect(answers).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answers).toContain("Connection: close");
    expect(answers).toContain("primeira");
    // The second never reaches the app: refused, and that answer goes with the connection the first one closed.
    expect(run).toEqual(["/a"]);
    expect(answers.match(/HTTP\/1\.1 /g)).toHaveLength(1);
  });
});
