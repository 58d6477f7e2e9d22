import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { fastingSessions } from "../../db/schema";
import { localStamp } from "../../platform/csv";
import { pagedByTime, type UserDataSection } from "../../platform/user-data";

/** A user's fasts, oldest first, a page at a time. */
const fasts = (db: Db, userId: string) =>
  pagedByTime(db, {
    from: fastingSessions,
    row: {
      id: fastingSessions.id,
      fastingType: fastingSessions.fastingType,
      targetHours: fastingSessions.targetHours,
      startTime: fastingSessions.startTime,
      endTime: fastingSessions.endTime,
      durationHours: fastingSessions.durationHours,
      createdAt: fastingSessions.createdAt,
    },
    owner: eq(fastingSessions.userId, userId),
    at: fastingSessions.startTime,
    id: fastingSessions.id,
  });

async function* fastRows(db: Db, userId: string, timeZone: string) {
  for await (const fast of fasts(db, userId)) {
    yield [
      fast.fastingType,
      localStamp(fast.startTime, timeZone),
      localStamp(fast.endTime, timeZone),
      fast.durationHours,
      fast.endTime ? "ended" : "active",
    ];
  }
}

export const fastingUserData: UserDataSection = {
  name: "fastingSessions",
  tables: ["fasting_sessions", "deleted_fasting_sessions"],
  export: async (db, userId) => fasts(db, userId),
  spreadsheets: async (db, userId, { timeZone }) => [
    { path: "fasts.csv", columns: ["Type", "Started", "Ended", "Duration (hours)", "Status"], rows: fastRows(db, userId, timeZone) },
  ],
};
