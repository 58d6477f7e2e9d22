import { asc, eq } from "drizzle-orm";
import { fastingSessions } from "../../db/schema";
import type { UserDataSection } from "../../platform/user-data";

export const fastingUserData: UserDataSection = {
  name: "fastingSessions",
  tables: ["fasting_sessions"],
  export: (db, userId) =>
    db
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
      .orderBy(asc(fastingSessions.startTime)),
};
