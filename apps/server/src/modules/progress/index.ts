export { progressRoutes } from "./progress.routes";
export { progressUserData } from "./user-data";
