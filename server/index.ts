// Starts Hospeda: configuration, database (embedded or DATABASE_URL), migrations, the owner account from the
// environment, the job queue, the HTTP server; and stops it cleanly on SIGTERM/SIGINT.
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import express from "express";
import { parseEnv, EnvError, type Env } from "./env";
import { createLogger, describeError, type Logger } from "./logger";
import { openDatabase, runMigrations } from "./db";
import { DataDirInUseError, EmbeddedPostgresError } from "./db/embedded-types";
import { importLegacyPglite, LegacyDataError } from "./db/legacy-pglite";
import { createApp } from "./app";
import { ensureOwnerFromEnv, type OwnerFromEnvOutcome } from "./auth/local-login";
import { discoverOidc } from "./auth/oidc";
import { resolveSessionSecret } from "./session-secret";
import { bookingPageRenderer } from "./booking-page-html";
import { systemClock } from "./domain/clock";
import { registerPixWebhooks, type PixPsp } from "./domain/pix-psp";
import { bacenPixProvider } from "./pix-provider/bacen-api";
import { staticClient, viteDevClient } from "./frontend";
import { createObjectStorage } from "./files";
import { startUploadSweep } from "./files/upload-sweep";
import { drainableServer } from "./http-drain";
import { startJobs } from "./jobs";
import { jobDefinitions } from "./jobs/definitions";

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
  const moved = database.embedded?.placement.moved;
  if (moved) {
    logger.warn(
      { binaries: moved.binaries, cluster: moved.cluster },
      "run as root, the embedded PostgreSQL runs as the user postgres, which cannot reach the project or DATA_DIR: " +
        "its programs (binaries) and data (cluster) are kept where it can, as named here",
    );
  }
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
    const outcome = await ensureOwnerFromEnv(database.db, {
      email: env.OWNER_EMAIL,
      password: env.OWNER_PASSWORD,
      firstName: env.OWNER_FIRST_NAME,
      lastName: env.OWNER_LAST_NAME,
      resetPassword: env.OWNER_RESET_PASSWORD,
    });
    logOwnerFromEnv(logger, outcome);
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
  const pixPsp = env.pixPsp ? pixPspFromEnv(env.pixPsp, logger) : undefined;
  const dev = env.NODE_ENV === "development" ? await viteDevClient() : null;
  // NODE_ENV=test serves the API alone (process-level tests run without a client build).
  const frontend = dev
    ? dev.handlers
    : env.NODE_ENV === "production"
      ? staticClient(env.CLIENT_DIST_DIR, bookingPageRenderer(database.db, systemClock, pixPsp))
      : [];

  const files = await createObjectStorage(database.db, env);
  const stopUploadSweep = startUploadSweep(files, logger);
  // The durable job queue (server/jobs): the daily backup now, later jobs beside it.
  const jobs = await startJobs({
    connectionString: database.pool.options.connectionString!,
    definitions: jobDefinitions({
      db: database.db,
      dataDir: env.dataDir,
      files,
      logger,
      fnrh: { apiUrl: env.FNRH_API_URL },
    }),
    logger,
  });
  const app = createApp({
    database,
    env,
    logger,
    sessionSecret: resolveSessionSecret(env.SESSION_SECRET, env.dataDir),
    oidc,
    files,
    frontend,
    jobs,
    fnrhApiUrl: env.FNRH_API_URL,
    pixPsp,
  });
  if (pixPsp && env.APP_ORIGIN) {
    registerPixWebhooks(database.db, pixPsp, env.APP_ORIGIN).catch((error: unknown) =>
      logger.warn({ err: error }, "PSP webhooks not registered"),
    );
  }
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
    await jobs.stop();
    await database.close();
    logger.info("stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

/** The PSP's client from PIX_PSP_* (docs/decisions/0065); the certificate files are read once, here. */
function pixPspFromEnv(config: NonNullable<Env["pixPsp"]>, logger: Logger): PixPsp {
  const provider = bacenPixProvider({
    apiUrl: config.apiUrl,
    tokenUrl: config.tokenUrl,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    cert: config.certFile ? readFileSync(config.certFile, "utf8") : undefined,
    key: config.keyFile ? readFileSync(config.keyFile, "utf8") : undefined,
    allowLocal: config.allowLocal,
  });
  return { provider, webhookSecret: config.webhookSecret, logger };
}

function logOwnerFromEnv(logger: Logger, outcome: OwnerFromEnvOutcome) {
  if (outcome === "created") logger.info("owner account created from OWNER_EMAIL");
  if (outcome === "owner-exists")
    logger.info("an owner account exists: OWNER_EMAIL and OWNER_PASSWORD changed nothing");
  if (outcome === "email-taken") {
    logger.warn("OWNER_EMAIL belongs to an account that is not the owner: it was not promoted, nothing changed");
  }
  if (outcome === "password-reset") {
    logger.warn("OWNER_RESET_PASSWORD: the owner's password is now OWNER_PASSWORD and their sessions ended; unset it");
  }
  if (outcome === "password-unchanged") logger.warn("OWNER_RESET_PASSWORD: the password was already OWNER_PASSWORD");
  if (outcome === "not-an-owner")
    logger.error("OWNER_RESET_PASSWORD: OWNER_EMAIL is not an owner account; nothing changed");
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
    // Redacted like the logs: a failed query's error carries its parameters (e-mails, password hashes).
    console.error("Hospeda failed to start:", describeError(error));
  }
  process.exit(1);
}
