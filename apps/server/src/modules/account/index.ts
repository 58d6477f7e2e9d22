export { accountRoutes } from "./account.routes";
export { accountUserData } from "./user-data";
export { requireRole, roleOf } from "./roles";
export { eraseBeforeDeletion } from "./erase-account";
