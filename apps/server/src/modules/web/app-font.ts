import { readdirSync } from "node:fs";
import path from "node:path";

/** The build's Inter file, as Vite names it (inter-latin-wght-normal-<hash>.woff2). */
const INTER = /^inter-latin-wght-normal-[\w-]+\.woff2$/;

/**
 * The address of the web build's font, for the server's own pages (the test-mode checkout) to wear
 * the app's type: read once at start from the build's assets; null without a build or without it.
 */
export function appFontUrl(webDist: string): string | null {
  let files: string[];
  try {
    files = readdirSync(path.join(webDist, "assets"));
  } catch {
    return null;
  }
  const font = files.find((file) => INTER.test(file));
  return font ? `/assets/${font}` : null;
}
