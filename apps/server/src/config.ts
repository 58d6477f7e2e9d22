import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import webpush from "web-push";
import { z } from "zod";
import { isLoopbackHost } from "./platform/origins";
import type { S3Config } from "./platform/s3-storage";

const booleanish = z.enum(["true", "false", "1", "0", ""]).transform((v) => v === "true" || v === "1");
const matching = (pattern: RegExp, message: string) => z.string().regex(pattern, message).optional();
const stripePrice = matching(/^price_\w+$/, "must be a Stripe price id (price_…)");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  APP_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL such as http://localhost:3000" }).optional(),
  DATABASE_URL: matching(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL"),
  DATA_DIR: z.string().min(1).default("./data"),
  /** Server processes sharing the port (node:cluster). More than one needs DATABASE_URL. */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  SMTP_URL: matching(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL"),
  MAIL_FROM: z.string().min(3).default("CarniTrack <no-reply@carnitrack.local>"),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** Number of reverse proxies in front of the app whose X-Forwarded-For entries are trusted. */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** pretty: human-readable lines; json: one JSON object a line. Unset: pretty in a terminal outside production. */
  LOG_FORMAT: z.enum(["pretty", "json"], { error: "must be pretty or json" }).optional(),
  /** Serve the built web app from this directory (set by tests and the dev script). */
  WEB_DIST: z.string().optional(),
  SECURE_COOKIES: booleanish.optional(),
  STRIPE_SECRET_KEY: matching(/^(sk|rk)_(test|live)_\w+$/, "must be a Stripe secret key (sk_test_…, sk_live_… or rk_…)"),
  STRIPE_WEBHOOK_SECRET: matching(/^whsec_\w+$/, "must be a Stripe webhook signing secret (whsec_…)"),
  STRIPE_PRICE_MONTHLY: stripePrice,
  STRIPE_PRICE_YEARLY: stripePrice,
  /** Where the Stripe API is, for stripe-mock or a test double; Stripe's own API otherwise. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The Authorization header value RevenueCat sends with its webhooks. */
  REVENUECAT_WEBHOOK_AUTH: z.string().min(16, "must be at least 16 characters").optional(),
  /**
   * Seconds a signed copy of the session may be trusted from the cookie before the database is
   * asked again (0: check the database on every request).
   */
  SESSION_COOKIE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(0),
  /** Origins of the native app's WebView, allowed to call the API with a bearer token. */
  NATIVE_ORIGINS: z.string().default("capacitor://localhost,https://localhost,http://localhost"),
  /** Run outside production on a public address on purpose (test-mode checkout, mail links in the log). */
  ALLOW_TEST_MODE: booleanish.optional(),
  /** Browser-test fixtures (/api/testing): only with NODE_ENV=test. */
  TEST_FIXTURES: booleanish.optional(),
  /**
   * Uploaded files in an S3-compatible bucket instead of DATA_DIR/photos: S3_URL in one
   * (http(s)://KEY:SECRET@host[:port]/bucket?region=…), or S3_BUCKET with the variables below,
   * which also override S3_URL's parts.
   */
  S3_URL: z.url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://KEY:SECRET@s3.example.com/bucket" }).optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanish.optional(),
  /**
   * Web Push: the VAPID key pair, base64url as web-push generates it. Unset: a pair is generated
   * into DATA_DIR/vapid-keys.json on first start. Every process must use the same pair.
   */
  VAPID_PUBLIC_KEY: matching(/^B[A-Za-z0-9_-]{86}$/, "must be a base64url P-256 public key (87 characters starting with B)"),
  VAPID_PRIVATE_KEY: matching(/^[A-Za-z0-9_-]{43}$/, "must be a base64url P-256 private key (43 characters)"),
  /** Who push services may contact about our pushes: mailto: or https:. Default: APP_URL if https, else MAIL_FROM's address. */
  VAPID_SUBJECT: matching(/^(mailto:\S+@\S+|https:\/\/\S+)$/, "must be a mailto: address or an https: URL"),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env["NODE_ENV"];
  isProduction: boolean;
  port: number;
  host: string;
  appUrl: string;
  /** True when APP_URL was not set and is derived from PORT. */
  appUrlDefaulted: boolean;
  /**
   * Outside production the built-in checkout grants Premium for free and, without SMTP, mail links
   * go to the log: allowed on loopback addresses, elsewhere only with ALLOW_TEST_MODE=1 (the
   * banner then warns).
   */
  testModeOnPublicUrl: boolean;
  /**
   * Whether a push may go to a loopback address (the tests' fake push service): outside production
   * on a loopback APP_URL only, never because of ALLOW_TEST_MODE on a public one.
   */
  pushToLoopback: boolean;
  /** POST /api/testing/users for the browser tests; never outside NODE_ENV=test. */
  testFixtures: boolean;
  databaseUrl: string | undefined;
  /** Server processes on one port (WORKERS): the embedded database is one process's, so 1 without DATABASE_URL. */
  workers: number;
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  authSecret: string;
  authSecretSource: "env" | "file";
  trustProxy: number;
  logLevel: Env["LOG_LEVEL"];
  /** LOG_FORMAT as set; undefined: decided by the terminal (platform/logger.ts wantsPrettyLogs). */
  logFormat: Env["LOG_FORMAT"];
  webDist: string | undefined;
  secureCookies: boolean;
  stripe: StripeConfig | undefined;
  revenuecatWebhookAuth: string | undefined;
  nativeOrigins: string[];
  sessionCookieCacheSeconds: number;
  /** Where uploaded files go: this bucket, or DATA_DIR/photos when undefined. */
  s3: S3Config | undefined;
  vapid: VapidConfig;
}

/** The server's Web Push identity. */
export interface VapidConfig {
  publicKey: string;
  privateKey: string;
  subject: string;
  source: "env" | "file";
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  prices: { monthly: string; yearly: string };
  apiUrl: string | undefined;
}

export class ConfigError extends Error {}

/** Parses the environment once, at start, and fails with one line per bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings from shells and .env files mean "unset".
  const raw = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join(".") || "env"}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${lines.join("; ")}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === "production";
  const dataDir = path.resolve(env.DATA_DIR);

  if (isProduction && !env.APP_URL) throw new ConfigError("Invalid configuration: APP_URL: required in production");
  if (isProduction && !env.AUTH_SECRET) throw new ConfigError("Invalid configuration: AUTH_SECRET: required in production");
  // Without SMTP, mails (with their sign-in links) go to the log: fine on a laptop, never in production.
  if (isProduction && !env.SMTP_URL) throw new ConfigError("Invalid configuration: SMTP_URL: required in production");

  const stripeKeys = [env.STRIPE_SECRET_KEY, env.STRIPE_WEBHOOK_SECRET, env.STRIPE_PRICE_MONTHLY, env.STRIPE_PRICE_YEARLY];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    throw new ConfigError(
      "Invalid configuration: STRIPE_*: set all of STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_MONTHLY and STRIPE_PRICE_YEARLY, or none",
    );
  }

  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  // A server someone forgot to configure for production must not give Premium away on the internet.
  if (!isProduction && !isLoopbackUrl(appUrl) && !env.ALLOW_TEST_MODE) {
    throw new ConfigError(
      `Invalid configuration: NODE_ENV: APP_URL ${appUrl} is not a local address, so set NODE_ENV=production (or ALLOW_TEST_MODE=1 to run the free test-mode checkout and logged mail links there on purpose)`,
    );
  }
  if (env.TEST_FIXTURES && env.NODE_ENV !== "test") {
    throw new ConfigError("Invalid configuration: TEST_FIXTURES: only for the test suite (NODE_ENV=test)");
  }
  if (env.WORKERS > 1 && !env.DATABASE_URL) {
    throw new ConfigError(
      "Invalid configuration: WORKERS: more than one server process needs DATABASE_URL (the embedded database is one process's)",
    );
  }
  const secret =
    env.AUTH_SECRET ??
    readOrCreate(
      path.join(dataDir, "auth-secret"),
      (text) => (text.trim().length >= 32 ? text.trim() : undefined),
      () => randomBytes(32).toString("base64url"),
      String,
    );

  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    appUrl,
    appUrlDefaulted: !env.APP_URL,
    testModeOnPublicUrl: !isProduction && !isLoopbackUrl(appUrl),
    pushToLoopback: !isProduction && isLoopbackUrl(appUrl),
    testFixtures: env.NODE_ENV === "test" && Boolean(env.TEST_FIXTURES),
    databaseUrl: env.DATABASE_URL,
    workers: env.WORKERS,
    dataDir,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    authSecret: secret,
    authSecretSource: env.AUTH_SECRET ? "env" : "file",
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT,
    webDist: env.WEB_DIST,
    secureCookies: env.SECURE_COOKIES ?? appUrl.startsWith("https://"),
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
          prices: { monthly: env.STRIPE_PRICE_MONTHLY!, yearly: env.STRIPE_PRICE_YEARLY! },
          apiUrl: env.STRIPE_API_URL,
        }
      : undefined,
    revenuecatWebhookAuth: env.REVENUECAT_WEBHOOK_AUTH,
    sessionCookieCacheSeconds: env.SESSION_COOKIE_CACHE_SECONDS,
    nativeOrigins: env.NATIVE_ORIGINS.split(",")
      .map((o) => o.trim())
      .filter(Boolean),
    s3: s3Config(env),
    vapid: vapidConfig(env, { dataDir, appUrl }),
  };
}

/** S3_URL's parts, overridden by the separate S3_* variables; undefined without a bucket. */
function s3Config(env: Env): S3Config | undefined {
  const url = env.S3_URL ? new URL(env.S3_URL) : undefined;
  const bucket = env.S3_BUCKET ?? url?.pathname.split("/").filter(Boolean)[0];
  if (!bucket) {
    if (url) throw new ConfigError("Invalid configuration: S3_URL: name the bucket in the path, e.g. https://s3.example.com/my-bucket");
    return undefined;
  }
  const accessKeyId = env.S3_ACCESS_KEY_ID ?? (url?.username ? decodeURIComponent(url.username) : undefined);
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY ?? (url?.password ? decodeURIComponent(url.password) : undefined);
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError(
      "Invalid configuration: S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither (the AWS SDK's own credentials then)",
    );
  }
  const endpoint = env.S3_ENDPOINT ?? url?.origin;
  return {
    bucket,
    endpoint,
    region: env.S3_REGION ?? url?.searchParams.get("region") ?? "us-east-1",
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    // A bucket in the URL's path is a path-style address; AWS itself takes virtual-host style.
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(endpoint),
  };
}

