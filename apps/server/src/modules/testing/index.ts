export { testingRoutes } from "./testing.routes";
