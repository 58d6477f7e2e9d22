// Bundles the server (with packages/shared) into dist/index.js; npm dependencies stay external.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const sharedDir = fileURLToPath(new URL("../../packages/shared/", import.meta.url));
const sharedExports = JSON.parse(readFileSync(path.join(sharedDir, "package.json"), "utf8")).exports;

/** packages/shared is a workspace package that ships TypeScript: bundle it in, through its exports map. */
const bundleShared = {
  name: "bundle-shared",
  setup(b) {
    b.onResolve({ filter: /^@app\/shared(\/.*)?$/ }, ({ path: specifier }) => {
      const subpath = `.${specifier.slice("@app/shared".length)}`;
      const target = sharedExports[subpath];
      if (!target) return { errors: [{ text: `@app/shared does not export "${subpath}"` }] };
      return { path: path.join(sharedDir, target) };
    });
  },
};

await build({
  entryPoints: ["src/index.ts", "src/admin.ts"],
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  plugins: [bundleShared],
  sourcemap: true,
  logLevel: "warning",
});
