import { and, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { rowsOf } from "../db/client";
import { jobs } from "../db/schema";
import type { Logger } from "./logger";
import type { UserDataSection } from "./user-data";

export interface JobContext {
  id: number;
  /** 1 on the first run. */
  attempt: number;
}

export type JobHandler<P> = (payload: P, job: JobContext) => Promise<void>;

export interface JobTypeOptions {
  /** Runs before the job is marked failed for good. */
  maxAttempts?: number;
  /** Seconds a run may take before another worker may assume it died and run the job again. */
  leaseSeconds?: number;
}

export interface EnqueueOptions {
  /** Enqueue inside this transaction: the job exists only if the transaction commits. */
  db?: Db;
  delaySeconds?: number;
  /** The account the job is for: deleting the account deletes the job if it has not run. */
  userId?: string;
}

export interface JobType<P> {
  readonly name: string;
  enqueue(payload: P, options?: EnqueueOptions): Promise<void>;
}

interface Registered {
  handler: JobHandler<unknown>;
  maxAttempts: number;
  leaseSeconds: number;
}

interface ClaimedRow {
  id: number | string;
  queue: string;
  payload: unknown;
  attempts: number;
  max_attempts: number;
}

const DEFAULT_MAX_ATTEMPTS = 10;
const DEFAULT_LEASE_SECONDS = 120;
const BACKOFF_BASE_SECONDS = 10;
const BACKOFF_MAX_SECONDS = 3600;
const FAILED_RETENTION_DAYS = 14;

/** Seconds before retry number `attempt` (1-based): 10 s, 20 s, 40 s, ... up to an hour, ±20 %. */
export function backoffSeconds(attempt: number, random = Math.random): number {
  const base = Math.min(BACKOFF_MAX_SECONDS, BACKOFF_BASE_SECONDS * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/**
 * Schedules a job for a moment, from code that holds no queue (a service called with a transaction):
 * the queue that defines `queue` runs it when it is due; its poll finds it (nothing is woken).
 * `maxAttempts` must be the one the queue defines the type with.
 */
export async function scheduleJob(
  db: Db,
  job: { queue: string; payload: unknown; runAt: Date; maxAttempts: number; userId: string },
): Promise<void> {
  await db
    .insert(jobs)
    .values({ queue: job.queue, userId: job.userId, payload: job.payload, maxAttempts: job.maxAttempts, runAt: job.runAt });
}

/** The jobs table's share of a user's data: their pending jobs, which go with the account (cascade). */
export const jobsUserData: UserDataSection = { name: "jobs", tables: ["jobs"] };

/**
 * Deletes the jobs of a type that have not started and whose payload contains `match` (jsonb
 * containment), e.g. a user's reminders once their fast has ended. One already running finishes.
 */
export async function cancelPendingJobs(db: Db, queue: string, match: Record<string, unknown>): Promise<number> {
  const deleted = await db
    .delete(jobs)
    .where(and(eq(jobs.queue, queue), eq(jobs.status, "pending"), sql`${jobs.payload} @> ${JSON.stringify(match)}::jsonb`))
    .returning({ id: jobs.id });
  return deleted.length;
}

/**
 * A durable job queue on the application database (PostgreSQL or PGlite), for work that must not
 * run on the request path or be lost with the process: outgoing mail, and later notifications and
 * reminders. Delivery is at least once: a job is deleted only after its handler returns, and one
 * whose worker died is picked up again when its lease lapses, so handlers must be idempotent or
 * harmless to repeat.
 *
 * Every server process runs a worker. It wakes at once when this process enqueues a job, and polls
 * for jobs from other processes and for retries that have come due.
 */
export class JobQueue {
  private readonly types = new Map<string, Registered>();
  private running = false;
  private loop: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  private active = 0;
  private idleWaiters: Array<() => void> = [];
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
    private readonly options: { pollMs?: number; concurrency?: number } = {},
  ) {}

  define<P>(name: string, handler: JobHandler<P>, options: JobTypeOptions = {}): JobType<P> {
    if (this.types.has(name)) throw new Error(`job type ${name} is defined twice`);
    this.types.set(name, {
      handler: handler as JobHandler<unknown>,
      maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      leaseSeconds: options.leaseSeconds ?? DEFAULT_LEASE_SECONDS,
    });
    return { name, enqueue: (payload, enqueueOptions) => this.enqueue(name, payload, enqueueOptions) };
  }

  async enqueue(name: string, payload: unknown, { db = this.db, delaySeconds = 0, userId }: EnqueueOptions = {}): Promise<void> {
    const type = this.types.get(name);
    if (!type) throw new Error(`unknown job type ${name}`);
    await db.insert(jobs).values({
      queue: name,
      userId,
      payload,
      maxAttempts: type.maxAttempts,
      runAt: delaySeconds > 0 ? sql`now() + make_interval(secs => ${delaySeconds})` : sql`now()`,
    });
    // Inside a transaction the row is not visible yet; the worker finds it on its next pass.
    if (db === this.db && delaySeconds === 0) this.wake();
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.work();
  }

  /** Stops claiming new jobs and waits for the ones running to finish. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await this.loop;
  }

  wake(): void {
    this.wakeUp?.();
  }

  /**
   * Resolves once no job is due or running in this process (tests: "the mail has been handed
   * over"). Jobs waiting for a retry later do not count.
   */
  async idle(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (this.active === 0 && !(await this.hasDueJobs())) return;
      if (Date.now() > deadline) throw new Error("background jobs still running");
      this.wake();
      await new Promise<void>((resolve) => {
        this.idleWaiters.push(resolve);
        setTimeout(resolve, 25);
      });
    }
  }

  /** Claims and runs due jobs until none is left; returns how many ran. */
  async runDue(): Promise<number> {
    let total = 0;
    for (;;) {
      const ran = await this.runBatch();
      total += ran;
      if (ran === 0) return total;
    }
  }

  private async work(): Promise<void> {
    const pollMs = this.options.pollMs ?? 1000;
    let failures = 0;
    while (this.running) {
      let ran = 0;
      try {
        ran = await this.runBatch();
        failures = 0;
        this.maybeSweep();
      } catch (err) {
        // The database is down or restarting: wait longer each time, never crash the process.
        failures++;
        this.logger.warn({ err: { message: (err as Error).message } }, "job worker could not reach the database");
      }
      if (ran > 0 || !this.running) continue;
      this.idleWaiters.splice(0).forEach((resolve) => resolve());
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(30_000, pollMs * 2 ** Math.min(failures, 5)));
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeUp = undefined;
    }
  }

  private async runBatch(): Promise<number> {
    const names = [...this.types.keys()];
    if (names.length === 0) return 0;
    const lease = Math.max(...[...this.types.values()].map((t) => t.leaseSeconds));
    // Counted as active from before the claim: once claimed, a job is no longer due, and idle()
    // must not see "nothing due, nothing running" in between.
    this.active++;
    let claimed: ClaimedRow[];
    try {
      claimed = await this.claim(names, lease);
    } finally {
      this.active--;
    }
    this.active += claimed.length;
    try {
      await Promise.all(claimed.map((row) => this.run(row)));
    } finally {
      this.active -= claimed.length;
    }
    return claimed.length;
  }

  private async claim(names: string[], lease: number): Promise<ClaimedRow[]> {
    return rowsOf<ClaimedRow>(
      await this.db.execute(sql`
        update jobs set status = 'running', attempts = attempts + 1, locked_until = now() + make_interval(secs => ${lease})
        where id in (
          select id from jobs
          where queue in (${sql.join(
            names.map((n) => sql`${n}`),
            sql`, `,
          )})
            and ((status = 'pending' and run_at <= now()) or (status = 'running' and locked_until < now()))
          order by run_at, id
          limit ${this.options.concurrency ?? 5}
          for update skip locked)
        returning id, queue, payload, attempts, max_attempts`),
    );
  }

  private async run(row: ClaimedRow): Promise<void> {
    const id = Number(row.id);
    const type = this.types.get(row.queue)!;
    try {
      await type.handler(row.payload, { id, attempt: row.attempts });
      await this.db.delete(jobs).where(eq(jobs.id, id));
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const final = row.attempts >= row.max_attempts;
      const log = { job: id, queue: row.queue, attempt: row.attempts, err: { message } };
      if (final) this.logger.error(log, "job failed for good");
      else this.logger.warn(log, "job failed; will retry");
      await this.db
        .update(jobs)
        .set({
          status: final ? "failed" : "pending",
          lockedUntil: null,
          lastError: message.slice(0, 2000),
          runAt: final ? sql`run_at` : sql`now() + make_interval(secs => ${backoffSeconds(row.attempts)})`,
        })
        .where(eq(jobs.id, id));
    }
  }

  private async hasDueJobs(): Promise<boolean> {
    const rows = rowsOf<{ due: boolean }>(
      await this.db.execute(sql`
        select exists (select 1 from jobs
          where (status = 'pending' and run_at <= now()) or (status = 'running' and locked_until < now())) as due`),
    );
    return Boolean(rows[0]?.due);
  }

  private maybeSweep(): void {
    const now = Date.now();
    if (now - this.lastSweep < 10 * 60_000) return;
    this.lastSweep = now;
    this.db
      .delete(jobs)
      .where(and(eq(jobs.status, "failed"), lt(jobs.createdAt, sql`now() - make_interval(days => ${FAILED_RETENTION_DAYS})`)))
      .catch(() => {});
  }
}
