import { fileURLToPath } from "node:url";

// Resolved relative to this module, which sits one level below apps/server both as source
// (src/paths.ts) and once bundled (dist/index.js).
export const MIGRATIONS_DIR = fileURLToPath(new URL("../drizzle", import.meta.url));
export const DEFAULT_WEB_DIST = fileURLToPath(new URL("../../web/dist", import.meta.url));
