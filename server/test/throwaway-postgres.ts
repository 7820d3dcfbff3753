// A PostgreSQL server of a test's own: the embedded server in a temporary directory, without fsync, removed when
// stopped. The run's shared server (global-setup.ts) is one; a test that must stop its database is another.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startEmbeddedPostgres, type EmbeddedPostgres } from "../db/embedded";

export async function throwawayPostgres(prefix: string, maxConnections?: number) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  // Run as root, the server runs as the user postgres, which must be able to pass through here.
  fs.chmodSync(workDir, 0o711);
  const server = await startEmbeddedPostgres({
    dir: path.join(workDir, "postgres"),
    passwordFile: path.join(workDir, "postgres.password"),
    durable: false,
    maxConnections,
  });
  return {
    server,
    /** Stops the server and removes its files. */
    async remove() {
      await server.stop();
      fs.rmSync(workDir, { recursive: true, force: true });
      // Run as root with a temporary directory the user postgres cannot enter, the cluster was put elsewhere.
      if (server.placement.moved?.cluster) fs.rmSync(server.placement.moved.cluster, { recursive: true, force: true });
    },
  } satisfies { server: EmbeddedPostgres; remove(): Promise<void> };
}
