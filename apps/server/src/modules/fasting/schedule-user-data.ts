import type { UserDataSection } from "../../platform/user-data";
import { getSchedule } from "./fasting-schedule";

/** The user's fasting schedule (null when off); the row goes with the user (cascade). */
export const fastingScheduleUserData: UserDataSection = {
  name: "fastingSchedule",
  tables: ["fasting_schedules"],
  export: async (db, userId) => getSchedule(db, { userId }),
};
