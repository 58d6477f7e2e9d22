export { fastingRoutes } from "./fasting.routes";
export { fastingUserData } from "./user-data";
export { fastsBetweenField, fastsOverlapMax } from "./fasts-between";
export { lastSevenDaysField } from "./get-fasting-month-stats";
export { hasFasted } from "./has-fasted";
export { fastingScheduleRoutes } from "./schedule.routes";
export { fastingScheduleUserData } from "./schedule-user-data";
