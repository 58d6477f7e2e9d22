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
  /** Aborted when the run has outlasted its lease and is given up: a handler that can stop early should. */
  signal: AbortSignal;
}

export type JobHandler<P> = (payload: P, job: JobContext) => Promise<void>;

export interface JobTypeOptions {
  /** Runs before the job is marked failed for good. */
  maxAttempts?: number;
  /**
   * Seconds a run may take. Past it the run is given up (a failure, retried with backoff) and its
   * slot freed, and another worker may assume it died and run the job again.
   */
  leaseSeconds?: number;
  /**
   * Runs of this type at once in one process, in slots of its own: a type whose runs hang (a push
   * service that never answers) fills only its own, and every other type keeps running.
   */
  concurrency?: number;
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
  name: string;
  handler: JobHandler<unknown>;
  maxAttempts: number;
  leaseSeconds: number;
  concurrency: number;
  /** Slots taken in this process: runs, and claims being made. */
  taken: number;
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
const DEFAULT_CONCURRENCY = 4;
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
 * A durable job queue on the application database, for work that must not run on the request path
 * or be lost with the process. Delivery is at least once (a job whose worker died is picked up
 * again when its lease lapses), so handlers must be idempotent or harmless to repeat.
 *
 * Every server process runs a worker. Each job type has slots of its own (`concurrency`), claimed
 * as they free up: a hung job holds its own slot, at most for its lease, and no other type waits.
 */
export class JobQueue {
  private readonly types = new Map<string, Registered>();
  private running = false;
  private loop: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  /** A wake that came while the worker was claiming: its next wait returns at once. */
  private woken = false;
  /** Claims being made and jobs running, for idle(). */
  private active = 0;
  /** Counts claims started and runs ended, so idle() can tell whether any happened while it asked. */
  private changes = 0;
  private readonly runs = new Set<Promise<void>>();
  private idleWaiters: Array<() => void> = [];
  private lastSweep = 0;

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
    /** `concurrency`: each type's slots unless its definition says otherwise. */
    private readonly options: { pollMs?: number; concurrency?: number } = {},
  ) {}

