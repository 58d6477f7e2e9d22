export { webRoutes } from "./web.routes";
