import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { loadConfig } from "./config";
import { createLogger } from "./platform/logger";
import { startServer } from "./server";
import { createScratchDatabase, freePort, parseMail, restartableServerEnv, TestClient } from "../test/harness";
import { readdirSync, readFileSync } from "node:fs";

// Starts the real server twice on the same data (a fresh PGlite dir, or a fresh PostgreSQL database).
it("keeps every account across a restart, migrations included", { timeout: 120_000 }, async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "carnitrack-restart-"));
  const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
  const port = await freePort();
  const env = restartableServerEnv({ DATA_DIR: dataDir, ...(scratch ? { DATABASE_URL: scratch.url } : {}) }, port);
  const password = "tender flank steak 11";
  try {
    // No AUTH_SECRET: the generated one must be reused, or the old cookie would stop working.
    const first = await startServer(loadConfig(env), createLogger("silent"));
    const client = new TestClient(first.url.replace("localhost", "127.0.0.1"));
    await client.post("/api/auth/sign-up/email", { email: "keep@example.com", password, name: "Keeper", callbackURL: "/" });
    await first.jobs.idle();
    const outbox = path.join(dataDir, "outbox");
    const eml = readdirSync(outbox).find((f) => f.endsWith(".eml"))!;
    const mail = parseMail(readFileSync(path.join(outbox, eml), "utf8"));
    const link = new URL(mail.links[0]!);
    await client.get(link.pathname + link.search);
    await first.close();

    const second = await startServer(loadConfig(env), createLogger("silent"));
    try {
      expect((await client.get("/api/auth/get-session")).body.user.email).toBe("keep@example.com");
      const fresh = new TestClient(client.baseUrl);
      expect((await fresh.post("/api/auth/sign-in/email", { email: "keep@example.com", password })).status).toBe(200);
    } finally {
      await second.close();
    }
  } finally {
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
