// A small stand-in for the Cloud Storage endpoints the GCS driver uses, for tests on 127.0.0.1: object metadata,
// media download (with Range and generation), rewrite (copy), delete, and the PUT of a v4 signed URL, whose
// signature and expiry are checked against the service account's public key.
import { createHash, createPublicKey, verify, type KeyObject } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

interface FakeObject {
  data: Buffer;
  contentType: string;
  generation: number;
}

export interface FakeGcs {
  /** http://127.0.0.1:<port>, to use as the driver's apiEndpoint. */
  endpoint: string;
  /** Every stored object by bucket-relative name. */
  objects: Map<string, FakeObject>;
  /** Requests the fake did not know how to answer (a test should expect none). */
  unhandled: string[];
  /** Called before each request is answered: a test's chance to change the bucket at a precise moment. */
  beforeRequest?: (method: string, pathname: string) => void;
  close(): Promise<void>;
}

/** Longest clock difference accepted between a signature's date and now. */
const CLOCK_SKEW_MS = 60_000;

export async function startFakeGcs(options: { bucket: string; publicKey: string | KeyObject }): Promise<FakeGcs> {
  const publicKey = typeof options.publicKey === "string" ? createPublicKey(options.publicKey) : options.publicKey;
  const objects = new Map<string, FakeObject>();
  const unhandled: string[] = [];
  let nextGeneration = 1_700_000_000_000_000;
  const fake: FakeGcs = {
    endpoint: "",
    objects,
    unhandled,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    try {
      const body = await readBody(req);
      const url = new URL(req.url ?? "/", "http://fake");
      fake.beforeRequest?.(req.method ?? "GET", url.pathname);
      const route = matchRoute(req.method ?? "GET", url.pathname, options.bucket);
      if (!route) {
        unhandled.push(`${req.method} ${url.pathname}`);
        return sendJsonError(res, 501, `not implemented by the fake: ${req.method} ${url.pathname}`);
      }
      const generation = url.searchParams.get("generation") ?? url.searchParams.get("sourceGeneration");
      const find = (name: string) => {
        const object = objects.get(name);
        return object && (!generation || String(object.generation) === generation) ? object : undefined;
      };

      switch (route.kind) {
        case "signed-put": {
          const refusal = checkSignedUrl(req, url, publicKey);
          if (refusal) return sendXmlError(res, refusal.status, refusal.code, refusal.message);
          objects.set(route.name, {
            data: body,
            contentType: req.headers["content-type"] ?? "application/octet-stream",
            generation: nextGeneration++,
          });
          res.writeHead(200, { etag: `"${md5(body).toString("hex")}"` }).end();
          return;
        }
        case "metadata": {
          const object = find(route.name);
          if (!object) return sendNotFound(res, options.bucket, route.name);
          if (url.searchParams.get("alt") === "media") return sendMedia(req, res, object);
          return sendJson(res, 200, resource(options.bucket, route.name, object));
        }
        case "media": {
          const object = find(route.name);
          if (!object) return sendNotFound(res, options.bucket, route.name);
          return sendMedia(req, res, object);
        }
        case "rewrite": {
          const source = find(route.name);
          if (!source) return sendNotFound(res, options.bucket, route.name);
          const destination = body.length ? (JSON.parse(body.toString("utf8")) as { contentType?: string }) : {};
          const copy = {
            data: source.data,
            contentType: destination.contentType ?? source.contentType,
            generation: nextGeneration++,
          };
          objects.set(route.destination, copy);
          return sendJson(res, 200, {
            kind: "storage#rewriteResponse",
            totalBytesRewritten: String(copy.data.length),
            objectSize: String(copy.data.length),
            done: true,
            resource: resource(options.bucket, route.destination, copy),
          });
        }
        case "delete": {
          if (!find(route.name)) return sendNotFound(res, options.bucket, route.name);
          objects.delete(route.name);
          res.writeHead(204).end();
          return;
        }
      }
    } catch (error) {
      sendJsonError(res, 500, (error as Error).message);
    }
  };
  // handle() answers every error itself (500), so its promise never rejects.
  const server = http.createServer((req, res) => void handle(req, res));

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  fake.endpoint = `http://127.0.0.1:${port}`;
  return fake;
}

type Route =
  | { kind: "signed-put" | "metadata" | "media" | "delete"; name: string }
  | { kind: "rewrite"; name: string; destination: string };

function matchRoute(method: string, pathname: string, bucketName: string): Route | undefined {
  const bucket = bucketName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const json = new RegExp(`^(?:/download)?/storage/v1/b/${bucket}/o/([^/]+)$`).exec(pathname);
  const rewrite = new RegExp(`^/storage/v1/b/${bucket}/o/([^/]+)/rewriteTo/b/${bucket}/o/([^/]+)$`).exec(pathname);
  if (method === "PUT" && pathname.startsWith(`/${bucketName}/`)) {
    return { kind: "signed-put", name: decodeURIComponent(pathname.slice(bucketName.length + 2)) };
  }
  if (method === "POST" && rewrite) {
    return { kind: "rewrite", name: decodeURIComponent(rewrite[1]!), destination: decodeURIComponent(rewrite[2]!) };
  }
  if (json) {
    const name = decodeURIComponent(json[1]!);
    if (method === "GET") return { kind: pathname.startsWith("/download/") ? "media" : "metadata", name };
    if (method === "DELETE") return { kind: "delete", name };
  }
  return undefined;
}

