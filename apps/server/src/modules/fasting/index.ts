export { fastingRoutes } from "./fasting.routes";
export { fastingUserData } from "./user-data";
export { fastsBetween } from "./fasts-between";
export { lastSevenDays } from "./get-fasting-month-stats";
export { hasFasted } from "./has-fasted";
