import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createScratchDatabase, freePort, startSmtpCapture } from "@app/test-support";

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * Starts what the browser tests talk to: a real SMTP listener (mails land in E2E_MAIL_DIR) and the
 * built server on a fresh database, behind a "proxy" (TRUST_PROXY=1) so each test can have its own
 * client address and rate-limit buckets.
 */
export default async function globalSetup() {
  const workDir = mkdtempSync(path.join(tmpdir(), "carnitrack-e2e-"));
  const mailDir = path.join(workDir, "mail");
  mkdirSync(mailDir);
  const smtp = await startSmtpCapture();
  let count = 0;
  const originalPush = smtp.received.push.bind(smtp.received);
  smtp.received.push = (...mails) => {
    for (const mail of mails) {
      for (const to of mail.to) writeFileSync(path.join(mailDir, `${String(++count).padStart(5, "0")}-${to}.eml`), mail.raw);
    }
    return originalPush(...mails);
  };

  const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, [path.join(root, "apps/server/dist/index.js")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      APP_URL: baseUrl,
      DATA_DIR: path.join(workDir, "data"),
      SMTP_URL: smtp.url,
      TRUST_PROXY: "1",
      TEST_FIXTURES: "1",
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise<number | null>((resolve) => server.once("exit", (code) => resolve(code)));

  // A fresh embedded database takes ~7 s to create on a quiet machine and a minute on a busy one.
  const deadline = Date.now() + 120_000;
  for (;;) {
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode} before it was ready`);
    if (Date.now() > deadline) {
      // Not left running behind a failed setup: it would hold the port, the database and the run's output.
      server.kill("SIGTERM");
      throw new Error("the server was not ready within 120 s");
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAIL_DIR = mailDir;
  process.env.E2E_DATA_DIR = path.join(workDir, "data");

  return async () => {
    server.kill("SIGTERM");
    await exited;
    await smtp.close();
    await scratch?.drop();
    rmSync(workDir, { recursive: true, force: true });
  };
}
