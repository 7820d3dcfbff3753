// What the embedded PostgreSQL (embedded.ts) offers the app and the tests, and how it fails.
import type { Placement } from "./embedded-placement";

export class DataDirInUseError extends Error {}
export class EmbeddedPostgresError extends Error {}

export interface EmbeddedPostgres {
  /** The app's database ("hospeda") on this server. */
  connectionString: string;
  /** Another database on the same server, as the superuser (tests make one per file). */
  urlOf(database: string): string;
  /** Where the server's programs and cluster are, and what was moved out of the way of the user postgres (as root). */
  readonly placement: Placement;
  /** The postmaster's process id (the bench reads the server's memory from it). */
  readonly pid: number;
  /** Stops the server (fast shutdown: open transactions roll back, the data is checkpointed). */
  stop(): Promise<void>;
  /** Starts it again on the same port, so connection strings handed out stay valid. */
  restart(): Promise<void>;
  /** Calls `listener` when the running server exits without stop() (killed, crashed); see embedded-supervisor.ts. */
  onUnexpectedExit(listener: (how: string) => void): void;
  /**
   * Starts a server that died again, on the same port. Its postmaster.pid stays, so PostgreSQL itself refuses to
   * start while backends of the dead server still hold its shared memory (the caller tries again later).
   */
  recover(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** The cluster's directory (DATA_DIR/postgres). Created 0700 and owned by the server's user. */
  dir: string;
  /** Where the generated password is kept (0600). */
  passwordFile: string;
  /**
   * false for throwaway clusters (the tests): no fsync, so a crash of the machine may lose them. Never for data
   * that matters.
   */
  durable: boolean;
  maxConnections?: number;
  /** The platform package's native directory (bin/, lib/, share/); by default the installed package's. */
  nativeDir?: string;
  /** The server's own log lines (startup, shutdown, errors); they never contain query parameters. */
  log?: (line: string) => void;
}

export const DATABASE = "hospeda";
export const SUPERUSER = "postgres";
