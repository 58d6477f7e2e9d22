// Bundles the server (with packages/shared) into dist/index.js; npm dependencies stay external.
import { build } from "esbuild";

await build({
  entryPoints: ["src/index.ts"],
  outfile: "dist/index.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  // packages/shared is a workspace package, but it ships TypeScript: bundle it in.
  alias: { "@app/shared": "../../packages/shared/src/index.ts" },
  sourcemap: true,
  logLevel: "warning",
});
