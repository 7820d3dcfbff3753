// The project's root folder (where migrations/ and dist/public/ are), found from this module's own place, so the
// same code finds them from the sources (server/, under tsx or vitest) and from the bundle (dist/server/index.js).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

/** The nearest folder at or above `from` that holds a package.json. */
export function findProjectRoot(from: string): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir)
      throw new Error(`No package.json in ${from} or above it: where is Hospeda installed?`);
  }
}

export const projectRoot = findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