  define<P>(name: string, handler: JobHandler<P>, options: JobTypeOptions = {}): JobType<P> {
    if (this.types.has(name)) throw new Error(`job type ${name} is defined twice`);
    this.types.set(name, {
      name,
      handler: handler as JobHandler<unknown>,
      maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
      leaseSeconds: options.leaseSeconds ?? DEFAULT_LEASE_SECONDS,
      concurrency: Math.max(1, options.concurrency ?? this.options.concurrency ?? DEFAULT_CONCURRENCY),
      taken: 0,
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

  /** Stops claiming new jobs and waits for the ones running to finish (each at most its lease). */
  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await this.loop;
    await Promise.all([...this.runs]);
  }

  wake(): void {
    if (this.wakeUp) this.wakeUp();
    else this.woken = true;
  }

  /**
   * Resolves once no job is due or running in this process (tests: "the mail has been handed
   * over"). Jobs waiting for a retry later do not count.
   */
  async idle(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      // Idle only if nothing ran or was claimed here during the query: a claim made meanwhile hides
      // its job from it, and a run that ended meanwhile may have queued another.
      const [before, activeBefore] = [this.changes, this.active];
      if (activeBefore === 0 && !(await this.hasDueJobs()) && this.changes === before && this.active === 0) return;
      if (Date.now() > deadline) throw new Error("background jobs still running");
      // Only a sleeping worker is woken: one that is claiming reports to idleWaiters when it is done,
      // and a wake saved for later would start its next claim just as this check asks again.
      this.wakeUp?.();
      await new Promise<void>((resolve) => {
        this.idleWaiters.push(resolve);
        setTimeout(resolve, 25);
      });
    }
  }

  /** Claims and runs due jobs until none is left; returns how many ran. */
  async runDue(): Promise<number> {
    let total = 0;
    const mine = new Set<Promise<void>>();
    for (;;) {
      const started = await this.fill();
      for (const run of started) {
        mine.add(run);
        void run.then(() => mine.delete(run));
      }
      total += started.length;
      if (started.length > 0) continue;
      if (mine.size === 0) return total;
      await Promise.race(mine);
    }
  }

  private async work(): Promise<void> {
    const pollMs = this.options.pollMs ?? 1000;
    let failures = 0;
    while (this.running) {
      this.woken = false;
      let started = 0;
      try {
        started = (await this.fill()).length;
        failures = 0;
        this.maybeSweep();
      } catch (err) {
        // The database is down or restarting: wait longer each time, never crash the process.
        failures++;
        this.logger.warn({ err: { message: (err as Error).message } }, "job worker could not reach the database");
      }
      if (started > 0 || !this.running) continue;
      if (this.active === 0) this.idleWaiters.splice(0).forEach((resolve) => resolve());
      await this.sleep(Math.min(30_000, pollMs * 2 ** Math.min(failures, 5)));
    }
  }

  /** Until the poll interval passes or something wakes the worker (an enqueue, a run that ended). */
  private async sleep(ms: number): Promise<void> {
    if (this.woken) {
      this.woken = false;
      return;
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    this.wakeUp = undefined;
  }

  /**
   * Claims due jobs into every free slot, each type up to its own free slots, and starts them
   * without waiting for them; returns the runs started.
   */
  private async fill(): Promise<Array<Promise<void>>> {
    const wanted = [...this.types.values()].flatMap((type) => {
      const free = type.concurrency - type.taken;
      return free > 0 ? [{ type, free }] : [];
    });
    if (wanted.length === 0) return [];
    // The slots are taken before the claim, so a runDue() beside the worker cannot claim them too;
    // and counted as active: once claimed, a job is no longer due, and idle() must not see "nothing
    // due, nothing running" in between.
    for (const { type, free } of wanted) type.taken += free;
    this.active++;
    let claimed: ClaimedRow[] = [];
    try {
      claimed = await this.claim(wanted);
    } finally {
      for (const { type, free } of wanted) type.taken -= free - claimed.filter((row) => row.queue === type.name).length;
      this.active += claimed.length;
      this.active--;
      if (claimed.length > 0) this.changes++;
    }
    return claimed.map((row) => this.track(row, this.types.get(row.queue)!));
  }

  private track(row: ClaimedRow, type: Registered): Promise<void> {
    const run = this.run(row, type)
      .catch((err: unknown) => {
        // The database failed while the outcome was being recorded: the lease lapses and the job runs again.
        this.logger.warn({ job: Number(row.id), queue: row.queue, err: { message: (err as Error).message } }, "job outcome not recorded");
      })
      .finally(() => {
        type.taken--;
        this.active--;
        this.changes++;
        this.runs.delete(run);
        this.wake();
      });
    this.runs.add(run);
    return run;
  }

  private async claim(wanted: Array<{ type: Registered; free: number }>): Promise<ClaimedRow[]> {
    const kinds = sql.join(
      wanted.map(({ type, free }) => sql`(${type.name}::text, ${free}::int, ${type.leaseSeconds}::float8)`),
      sql`, `,
    );
    // Per type, its oldest due jobs up to its free slots, each leased for its type's lease.
    return rowsOf<ClaimedRow>(
      await this.db.execute(sql`
        update jobs set status = 'running', attempts = jobs.attempts + 1, locked_until = now() + make_interval(secs => wanted.lease)
        from (
          select picked.id, kinds.lease
          from (values ${kinds}) as kinds (queue, free, lease)
          cross join lateral (
            select j.id from jobs j
            where j.queue = kinds.queue
              and ((j.status = 'pending' and j.run_at <= now()) or (j.status = 'running' and j.locked_until < now()))
            order by j.run_at, j.id
            limit kinds.free
            for update skip locked
          ) picked
        ) wanted
        where jobs.id = wanted.id
        returning jobs.id, jobs.queue, jobs.payload, jobs.attempts, jobs.max_attempts`),
    );
  }

  private async run(row: ClaimedRow, type: Registered): Promise<void> {
    const id = Number(row.id);
    const abort = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    // A handler that hangs must not hold its slot for ever: at the lease, when another worker may
    // take the job anyway, this run is given up as a failure.
    const overtime = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const err = new Error(`the job ran longer than its lease of ${type.leaseSeconds} s`);
        abort.abort(err);
        reject(err);
      }, type.leaseSeconds * 1000);
    });
    try {
      await Promise.race([
        Promise.resolve().then(() => type.handler(row.payload, { id, attempt: row.attempts, signal: abort.signal })),
        overtime,
      ]);
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
        // Only while it is still this run's: a worker that took it over after the lease counted an attempt.
        .where(and(eq(jobs.id, id), eq(jobs.status, "running"), eq(jobs.attempts, row.attempts)));
    } finally {
      clearTimeout(timer);
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
