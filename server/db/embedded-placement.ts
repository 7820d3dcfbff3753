// Where the embedded PostgreSQL's programs and cluster live when the app runs as root. PostgreSQL refuses to run as
// root, so it runs as the user 'postgres', which cannot enter a 0700 home such as /root: a project cloned there
// (its node_modules) and its DATA_DIR are out of that user's reach. Whatever the server cannot reach is put where it
// can, under root-owned directories, at a path derived from the original one so that every start finds it again.
// See docs/decisions/0020.
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface ServerUser {
  uid: number;
  gid: number;
}

export interface ServerBinaries {
  initdb: string;
  postgres: string;
}

export interface Placement {
  bins: ServerBinaries;
  /** The cluster's directory the server uses. */
  dir: string;
  /** What was moved out of the server user's way, and where to: null when nothing was. */
  moved: { binaries?: string; cluster?: string } | null;
}

/** A cache of the programs (copied again if removed); the pousada's cluster is data, under /var/lib. */
const BINARIES_ROOTS = ["/var/cache/hospeda", path.join(os.tmpdir(), "hospeda-cache")];
const DURABLE_CLUSTERS_ROOT = "/var/lib/hospeda-postgres";
/** The tests' throwaway clusters: a temporary directory is the right place for them. */
const throwawayClustersRoot = () => path.join(os.tmpdir(), "hospeda-postgres");

export class PlacementError extends Error {}

/** A readable name for a directory derived from `original`, unique through the hash of its full path. */
function derivedName(original: string) {
  const resolved = path.resolve(original);
  const slug = resolved
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .slice(-48)
    .replace(/^[-.]+/, "");
  return `${slug}-${createHash("sha256").update(resolved).digest("hex").slice(0, 12)}`;
}

/**
 * The first directory on the way to `target` (from the nearest existing one up) that `user` may not enter, or null.
 * Mode bits only: the cluster's own directory is made and owned by the server's user, so only the way to it matters.
 */
function blockingDirectory(target: string, user: ServerUser): string | null {
  let dir = path.dirname(path.resolve(target));
  while (!fs.existsSync(dir)) dir = path.dirname(dir);
  for (;;) {
    const stat = fs.statSync(dir);
    const bit = stat.uid === user.uid ? 0o100 : stat.gid === user.gid ? 0o010 : 0o001;
    if (!(stat.mode & bit)) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

/** Whether the server's user can run this postgres (the directories on the way, the file, its libraries). */
function runsAs(postgres: string, user: ServerUser) {
  const result = spawnSync(postgres, ["--version"], { uid: user.uid, gid: user.gid, stdio: "ignore", timeout: 30_000 });
  return result.status === 0;
}

/**
 * A directory of root's that other users may pass through but not list or write (0711), created if missing.
 * One that exists must be root's and writable by root alone: anyone else could swap what the server runs or stores.
 */
function rootPassThroughDir(dir: string) {
  if (!fs.existsSync(dir)) {
    try {
      fs.mkdirSync(dir, { recursive: true });
      fs.chmodSync(dir, 0o711);
    } catch (error) {
      throw new PlacementError(
        `${dir} could not be created (${(error as Error).message}). Put DATA_DIR under a directory the user ` +
          `"postgres" may enter (e.g. /srv/hospeda), or set DATABASE_URL.`,
      );
    }
  }
  const stat = fs.lstatSync(dir);
  if (!stat.isDirectory() || stat.uid !== 0 || (stat.mode & 0o022) !== 0 || !(stat.mode & 0o001)) {
    throw new PlacementError(
      `${dir} must be a directory owned by root, writable by root alone and enterable by others (e.g. mode 0711).`,
    );
  }
  return dir;
}

/** Everything under `dir` readable by all, directories and programs enterable and runnable by all. */
function openForReading(dir: string) {
  fs.chmodSync(dir, 0o755);
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isSymbolicLink()) continue;
    if (entry.isDirectory()) openForReading(file);
    else {
      const mode = fs.statSync(file).mode & 0o777;
      fs.chmodSync(file, mode | 0o444 | (mode & 0o100 ? 0o111 : 0));
    }
  }
}

/** The platform package's version, so that another version (after an upgrade) gets a copy of its own. */
function packageVersion(nativeDir: string) {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(nativeDir, "..", "package.json"), "utf8")) as {
      version?: string;
    };
    return manifest.version ?? "unversioned";
  } catch {
    return "unversioned";
  }
}

