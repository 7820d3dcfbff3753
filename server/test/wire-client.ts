// HTTP exactly as written and as answered, for the tests supertest cannot serve: requests with the headers,
// charset, Content-Encoding and raw bytes a test chooses (supertest picks a Content-Type and encodes bodies itself),
// and answers as they came over the wire, still compressed (superagent always sends Accept-Encoding and decodes).
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { RequestListener } from "node:http";

interface WireRequest {
  /** GET unless told. */
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

export interface WireAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The Content-Type answered ("" when none). */
  type: string;
  /** The body exactly as it came over the wire (still compressed, when it was). */
  body: Buffer;
  /** The body as UTF-8 text. */
  text: string;
  /** The body, when it is JSON. */
  json?: { message?: unknown; field?: unknown; id?: string; [key: string]: unknown };
}

export interface WireClient {
  send(request: WireRequest): Promise<WireAnswer>;
  /** The session cookie ("name=value") of a local sign-in. */
  signIn(email: string, password: string): Promise<string>;
  close(): Promise<void>;
}

/** Listens on a free port of 127.0.0.1 with `app` and sends requests to it, one at a time on one connection. */
export async function wireClient(app: RequestListener): Promise<WireClient> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

  const send = ({ method = "GET", path, headers = {}, body }: WireRequest) =>
    new Promise<WireAnswer>((resolve, reject) => {
      let answered = false;
      const outgoing = http.request(
        {
          host: "127.0.0.1",
          port,
          method,
          path,
          // Node sends a GET or DELETE body without a length unless told: the server would read it as the next request.
          headers: body === undefined ? headers : { ...headers, "content-length": String(Buffer.byteLength(body)) },
          agent,
        },
        (res) => {
          answered = true;
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            const raw = Buffer.concat(chunks);
            const text = raw.toString("utf8");
            const type = String(res.headers["content-type"] ?? "");
            let json: WireAnswer["json"];
            try {
              json = type.startsWith("application/json") ? (JSON.parse(text) as WireAnswer["json"]) : undefined;
            } catch {
              json = undefined;
            }
            resolve({ status: res.statusCode ?? 0, headers: res.headers, type, body: raw, text, json });
          });
        },
      );
      // The server may answer (413, 415) before it reads the body: a write error after that is not a failure.
      outgoing.on("error", (error) => {
        if (!answered) reject(error);
      });
      outgoing.end(body);
    });

  return {
    send,
    async signIn(email, password) {
      const answer = await send({
        method: "POST",
        path: "/api/login",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email, password }),
      });
      if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status}`);
      return String(answer.headers["set-cookie"]![0]).split(";")[0]!;
    },
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
