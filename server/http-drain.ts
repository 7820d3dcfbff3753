// The HTTP server, stopped without cutting anyone off and without being kept open (docs/decisions/0018). At stop,
// nothing listens any more, idle keep-alive connections close at once, and a connection with a request in flight
// closes with its answer (`Connection: close`): a busy client cannot keep a connection serving new requests until
// the forced exit cuts them. A request that still arrives on an open connection (pipelined) gets a 503.
import http from "node:http";
import { SERVICE_UNAVAILABLE } from "./middleware/error-handler";

export function drainableServer(handler: http.RequestListener) {
  let draining = false;
  const inFlight = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    if (draining) return refuse(res);
    inFlight.add(res);
    res.once("close", () => inFlight.delete(res));
    handler(req, res);
  });
  return {
    server,
    /** Stops taking requests; resolves when the requests in flight have finished and every connection is closed. */
    drain() {
      draining = true;
      for (const res of inFlight) {
        if (!res.headersSent) {
          res.setHeader("Connection", "close");
        } else {
          // Already answering (a file streamed): its headers promised keep-alive, so end the connection after it.
          const socket = res.socket;
          res.once("finish", () => socket?.end());
        }
      }
      return new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
    },
  };
}

function refuse(res: http.ServerResponse) {
  res.writeHead(503, {
    Connection: "close",
    "Retry-After": "5",
    "Cache-Control": "no-store",
    "Content-Type": "application/json; charset=utf-8",
  });
  res.end(JSON.stringify({ message: SERVICE_UNAVAILABLE }));
}
