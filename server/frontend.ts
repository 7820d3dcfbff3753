// Serves the React client: Vite as middleware in development, the built files in production. /api is left alone.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { Request, RequestHandler, Response } from "express";
import { SESSION_CHECK_PATH, SIGNED_IN_PAGE_PATHS } from "@shared/signed-in-pages";
import { SESSION_COOKIE } from "./auth/session-cookie";
import type { BookingPageRenderer } from "./booking-page-html";
import { projectRoot as root } from "./project-root";

const clientDist = path.join(root, "dist/public");

const isPageRequest = (req: Request) =>
  (req.method === "GET" || req.method === "HEAD") && !req.path.startsWith("/api/") && req.path !== "/api";

/** The booking page (/reservar, /reservar/c/:token) is its own small entry, not the staff app (docs/product.md §16). */
const isBookingPage = (req: Request) => req.path === "/reservar" || req.path.startsWith("/reservar/");

/** Vite names what it writes under /assets/ by content hash: such a URL never changes content. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** index.html and the unhashed files of public/ are checked with the server on every use (ETag, 304). */
const REVALIDATE = "no-cache";

type Coding = "br" | "gzip";
/** The encodings the build writes (vite-precompress.ts), best first: brotli is smaller for the same text. */
const CODINGS: Array<[Coding, string]> = [
  ["br", ".br"],
  ["gzip", ".gz"],
];

interface BuiltFile {
  file: string;
  extension: string;
  cacheControl: string;
  /** The precompressed forms the build wrote beside the file. */
  encoded: Partial<Record<Coding, string>>;
}

/** Every file of the build by URL path, without the .br/.gz forms themselves and without dot-directories (.vite/). */
function builtFiles(dist: string) {
  const files = new Map<string, BuiltFile>();
  const walk = (dir: string, urlPrefix: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith(".")) continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file, `${urlPrefix}${entry.name}/`);
      else if (!/\.(?:br|gz)$/.test(entry.name) || !fs.existsSync(file.replace(/\.(?:br|gz)$/, ""))) {
        const encoded: BuiltFile["encoded"] = {};
        for (const [coding, suffix] of CODINGS) if (fs.existsSync(file + suffix)) encoded[coding] = file + suffix;
        files.set(`${urlPrefix}${entry.name}`, {
          file,
          extension: path.extname(entry.name),
          cacheControl: urlPrefix === "/assets/" ? IMMUTABLE : REVALIDATE,
          encoded,
        });
      }
    }
  };
  walk(dist, "/");
  return files;
}

/**
 * The coding to send from those available, by the request's Accept-Encoding: the highest q above 0, brotli first
 * on a tie (browsers list gzip first, yet all that accept br decompress it faster than they download the rest).
 * Undefined means the file as it is.
 */
export function chooseEncoding(acceptEncoding: string | undefined, available: Coding[]): Coding | undefined {
  if (!acceptEncoding || available.length === 0) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name, q === undefined ? 1 : Number(q) || 0);
  }
  const weightOf = (coding: string) => weights.get(coding) ?? weights.get("*") ?? 0;
  let best: Coding | undefined;
  for (const [coding] of CODINGS) {
    if (available.includes(coding) && weightOf(coding) > 0 && (!best || weightOf(coding) > weightOf(best)))
      best = coding;
  }
  return best;
}

/** Sends a built file, or its brotli or gzip form when the browser takes it; send() answers HEAD, ETag and 304. */
function sendBuilt(req: Request, res: Response, built: BuiltFile) {
  const available = Object.keys(built.encoded) as Coding[];
  const coding = chooseEncoding(req.get("accept-encoding"), available);
  // The type is the original file's: send() would otherwise name it after the .br/.gz it reads.
  res.type(built.extension);
  res.setHeader("Cache-Control", built.cacheControl);
  if (available.length) res.vary("Accept-Encoding");
  if (coding) res.setHeader("Content-Encoding", coding);
  // A byte range of a compressed form is not one of the file: ranges are offered only on the file as it is.
  res.sendFile(coding ? built.encoded[coding]! : built.file, {
    cacheControl: false,
    acceptRanges: !coding,
    dotfiles: "allow",
  });
}

/** The signed-in app's module in the build's manifest: the router loads it once the sign-in check finds a session. */
const SIGNED_IN_APP = "src/app/authenticated-app.tsx";

/** A chunk of the build's manifest (dist/public/.vite/manifest.json, build.manifest in vite.config.ts). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk | undefined>;

/**
 * The URL paths of the chunks at `keys`, their CSS and every chunk they import statically, each chunk before its
 * imports: what the browser fetches at once for them (here, the signed-in preloads; bench/first-load.ts, the bytes).
 */
export function staticClosure(manifest: ViteManifest, keys: string[]): string[] {
  const urls = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk?.file) throw new Error(`"${key}" is not in the Vite manifest`);
    urls.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) urls.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...urls];
}

/** A fixed page kept in memory with its compressed forms and their ETags. */
type HeldPage = Record<Coding | "identity", { body: Buffer; etag: string }>;

function holdPage(html: string): HeldPage {
  const held = (body: Buffer) => ({
    body,
    etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
  });
  const raw = Buffer.from(html);
  return { identity: held(raw), br: held(brotliCompressSync(raw)), gzip: held(gzipSync(raw)) };
}

/**
 * index.html as a browser with a session cookie gets it, by path ("/" and each signed-in page with a chunk of its
 * own, shared/signed-in-pages.ts): index.html plus a preload of the sign-in check and a modulepreload link for every
 * chunk the signed-in app and that page import statically, less those index.html names already. Without them the browser hears of the signed-in app
 * only after the entry has run and the sign-in check has answered, and of the page's code only after the signed-in
 * app has run: three downloads one after the other, which a phone's network makes the slowest part of the first
 * paint; the sign-in check, asked for only once the entry has run, was the first of them. The cookie is not
 * checked: a stale one costs downloads the landing page does not use (the check answers 401, which the client reads
 * as nobody signed in, as it would have asked itself). Empty when the
 * build has no manifest or no signed-in app.
 */
