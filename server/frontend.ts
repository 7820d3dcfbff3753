// Serves the React client: Vite as middleware in development, the built files in production. /api is left alone.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import express, { type RequestHandler } from "express";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const clientDist = path.join(root, "dist/public");

const isPageRequest: (req: Parameters<RequestHandler>[0]) => boolean = (req) =>
  (req.method === "GET" || req.method === "HEAD") && !req.path.startsWith("/api/") && req.path !== "/api";

export function staticClient(): RequestHandler[] {
  const indexHtml = path.join(clientDist, "index.html");
  if (!fs.existsSync(indexHtml)) {
    throw new Error(`The client is not built (${indexHtml} is missing): run "npm run build" first.`);
  }
  const assets = express.static(clientDist, {
    index: false,
    setHeaders(res, filePath) {
      // Vite names built assets by content hash, so they never change; index.html always revalidates.
      res.setHeader(
        "Cache-Control",
        filePath.includes(`${path.sep}assets${path.sep}`) ? "public, max-age=31536000, immutable" : "no-cache",
      );
    },
  });
  const spaFallback: RequestHandler = (req, res, next) => {
    if (!isPageRequest(req)) return next();
    res.setHeader("Cache-Control", "no-cache");
    res.sendFile(indexHtml);
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
    const template = await fs.promises.readFile(path.join(root, "client/index.html"), "utf8");
    res.status(200).type("html").send(await vite.transformIndexHtml(req.originalUrl, template));
  };
  return { handlers: [vite.middlewares as unknown as RequestHandler, html], close: () => vite.close() };
}
