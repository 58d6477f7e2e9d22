import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { createScratchDatabase, TEST_SECRET } from "../harness";
import { startChildServer } from "../child-server";

it("finishes the requests in flight on SIGTERM, then exits 0", { timeout: 120_000 }, async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "carnitrack-shutdown-"));
  const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : undefined;
  try {
    const server = await startChildServer({ LOG_LEVEL: "info", DATA_DIR: dataDir, AUTH_SECRET: TEST_SECRET, ...(scratch ? { DATABASE_URL: scratch.url } : {}) });
    // A steady load of reads that touch the database.
    const inFlight: Promise<number | string>[] = [];
    const sendOne = () =>
      fetch(`${server.url}/api/health`).then(
        (r) => r.status,
        (e: Error) => `failed: ${e.message}`,
      );
    for (let i = 0; i < 60; i++) inFlight.push(sendOne());
    // Let them reach the server, then ask it to stop while they are being answered.
    await new Promise((r) => setTimeout(r, 5));
    server.process.kill("SIGTERM");
    const results = await Promise.all(inFlight);
    const { code } = await server.exited;
    expect(code).toBe(0);
    expect(server.output()).toMatch(/"msg":"stopped"/);
    // Every request that reached the server got a full answer; any sent after it stopped
    // listening were refused at connect time, never cut off mid-response.
    const answered = results.filter((r) => r === 200).length;
    const refused = results.filter((r) => typeof r === "string");
    expect(answered).toBeGreaterThan(0);
    for (const r of refused) expect(r).toMatch(/fetch failed/);
    expect(results.filter((r) => typeof r === "number" && r !== 200)).toEqual([]);
  } finally {
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
