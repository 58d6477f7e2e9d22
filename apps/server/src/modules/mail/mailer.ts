import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../../platform/logger";
import type { EnqueueOptions, JobQueue } from "../../platform/jobs";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Where mail goes, for the start-up banner. */
  describe: string;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP when configured; otherwise each message is logged and kept as an .eml file in the outbox. */
export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  dataDir: string;
  logger: Logger;
  /** Also print outbox mails to stdout (off in tests). */
  echo?: boolean;
}): Mailer {
  const { smtpUrl, from, logger } = options;
  if (smtpUrl) {
    // A mail server that does not answer must not hold a job for minutes (nodemailer's defaults).
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
        await transport.sendMail({ from, ...message });
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
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, "-")}-${slug}.eml`);
      await writeFile(file, info.message as Buffer);
      logger.info({ to: message.to, subject: message.subject, file }, "mail written to outbox (no SMTP_URL)");
      // No SMTP configured (local use): print the message so a newcomer can follow its link.
      if (options.echo !== false) process.stdout.write(`\n----- mail to ${message.to}: ${message.subject} -----\n${message.text}-----\n\n`);
    },
    close: () => {},
  };
}

/** Hands a mail to the job queue; with `db` a transaction, only if that transaction commits. */
export type SendMail = (message: MailMessage, options?: Pick<EnqueueOptions, "db">) => Promise<void>;

/**
 * Mail never leaves on the request path: it is queued in the database and sent by the worker,
 * retried with backoff for hours while the mail server is down. So a slow or broken mail server
 * changes neither the answer nor its timing.
 */
export function mailQueue(jobs: JobQueue, mailer: Mailer): SendMail {
  const job = jobs.define<MailMessage>("mail.send", (message) => mailer.send(message), { maxAttempts: 15, leaseSeconds: 120 });
  return (message, options) => job.enqueue(message, options);
}
