// A Vite build plugin: beside each text asset of the build it writes the brotli (.br) and gzip (.gz) forms, at the
// strongest settings, once per build, so the server (server/frontend.ts) sends them without compressing per request.
import { readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed answer saves less than a packet's worth, and costs the browser a decompression. */
const PRECOMPRESS_MIN_BYTES = 1024;

export interface PrecompressSummary {
  files: number;
  rawBytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      // .vite/ holds the build manifest, which is read by tools and never served
      .filter((entry) => !entry.name.startsWith("."))
      .map((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)])),
  );
  return nested.flat();
}

/** Writes file.br and file.gz beside every compressible file of `dir` over the minimum size (recursively). */
export async function precompressDir(dir: string): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = { files: 0, rawBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const variants = { br: `${file}.br`, gz: `${file}.gz` };
      const raw = (await stat(file)).size >= PRECOMPRESS_MIN_BYTES ? await readFile(file) : undefined;
      const [br, gz] = raw
        ? await Promise.all([
            brotli(raw, {
              params: {
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ])
        : [];
      // A variant that saves nothing is not kept, and one left by an earlier build into the same directory is not
      // trusted: the server would send it for a file that changed.
      for (const [variant, bytes] of [
        [variants.br, br],
        [variants.gz, gz],
      ] as const) {
        if (raw && bytes && bytes.length < raw.length) await writeFile(variant, bytes);
        else await rm(variant, { force: true });
      }
      if (raw && br && gz) {
        summary.files++;
        summary.rawBytes += raw.length;
        summary.brotliBytes += Math.min(br.length, raw.length);
        summary.gzipBytes += Math.min(gz.length, raw.length);
      }
    }),
  );
  return summary;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The plugin: runs precompressDir on the output directory once the build has written it. */
export function precompress(): Plugin {
  let outDir = "";
  let log: (message: string) => void = () => {};
  return {
    name: "hospeda:precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      log = (message) => config.logger.info(message);
    },
    async closeBundle() {
      const s = await precompressDir(outDir);
      log(
        `precompressed ${s.files} files: ${kib(s.rawBytes)} -> ${kib(s.brotliBytes)} brotli, ${kib(s.gzipBytes)} gzip`,
      );
    },
  };
}
