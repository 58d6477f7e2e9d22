import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fastingSessions } from "../../db/schema";

/** Whether the user has ever started a fast (the dashboard greets a user who hasn't as new). */
export async function hasFasted(db: Db, userId: string): Promise<boolean> {
  const rows = await db.select({ id: fastingSessions.id }).from(fastingSessions).where(eq(fastingSessions.userId, userId)).limit(1);
  return rows.length > 0;
}
