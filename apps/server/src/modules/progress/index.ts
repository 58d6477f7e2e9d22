export { progressRoutes } from "./progress.routes";
export { progressUserData } from "./user-data";
export { saveWeight } from "./weights";
export { patchUnits } from "./units";
