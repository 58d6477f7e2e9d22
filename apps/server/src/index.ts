import cluster from "node:cluster";
import { performance } from "node:perf_hooks";
import { ConfigError, isLoopbackUrl, loadConfig } from "./config";
import { isLoopbackHost } from "./platform/origins";
import { DataDirLockedError } from "./db/data-dir-lock";
import { createLogger, prettyDestination, wantsPrettyLogs } from "./platform/logger";
import { startServer } from "./server";
import { superviseWorkers, WORKER_READY } from "./workers";

const started = performance.now();

/** What `start` returns; a failure a person can fix (`Fixable`: a bad setting, a data directory in use) ends the process with its message. */
async function orExit<T>(start: () => T | Promise<T>, Fixable: new (message: string) => Error): Promise<T> {
  try {
    return await start();
  } catch (err) {
    if (err instanceof Fixable) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

const config = await orExit(() => loadConfig(), ConfigError);

const pretty = wantsPrettyLogs(config.logFormat, { isTTY: Boolean(process.stdout.isTTY), isProduction: config.isProduction });
const prettyStream = pretty ? await prettyDestination() : undefined;
const logger = createLogger(config.logLevel, prettyStream);
if (pretty && !prettyStream && config.logFormat === "pretty")
  logger.warn("LOG_FORMAT=pretty needs pino-pretty (a dev dependency); logging JSON");
if (cluster.isPrimary && config.workers > 1) {
  superviseWorkers(config.workers, logger);
} else {
  await serve();
}

async function serve() {
  const server = await orExit(() => startServer(config, logger), DataDirLockedError);

  const ms = Math.round(performance.now() - started);
  const database =
    server.database.kind === "embedded" ? `embedded PGlite at ${server.database.location}` : `PostgreSQL ${server.database.location}`;
  const banner = [
    ``,
    `  CarniTrack is ready in ${ms} ms`,
    ...openAt().map((url, i) => `${i === 0 ? "  Open:      " : "             "}${url}${urlNote(url)}`),
    `  Listening: ${config.host}:${server.port}`,
    `  Database:  ${database}`,
    `  Mail:      ${server.mailer.describe}`,
    `  Photos:    ${photos()}`,
    `  Secret:    ${config.authSecretSource === "env" ? "AUTH_SECRET" : `generated, kept in ${config.dataDir}/auth-secret`}`,
    `  Web Push:  ${config.vapid.source === "env" ? "VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY" : `generated VAPID keys, kept in ${config.dataDir}/vapid-keys.json`}`,
    `  Mode:      ${mode()}`,
    ...(config.workers > 1 ? [`  Workers:   ${config.workers} processes on one port (WORKERS)`] : []),
    ``,
  ].join("\n");
  // Once, not once per worker.
  if ((cluster.worker?.id ?? 1) === 1) process.stdout.write(banner + "\n");
  process.send?.(WORKER_READY);

  /**
   * Where a person can open the app: APP_URL, and outside production (on the addresses the server
   * listens on) 127.0.0.1 and this machine's network addresses, which are trusted for sign-up too.
   */
  function openAt(): string[] {
    if (config.isProduction) return [config.appUrl];
    const host = config.host;
    const everywhere = host === "0.0.0.0" || host === "::";
    return server.site
      .local()
      .filter((url) => !new URL(url).hostname.startsWith("["))
      .filter((url) => url === config.appUrl || everywhere || (isLoopbackHost(host) ? isLoopbackUrl(url) : new URL(url).hostname === host));
  }

  function urlNote(url: string): string {
    if (url === config.appUrl) return config.appUrlDefaulted ? "  (APP_URL, default)" : "  (APP_URL)";
    return isLoopbackUrl(url) ? "" : "  (from other devices on your network)";
  }

  function photos(): string {
    const s3 = config.s3;
    if (!s3) return `${config.dataDir}/photos (default; set S3_URL for a bucket)`;
    return `S3 bucket ${s3.bucket} at ${s3.endpoint ?? `AWS ${s3.region}`}`;
  }

  function mode(): string {
    if (config.isProduction) return "production";
    const parts = ["test-mode checkout gives Premium without payment", config.smtpUrl ? "" : "mail links are printed here"].filter(Boolean);
    const warning = config.testModeOnPublicUrl ? " — ALLOW_TEST_MODE on a public address: never do this with real users" : "";
    return `${config.env} (${parts.join("; ")})${warning}`;
  }

  let shuttingDown = false;
  function shutdown(signal: string) {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => {
      logger.error("requests still running after 10 s; exiting");
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close().then(
      () => {
        logger.info("stopped");
        process.exit(0);
      },
      (err: unknown) => {
        logger.error({ err }, "error while stopping");
        process.exit(1);
      },
    );
  }
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