function vapidConfig(env: Env, { dataDir, appUrl }: { dataDir: string; appUrl: string }): VapidConfig {
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new ConfigError(
      "Invalid configuration: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both, or neither (a pair is then generated into DATA_DIR)",
    );
  }
  const keys =
    env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
      : readOrCreate(
          path.join(dataDir, "vapid-keys.json"),
          (text) => {
            const { publicKey, privateKey } = JSON.parse(text) as { publicKey?: unknown; privateKey?: unknown };
            return typeof publicKey === "string" && typeof privateKey === "string" ? { publicKey, privateKey } : undefined;
          },
          () => webpush.generateVAPIDKeys(),
          JSON.stringify,
        );
  const mailAddress = /<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM;
  const subject = env.VAPID_SUBJECT ?? (appUrl.startsWith("https://") ? appUrl : `mailto:${mailAddress}`);
  return { ...keys, subject, source: env.VAPID_PUBLIC_KEY ? "env" : "file" };
}

/** localhost, *.localhost, 127.0.0.0/8 and ::1: only this machine can reach the server there. */
export function isLoopbackUrl(url: string): boolean {
  return isLoopbackHost(new URL(url).hostname);
}

/** A secret made once and kept beside the data, so sessions and push subscriptions survive a restart. */
function readOrCreate<T>(file: string, parse: (text: string) => T | undefined, create: () => T, text: (value: T) => string): T {
  try {
    const existing = parse(readFileSync(file, "utf8"));
    if (existing !== undefined) return existing;
  } catch {
    // First start: create it below.
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const value = create();
  writeFileSync(file, text(value) + "\n", { mode: 0o600 });
  return value;
}