function signedInIndexPages(dist: string, indexHtml: string): Map<string, string> {
  const pages = new Map<string, string>();
  const manifestFile = path.join(dist, ".vite/manifest.json");
  if (!fs.existsSync(manifestFile)) return pages;
  const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8")) as ViteManifest;
  if (!manifest[SIGNED_IN_APP]?.file) return pages;
  const named = new Set([...indexHtml.matchAll(/\s(?:src|href)="([^"]+)"/g)].map((match) => match[1]));
  const withPreloads = (keys: string[]) => {
    const links = staticClosure(manifest, keys)
      .filter((url) => url.endsWith(".js") && !named.has(url))
      .map((url) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${url}">`);
    // The sign-in check first: the client's fetch (credentials "include", as "use-credentials" here) takes it up.
    const check = `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${SESSION_CHECK_PATH}">`;
    return indexHtml.replace("</head>", `  ${[check, ...links].join("\n    ")}\n  </head>`);
  };
  pages.set("/", withPreloads([SIGNED_IN_APP]));
  for (const pagePath of SIGNED_IN_PAGE_PATHS) {
    const key = `src/pages${pagePath}.tsx`;
    if (manifest[key]) pages.set(pagePath, withPreloads([SIGNED_IN_APP, key]));
  }
  return pages;
}

const SESSION_COOKIE_PRESENT = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE.replace(".", "\\.")}=`);

/** Sends a held page like a built file: its best encoding, revalidated on every use, 304 when the ETag matches. */
function sendHeld(req: Request, res: Response, page: HeldPage) {
  const coding = chooseEncoding(req.get("accept-encoding"), ["br", "gzip"]);
  const { body, etag } = page[coding ?? "identity"];
  res.type("html").setHeader("Cache-Control", REVALIDATE);
  res.vary("Accept-Encoding");
  res.setHeader("ETag", etag);
  if (req.fresh) return void res.status(304).end();
  if (coding) res.setHeader("Content-Encoding", coding);
  res.send(body);
}

/**
 * A page rendered for this request (the guest's booking page): never cached, gzipped when the browser takes it.
 */
function sendRendered(req: Request, res: Response, html: string) {
  const coding = chooseEncoding(req.get("accept-encoding"), ["gzip"]);
  res.type("html").setHeader("Cache-Control", "no-store");
  res.vary("Accept-Encoding");
  if (!coding) return void res.send(html);
  res.setHeader("Content-Encoding", coding);
  res.send(gzipSync(html));
}

/** `renderBookingPage`: the guest's /reservar/c/:code with its booking in the HTML (server/booking-page-html.ts). */
export function staticClient(dist = clientDist, renderBookingPage?: BookingPageRenderer): RequestHandler[] {
  const indexHtml = path.join(dist, "index.html");
  if (!fs.existsSync(indexHtml)) {
    throw new Error(`The client is not built (${indexHtml} is missing): run "npm run build" first.`);
  }
  // The build does not change while the server runs: it is listed once, and no request path reaches the disk.
  const files = builtFiles(dist);
  const index = files.get("/index.html")!;
  const bookingPage = files.get("/reservar.html") ?? index;
  const confirmation = files.get("/reservar-confirmacao.html");
  const confirmationTemplate = confirmation ? fs.readFileSync(confirmation.file, "utf8") : undefined;
  const signedInPages = new Map(
    [...signedInIndexPages(dist, fs.readFileSync(index.file, "utf8"))].map(([page, html]) => [page, holdPage(html)]),
  );
  const assets: RequestHandler = (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const built = files.get(req.path);
    if (built) return sendBuilt(req, res, built);
    // A chunk of an earlier build (a tab open across a deploy) is a 404, not index.html under a .js name.
    if (req.path.startsWith("/assets/")) return void res.status(404).type("text").send("Not found");
    next();
  };
  const spaFallback: RequestHandler = async (req, res, next) => {
    if (!isPageRequest(req)) return next();
    if (!isBookingPage(req)) {
      // The same address answers with or without the signed-in app's preloads: a cache must tell them apart.
      res.vary("Cookie");
      const signedIn = SESSION_COOKIE_PRESENT.test(req.get("cookie") ?? "") ? signedInPages.get(req.path) : undefined;
      return signedIn ? sendHeld(req, res, signedIn) : sendBuilt(req, res, index);
    }
    const rendered =
      req.method === "GET" && confirmationTemplate
        ? await renderBookingPage?.(req.path, confirmationTemplate)
        : undefined;
    if (rendered) return sendRendered(req, res, rendered);
    sendBuilt(req, res, bookingPage);
  };
  return [assets, spaFallback];
}

export async function viteDevClient(): Promise<{ handlers: RequestHandler[]; close(): Promise<void> }> {
  const { createServer } = await import("vite");
  const vite = await createServer({
    configFile: path.join(root, "vite.config.ts"),
    server: { middlewareMode: true },
    appType: "custom",
  });
  const html: RequestHandler = async (req, res, next) => {
    if (!isPageRequest(req)) return next();
    const page = isBookingPage(req) ? "client/reservar.html" : "client/index.html";
    const template = await fs.promises.readFile(path.join(root, page), "utf8");
    res
      .status(200)
      .type("html")
      .send(await vite.transformIndexHtml(req.originalUrl, template));
  };
  return { handlers: [vite.middlewares as unknown as RequestHandler, html], close: () => vite.close() };
}
