import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressDir } from "../vite-precompress";
import { chooseEncoding, staticClient } from "./frontend";
import { wireClient, type WireClient } from "./test/wire-client";

// A build as Vite writes it: hashed assets, index.html, a file of public/, the manifest; then precompressed.
const dist = mkdtempSync(path.join(os.tmpdir(), "hospeda-dist-"));
const entryJs = `import{a as b}from"./vendor-Bx1.js";${"export const reserva = { quarto: 101, hospede: 'Ana Souza' };\n".repeat(200)}`;
const tinyJs = "export const x=1;";
const indexHtml = `<!doctype html><html lang="pt-BR"><head><script type="module" src="/assets/index-Ab12Cd.js"></script><link rel="modulepreload" href="/assets/vendor-Bx1.js"></head><body><div id="root"></div>${"<!-- -->".repeat(200)}</body></html>`;
let client: WireClient;
const fetchRaw = (pathname: string, headers: Record<string, string> = {}, method = "GET") =>
  client.send({ method, path: pathname, headers });

beforeAll(async () => {
  mkdirSync(path.join(dist, "assets"));
  mkdirSync(path.join(dist, ".vite"));
  writeFileSync(path.join(dist, "index.html"), indexHtml);
  writeFileSync(path.join(dist, "assets/index-Ab12Cd.js"), entryJs);
  writeFileSync(path.join(dist, "assets/tiny-Ef34Gh.js"), tinyJs);
  writeFileSync(path.join(dist, "assets/logo-Ij56Kl.png"), Buffer.alloc(4096, 7));
  writeFileSync(path.join(dist, "favicon.svg"), `<svg xmlns="http://www.w3.org/2000/svg">${"<g/>".repeat(400)}</svg>`);
  // The signed-in app and the reports page share a chunk with each other and one with the entry (vendor).
  const manifest = {
    "index.html": { file: "assets/index-Ab12Cd.js", isEntry: true, imports: ["_vendor-Bx1.js"] },
    "_vendor-Bx1.js": { file: "assets/vendor-Bx1.js" },
    "_button-Cc3.js": { file: "assets/button-Cc3.js", imports: ["_vendor-Bx1.js"] },
    "src/app/authenticated-app.tsx": {
      file: "assets/authenticated-app-Dd4.js",
      isDynamicEntry: true,
      imports: ["_vendor-Bx1.js", "_button-Cc3.js"],
      dynamicImports: ["src/pages/reports.tsx"],
    },
    "src/pages/reports.tsx": {
      file: "assets/reports-Ee5.js",
      isDynamicEntry: true,
      imports: ["_button-Cc3.js", "_charts-Ff6.js"],
      css: ["assets/reports-Gg7.css"],
    },
    "_charts-Ff6.js": { file: "assets/charts-Ff6.js" },
    segredo: "x".repeat(2000),
  };
  writeFileSync(path.join(dist, ".vite/manifest.json"), JSON.stringify(manifest));
  await precompressDir(dist);
  const app = express();
  app.use(staticClient(dist));
  app.use("/api", (_req, res) => res.status(418).json({ api: true }));
  client = await wireClient(app);
});
afterAll(async () => {
  await client.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("the build, precompressed", () => {
  it("has brotli and gzip forms of text files over 1 KB, and none of small or binary ones or of the manifest", () => {
    const exists = (file: string) => statSync(path.join(dist, file), { throwIfNoEntry: false }) !== undefined;
    for (const file of ["assets/index-Ab12Cd.js", "index.html", "favicon.svg"]) {
      expect(exists(`${file}.br`), file).toBe(true);
      expect(exists(`${file}.gz`), file).toBe(true);
    }
    for (const file of ["assets/tiny-Ef34Gh.js", "assets/logo-Ij56Kl.png", ".vite/manifest.json"]) {
      expect(exists(`${file}.br`) || exists(`${file}.gz`), file).toBe(false);
    }
  });
});

describe("hashed assets", () => {
  const url = "/assets/index-Ab12Cd.js";

  it("are sent as brotli to a browser that takes it, cached for a year as immutable", async () => {
    const res = await fetchRaw(url, { "Accept-Encoding": "gzip, deflate, br, zstd" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(res.headers["vary"]).toMatch(/Accept-Encoding/i);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(res.headers["content-length"])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(entryJs.length / 10);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(entryJs);
  });

  it("are sent as gzip when only gzip is accepted", async () => {
    const res = await fetchRaw(url, { "Accept-Encoding": "gzip" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(res.headers["vary"]).toMatch(/Accept-Encoding/i);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(zlib.gunzipSync(res.body).toString()).toBe(entryJs);
  });

  it("are sent as they are without Accept-Encoding, or when brotli and gzip are refused", async () => {
    for (const accept of [undefined, "identity", "br;q=0, gzip;q=0", "deflate"]) {
      const res = await fetchRaw(url, accept === undefined ? {} : { "Accept-Encoding": accept });
      expect(res.status).toBe(200);
      expect(res.headers["content-encoding"], accept).toBeUndefined();
      expect(res.headers["vary"]).toMatch(/Accept-Encoding/i);
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(res.body.toString(), accept).toBe(entryJs);
    }
  });

  it("follow the browser's q-values, and answer HEAD with the headers of the form GET would send", async () => {
    const gz = await fetchRaw(url, { "Accept-Encoding": "br;q=0.5, gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const head = await fetchRaw(url, { "Accept-Encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.headers["content-type"]).toBe("text/javascript; charset=utf-8");
  });

  it("too small to compress are sent as they are, without Vary", async () => {
    const res = await fetchRaw("/assets/tiny-Ef34Gh.js", { "Accept-Encoding": "br, gzip" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.headers["vary"]).toBeUndefined();
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.body.toString()).toBe(tinyJs);
  });

  it("of an earlier build are a 404, not the page under a .js name", async () => {
    const res = await fetchRaw("/assets/index-Old999.js", { "Accept-Encoding": "br" });
    expect(res.status).toBe(404);
    expect(res.body.toString()).not.toContain("<!doctype html>");
  });
});

describe("the page", () => {
  it("is revalidated on every visit (no-cache), compressed, at / and at any app route", async () => {
    for (const route of ["/", "/index.html", "/reservas", "/hospedes/123"]) {
      const res = await fetchRaw(route, { "Accept-Encoding": "gzip, deflate, br" });
      expect(res.status, route).toBe(200);
      expect(res.headers["cache-control"], route).toBe("no-cache");
      expect(res.headers["content-type"], route).toBe("text/html; charset=utf-8");
      expect(res.headers["content-encoding"], route).toBe("br");
      expect(zlib.brotliDecompressSync(res.body).toString(), route).toBe(indexHtml);
    }
  });

  it("answers 304 to a browser that has it already (per encoding)", async () => {
    const first = await fetchRaw("/", { "Accept-Encoding": "br" });
    const again = await fetchRaw("/", { "Accept-Encoding": "br", "If-None-Match": first.headers["etag"]! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const gzip = await fetchRaw("/", { "Accept-Encoding": "gzip" });
    expect(gzip.status).toBe(200);
    expect(gzip.headers["etag"]).not.toBe(first.headers["etag"]);
  });

  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)">/g)].map((m) => m[1]);
  const signedIn = { "Accept-Encoding": "br", Cookie: "tema=escuro; hospeda.sid=s%3Aabc.def" };

  it("names the signed-in app's chunks for a browser with a session cookie, and a page's own at its path", async () => {
    const dashboard = await fetchRaw("/", signedIn);
    expect(dashboard.status).toBe(200);
    expect(dashboard.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(dashboard.headers["cache-control"]).toBe("no-cache");
    expect(dashboard.headers["vary"]).toBe("Cookie, Accept-Encoding");
    expect(dashboard.headers["content-encoding"]).toBe("br");
    expect(preloads(zlib.brotliDecompressSync(dashboard.body).toString())).toEqual([
      "/assets/vendor-Bx1.js",
      "/assets/authenticated-app-Dd4.js",
      "/assets/button-Cc3.js",
    ]);
    const reports = await fetchRaw("/reports", signedIn);
    expect(preloads(zlib.brotliDecompressSync(reports.body).toString())).toEqual([
      "/assets/vendor-Bx1.js",
      "/assets/authenticated-app-Dd4.js",
      "/assets/button-Cc3.js",
      "/assets/reports-Ee5.js",
      "/assets/charts-Ff6.js",
    ]);
    const plain = await fetchRaw("/reports", { ...signedIn, "Accept-Encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(zlib.brotliDecompressSync(reports.body).toString());
    // The sign-in check leaves with the document, before the chunks, as the client's fetch asks it (with credentials).
    for (const page of [dashboard, reports]) {
      const html = zlib.brotliDecompressSync(page.body).toString();
      expect(html).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/auth/user">');
      expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf("authenticated-app-Dd4.js"));
    }
  });

  it("names no signed-in chunk without a session cookie, nor at an address that is no signed-in page", async () => {
    for (const [route, headers] of [
      ["/", { "Accept-Encoding": "br" }],
      ["/reports", { "Accept-Encoding": "br", Cookie: "hospeda.sidx=1; outro.hospeda.sid=2" }],
      ["/convite", signedIn],
      ["/reports/extra", signedIn],
    ] as const) {
      const res = await fetchRaw(route, headers);
      expect(res.status, route).toBe(200);
      expect(res.headers["vary"], route).toBe("Cookie, Accept-Encoding");
      expect(zlib.brotliDecompressSync(res.body).toString(), route).toBe(indexHtml);
    }
  });

  it("answers 304 to a signed-in browser that has its page already, and HEAD without a body", async () => {
    const first = await fetchRaw("/reports", signedIn);
    const again = await fetchRaw("/reports", { ...signedIn, "If-None-Match": first.headers["etag"]! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const dashboard = await fetchRaw("/", signedIn);
    expect(dashboard.headers["etag"]).not.toBe(first.headers["etag"]);
    const head = await fetchRaw("/reports", signedIn, "HEAD");
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers["etag"]).toBe(first.headers["etag"]);
  });

  it("leaves /api to the API and never sends the build manifest", async () => {
    expect((await fetchRaw("/api/rooms")).status).toBe(418);
    const manifest = await fetchRaw("/.vite/manifest.json");
    expect(manifest.body.toString()).not.toContain("segredo");
    const public_ = await fetchRaw("/favicon.svg", { "Accept-Encoding": "gzip" });
    expect(public_.status).toBe(200);
    expect(public_.headers["content-type"]).toBe("image/svg+xml");
    expect(public_.headers["content-encoding"]).toBe("gzip");
    expect(public_.headers["cache-control"]).toBe("no-cache");
  });
});

describe("chooseEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", ["br", "gzip"], "br"],
    ["gzip, deflate, br", ["gzip"], "gzip"],
    ["br;q=1, gzip;q=0.8", ["br", "gzip"], "br"],
    ["br;q=0.2, gzip;q=0.8", ["br", "gzip"], "gzip"],
    ["*", ["br", "gzip"], "br"],
    ["*;q=0, gzip", ["br", "gzip"], "gzip"],
    ["identity", ["br", "gzip"], undefined],
    ["BR", ["br"], "br"],
    ["", ["br", "gzip"], undefined],
    [undefined, ["br", "gzip"], undefined],
  ] as const)("%s of %j: %s", (header, available, expected) => {
    expect(chooseEncoding(header, [...available])).toBe(expected);
  });
});
