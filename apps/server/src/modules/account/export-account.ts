import { asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fastingSessions, users } from "../../db/schema";

/** Everything we hold about a user, in a form they can keep. */
export async function exportAccount(db: Db, { userId }: { userId: string }) {
  const [account] = await db
    .select({ id: users.id, email: users.email, fullName: users.name, emailVerified: users.emailVerified, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  const sessions = await db
    .select({
      id: fastingSessions.id,
      fastingType: fastingSessions.fastingType,
      startTime: fastingSessions.startTime,
      endTime: fastingSessions.endTime,
      durationHours: fastingSessions.durationHours,
      createdAt: fastingSessions.createdAt,
    })
    .from(fastingSessions)
    .where(eq(fastingSessions.userId, userId))
    .orderBy(asc(fastingSessions.startTime));
  return { exportedAt: new Date().toISOString(), account, fastingSessions: sessions };
}
