import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./auth";

/** Fixed-window counters for rate limits, shared by every server process. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/**
 * Durable background jobs (mail and anything else that must not run on the request path), shared
 * by every server process: a job is claimed with FOR UPDATE SKIP LOCKED, retried with backoff, and
 * picked up again if the process running it dies.
 */
export const jobs = pgTable(
  "jobs",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    queue: text("queue").notNull(),
    /** The account the job is for, if any: deleting the account deletes its jobs (a mail, a reminder). */
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    payload: jsonb("payload").notNull(),
    status: text("status", { enum: ["pending", "running", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull(),
    runAt: timestamp("run_at", { withTimezone: true }).notNull().defaultNow(),
    /** While running: when the claim lapses and another worker may take the job over. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("jobs_due_idx")
      .on(t.runAt)
      .where(sql`${t.status} <> 'failed'`),
    index("jobs_user_idx").on(t.userId),
  ],
);
