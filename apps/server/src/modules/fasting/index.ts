export { fastingRoutes } from "./fasting.routes";
export { fastingUserData } from "./user-data";
