import { execSync } from "node:child_process";
import { root, staleParts } from "../build-state.mjs";

/**
 * The server tests that start the server or its admin commands as processes of their own run the
 * build, as `npm start` and `npm run admin` do, rather than compiling the sources again in each
 * process: built here, once, when a source is newer than the build.
 */
export default function setup() {
  if (staleParts().includes("server")) execSync("npm run --silent build -w @app/server", { cwd: root, stdio: "inherit" });
}
