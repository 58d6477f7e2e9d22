import type { Db } from "../../db/client";
import { fastingSessions } from "../../db/schema";
import { AppError, isPgError } from "../../platform/errors";
import { toFastingSession } from "./to-fasting-session";

/** Starts a fast now (the database's clock). The partial unique index refuses a second active one. */
export async function startFast(db: Db, { userId, fastingType }: { userId: string; fastingType: string }) {
  try {
    const [row] = await db.insert(fastingSessions).values({ userId, fastingType }).returning();
    return toFastingSession(row!);
  } catch (err) {
    if (isPgError(err, "23505")) {
      throw new AppError("ACTIVE_FAST_EXISTS", "A fast is already in progress. End it before starting a new one.");
    }
    throw err;
  }
}
