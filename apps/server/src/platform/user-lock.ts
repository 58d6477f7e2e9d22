import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

/**
 * The first key of each per-user lock (arbitrary constants, one table so no two modules share one;
 * the second key is the user's): what a user adds to one of their bounded lists takes turns with
 * their other additions to it.
 */
export const USER_LOCKS = {
  foodLog: 727_274_005,
  customFoods: 727_274_006,
  favorites: 727_274_007,
  progressPhotos: 727_274_008,
  fasts: 727_274_009,
  drinks: 727_274_010,
  reminders: 727_274_011,
  savedMeals: 727_274_012,
} as const;

/**
 * Runs `change` in a transaction holding one of the user's locks, on every server process sharing
 * the database: the room a cap's check counted is still there when the change adds to it.
 */
export function withUserLock<T>(db: Db, lock: keyof typeof USER_LOCKS, userId: string, change: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const locked = tx as unknown as Db;
    await locked.execute(sql`select pg_advisory_xact_lock(${USER_LOCKS[lock]}::int, hashtext(${userId}))`);
    return change(locked);
  });
}
