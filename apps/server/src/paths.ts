import { fileURLToPath } from "node:url";

// Resolved relative to this module, which sits one level below apps/server both as source
// (src/paths.ts) and once bundled (dist/index.js).
export const MIGRATIONS_DIR = fileURLToPath(new URL("../drizzle", import.meta.url));
export const DEFAULT_WEB_DIST = fileURLToPath(new URL("../../web/dist", import.meta.url));
/** Our recipe files (apps/server/recipes/<slug>.json), from src/ and from the bundle in dist/ alike. */
export const RECIPES_DIR = fileURLToPath(new URL("../recipes", import.meta.url));
