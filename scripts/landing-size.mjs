// Prints the landing page's JS cost: landing.html's entry chunk (the standalone landing page served
// at "/") plus everything it imports statically (what the browser must download before the first
// render), raw and gzipped.
// `--max-gzip-kb N` fails when it is more than N kB gzipped: CI's ratchet (decision 004).
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { root } from "./build-state.mjs";

const dist = path.join(root, "apps/web/dist");
const manifest = JSON.parse(readFileSync(path.join(dist, ".vite/manifest.json"), "utf8"));
const entryKey = "landing.html";
if (!manifest[entryKey]?.isEntry) throw new Error("The build has no landing.html entry (apps/web/vite.config.ts)");
const seen = new Set();
const visit = (key) => {
  if (seen.has(key)) return;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) visit(dep);
};
visit(entryKey);
let raw = 0;
let gz = 0;
for (const key of seen) {
  const buf = readFileSync(path.join(dist, manifest[key].file));
  const size = gzipSync(buf, { level: 9 }).length;
  raw += buf.length;
  gz += size;
  console.log(
    `${manifest[key].file.padEnd(44)} ${(buf.length / 1000).toFixed(1).padStart(7)} kB  gzip ${(size / 1000).toFixed(1).padStart(6)} kB`,
  );
}
console.log(`landing JS: ${(raw / 1000).toFixed(1)} kB, gzip ${(gz / 1000).toFixed(1)} kB (${seen.size} files)`);
const flag = process.argv.indexOf("--max-gzip-kb");
if (flag !== -1) {
  const max = Number(process.argv[flag + 1]);
  if (!(max > 0)) throw new Error("--max-gzip-kb needs a number of kB");
  if (gz / 1000 > max) {
    console.error(
      `The landing page's JavaScript grew past its ceiling of ${max} kB gzipped (decision 004): keep the new code out of the entry chunk.`,
    );
    process.exit(1);
  }
}
