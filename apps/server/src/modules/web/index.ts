export { webRoutes } from "./web.routes";
export { appFontUrl } from "./app-font";
