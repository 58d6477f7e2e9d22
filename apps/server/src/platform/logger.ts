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
