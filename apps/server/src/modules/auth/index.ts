/** The auth module's public face: what the app and other modules may use. */
export { AUTH_BASE_PATH, createAuth, type Auth } from "./auth";
export { authRoutes } from "./auth.routes";
export { hashPassword } from "./password";
export { authUserData } from "./user-data";
export { credentialAccount } from "./sign-up";
export { sessionSource } from "./session-cache";
