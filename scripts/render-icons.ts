// Renders the app icons (PNG) from the logo SVG with Chromium. Run once after changing the logo:
//   npx tsx scripts/render-icons.ts
// Writes apps/web/public/{icon-192,icon-512,icon-maskable-192,icon-maskable-512,apple-touch-icon}.png.
// They sit at the top of public/ because the server serves top-level files from the build
// (favicon, manifest, icons) besides /assets/*.
import { readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./chromium.mjs";
import { root } from "./build-state.mjs";

const publicDir = path.join(root as string, "apps/web/public");
const favicon = readFileSync(path.join(publicDir, "favicon.svg"), "utf8");

/** The mark's inner artwork (ring, progress arc, flame), without the rounded tile. */
const artwork = favicon.slice(favicon.indexOf("<circle"), favicon.lastIndexOf("</svg>"));
const gradient = favicon.slice(favicon.indexOf("<defs>"), favicon.indexOf("</defs>") + "</defs>".length);

/**
 * Maskable / home-screen variant: the gradient fills the whole square (the platform cuts its own
 * shape) and the artwork is scaled into the central safe zone (a circle of 40% radius).
 */
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${gradient}
  <rect width="64" height="64" fill="url(#g)"/>
  <g transform="translate(32 32) scale(0.8) translate(-32 -34)">${artwork}</g>
</svg>`;

const outputs: { file: string; size: number; svg: string }[] = [
  { file: "icon-192.png", size: 192, svg: favicon },
  { file: "icon-512.png", size: 512, svg: favicon },
  { file: "icon-maskable-192.png", size: 192, svg: fullBleed },
  { file: "icon-maskable-512.png", size: 512, svg: fullBleed },
  { file: "apple-touch-icon.png", size: 180, svg: fullBleed },
];

const browser = await chromium.launch({ executablePath: findChromium() as string, args: CHROMIUM_ARGS as string[] });
try {
  for (const { file, size, svg } of outputs) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    const src = `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><img src="${src}" width="${size}" height="${size}" style="display:block"></body></html>`,
    );
    await page.locator("img").evaluate((img: HTMLImageElement) => img.decode());
    await page.screenshot({ path: path.join(publicDir, file), omitBackground: true });
    await page.close();
    console.log(`wrote apps/web/public/${file} (${size}×${size})`);
  }
} finally {
  await browser.close();
}