/**
 * The V4 signing check, as Cloud Storage does it: rebuild the canonical request from what arrived, hash it into
 * the string to sign, verify the RSA-SHA256 signature, and refuse once X-Goog-Date + X-Goog-Expires has passed.
 * (The host is compared without its port: the signer signs the bare host name.)
 */
function checkSignedUrl(req: http.IncomingMessage, url: URL, publicKey: KeyObject) {
  const q = url.searchParams;
  const refuse = (status: number, code: string, message: string) => ({ status, code, message });
  const signature = q.get("X-Goog-Signature");
  const date = q.get("X-Goog-Date");
  const expires = Number(q.get("X-Goog-Expires"));
  const credential = q.get("X-Goog-Credential");
  const signedHeaders = q.get("X-Goog-SignedHeaders");
  if (q.get("X-Goog-Algorithm") !== "GOOG4-RSA-SHA256" || !signature || !date || !credential || !signedHeaders) {
    return refuse(403, "AccessDenied", "Anonymous caller does not have storage.objects.create access.");
  }
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(date);
  if (!match || !Number.isInteger(expires) || expires < 1 || expires > 604_800) {
    return refuse(400, "AuthorizationQueryParametersError", "Malformed X-Goog-Date or X-Goog-Expires.");
  }
  const [, y, mo, d, h, mi, s] = match;
  const signedAt = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  if (signedAt > Date.now() + CLOCK_SKEW_MS) {
    return refuse(400, "RequestNotYetValid", "The request is not yet valid.");
  }
  if (Date.now() > signedAt + expires * 1000) {
    return refuse(400, "ExpiredToken", "Invalid argument. The provided token has expired.");
  }

  const canonicalQuery = [...q.entries()]
    .filter(([key]) => key !== "X-Goog-Signature")
    .map(([key, value]) => [strictEncode(key), strictEncode(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join("&");
  const headerNames = signedHeaders.split(";");
  const canonicalHeaders = headerNames
    .map((name) => {
      const raw = name === "host" ? (req.headers.host ?? "").replace(/:\d+$/, "") : req.headers[name];
      return `${name}:${String(raw ?? "")
        .trim()
        .replace(/\s+/g, " ")}\n`;
    })
    .join("");
  const canonicalRequest = [
    req.method,
    url.pathname,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    "UNSIGNED-PAYLOAD",
  ].join("\n");
  const scope = credential.slice(credential.indexOf("/") + 1);
  const stringToSign = [
    "GOOG4-RSA-SHA256",
    date,
    scope,
    createHash("sha256").update(canonicalRequest).digest("hex"),
  ].join("\n");
  const valid = verify("RSA-SHA256", Buffer.from(stringToSign), publicKey, Buffer.from(signature, "hex"));
  if (!valid) {
    return refuse(403, "SignatureDoesNotMatch", "The request signature we calculated does not match.");
  }
  return undefined;
}

/** RFC 3986 encoding: encodeURIComponent plus the characters it leaves alone but V4 signing encodes. */
const strictEncode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function resource(bucket: string, name: string, object: FakeObject) {
  return {
    kind: "storage#object",
    id: `${bucket}/${name}/${object.generation}`,
    name,
    bucket,
    generation: String(object.generation),
    metageneration: "1",
    contentType: object.contentType,
    size: String(object.data.length),
    md5Hash: md5(object.data).toString("base64"),
    crc32c: crc32c(object.data),
    storageClass: "STANDARD",
  };
}

function sendMedia(req: http.IncomingMessage, res: http.ServerResponse, object: FakeObject) {
  const headers = {
    "content-type": object.contentType,
    "x-goog-generation": String(object.generation),
    "x-goog-stored-content-encoding": "identity",
    "x-goog-hash": `crc32c=${crc32c(object.data)},md5=${md5(object.data).toString("base64")}`,
  };
  const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? "");
  if (!range) {
    res.writeHead(200, { ...headers, "content-length": object.data.length }).end(object.data);
    return;
  }
  const start = Number(range[1]);
  const end = Math.min(range[2] ? Number(range[2]) : object.data.length - 1, object.data.length - 1);
  if (start >= object.data.length) return sendJsonError(res, 416, "The requested range cannot be satisfied.");
  const part = object.data.subarray(start, end + 1);
  res
    .writeHead(206, {
      ...headers,
      "content-length": part.length,
      "content-range": `bytes ${start}-${end}/${object.data.length}`,
    })
    .end(part);
}

function sendJson(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json; charset=UTF-8" }).end(JSON.stringify(body));
}

function sendJsonError(res: http.ServerResponse, status: number, message: string) {
  sendJson(res, status, { error: { code: status, message, errors: [{ message, domain: "global" }] } });
}

function sendNotFound(res: http.ServerResponse, bucket: string, name: string) {
  const message = `No such object: ${bucket}/${name}`;
  sendJson(res, 404, { error: { code: 404, message, errors: [{ message, domain: "global", reason: "notFound" }] } });
}

function sendXmlError(res: http.ServerResponse, status: number, code: string, message: string) {
  res
    .writeHead(status, { "content-type": "application/xml; charset=UTF-8" })
    .end(`<?xml version='1.0' encoding='UTF-8'?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

async function readBody(req: http.IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const md5 = (data: Buffer) => createHash("md5").update(data).digest();

/** CRC-32C (Castagnoli), base64 of the big-endian value, as Cloud Storage reports it. */
const CRC32C_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32c(data: Buffer) {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC32C_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  const value = Buffer.alloc(4);
  value.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
  return value.toString("base64");
}
