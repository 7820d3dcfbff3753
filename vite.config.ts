import path from "node:path";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { precompress } from "./vite-precompress";

const root = path.resolve(import.meta.dirname, "client");

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias: {
      "@": path.resolve(root, "src"),
      "@shared": path.resolve(import.meta.dirname, "shared"),
    },
  },
  build: {
    outDir: path.resolve(import.meta.dirname, "dist/public"),
    emptyOutDir: true,
    // the server enforces a CSP without 'unsafe-inline' scripts: no inline module preload polyfill
    modulePreload: { polyfill: false },
    // .vite/manifest.json: which chunks each page loads, for the first-load figures of `npm run bench`
    // (bench/first-load.ts). The server never sends it (server/frontend.ts skips dot-directories).
    manifest: true,
    // The booking page (/reservar) is an entry of its own: guests' phones load none of the staff app. The guest's
    // booking page, rendered by the server, is another, without React (server/booking-page-html.ts).
    rollupOptions: {
      input: {
        main: path.resolve(root, "index.html"),
        reservar: path.resolve(root, "reservar.html"),
        confirmacao: path.resolve(root, "reservar-confirmacao.html"),
      },
    },
  },
});
