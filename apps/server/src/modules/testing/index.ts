export { testingRoutes, testPasswordHash } from "./testing.routes";
