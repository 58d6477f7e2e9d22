import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fastingSessions } from "../../db/schema";
import { AppError } from "../../platform/errors";

/**
 * Deletes one of the user's own fasts, e.g. one ended by mistake a moment after it started
 * ("Discard"). Another user's fast is answered as one that does not exist.
 */
export async function deleteFast(db: Db, { userId, id }: { userId: string; id: string }): Promise<void> {
  const deleted = await db
    .delete(fastingSessions)
    .where(and(eq(fastingSessions.id, id), eq(fastingSessions.userId, userId)))
    .returning({ id: fastingSessions.id });
  if (deleted.length === 0) throw new AppError("NOT_FOUND", "This fast does not exist.");
}
