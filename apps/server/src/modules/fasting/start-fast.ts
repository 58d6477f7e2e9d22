import type { Db } from "../../db/client";
import { fastingSessions } from "../../db/schema";
import { AppError } from "../../platform/errors";
import { toFastingSession } from "./to-fasting-session";

/** Starts a fast now (the database's clock). The partial unique index refuses a second active one. */
export async function startFast(db: Db, { userId, fastingType }: { userId: string; fastingType: string }) {
  try {
    const [row] = await db.insert(fastingSessions).values({ userId, fastingType }).returning();
    return toFastingSession(row!);
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError("ACTIVE_FAST_EXISTS", "A fast is already in progress. End it before starting a new one.");
    }
    throw err;
  }
}

function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}
