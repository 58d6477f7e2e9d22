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

/** JSON logs, to stdout unless `destination` is given; anything that could carry a credential is redacted. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      serializers: { err: serializeError },
      redact: {
        paths: ["password", "newPassword", "currentPassword", "passwordHash", "token", "headers.cookie", "headers.authorization"].flatMap(
          (path) => [path, `*.${path}`],
        ),
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
 * pino-pretty (a dev dependency: undefined in a production install) as a destination that writes
 * in this thread, so log lines and the mails printed beside them keep their order.
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
      // A request reads as one line: "GET /api/fasting/active 200 4 ms".
      const { method, path, status, ms, ...rest } = record;
      const request = `${String(method)} ${String(path)} ${String(status)} ${String(ms)} ms`;
      process.stdout.write(prettify(record.msg === "request" ? { ...rest, msg: request } : record));
    },
  };
}

/**
 * One line per request (method, redacted path, status, ms). Successful GETs are the bulk of the
 * traffic and tell nothing an error or a write would not: they are logged at debug, except visits
 * of the mailed links (GETs of /api/auth/ other than the session check).
 */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const { method, path } = c.req;
    const status = c.res.status;
    const authLink = path.startsWith("/api/auth/") && path !== "/api/auth/get-session";
    const quiet = (method === "GET" || method === "HEAD") && status < 400 && !authLink;
    // Path only (query strings can carry one-time tokens), with secret path segments redacted.
    const level = quiet ? "debug" : "info";
    if (logger.isLevelEnabled(level))
      logger[level]({ method, path: redactPath(path), status, ms: Math.round(performance.now() - started) }, "request");
  };
}
