import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/harness";
import { jobs } from "../db/schema";
import { createLogger } from "./logger";
import { backoffSeconds, JobQueue } from "./jobs";

const logger = createLogger("silent");
let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.dispose());
beforeEach(async () => {
  await database.db.delete(jobs);
});

const rows = () => database.db.select().from(jobs).orderBy(jobs.id);
/** Makes every waiting retry due now, as if its backoff had passed. */
const timePasses = () => database.db.execute(sql`update jobs set run_at = now() - interval '1 second'`);

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("backoff", () => {
  it("doubles from 10 s up to an hour, with ±20 % jitter", () => {
    expect([1, 2, 3, 4].map((n) => backoffSeconds(n, () => 0.5))).toEqual([10, 20, 40, 80]);
    expect(backoffSeconds(30, () => 0.5)).toBe(3600);
    expect(backoffSeconds(1, () => 0)).toBe(8);
    expect(backoffSeconds(1, () => 1)).toBe(12);
  });
});

describe("job queue", () => {
  it("runs a job once and removes it", async () => {
    const queue = new JobQueue(database.db, logger);
    const seen: unknown[] = [];
    const type = queue.define<{ n: number }>("test.once", async (payload, job) => {
      seen.push([payload, job.attempt]);
    });
    await type.enqueue({ n: 1 });
    expect(await queue.runDue()).toBe(1);
    expect(await queue.runDue()).toBe(0);
    expect(seen).toEqual([[{ n: 1 }, 1]]);
    expect(await rows()).toEqual([]);
  });

  it("retries a failing job later with backoff, keeps the error, and gives up after its attempts", async () => {
    const queue = new JobQueue(database.db, logger);
    let calls = 0;
    const type = queue.define(
      "test.flaky",
      async () => {
        calls++;
        throw new Error(`SMTP said no (${calls})`);
      },
      { maxAttempts: 3 },
    );
    await type.enqueue({});
    const before = Date.now();
    await queue.runDue();
    let [row] = await rows();
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: "SMTP said no (1)" });
    const delay = (row!.runAt.getTime() - before) / 1000;
    expect(delay).toBeGreaterThanOrEqual(7);
    expect(delay).toBeLessThanOrEqual(13);
    // Not due yet: nothing runs.
    expect(await queue.runDue()).toBe(0);

    await timePasses();
    await queue.runDue();
    [row] = await rows();
    expect(row).toMatchObject({ status: "pending", attempts: 2, lastError: "SMTP said no (2)" });
    await timePasses();
    await queue.runDue();
    [row] = await rows();
    expect(row).toMatchObject({ status: "failed", attempts: 3, lastError: "SMTP said no (3)" });
    await timePasses();
    expect(await queue.runDue()).toBe(0);
    expect(calls).toBe(3);
  });

  it("a job retried after a failure succeeds and is removed", async () => {
    const queue = new JobQueue(database.db, logger);
    let calls = 0;
    const type = queue.define("test.second-time", async () => {
      if (++calls === 1) throw new Error("once");
    });
    await type.enqueue({});
    await queue.runDue();
    await timePasses();
    await queue.runDue();
    expect(calls).toBe(2);
    expect(await rows()).toEqual([]);
  });

  it("enqueues inside a transaction: a rolled-back job never runs", async () => {
    const queue = new JobQueue(database.db, logger);
    let calls = 0;
    const type = queue.define("test.tx", async () => {
      calls++;
    });
    await database.db
      .transaction(async (tx) => {
        await type.enqueue({}, { db: tx });
        throw new Error("roll back");
      })
      .catch(() => undefined);
    await database.db.transaction(async (tx) => {
      await type.enqueue({}, { db: tx });
    });
    await queue.runDue();
    expect(calls).toBe(1);
  });

  it("survives the process: a job queued before a crash runs in the next process", async () => {
    const dead = new JobQueue(database.db, logger);
    dead.define("test.durable", async () => {
      throw new Error("never called: this process dies first");
    });
    await dead.enqueue("test.durable", { to: "ann@example.com" });

    const next = new JobQueue(database.db, logger);
    const seen: unknown[] = [];
    next.define("test.durable", async (payload) => {
      seen.push(payload);
    });
    await next.runDue();
    expect(seen).toEqual([{ to: "ann@example.com" }]);
  });

  it("runs again a job whose worker died mid-run, once its lease has lapsed", async () => {
    const queue = new JobQueue(database.db, logger);
    const seen: number[] = [];
    queue.define("test.lease", async (_payload, job) => {
      seen.push(job.attempt);
    });
    await queue.enqueue("test.lease", {});
    // A worker claimed it and died: running, lease still valid, then lapsed.
    await database.db.update(jobs).set({ status: "running", attempts: 1, lockedUntil: sql`now() + interval '1 minute'` });
    expect(await queue.runDue()).toBe(0);
    await database.db
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.status, "running"));
    expect(await queue.runDue()).toBe(1);
    expect(seen).toEqual([2]);
  });

  it("never runs a job twice when several workers drain the queue at once", async () => {
    const seen = new Map<number, number>();
    const workers = Array.from({ length: 4 }, () => {
      const queue = new JobQueue(database.db, logger, { concurrency: 3 });
      queue.define<{ n: number }>("test.parallel", async ({ n }) => {
        seen.set(n, (seen.get(n) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 2));
      });
      return queue;
    });
    for (let n = 0; n < 60; n++) await workers[0]!.enqueue("test.parallel", { n });
    const ran = await Promise.all(workers.map((w) => w.runDue()));
    expect(ran.reduce((a, b) => a + b, 0)).toBe(60);
    expect(seen.size).toBe(60);
    expect([...seen.values()].every((count) => count === 1)).toBe(true);
  });

  it("a started worker picks up jobs by itself, and idle() waits for them", async () => {
    const queue = new JobQueue(database.db, logger, { pollMs: 50 });
    const seen: number[] = [];
    const type = queue.define<{ n: number }>("test.worker", async ({ n }) => {
      await new Promise((r) => setTimeout(r, 20));
      seen.push(n);
    });
    queue.start();
    try {
      await type.enqueue({ n: 1 });
      // From another process: found by polling.
      await database.db.insert(jobs).values({ queue: "test.worker", payload: { n: 2 }, maxAttempts: 3 });
      await queue.idle();
      expect(seen.sort()).toEqual([1, 2]);
    } finally {
      await queue.stop();
    }
  });

  it("claims as slots free up: a job that hangs holds only its own slot, never the jobs of other types or behind it", async () => {
    const queue = new JobQueue(database.db, logger, { pollMs: 50 });
    const events: string[] = [];
    let release!: () => void;
    const hung = new Promise<void>((resolve) => (release = resolve));
    queue.define<{ n: number }>(
      "test.push",
      async ({ n }) => {
        events.push(`push ${n} started`);
        if (n === 1) await hung;
        events.push(`push ${n} done`);
      },
      { concurrency: 2 },
    );
    const mail = queue.define<{ to: string }>("test.mail", async ({ to }) => {
      events.push(`mail to ${to}`);
    });
    queue.start();
    try {
      await queue.enqueue("test.push", { n: 1 });
      await until(() => events.includes("push 1 started"));
      // The push type's other slot keeps its jobs moving one after another while push 1 hangs.
      await queue.enqueue("test.push", { n: 2 });
      await queue.enqueue("test.push", { n: 3 });
      await mail.enqueue({ to: "ann@example.com" });
      await until(() => events.includes("push 3 done") && events.includes("mail to ann@example.com"));
      expect(events).not.toContain("push 1 done");
      release();
      await queue.idle();
      expect(events.at(-1)).toBe("push 1 done");
      expect(await rows()).toEqual([]);
    } finally {
      release();
      await queue.stop();
    }
  });

  it("runs at most a type's concurrency of its jobs at once, and each type in slots of its own", async () => {
    const queue = new JobQueue(database.db, logger, { pollMs: 50 });
    const now = { slow: 0, other: 0 };
    const most = { slow: 0, other: 0 };
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const handler = (kind: "slow" | "other") => async () => {
      most[kind] = Math.max(most[kind], ++now[kind]);
      if (kind === "slow") await gate;
      else await new Promise((r) => setTimeout(r, 10));
      now[kind]--;
    };
    queue.define("test.slow", handler("slow"), { concurrency: 2 });
    queue.define("test.other", handler("other"), { concurrency: 3 });
    for (let i = 0; i < 6; i++) await queue.enqueue("test.slow", {});
    for (let i = 0; i < 9; i++) await queue.enqueue("test.other", {});
    queue.start();
    try {
      await until(async () => (await rows()).every((row) => row.queue === "test.slow"));
      expect(now.slow).toBe(2);
      expect(most).toEqual({ slow: 2, other: 3 });
      release();
      await queue.idle();
      expect(most.slow).toBe(2);
      expect(await rows()).toEqual([]);
    } finally {
      release();
      await queue.stop();
    }
  });

  it("gives up a run that outlasts its lease: its slot frees, its signal aborts, and it is retried with backoff", async () => {
    const queue = new JobQueue(database.db, createLogger("silent"));
    const aborted: unknown[] = [];
    let finishLate!: () => void;
    const late = new Promise<void>((resolve) => (finishLate = resolve));
    queue.define(
      "test.hangs",
      async (_payload, job) => {
        job.signal.addEventListener("abort", () => aborted.push(job.signal.reason));
        await late;
      },
      { leaseSeconds: 0.3, concurrency: 1 },
    );
    await queue.enqueue("test.hangs", {});
    await queue.enqueue("test.hangs", {});
    const before = Date.now();
    // One slot: the second job runs only because the first was given up.
    expect(await queue.runDue()).toBe(2);
    expect(aborted).toHaveLength(2);
    expect(String(aborted[0])).toMatch(/longer than its lease of 0\.3 s/);
    const after = await rows();
    expect(after).toHaveLength(2);
    for (const row of after) {
      expect(row).toMatchObject({ status: "pending", attempts: 1, lockedUntil: null });
      expect(row.lastError).toMatch(/longer than its lease/);
      expect((row.runAt.getTime() - before) / 1000).toBeGreaterThanOrEqual(7);
    }
    // A handler that returns after all changes nothing: the job is still there for its retry.
    finishLate();
    await new Promise((r) => setTimeout(r, 50));
    expect(await rows()).toHaveLength(2);
  });

  it("stop() waits for the jobs running", async () => {
    const queue = new JobQueue(database.db, logger, { pollMs: 50 });
    let release!: () => void;
    let started = false;
    queue.define("test.stop", async () => {
      started = true;
      await new Promise<void>((resolve) => (release = resolve));
    });
    queue.start();
    await queue.enqueue("test.stop", {});
    await until(() => started);
    let stopped = false;
    const stopping = queue.stop().then(() => (stopped = true));
    await new Promise((r) => setTimeout(r, 100));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(await rows()).toEqual([]);
  });

  it("refuses unknown and duplicate job types", async () => {
    const queue = new JobQueue(database.db, logger);
    queue.define("test.dup", async () => {});
    expect(() => queue.define("test.dup", async () => {})).toThrow(/defined twice/);
    await expect(queue.enqueue("test.nope", {})).rejects.toThrow(/unknown job type/);
  });
});
