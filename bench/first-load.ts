// What a browser downloads on a first visit, as the server sends it: for the landing page (index.html, the entry
// chunk, its CSS and static imports) and for the dashboard after sign-in (plus the signed-in app's lazy chunk and
// its static imports; the dashboard page is part of it). The files come from the build's manifest
// (dist/public/.vite/manifest.json, build.manifest in vite.config.ts); the bytes are counted on the wire, once per
// Accept-Encoding: brotli (what browsers get), gzip, and none (the raw size).
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import express from "express";
import { staticClient, staticClosure, type ViteManifest } from "../server/frontend";

/** The lazy modules the signed-in app loads before the dashboard shows; each must be in the manifest if named. */
export const DASHBOARD_MODULES = ["src/app/authenticated-app.tsx"];
/** Loaded too if a later change splits them into chunks of their own. */
const DASHBOARD_MODULES_IF_SPLIT = ["src/pages/dashboard.tsx"];

export interface Transfer {
  files: number;
  raw: number;
  brotli: number;
  gzip: number;
}

export interface PageLoad {
  /** The JavaScript alone. */
  js: Transfer;
  /** index.html, JavaScript and CSS. */
  all: Transfer;
}

export interface FirstLoad {
  landing: PageLoad;
  dashboard: PageLoad;
}

/** The bytes of the body as sent for `Accept-Encoding: encoding` (not decoded). */
function transferred(baseUrl: string, urlPath: string, encoding: string) {
  return new Promise<number>((resolve, reject) => {
    const req = http.get(new URL(urlPath, baseUrl), { headers: { "Accept-Encoding": encoding } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => (bytes += chunk.length));
      res.on("end", () =>
        res.statusCode === 200 ? resolve(bytes) : reject(new Error(`${urlPath}: ${res.statusCode}`)),
      );
    });
    req.on("error", reject);
  });
}

async function measure(baseUrl: string, urls: Iterable<string>): Promise<PageLoad> {
  const sum = (): Transfer => ({ files: 0, raw: 0, brotli: 0, gzip: 0 });
  const load = { js: sum(), all: sum() };
  for (const url of urls) {
    const [raw, brotli, gzip] = [
      await transferred(baseUrl, url, "identity"),
      await transferred(baseUrl, url, "br"),
      await transferred(baseUrl, url, "gzip"),
    ];
    for (const total of url.endsWith(".js") ? [load.js, load.all] : [load.all]) {
      total.files++;
      total.raw += raw;
      total.brotli += brotli;
      total.gzip += gzip;
    }
  }
  return load;
}

/**
 * Measures the first loads against `baseUrl` (the running app), or against the build served in this process by
 * the production static handler (server/frontend.ts) when no URL is given.
 */
export async function measureFirstLoad(options: { distDir?: string; baseUrl?: string } = {}): Promise<FirstLoad> {
  const distDir = options.distDir ?? path.resolve(import.meta.dirname, "../dist/public");
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, ".vite/manifest.json"), "utf8")) as ViteManifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error("first-load: the Vite manifest has no entry");
  const landing = new Set(["/", ...staticClosure(manifest, [entry])]);
  const dashboard = new Set([
    ...landing,
    ...staticClosure(manifest, [...DASHBOARD_MODULES, ...DASHBOARD_MODULES_IF_SPLIT.filter((key) => key in manifest)]),
  ]);

  let server: http.Server | undefined;
  let baseUrl = options.baseUrl;
  if (!baseUrl) {
    const app = express();
    app.use(staticClient(distDir));
    server = http.createServer(app);
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  try {
    return { landing: await measure(baseUrl, landing), dashboard: await measure(baseUrl, dashboard) };
  } finally {
    server?.close();
  }
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The bench's lines: raw, brotli and gzip KiB of each first load. */
export function formatFirstLoad(firstLoad: FirstLoad): string[] {
  const row = (label: string, t: Transfer) =>
    `  ${label.padEnd(40)}${String(t.files).padStart(3)} files ${kib(t.raw).padStart(12)} ${kib(t.brotli).padStart(12)} ${kib(t.gzip).padStart(12)}`;
  return [
    `client first load, as served${"".padEnd(27)}${"raw".padStart(12)} ${"brotli".padStart(12)} ${"gzip".padStart(12)}`,
    row("landing page: JavaScript", firstLoad.landing.js),
    row("landing page: HTML + JS + CSS", firstLoad.landing.all),
    row("dashboard, signed in: JavaScript", firstLoad.dashboard.js),
    row("dashboard, signed in: HTML + JS + CSS", firstLoad.dashboard.all),
  ];
}

// `npx tsx bench/first-load.ts [baseUrl]`: the figures alone, for the current build.
if (import.meta.url === `file://${process.argv[1]}`) {
  measureFirstLoad({ baseUrl: process.argv[2] })
    .then((firstLoad) => console.log(formatFirstLoad(firstLoad).join("\n")))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
