import { sql } from "drizzle-orm";
import { rowsOf, type Db } from "../db/client";
import { AppError } from "./errors";
import type { UserDataSection } from "./user-data";

export interface Rule {
  limit: number;
  windowSeconds: number;
}

export interface LimitState {
  count: number;
  resetAt: Date;
}

/**
 * Fixed-window counters kept in the database, so limits survive restarts and hold across every
 * server process sharing it. Each hit is one atomic upsert.
 */
export class RateLimiter {
  private lastSweep = 0;

  constructor(private readonly db: Db) {}

  /** Counts one in `key`'s window; `on` a caller's transaction, the count is undone with it. */
  async hit(key: string, rule: Rule, on: Db = this.db): Promise<LimitState> {
    this.maybeSweep();
    const rows = await on.execute(sql`
      insert into rate_limits (key, count, reset_at)
      values (${key}, 1, now() + make_interval(secs => ${rule.windowSeconds}))
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
        reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
      returning count, reset_at`);
    const row = rowsOf<{ count: number; reset_at: string | Date }>(rows)[0];
    if (!row) throw new Error("rate limit upsert returned no row");
    return { count: Number(row.count), resetAt: new Date(row.reset_at) };
  }

  /** Takes back one hit counted in the current window (an attempt that turned out not to count). */
  async undo(key: string): Promise<void> {
    await this.db.execute(sql`update rate_limits set count = count - 1 where key = ${key} and count > 0 and reset_at > now()`);
  }

  private maybeSweep() {
    const now = Date.now();
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    this.db.execute(sql`delete from rate_limits where reset_at < now() - interval '1 hour'`).catch(() => {});
  }
}

export function secondsUntil(date: Date): number {
  return Math.max(1, Math.ceil((date.getTime() - Date.now()) / 1000));
}

/** The 429 with Retry-After and the wait in words: "Too many uploads. Please wait 12 minutes and try again." */
export function tooManyError(resetAt: Date, what = "attempts"): AppError {
  const seconds = secondsUntil(resetAt);
  const wait = seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
  return new AppError("RATE_LIMITED", `Too many ${what}. Please wait ${wait} and try again.`, { "Retry-After": String(seconds) });
}

/** One user's hourly (or other windowed) rate limit of one kind of write. */
export interface UserRateLimit {
  /**
   * Counts one against the user's rate limit, then does `work`: beyond the limit, a 429 with
   * Retry-After and `work` is not done; if `work` throws (the input refused, the thing not found, a
   * cap reached, a failure) the hit is taken back, so only what is done counts.
   */
  consume<T>(userId: string, work: () => Promise<T>): Promise<T>;
  /**
   * The same inside the caller's transaction (one holding the user's lock), work first: what the
   * work refuses is never counted, and beyond the rate limit the 429 rolls the work back.
   */
  consumeIn<T>(tx: Db, userId: string, work: () => Promise<T>): Promise<T>;
}

/**
 * At most `rule.limit` of `action` per user per window, counted in the database so the limit holds
 * across processes ("photo-upload" → key "photo-upload:<userId>"). `what` names them in the 429:
 * "Too many <what>". The one way every module limits a user's writes.
 */
export function userRateLimit(limiter: RateLimiter, action: string, rule: Rule, what: string): UserRateLimit {
  const keyOf = (userId: string) => `${action}:${userId}`;
  /** Counts one, on `on` (the database, or a caller's transaction): beyond the rate limit, the 429. */
  async function count(userId: string, on?: Db) {
    const state = await limiter.hit(keyOf(userId), rule, on);
    if (state.count > rule.limit) throw tooManyError(state.resetAt, what);
  }
  return {
    async consume(userId, work) {
      await count(userId);
      try {
        return await work();
      } catch (err) {
        await limiter.undo(keyOf(userId));
        throw err;
      }
    },
    async consumeIn(tx, userId, work) {
      const done = await work();
      await count(userId, tx);
      return done;
    },
  };
}

/** One rate limit of a set: its key ("food-log" → "food-log:<userId>"), how many per window (an hour unless said), and what the 429 calls them. */
export interface RateLimitSpec {
  key: string;
  limit: number;
  what: string;
  windowSeconds?: number;
}

/**
 * A module's named rate limits, made once per database (so each limiter's sweep of old windows runs
 * once a minute, not on each write): `const logRateLimits = rateLimitsPerDb({ log: { key:
 * "food-log", limit: 60, what: "entries logged" } })`, then `logRateLimits(db).log.consume(userId, work)`.
 */
export function rateLimitsPerDb<Name extends string>(specs: Record<Name, RateLimitSpec>): (db: Db) => Record<Name, UserRateLimit> {
  const byDb = new WeakMap<Db, Record<Name, UserRateLimit>>();
  return (db) => {
    let made = byDb.get(db);
    if (!made) {
      const limiter = new RateLimiter(db);
      const entries = Object.entries<RateLimitSpec>(specs).map(([name, { key, limit, what, windowSeconds = 3600 }]) => [
        name,
        userRateLimit(limiter, key, { limit, windowSeconds }, what),
      ]);
      made = Object.fromEntries(entries) as Record<Name, UserRateLimit>;
      byDb.set(db, made);
    }
    return made;
  };
}

/**
 * The counters of a user's rate limits ("<action>:<user id>") go with the account. Counters keyed
 * by an address or an IP are not the account's: they guard the address for whoever holds it next.
 */
export const rateLimitsUserData: UserDataSection = {
  name: "rateLimits",
  tables: [],
  erase: async (db, userId) => {
    await db.execute(sql`delete from rate_limits where key like ${`%:${userId.replace(/[\\%_]/g, "\\$&")}`}`);
  },
};
