/** The community module's public face: members, posts, comments, likes, reports and moderation. */
export { communityRoutes } from "./community.routes";
export { communityUserData } from "./user-data";
export { postExists } from "./posts";
export { MODERATOR_ROLES } from "./members";
