import { pino, type Logger } from "pino";

export type { Logger };

/** JSON logs; anything that could carry a credential is redacted before it is written. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: [
        "password",
        "*.password",
        "newPassword",
        "*.newPassword",
        "currentPassword",
        "*.currentPassword",
        "token",
        "*.token",
        "headers.cookie",
        "headers.authorization",
        "*.headers.cookie",
        "*.headers.authorization",
      ],
      censor: "[redacted]",
    },
  });
}
