export { profileRoutes } from "./profile.routes";
export { profileUserData } from "./user-data";
export { markOnboarded } from "./profile";
