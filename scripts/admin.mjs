// `npm run admin -- grant-moderator you@example.com`: builds the server if needed, then runs its
// admin commands (apps/server/src/admin.ts) on the configured database.
import { execSync } from "node:child_process";
import { root, staleParts } from "./build-state.mjs";

if (staleParts().includes("server")) execSync("npm run build -w @app/server", { cwd: root, stdio: "inherit" });
await import("../apps/server/dist/admin.js");
