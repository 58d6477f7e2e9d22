// `npm start`: build what is missing or out of date, then run the server in this process.
// The build speaks only of warnings and errors; a newcomer sees one line for it, not a chunk list.
import { execSync } from "node:child_process";
import { root, staleParts } from "./build-state.mjs";

const stale = staleParts();
if (stale.length) {
  console.log(`Building ${stale.join(" and ")}...`);
  const started = performance.now();
  for (const part of stale) {
    const quiet = part === "web" ? " -- --logLevel warn" : "";
    execSync(`npm run --silent build -w @app/${part}${quiet}`, { cwd: root, stdio: "inherit" });
  }
  console.log(`built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
await import("../apps/server/dist/index.js");
