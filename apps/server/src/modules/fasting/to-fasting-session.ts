import type { FastingSession } from "@app/shared/fasting";
import type { fastingSessions } from "../../db/schema";

export function toFastingSession(row: typeof fastingSessions.$inferSelect): FastingSession {
  return {
    id: row.id,
    fastingType: row.fastingType,
    startTime: row.startTime.toISOString(),
    endTime: row.endTime ? row.endTime.toISOString() : null,
    durationHours: row.durationHours === null ? null : Number(row.durationHours),
  };
}
