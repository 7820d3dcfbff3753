// Starts Hospeda: configuration, database (embedded or DATABASE_URL), migrations, the owner account from the
// environment, the HTTP server; and stops it cleanly on SIGTERM/SIGINT.
import { pathToFileURL } from "node:url";
import express from "express";
import { parseEnv, EnvError } from "./env";
import { createLogger } from "./logger";
import { openDatabase, runMigrations } from "./db";
import { DataDirInUseError, EmbeddedPostgresError } from "./db/embedded";
import { importLegacyPglite, LegacyDataError } from "./db/legacy-pglite";
import { createApp } from "./app";
import { ensureOwnerFromEnv } from "./auth/local-login";
import { discoverOidc } from "./auth/oidc";
import { resolveSessionSecret } from "./session-secret";
import { staticClient, viteDevClient } from "./frontend";
import { createObjectStorage } from "./files";
import { startUploadSweep } from "./files/upload-sweep";
import { drainableServer } from "./http-drain";

export interface StartOptions {
  /** Routes mounted ahead of the app in the same process (the benchmark's bare 'hello' route). */
  mountBefore?: (root: express.Express) => void;
}

export async function main(options: StartOptions = {}) {
  const startedAt = performance.now();
  let env;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env.LOG_LEVEL);

  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.dataDir,
    poolSize: env.DB_POOL_SIZE,
    // The server's own notices are debug, and so are its ERRORs (a refused delete, a constraint the app answers as
    // 409); its warnings, fatal errors and any shutdown are worth an operator's eye.
    log: (line) =>
      /\b(WARNING|FATAL|PANIC)\b|shut ?down|terminat/i.test(line)
        ? logger.warn({ postgres: line }, "embedded database")
        : logger.debug({ postgres: line }, "embedded database"),
    logger,
  });
  try {
    await runMigrations(database);
    if (database.kind === "embedded") {
      const moved = await importLegacyPglite(database, env.dataDir);
      if (moved) logger.info({ rows: moved }, "moved the data of the previous embedded database (DATA_DIR/pglite)");
    }
  } catch (error) {
    await database.close();
    throw error;
  }

  if (env.OWNER_EMAIL && env.OWNER_PASSWORD) {
    await ensureOwnerFromEnv(database.db, {
      email: env.OWNER_EMAIL,
      password: env.OWNER_PASSWORD,
      firstName: env.OWNER_FIRST_NAME,
      lastName: env.OWNER_LAST_NAME,
    });
    logger.info("owner account from OWNER_EMAIL is ready");
  }
  if (env.DATABASE_URL && !env.SESSION_SECRET) {
    logger.warn("SESSION_SECRET is not set: a secret kept in DATA_DIR is used; set one when running several instances");
  }
  if (env.NODE_ENV === "production" && !env.APP_ORIGIN) {
    logger.warn(
      "APP_ORIGIN is not set: the same-origin check trusts the Host header; set it to the public https:// origin",
    );
  }
  const oidc = env.oidc ? await discoverOidc(env.oidc) : null;
  const dev = env.NODE_ENV === "development" ? await viteDevClient() : null;
  // NODE_ENV=test serves the API alone (process-level tests run without a client build).
  const frontend = dev ? dev.handlers : env.NODE_ENV === "production" ? staticClient(env.CLIENT_DIST_DIR) : [];

  const files = createObjectStorage(database.db, env);
  const stopUploadSweep = startUploadSweep(files, logger);
  const app = createApp({
    database,
    env,
    logger,
    sessionSecret: resolveSessionSecret(env.SESSION_SECRET, env.dataDir),
    oidc,
    files,
    frontend,
  });
  const root = express();
  root.disable("x-powered-by");
  options.mountBefore?.(root);
  root.use(app);
  const { server, drain } = drainableServer(root);
  await new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, resolve));
  const address = server.address();
  logger.info(
    {
      port: typeof address === "object" && address ? address.port : env.PORT,
      database: database.kind,
      login: oidc ? "oidc" : "local",
      startupMs: Math.round(performance.now() - startedAt),
      rssBytes: process.memoryUsage().rss,
      embeddedDbPid: database.embedded?.pid,
    },
    "Hospeda is listening",
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      logger.error("in-flight requests did not finish in 10 s; exiting");
      process.exit(1);
    }, 10_000);
    force.unref();
    // Stop accepting, let in-flight requests finish, close every keep-alive connection (server/http-drain.ts).
    await drain();
    await dev?.close();
    await stopUploadSweep();
    await database.close();
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

const isEntryPoint = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isEntryPoint) main().catch(exitOnStartupError);

export function exitOnStartupError(error: unknown) {
  if (
    error instanceof DataDirInUseError ||
    error instanceof EmbeddedPostgresError ||
    error instanceof LegacyDataError
  ) {
    console.error(error.message);
  } else {
    console.error("Hospeda failed to start:", error);
  }
  process.exit(1);
}
