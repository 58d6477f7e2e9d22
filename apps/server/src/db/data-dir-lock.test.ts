import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { startChildServer } from "../../test/child-server";
import { TEST_SECRET } from "../../test/harness";
import { DataDirLockedError, lockDataDir } from "./data-dir-lock";

describe("one embedded database directory, one server", () => {
  it(
    "refuses a second server on the same DATA_DIR with one clear line, and recovers from a killed holder",
    { timeout: 120_000 },
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "carnitrack-lock-"));
      // A copy of the migrated template when this run has one (embedded runs); otherwise the first
      // server initialises the directory itself.
      const template = process.env.DATABASE_URL ? undefined : inject("pgliteTemplate");
      if (template) cpSync(template, path.join(dataDir, "pglite"), { recursive: true });
      // The embedded database whatever this run's DATABASE_URL: the lock is the embedded database's.
      const env = { DATA_DIR: dataDir, AUTH_SECRET: TEST_SECRET, DATABASE_URL: undefined };
      try {
        const first = await startChildServer(env);
        const second = await startChildServer(env).then(
          () => undefined,
          (err: Error) => err.message,
        );
        expect(second).toMatch(/exited early \(1\)/);
        expect(second).toMatch(/Another CarniTrack server \(pid \d+, started [^)]+\) is using this data directory/);
        expect(second!.split("\n").filter((l) => /Another CarniTrack server/.test(l))).toHaveLength(1);
        expect((await fetch(`${first.url}/api/health`)).status).toBe(200);

        first.process.kill("SIGKILL");
        await first.exited;
        // The dead holder's lock file is still there; the next server takes it over.
        expect(readFileSync(path.join(dataDir, "pglite.lock"), "utf8")).toContain(String(first.process.pid));
        const third = await startChildServer(env);
        expect((await fetch(`${third.url}/api/health`)).status).toBe(200);
        third.process.kill("SIGTERM");
        expect((await third.exited).code).toBe(0);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );

  it("refuses a lock file naming a live process of this machine, and takes over a dead one's", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "carnitrack-lock-"));
    const lockFile = path.join(dataDir, "pglite.lock");
    try {
      // PID 1 is alive on every machine.
      writeFileSync(lockFile, JSON.stringify({ pid: 1, host: hostname(), startedAt: "2026-01-01T00:00:00Z" }));
      expect(() => lockDataDir(lockFile)).toThrow(DataDirLockedError);
      // A pid far above pid_max belongs to nobody.
      writeFileSync(lockFile, JSON.stringify({ pid: 2 ** 30, host: hostname(), startedAt: "2026-01-01T00:00:00Z" }));
      const release = lockDataDir(lockFile);
      // And this process holds it now: a second server here is refused too.
      expect(() => lockDataDir(lockFile)).toThrow(DataDirLockedError);
      release();
      lockDataDir(lockFile)();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
