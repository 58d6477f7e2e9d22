import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type SendMailOptions } from "nodemailer";
import type { Logger } from "../../platform/logger";
import type { EnqueueOptions, JobQueue } from "../../platform/jobs";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** One mail over SMTP whole: DNS, connecting, TLS, the greeting, every command and the message. */
export const SMTP_SEND_DEADLINE_MS = 60_000;

export interface Mailer {
  /** Where mail goes, for the start-up banner. */
  describe: string;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * SMTP when configured; otherwise each message is logged, printed, and kept in the outbox as an .eml
 * file with a plain-text copy (.txt) beside it.
 */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  dataDir: string;
  logger: Logger;
  /** Also print outbox mails to stdout (off in tests). */
  echo?: boolean;
  /** Tests: shorter than the production SMTP_SEND_DEADLINE_MS. */
  sendDeadlineMs?: number;
}): Mailer {
  const { smtpUrl, from, logger, sendDeadlineMs = SMTP_SEND_DEADLINE_MS } = options;
  if (smtpUrl) {
    // A mail server that does not respond must not hold a job for minutes (nodemailer's defaults).
    // These bound each step; socketTimeout is an idle timeout, which a server sending a byte at a
    // time resets for ever, so each send also has a deadline of its own.
    const transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    const url = new URL(smtpUrl);
    return {
      describe: `SMTP ${url.hostname}:${url.port || (url.protocol === "smtps:" ? 465 : 587)}`,
      send: async (message) => {
        // nodemailer closes the connection when the signal aborts (its SMTP transport supports one;
        // @types/nodemailer does not list the option yet).
        const mail: SendMailOptions = { from, ...message, ...{ signal: AbortSignal.timeout(sendDeadlineMs) } };
        await transport.sendMail(mail);
        logger.info({ subject: message.subject }, "mail sent");
      },
      close: () => transport.close(),
    };
  }

  const outbox = path.join(options.dataDir, "outbox");
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    describe: `log + ${outbox}`,
    send: async (message) => {
      const info = await transport.sendMail({ from, ...message });
      await mkdir(outbox, { recursive: true });
      const slug = message.to.replace(/[^a-z0-9]+/gi, "_").slice(0, 60);
      const base = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, "-")}-${slug}`);
      // The .eml is the mail as sent (quoted-printable: its links are broken across lines and
      // "=3D"); the .txt beside it is the text part as written, whose links work when pasted.
      await writeFile(`${base}.eml`, info.message as Buffer);
      await writeFile(`${base}.txt`, outboxText(message));
      logger.info({ to: message.to, subject: message.subject, file: `${base}.txt` }, "mail written to outbox (no SMTP_URL)");
      // No SMTP configured (local use): print the message so a newcomer can follow its link.
      if (options.echo !== false) process.stdout.write(mailBox(message, `${base}.txt`, { color: Boolean(process.stdout.isTTY) }));
    },
    close: () => {},
  };
}

/** The outbox's plain-text copy: who, what, and the text part unencoded. */
export function outboxText(message: Pick<MailMessage, "to" | "subject" | "text">): string {
  return `To: ${message.to}\nSubject: ${message.subject}\n\n${message.text}`;
}

const RULE_WIDTH = 72;

/**
 * A mail as the terminal shows it: between two rules, with no border on the side, so a link (on
 * its own line, in bold when the terminal has colours) copies whole, even when the terminal wraps it.
 */
export function mailBox(message: Pick<MailMessage, "to" | "subject" | "text">, file: string, { color }: { color: boolean }): string {
  const bold = (text: string) => (color ? `\x1b[1;36m${text}\x1b[0m` : text);
  const title = `━━ Mail to ${message.to}: ${message.subject} `;
  const lines = message.text.trimEnd().split("\n");
  return [
    "",
    title + "━".repeat(Math.max(3, RULE_WIDTH - title.length)),
    "",
    ...lines.map((line) => (/^https?:\/\/\S+$/.test(line) ? bold(line) : line)),
    "",
    `Saved as ${file}`,
    "━".repeat(RULE_WIDTH),
    "",
    "",
  ].join("\n");
}

/** Hands a mail to the job queue; with `db` a transaction, only if that transaction commits. */
export type SendMail = (message: MailMessage, options?: Pick<EnqueueOptions, "db" | "userId">) => Promise<void>;

/**
 * Mail never leaves on the request path: it is queued in the database and sent by the worker,
 * retried with backoff for hours while the mail server is down. So a slow or broken mail server
 * changes neither the response nor its timing.
 */
export function mailQueue(jobs: JobQueue, mailer: Mailer): SendMail {
  const job = jobs.define<MailMessage>("mail.send", (message) => mailer.send(message), { maxAttempts: 15, leaseSeconds: 120 });
  return (message, options) => job.enqueue(message, options);
}
