// Decides whether the built web app and server are older than their sources.
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("..", import.meta.url));

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === "node_modules" || entry === "dist") continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const at = (...p) => path.join(root, ...p);
const shared = [at("packages/shared/src"), at("package-lock.json")];
const outputs = {
  web: {
    output: at("apps/web/dist/index.html"),
    inputs: [at("apps/web/src"), at("apps/web/public"), at("apps/web/index.html"), at("apps/web/vite.config.ts"), ...shared],
  },
  server: { output: at("apps/server/dist/index.js"), inputs: [at("apps/server/src"), at("apps/server/build.mjs"), ...shared] },
};

/** Names of the parts whose build output is missing or older than a source file. */
export function staleParts() {
  return Object.entries(outputs)
    .filter(([, { output, inputs }]) => {
      const built = newestMtime(output);
      return built === 0 || inputs.some((input) => newestMtime(input) > built);
    })
    .map(([name]) => name);
}
