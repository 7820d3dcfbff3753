// The only reader of process.env: parsed once, and a bad value stops start-up naming the variable.
import path from "node:path";
import { z } from "zod";

const optionalString = z.preprocess((v) => (v === "" ? undefined : v), z.string().optional());
const optionalUrl = z.preprocess((v) => (v === "" ? undefined : v), z.url().optional());
const booleanFlag = z.preprocess(
  (v) => (v === undefined || v === "" ? undefined : String(v).toLowerCase()),
  z
    .enum(["true", "false", "1", "0"])
    .optional()
    .transform((v) => v === "true" || v === "1"),
);

/** A whole number in decimal digits, "" meaning unset; z.coerce.number() also took "0x10", "1e3" and " " (as 0). */
const integerVar = (min: number, max: number, fallback: number) =>
  z.preprocess(
    (v) => (v === undefined || v === "" ? fallback : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: "must be a whole number" })
      .int()
      .min(min, `must be from ${min} to ${max}`)
      .max(max, `must be from ${min} to ${max}`),
  );

/** SESSION_SECRET as its list of secrets, each at least 32 characters; an issue never quotes a secret. */
function sessionSecrets(value: string | undefined, ctx: z.RefinementCtx) {
  if (value === undefined) return undefined;
  const secrets = value.split(",").map((secret) => secret.trim());
  secrets.forEach((secret, i) => {
    if (secret.length >= 32) return;
    const which = secrets.length === 1 ? "the secret" : `secret ${i + 1} of ${secrets.length}`;
    ctx.addIssue({
      code: "custom",
      message:
        `${which} is ${secret ? "shorter than 32 characters" : "empty"}: give one secret of 32 or more characters, ` +
        "or several separated by commas (the first signs new sessions, every one is accepted)",
    });
  });
  return secrets;
}

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: integerVar(0, 65535, 5000),
    HOST: z.string().default("0.0.0.0"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** PostgreSQL server; when unset the embedded database under DATA_DIR is used. */
    DATABASE_URL: optionalUrl,
    DB_POOL_SIZE: integerVar(1, 100, 10),
    DATA_DIR: z.string().default("./data"),
    /** The built client to serve in production; dist/public of the project by default (the browser tests serve a copy). */
    CLIENT_DIST_DIR: optionalString,
    /** Signs the session cookie; several comma-separated rotate it (the first signs, all are accepted). When unset, one
     * is generated once and kept in DATA_DIR. */
    SESSION_SECRET: z.preprocess((v) => (v === "" ? undefined : v), z.string().optional().transform(sessionSecrets)),
    /** Number of proxies in front of the app (for req.ip and Secure cookies behind HTTPS). */
    TRUST_PROXY: integerVar(0, 10, 0),
    /** The public origin, e.g. https://pousada.example.com; when unset the request's Host is trusted. */
    APP_ORIGIN: optionalUrl,
    OIDC_ISSUER_URL: optionalUrl,
    OIDC_CLIENT_ID: optionalString,
    OIDC_CLIENT_SECRET: optionalString,
    /** Allows an http:// issuer (local test identity providers only). */
    OIDC_ALLOW_INSECURE: booleanFlag,
    OWNER_EMAIL: z.preprocess((v) => (v === "" ? undefined : v), z.email().optional()),
    OWNER_PASSWORD: z.preprocess((v) => (v === "" ? undefined : v), z.string().min(8).max(200).optional()),
    OWNER_FIRST_NAME: optionalString,
    OWNER_LAST_NAME: optionalString,
    /** Sets the existing owner's password to OWNER_PASSWORD at start-up (a forgotten password); unset it afterwards. */
    OWNER_RESET_PASSWORD: booleanFlag,
    /** Guest documents go to this Google Cloud Storage bucket; when unset they stay under DATA_DIR/objects. */
    GCS_BUCKET: optionalString,
    GCS_PROJECT_ID: optionalString,
    /** A service-account key file; when unset the library's default credentials (e.g. Cloud Run's) are used. */
    GOOGLE_APPLICATION_CREDENTIALS: optionalString,
    /** Another Storage API endpoint (an emulator or the tests' fake); requests to it are not authenticated. */
    GCS_API_ENDPOINT: optionalUrl,
    /** The FNRH's base URL instead of the chosen environment's official one (the fake, server/fnrh/fake-server.ts). */
    FNRH_API_URL: optionalUrl,
    /** The optional PSP's API Pix (docs/decisions/0065): its base URL ending in /v2, its OAuth2 token URL, the client's
     * credentials and the webhook's secret path segment; all five or none (none: the static BR Code only). */
    PIX_PSP_API_URL: optionalUrl,
    PIX_PSP_TOKEN_URL: optionalUrl,
    PIX_PSP_CLIENT_ID: optionalString,
    PIX_PSP_CLIENT_SECRET: optionalString,
    PIX_PSP_WEBHOOK_SECRET: z.preprocess(
      (v) => (v === "" ? undefined : v),
      z
        .string()
        .regex(/^[A-Za-z0-9_-]{32,128}$/, "must be 32 to 128 letters, digits, '-' or '_' (it is a URL segment)")
        .optional(),
    ),
    /** PEM files of the client certificate and key, for the PSPs that ask for mTLS. */
    PIX_PSP_CERT_FILE: optionalString,
    PIX_PSP_KEY_FILE: optionalString,
    /** Allows http:// and private addresses for the PSP (the local fake only). */
    PIX_PSP_ALLOW_LOCAL: booleanFlag,
  })
  .superRefine((env, ctx) => {
    const oidc = [env.OIDC_ISSUER_URL, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET].filter(Boolean).length;
    if (oidc !== 0 && oidc !== 3) {
      ctx.addIssue({
        code: "custom",
        path: ["OIDC_ISSUER_URL"],
        message: "OIDC_ISSUER_URL, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together",
      });
    }
    if (Boolean(env.OWNER_EMAIL) !== Boolean(env.OWNER_PASSWORD)) {
      ctx.addIssue({
        code: "custom",
        path: ["OWNER_EMAIL"],
        message: "OWNER_EMAIL and OWNER_PASSWORD must be set together",
      });
    }
    const psp = [
      env.PIX_PSP_API_URL,
      env.PIX_PSP_TOKEN_URL,
      env.PIX_PSP_CLIENT_ID,
      env.PIX_PSP_CLIENT_SECRET,
      env.PIX_PSP_WEBHOOK_SECRET,
    ].filter(Boolean).length;
    if (psp !== 0 && psp !== 5) {
      ctx.addIssue({
        code: "custom",
        path: ["PIX_PSP_API_URL"],
        message:
          "PIX_PSP_API_URL, PIX_PSP_TOKEN_URL, PIX_PSP_CLIENT_ID, PIX_PSP_CLIENT_SECRET and PIX_PSP_WEBHOOK_SECRET must be set together",
      });
    }
    if (Boolean(env.PIX_PSP_CERT_FILE) !== Boolean(env.PIX_PSP_KEY_FILE)) {
      ctx.addIssue({
        code: "custom",
        path: ["PIX_PSP_CERT_FILE"],
        message: "PIX_PSP_CERT_FILE and PIX_PSP_KEY_FILE must be set together",
      });
    }
    if (env.OWNER_RESET_PASSWORD && !env.OWNER_EMAIL) {
      ctx.addIssue({
        code: "custom",
        path: ["OWNER_RESET_PASSWORD"],
        message: "OWNER_RESET_PASSWORD needs OWNER_EMAIL and OWNER_PASSWORD (the owner and the new password)",
      });
    }
  });

