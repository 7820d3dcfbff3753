// The embedded PostgreSQL (PGlite) for installations without a database server. It is served over a private
// unix socket to the same pg Pool the production path uses, so there is one code path for both.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

export class DataDirInUseError extends Error {}

export interface EmbeddedDatabase {
  /** Connection string for pg, pointing at the private socket. */
  connectionString: string;
  close(): Promise<void>;
}

function processIsAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** One process per data directory: a lock file holding the owner's pid; a stale one (dead pid) is taken over. */
function lockDataDir(dir: string) {
  const lockPath = path.join(dir, "hospeda.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx", mode: 0o600 });
      return () => fs.rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number.parseInt(fs.readFileSync(lockPath, "utf8"), 10);
      if (Number.isInteger(owner) && owner !== process.pid && processIsAlive(owner)) {
        throw new DataDirInUseError(
          `The data directory ${dir} is already in use by process ${owner}. ` +
            `Stop that process, or start this one with another DATA_DIR (or a DATABASE_URL).`,
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not lock the data directory ${dir}.`);
}

/**
 * Opens the embedded database. `dataDir` null keeps it in memory (tests); otherwise it persists under
 * `${dataDir}/pglite`.
 */
export async function startEmbeddedDatabase(options: {
  dataDir: string | null;
  maxConnections: number;
}): Promise<EmbeddedDatabase> {
  let unlock = () => {};
  let pgliteDir: string | undefined;
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
    unlock = lockDataDir(options.dataDir);
    pgliteDir = path.join(options.dataDir, "pglite");
  }
  const socketDir = fs.mkdtempSync(path.join(os.tmpdir(), "hospeda-pg-"));
  let db: PGlite | undefined;
  let server: PGLiteSocketServer | undefined;
  try {
    db = await PGlite.create({ dataDir: pgliteDir, extensions: { btree_gist } });
    server = new PGLiteSocketServer({
      db,
      path: path.join(socketDir, ".s.PGSQL.5432"),
      maxConnections: options.maxConnections,
    });
    await server.start();
  } catch (error) {
    await server?.stop().catch(() => {});
    await db?.close().catch(() => {});
    fs.rmSync(socketDir, { recursive: true, force: true });
    unlock();
    throw error;
  }
  const pglite = db;
  const socketServer = server;
  return {
    connectionString: `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(socketDir)}`,
    async close() {
      await socketServer.stop();
      await pglite.close();
      fs.rmSync(socketDir, { recursive: true, force: true });
      unlock();
    },
  };
}
