// `npm start`: build what is missing or out of date, then run the server in this process.
import { execSync } from "node:child_process";
import { root, staleParts } from "./build-state.mjs";

const stale = staleParts();
if (stale.length) {
  console.log(`Building ${stale.join(" and ")}...`);
  for (const part of stale) execSync(`npm run build -w @app/${part}`, { cwd: root, stdio: "inherit" });
}
await import("../apps/server/dist/index.js");