/**
 * A copy of the platform package's native directory (bin/, lib/ with its links, share/) in a root-owned cache,
 * made once per package version and project path. Copied aside and renamed into place, so instances starting
 * together never see half a copy.
 */
function copyOfBinaries(bins: ServerBinaries): { bins: ServerBinaries; nativeDir: string } {
  const nativeDir = path.resolve(path.dirname(bins.postgres), "..");
  const name = `postgres-${packageVersion(nativeDir)}-${derivedName(nativeDir)}`;
  let lastError: unknown;
  for (const root of BINARIES_ROOTS) {
    try {
      const target = path.join(rootPassThroughDir(root), name);
      if (!fs.existsSync(path.join(target, "bin", path.basename(bins.postgres)))) {
        const staging = fs.mkdtempSync(path.join(root, `.${name}-`));
        try {
          fs.cpSync(nativeDir, staging, { recursive: true, verbatimSymlinks: true });
          openForReading(staging);
          fs.renameSync(staging, target);
        } catch (error) {
          fs.rmSync(staging, { recursive: true, force: true });
          // Another instance put its copy in place first: use that one.
          if (!["EEXIST", "ENOTEMPTY"].includes((error as NodeJS.ErrnoException).code ?? "")) throw error;
        }
      }
      const inTarget = (file: string) => path.join(target, path.relative(nativeDir, file));
      return { bins: { initdb: inTarget(bins.initdb), postgres: inTarget(bins.postgres) }, nativeDir: target };
    } catch (error) {
      lastError = error;
    }
  }
  throw new PlacementError(
    `The embedded PostgreSQL's programs could not be copied where the user "postgres" can run them ` +
      `(${BINARIES_ROOTS.join(", ")}): ${(lastError as Error).message}`,
  );
}

/**
 * Where the server's user finds the programs and the cluster. As root (`user` set): programs it cannot run are
 * copied to a cache; a cluster directory it cannot reach is replaced by one under /var/lib/hospeda-postgres (a
 * temporary directory for throwaway clusters) named after the original path. A cluster that already exists where
 * it cannot be reached is never moved: that is refused with the directory in the way.
 */
export function placeForServerUser(options: {
  bins: ServerBinaries;
  dir: string;
  user: ServerUser | null;
  durable: boolean;
}): Placement {
  const { user } = options;
  if (!user) return { bins: options.bins, dir: options.dir, moved: null };
  const moved: NonNullable<Placement["moved"]> = {};

  let bins = options.bins;
  if (!runsAs(bins.postgres, user)) {
    const copy = copyOfBinaries(bins);
    if (!runsAs(copy.bins.postgres, user)) {
      throw new PlacementError(
        `The user "postgres" cannot run the embedded PostgreSQL even from ${copy.nativeDir} (a noexec mount?). ` +
          `Set DATABASE_URL to a PostgreSQL server, or run Hospeda as a regular user.`,
      );
    }
    bins = copy.bins;
    moved.binaries = copy.nativeDir;
  }

  let dir = options.dir;
  const hasCluster = (d: string) => fs.existsSync(path.join(d, "PG_VERSION"));
  const clustersRoot = options.durable ? DURABLE_CLUSTERS_ROOT : throwawayClustersRoot();
  const elsewhere = path.join(clustersRoot, derivedName(options.dir));
  const blocked = blockingDirectory(dir, user);
  if (blocked && hasCluster(dir)) {
    throw new PlacementError(
      `Run as root, the embedded PostgreSQL runs as the user "postgres", which cannot enter ${blocked} on the way ` +
        `to its data (${dir}). Let that user pass (chmod o+x ${blocked}), move DATA_DIR under a directory other ` +
        `users may enter (e.g. /srv/hospeda), run Hospeda as a regular user, or set DATABASE_URL.`,
    );
  }
  // A cluster made elsewhere at an earlier start stays the one in use, even if the original became reachable since.
  if (blocked || (!hasCluster(dir) && hasCluster(elsewhere))) {
    rootPassThroughDir(clustersRoot);
    dir = elsewhere;
    moved.cluster = dir;
  }
  return { bins, dir, moved: Object.keys(moved).length > 0 ? moved : null };
}