export type Env = z.output<typeof envSchema> & {
  dataDir: string;
  oidc: { issuerUrl: string; clientId: string; clientSecret: string; allowInsecure: boolean } | null;
  pixPsp: {
    apiUrl: string;
    tokenUrl: string;
    clientId: string;
    clientSecret: string;
    webhookSecret: string;
    certFile?: string;
    keyFile?: string;
    allowLocal: boolean;
  } | null;
};

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join(".") || "(env)"}: ${issue.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  return {
    ...env,
    dataDir: path.resolve(env.DATA_DIR),
    oidc:
      env.OIDC_ISSUER_URL && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? {
            issuerUrl: env.OIDC_ISSUER_URL,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            allowInsecure: env.OIDC_ALLOW_INSECURE,
          }
        : null,
    pixPsp:
      env.PIX_PSP_API_URL &&
      env.PIX_PSP_TOKEN_URL &&
      env.PIX_PSP_CLIENT_ID &&
      env.PIX_PSP_CLIENT_SECRET &&
      env.PIX_PSP_WEBHOOK_SECRET
        ? {
            apiUrl: env.PIX_PSP_API_URL,
            tokenUrl: env.PIX_PSP_TOKEN_URL,
            clientId: env.PIX_PSP_CLIENT_ID,
            clientSecret: env.PIX_PSP_CLIENT_SECRET,
            webhookSecret: env.PIX_PSP_WEBHOOK_SECRET,
            certFile: env.PIX_PSP_CERT_FILE,
            keyFile: env.PIX_PSP_KEY_FILE,
            allowLocal: env.PIX_PSP_ALLOW_LOCAL,
          }
        : null,
  };
}
