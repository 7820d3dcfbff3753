// Builds the server for production: esbuild bundles our own code (server/, and shared/ through the @shared alias)
// into one ES module per entry point, which plain `node` runs. Packages are not bundled: they are imported from
// node_modules at run time, as in development, so the production install needs only `npm ci --omit=dev`.
//
//   dist/server/index.js        the server (npm run serve, npm start, the Docker image, the browser tests)
//   dist/server/restore.js      the command-line restore (scripts/restore.ts), for where tsx is not installed
//   dist/bench/bench-server.js  the same server with the benchmark's bare 'hello' route (npm run bench)
//
// Each has a source map beside it: run node with --enable-source-maps and stack traces name server/*.ts lines.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, type BuildOptions, type Metafile, type Plugin } from "esbuild";

const ROOT = path.resolve(import.meta.dirname, "..");

export const SERVER_BUNDLE = path.join(ROOT, "dist/server/index.js");
export const BENCH_BUNDLE = path.join(ROOT, "dist/bench/bench-server.js");
export const RESTORE_BUNDLE = path.join(ROOT, "dist/server/restore.js");

const common: BuildOptions = {
  absWorkingDir: ROOT,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  // Every bare import (express, pg, drizzle-orm...) stays an import, resolved in node_modules at run time.
  packages: "external",
  // The same alias as tsconfig.json's paths and vite.config.ts: shared/ is our code, so it is bundled.
  alias: { "@shared": "./shared" },
  sourcemap: true,
  // Stack traces need only the mappings; the sources are in the repository, not in the image.
  sourcesContent: false,
  metafile: true,
  logLevel: "warning",
};

/**
 * The bench entry imports server/index.ts; it must load the built server rather than carry a second copy of it.
 * A copy would also start twice: server/index.ts starts itself when its own file is the process's entry point,
 * and inside bench-server.js that file would be the bundle itself.
 */
const builtServer: Plugin = {
  name: "hospeda-built-server",
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^\.\.\/server\/index(\.ts)?$/ }, () => ({
      path: "../server/index.js",
      external: true,
    }));
  },
};

/** Packages the server loads only when configured (GCS_BUCKET): a static import anywhere would load them at every
 * start, so the build refuses one (docs/decisions/0023-maintained-libraries-over-hand-written.md). */
const LOADED_ON_DEMAND = ["@google-cloud/storage"];

/** The imports of LOADED_ON_DEMAND packages in `metafile`'s outputs that are not dynamic, as "output: package". */
export function eagerImports(metafile: {
  outputs: Record<string, { imports: Array<{ path: string; kind: string }> }>;
}) {
  return Object.entries(metafile.outputs).flatMap(([file, output]) =>
    output.imports
      .filter((imported) =>
        LOADED_ON_DEMAND.some((name) => imported.path === name || imported.path.startsWith(`${name}/`)),
      )
      .filter((imported) => imported.kind !== "dynamic-import")
      .map((imported) => `${file}: ${imported.path}`),
  );
}

export interface BuiltFile {
  file: string;
  bytes: number;
}

/** Builds the bundles into dist/; returns what it wrote and how long it took. */
export async function buildServer(): Promise<{ files: BuiltFile[]; ms: number }> {
  const started = performance.now();
  const results = await Promise.all([
    build({ ...common, entryPoints: { index: "server/index.ts" }, outdir: "dist/server" }),
    build({ ...common, entryPoints: { restore: "scripts/restore.ts" }, outdir: "dist/server" }),
    build({
      ...common,
      entryPoints: { "bench-server": "bench/bench-server.ts" },
      outdir: "dist/bench",
      plugins: [builtServer],
    }),
  ]);
  const eager = results.flatMap((result) => eagerImports(result.metafile as Metafile));
  if (eager.length) throw new Error(`loaded at every start although only needed when configured:\n${eager.join("\n")}`);
  const outputs = results.flatMap((result) => Object.entries((result.metafile as Metafile).outputs));
  return {
    files: outputs.map(([file, output]) => ({ file, bytes: output.bytes })),
    ms: Math.round(performance.now() - started),
  };
}

const isEntryPoint = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntryPoint) {
  const { files, ms } = await buildServer();
  for (const { file, bytes } of files) console.log(`  ${file.padEnd(32)} ${(bytes / 1024).toFixed(1).padStart(8)} KiB`);
  console.log(`server built in ${ms} ms`);
  if (!fs.existsSync(SERVER_BUNDLE)) throw new Error(`${SERVER_BUNDLE} was not written`);
}
