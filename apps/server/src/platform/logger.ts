import type { MiddlewareHandler } from "hono";
import { pino, stdSerializers, type DestinationStream, type Logger } from "pino";

export type { Logger };

/** Paths that carry a secret in a segment: only the route shape may reach the log. */
const SECRET_PATH_SEGMENTS = [/^(\/api\/auth\/reset-password\/)[^/]+/];

export function redactPath(path: string): string {
  return SECRET_PATH_SEGMENTS.reduce((p, pattern) => p.replace(pattern, "$1[redacted]"), path);
}

/**
 * Database errors repeat the failed query with its parameters ("params: a@b.c,$argon2id$..."):
 * emails, password hashes and tokens. Keep the message, drop the values.
 */
export function redactErrorText(text: string): string {
  return text.replace(/(\bparams: ).*$/gm, "$1[redacted]");
}

function serializeError(err: unknown): unknown {
  if (!(err instanceof Error)) return err;
  const serialized = stdSerializers.err(err) as unknown as Record<string, unknown>;
  for (const key of ["message", "stack"]) {
    if (typeof serialized[key] === "string") serialized[key] = redactErrorText(serialized[key] as string);
  }
  delete serialized.params;
  delete serialized.query;
  if (err.cause) serialized.cause = serializeError(err.cause);
  return serialized;
}

/** JSON logs; anything that could carry a credential is redacted before it is written. */
/** `destination` defaults to stdout; tests pass a stream to read what would be logged. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      serializers: { err: serializeError },
      redact: {
        paths: [
          "password",
          "*.password",
          "newPassword",
          "*.newPassword",
          "currentPassword",
          "*.currentPassword",
          "passwordHash",
          "*.passwordHash",
          "token",
          "*.token",
          "headers.cookie",
          "headers.authorization",
          "*.headers.cookie",
          "*.headers.authorization",
        ],
        censor: "[redacted]",
      },
    },
    destination,
  );
}

/**
 * Logs are JSON (one object a line, for log collectors) unless LOG_FORMAT says otherwise; without
 * it they are human-readable in a terminal outside production (stdout a TTY), JSON everywhere else.
 */
export function wantsPrettyLogs(format: "pretty" | "json" | undefined, { isTTY, isProduction }: { isTTY: boolean; isProduction: boolean }) {
  return format ? format === "pretty" : isTTY && !isProduction;
}

/**
 * pino-pretty (a dev dependency: absent from a production install, where this responses undefined)
 * as a destination that writes in this thread, so log lines and the mails printed beside them
 * keep their order. A request reads as one line: "GET /api/fasting/active 200 4 ms".
 */
export async function prettyDestination(): Promise<DestinationStream | undefined> {
  let prettyFactory: (options: object) => (record: object) => string;
  try {
    ({ prettyFactory } = (await import("pino-pretty")) as unknown as { prettyFactory: typeof prettyFactory });
  } catch {
    return undefined;
  }
  const prettify = prettyFactory({ colorize: Boolean(process.stdout.isTTY), translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname" });
  return {
    write(line: string) {
      const record = JSON.parse(line) as Record<string, unknown>;
      if (record.msg === "request") {
        const { method, path, status, ms, ...rest } = record;
        record.msg = `${String(method)} ${String(path)} ${String(status)} ${String(ms)} ms`;
        process.stdout.write(prettify({ ...rest, msg: record.msg }));
        return;
      }
      process.stdout.write(prettify(record));
    },
  };
}

/**
 * One line per request (method, redacted path, status, ms), but not for what a page load fetches
 * by the dozen: a successful GET of anything outside /api (the app's files and pages) and of
 * /api/health (polled) is logged at debug. Writes, errors and other API reads are at info.
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const { method, path } = c.req;
    const status = c.res.status;
    // Successful reads are the bulk of the traffic and tell nothing an error or a write would not:
    // at debug, off the hot path (a line per read was a measurable share of a read's cost, issue
    // 25). Errors and writes stay at info, and so do the mailed links' visits (GETs of /api/auth/
    // other than the session check): someone used a reset or confirmation link.
    const authLink = path.startsWith("/api/auth/") && path !== "/api/auth/get-session";
    const quiet = (method === "GET" || method === "HEAD") && status < 400 && !authLink;
    // Path only (query strings can carry one-time tokens), with secret path segments redacted.
    const level = quiet ? "debug" : "info";
    if (logger.isLevelEnabled(level))
      logger[level]({ method, path: redactPath(path), status, ms: Math.round(performance.now() - started) }, "request");
  };
}
