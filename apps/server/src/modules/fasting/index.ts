export { fastingRoutes } from "./fasting.routes";
